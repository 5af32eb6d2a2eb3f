import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance';

describe('editDistance', () => {
  it('counts a changed, dropped or added letter, and a swap of neighbours, as one mistake', () => {
    expect(editDistance('eduroam', 'eduroam')).toBe(0);
    expect(editDistance('eduroan', 'eduroam')).toBe(1);
    expect(editDistance('edurom', 'eduroam')).toBe(1);
    expect(editDistance('eduroaam', 'eduroam')).toBe(1);
    expect(editDistance('eduraom', 'eduroam')).toBe(1);
    expect(editDistance('impresora', 'impressora')).toBe(1);
    expect(editDistance('senha', 'ramal')).toBe(5);
  });

  it('stops past the limit', () => {
    expect(editDistance('senha', 'ramal', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});
