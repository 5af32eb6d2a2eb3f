import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { exampleTrees } from '../src/examples/example-trees';
import { wordDiagnostic } from '../src/messages/word-diagnostic';
import { checkSchema } from '../src/schema/check-schema';
import type { Tree } from '../src/types';
import { salvage } from '../src/verify/salvage';
import { createSuggester } from '../src/verify/suggest';
import { verifyTree } from '../src/verify/verify-tree';
import { generateTree } from './generate-tree';
import { validTree } from './valid-tree-arbitrary';

// Going on past a schema error must never invent a mistake: break one to three places of a tree
// that has no diagnostic, and every diagnostic is the schema's own about those breaks, none from
// the checks that run past it — no unreachable screen,
// no unknown field, no dead flow that only the stand-in for the broken part would cause.

type Path = (string | number)[];
type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> => value !== null && typeof value === 'object' && !Array.isArray(value);

function allPaths(value: Json, path: Path = [], out: Path[] = []): Path[] {
  if (path.length > 0) out.push(path);
  if (Array.isArray(value)) value.forEach((item, i) => allPaths(item, [...path, i], out));
  else if (isObject(value)) for (const [key, inner] of Object.entries(value)) allPaths(inner, [...path, key], out);
  return out;
}

const CORRUPTIONS = ['number', 'list', 'blank', 'delete', 'unknownKey', 'misspell', 'unknownKind'] as const;
type Corruption = (typeof CORRUPTIONS)[number];

function read(tree: Json, path: Path): Json {
  let value = tree;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, Json>)[key];
  }
  return value;
}

/** The tree with one place broken, or undefined when the corruption does not apply there. */
function corrupt(tree: Json, path: Path, how: Corruption): Json | undefined {
  const copy = JSON.parse(JSON.stringify(tree)) as Json;
  const parent = path.slice(0, -1).reduce<Json>((value, key) => (value as Record<string | number, Json>)[key], copy) as Record<string | number, Json>;
  const key = path[path.length - 1] as string | number;
  const value = parent[key];
  switch (how) {
    case 'number':
      parent[key] = 7;
      break;
    case 'list':
      parent[key] = ['x'];
      break;
    case 'blank':
      parent[key] = '  ';
      break;
    case 'delete':
      if (Array.isArray(parent)) return undefined;
      delete parent[key];
      break;
    case 'unknownKey':
      if (!isObject(value)) return undefined;
      value.zqxw = 'a';
      break;
    case 'unknownKind':
      if (!isObject(value) || typeof value.tipo !== 'string') return undefined;
      value.tipo = 'zqxwk';
      break;
    case 'misspell': {
      if (typeof key !== 'string' || key.length < 4 || Array.isArray(parent)) return undefined;
      const typo = `${key[1]}${key[0]}${key.slice(2)}`;
      if (typo === key || Object.hasOwn(parent, typo)) return undefined;
      const entries = Object.entries(parent).map(([k, v]): [string, Json] => (k === key ? [typo, v] : [k, v]));
      for (const k of Object.keys(parent)) delete parent[k];
      for (const [k, v] of entries) parent[k] = v;
      break;
    }
  }
  return copy;
}

/**
 * Breaks places of the tree, each one the schema sees on its own (a break it accepts, such as a
 * screen renamed, changes what the tree means, and may be a real mistake), then checks.
 */
function onlySchemaDiagnostics(tree: Json, breaks: readonly (readonly [number, Corruption])[]): void {
  const paths = allPaths(tree);
  let broken: Json | undefined = tree;
  const done: string[] = [];
  for (const [index, how] of breaks) {
    const path = paths[index % paths.length] as Path;
    const alone = corrupt(tree, path, how);
    fc.pre(alone !== undefined && checkSchema(alone).length > 0);
    // A place an earlier break removed is left alone.
    if (broken !== undefined && read(broken, path) !== undefined) broken = corrupt(broken, path, how) ?? broken;
    done.push(`${how} at ${JSON.stringify(path)}`);
  }
  // The schema's findings, of every round (a misspelt `tipo` taken as meant reveals the screen's own).
  const schema = new Set(salvage(broken, createSuggester()).problems.map(({ path, said }) => wordDiagnostic({ ...said, path })));
  const found = verifyTree(broken).map((d) => d.message);
  expect(found.filter((message) => !schema.has(message)), done.join('; ')).toEqual([]);
}

describe('past a schema error the verifier invents no mistake', () => {
  const breaks = fc.array(fc.tuple(fc.nat(), fc.constantFrom(...CORRUPTIONS)), { minLength: 1, maxLength: 3 });

  it('property: breaks in a generated tree next to every logic check', () => {
    fc.assert(fc.property(validTree, breaks, (tree: Tree, list) => onlySchemaDiagnostics(tree, list)), { numRuns: 300 });
  });

  it('property: breaks in the complete trees of the README', () => {
    const trees = exampleTrees.map(({ yaml }) => parse(yaml) as Json);
    fc.assert(fc.property(fc.constantFrom(...trees), breaks, (tree, list) => onlySchemaDiagnostics(tree, list)), { numRuns: 300 });
  });

  it('property: breaks in a benchmark tree of 60 screens', () => {
    const tree = generateTree({ screens: 60, seed: 7 }) as Json;
    fc.assert(fc.property(breaks, (list) => onlySchemaDiagnostics(tree, list)), { numRuns: 150 });
  });
});
