import { describe, expect, it } from 'vitest';
import { END_SCREEN } from './index';

describe('constants', () => {
  it("the end screen is the reserved name '#final'", () => {
    expect(END_SCREEN).toBe('#final');
  });
});
