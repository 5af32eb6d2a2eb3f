import { describe, expect, it } from 'vitest';
import { exampleTrees } from '../src/examples/example-trees';
import { parseTree } from '../src/parse/parse-tree';
import { buildTicketRequest } from '../src/ticket/build-ticket-request';
import type { AttendanceEnv } from '../src/types';
import { randomWalk } from '../src/walk/random-walk';
import { createRandom } from './generate-tree';
import { fakeEnv } from './runtime-fixtures';

const env: AttendanceEnv = {
  ...fakeEnv(),
  lookupList: async (chave) => [1, 2, 3].map((n) => ({ key: `${chave}-${n}`, value: `${chave} ${n}` })),
  lookupMap: async (mapa, chave) => `${mapa}:${chave}`,
};

describe('the example trees walk to #final with the engine', () => {
  for (const example of exampleTrees) {
    it(`${example.file}: random walks reach '#final' and build a ticket request`, async () => {
      const { tree } = parseTree(example.yaml);
      expect(tree).toBeDefined();
      for (let seed = 1; seed <= 25; seed += 1) {
        const final = await randomWalk(tree!, env, createRandom(seed));
        const request = buildTicketRequest(final, new Date(0));
        expect(request.log.at(-1)).toBe('#final');
        expect(request.propriedades.fila).toBeTruthy();
      }
    });
  }
});
