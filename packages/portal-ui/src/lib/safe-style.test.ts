import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeStyle } from './safe-style';

describe('safeStyle', () => {
  it('keeps formatting: colours, fonts, spacing, borders, alignment', () => {
    expect(safeStyle('color: #333; font-family: "Times New Roman", serif; font: 12px/1.5 Arial; text-align: center; border: 1px solid rgb(0, 0, 0); padding: 4px 8px; margin: 0 auto')).toBe(
      'color: #333; font-family: "Times New Roman", serif; font: 12px/1.5 Arial; text-align: center; border: 1px solid rgb(0, 0, 0); padding: 4px 8px; margin: 0 auto',
    );
    expect(safeStyle('COLOR: Red !important')).toBe('color: Red');
  });

  it('drops positioning and layering: the phishing overlay', () => {
    expect(safeStyle('position:fixed;inset:0;z-index:2147483647;background:white')).toBe('background: white');
    expect(safeStyle('position: absolute; top: 0; left: 0; right: 0; bottom: 0')).toBe('');
    expect(safeStyle('transform: translate(0, -500px); translate: 10px; scale: 40; rotate: 45deg; position: sticky')).toBe('');
  });

  it('drops what paints outside the box and negative lengths', () => {
    expect(safeStyle('box-shadow: 0 0 0 9999px white; outline: 9999px solid white; outline-offset: 10px; text-shadow: 0 -900px red; filter: blur(0)')).toBe('');
    expect(safeStyle('margin-top: -500px; text-indent: -9999px; letter-spacing: -.5em; margin: 0 -1px')).toBe('');
  });

  it('keeps sizes only as auto or a share of the box; maxima stay', () => {
    expect(safeStyle('width: 3000px; height: 100vh; min-width: 200em; min-height: 9999px')).toBe('');
    expect(safeStyle('width: 50%; height: auto; max-width: 600px; width: 150%')).toBe('width: 50%; height: auto; max-width: 600px');
  });

  it('drops every value that could load or compute something, and escapes', () => {
    expect(safeStyle('background: url(https://t.example/p.gif); background-image: url(x); list-style: url(x)')).toBe('');
    expect(safeStyle('background: image-set("x.png" 1x); color: var(--ch-color-bg); width: calc(100% + 900px); color: attr(x)')).toBe('');
    expect(safeStyle('posit\\69on: fixed; color: r\\65 d; background: u\\72l(x)')).toBe('');
    expect(safeStyle('color: red; /* x */ position: fixed; font-family: "a;position:fixed"')).toBe('color: red');
    expect(safeStyle("font-family: 'open; color: blue")).toBe('color: blue');
    expect(safeStyle('color: red}body{display:none')).toBe('');
  });

  it('never lets out a declaration of a property outside the list, whatever the text', () => {
    const dangerous = /(^|;\s*)(position|inset|top|left|right|bottom|z-index|transform|translate|box-shadow|outline)\s*:/i;
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.constantFrom('position:fixed', 'inset:0', 'z-index:9', 'top:0', 'transform:scale(9)', 'box-shadow:0 0 9px', 'background:url(x)'), fc.string({ maxLength: 80 }), (a, bad, b) => {
        const out = safeStyle(`${a};${bad};${b}`);
        expect(out).not.toMatch(dangerous);
        expect(out).not.toMatch(/url\s*\(|\\|[;{}<>@!]\s*$/i);
        // What is kept is kept verbatim: running it again changes nothing.
        expect(safeStyle(out)).toBe(out);
      }),
    );
  });
});
