import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { validateForm } from '../src/fields/validate-field';
import { parseTree } from '../src/parse/parse-tree';
import { createRandom, generateTree, validValues } from './generate-tree';

describe('generateTree', () => {
  it('gives the same tree for the same seed', () => {
    expect(generateTree({ screens: 30, seed: 7 })).toEqual(generateTree({ screens: 30, seed: 7 }));
  });

  it('every screen is reachable and only forward targets exist', () => {
    const tree = generateTree({ screens: 200, seed: 3 });
    const seen = new Set([tree.inicial]);
    const queue = [tree.inicial];
    while (queue.length > 0) {
      const name = queue.shift() as string;
      const screen = tree.telas[name];
      if (!screen) continue;
      const targets =
        screen.tipo === 'opcoes' ? Object.values(screen.opcoes) : screen.tipo === 'tutorial' ? [screen.telaSim, screen.telaNao] : (screen.fluxos ?? []).map((f) => f.tela);
      for (const t of targets) {
        if (t !== '#final') expect(Number(t.slice(1))).toBeGreaterThan(Number(name.slice(1)));
        if (!seen.has(t)) {
          seen.add(t);
          queue.push(t);
        }
      }
    }
    expect(seen.size).toBe(201);
  });

  it('validValues pass the validation of every generated form', () => {
    const tree = generateTree({ screens: 300, seed: 11 });
    const random = createRandom(5);
    for (const screen of Object.values(tree.telas)) {
      if (screen.tipo === 'formulario') expect(validateForm(screen, validValues(screen, random))).toEqual({});
    }
  });

  it('generated trees pass the verifier without errors or warnings', () => {
    for (const seed of [1, 2, 3]) {
      const yaml = stringify(generateTree({ screens: 60, seed }), { aliasDuplicateObjects: false });
      expect(parseTree(yaml).diagnostics).toEqual([]);
    }
  });
});
