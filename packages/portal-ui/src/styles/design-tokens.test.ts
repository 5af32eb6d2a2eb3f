import { describe, expect, it } from 'vitest';
import { breakpoints } from './breakpoints';
import { colorRoles, contrastPairs, contrastRatio, parseTokens, tokenGroup } from './design-tokens';
import tokensCss from './tokens.css?raw';

const tokens = parseTokens(tokensCss);
const value = (name: string) => tokens.find((token) => token.name === name)?.value ?? '';
const colors = tokenGroup(tokens, 'color');
const stylesheets = import.meta.glob<string>('../**/*.css', { query: '?raw', import: 'default', eager: true });

describe('design tokens', () => {
  it('reads the tokens from tokens.css', () => {
    expect(value('--ch-color-primary')).toBe('#682a2c');
    expect(tokenGroup(tokens, 'font-size').map((token) => token.name)).toContain('--ch-font-size-md');
  });

  it('computes WCAG contrast: white on the UFV wine is 10.7:1, black on white 21:1', () => {
    expect(contrastRatio('#ffffff', '#682a2c')).toBeCloseTo(10.7, 1);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
  });

  it('describes every colour token for designers, and nothing else', () => {
    expect(Object.keys(colorRoles).sort()).toEqual(colors.map((token) => token.name).sort());
  });

  it('every pair the portal uses meets its WCAG 2.2 AA minimum', () => {
    const short = contrastPairs
      .map((pair) => ({ ...pair, ratio: contrastRatio(value(pair.foreground), value(pair.background)) }))
      .filter((pair) => !(pair.ratio >= pair.minimum))
      .map((pair) => `${pair.foreground} sobre ${pair.background}: ${pair.ratio.toFixed(2)}:1 < ${pair.minimum}:1`);
    expect(short).toEqual([]);
  });

  it('every colour but the decorative border is held to a contrast pair', () => {
    const paired = new Set(contrastPairs.flatMap((pair) => [pair.foreground, pair.background]));
    expect(colors.map((token) => token.name).filter((name) => !paired.has(name))).toEqual(['--ch-color-border']);
  });

  it('no stylesheet sets a font size off the scale', () => {
    const offScale = Object.entries(stylesheets).flatMap(([file, css]) =>
      [...css.matchAll(/font-size:\s*([^;]+);/g)]
        .map(([, size]) => size!.trim())
        .filter((size) => !/^var\(--ch-font-size-[\w-]+\)$/.test(size) && !file.endsWith('tokens.css'))
        .map((size) => `${file}: ${size}`),
    );
    expect(offScale).toEqual([]);
  });

  it('every media query width is a documented breakpoint', () => {
    const documented = breakpoints.map((breakpoint) => `${breakpoint.direcao}:${breakpoint.rem}`);
    const queries = Object.entries(stylesheets).flatMap(([file, css]) =>
      [...css.matchAll(/@media \((max|min)-width:\s*([\d.]+)rem\)/g)].map(([, direction, rem]) => ({
        file,
        // `max-width: 47.99rem` is "below 48rem".
        key: `${direction}:${Math.round(Number(rem))}`,
      })),
    );
    expect(queries.length).toBeGreaterThan(10);
    expect(queries.filter((query) => !documented.includes(query.key)).map((query) => `${query.file}: ${query.key}`)).toEqual([]);
  });
});
