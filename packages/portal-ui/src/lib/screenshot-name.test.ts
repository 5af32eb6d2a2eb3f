import { describe, expect, it } from 'vitest';
import { isUnnamedClipboardImage, screenshotName } from './screenshot-name';

describe('screenshotName', () => {
  it('names a pasted screenshot from the local clock, with a suffix when the minute is taken', () => {
    const at = new Date(2025, 2, 4, 9, 5);
    expect(screenshotName(at, 'image/png')).toBe('captura-de-tela-2025-03-04-09-05.png');
    expect(screenshotName(at, 'image/jpeg', ['captura-de-tela-2025-03-04-09-05.jpg'])).toBe('captura-de-tela-2025-03-04-09-05-2.jpg');
    expect(screenshotName(at, 'image/x-unknown')).toBe('captura-de-tela-2025-03-04-09-05.png');
  });
});

describe('isUnnamedClipboardImage', () => {
  it("is true for the browsers' generic names of pasted images only", () => {
    expect(isUnnamedClipboardImage({ name: 'image.png', type: 'image/png' })).toBe(true);
    expect(isUnnamedClipboardImage({ name: '', type: 'image/png' })).toBe(true);
    expect(isUnnamedClipboardImage({ name: 'planta.png', type: 'image/png' })).toBe(false);
    expect(isUnnamedClipboardImage({ name: 'image.pdf', type: 'application/pdf' })).toBe(false);
  });
});
