/**
 * Going on past schema errors, so one verification reports every mistake (as a compiler reports
 * syntax and type errors together): a misspelt key no longer hides a flow to a missing screen
 * elsewhere. Each schema problem is repaired in a copy of the tree — a proposed name is taken as
 * meant (`titluo` → `titulo`, `formulaio` → `formulario`), an unknown key nothing resembles is
 * dropped, anything else is replaced by an inert stand-in (stand-ins.ts) — and the schema is
 * checked again, since a name taken as meant may reveal more (a screen whose `tipo` was misspelt
 * was never checked against its kind). Problems the stand-ins cause are not reported; what they
 * leave unknown goes into `Holes` for the other checks. The copy shares every part it does not
 * change.
 */
import { schemaProblems, type SchemaProblem, type SchemaRepair } from '../schema/check-schema';
import type { Tree } from '../types';
import { createHoles, taint, unknownValue, type Holes } from './holes';
import type { Path, PathEdit } from './reporter';
import { createStandIns, type StandIns } from './stand-ins';
import type { Suggester } from './suggest';
import { slotAt } from './tree-slots';

/** Each round repairs one level more; real trees need two. Past this the verifier gives up. */
const MAX_ROUNDS = 6;

/** A salvaged tree: schema-valid, with what is unknown about it and how to name its places. @example const { tree, holes } = salvage(data, suggest) */
export interface Salvaged {
  /** Schema-valid, when the repairs succeeded. */
  tree?: Tree;
  holes: Holes;
  /** Every schema problem of the author's, in the author's terms (paths through their keys). */
  problems: SchemaProblem[];
  /** A path of the salvaged tree as the author wrote it (a key taken as `titulo` is `titluo` again). */
  originalPath(path: Path): Path;
}

type Container = Record<string, unknown> | unknown[];
const isContainer = (value: unknown): value is Container => value !== null && typeof value === 'object';

function read(root: unknown, path: Path): unknown {
  let value = root;
  for (const segment of path) {
    if (!isContainer(value)) return undefined;
    value = (value as Record<string | number, unknown>)[segment];
  }
  return value;
}

// defineProperty, not assignment: a key named "__proto__" must stay a key.
function put(container: Container, key: string | number, value: unknown): void {
  Object.defineProperty(container, key, { value, writable: true, enumerable: true, configurable: true });
}

const copy = (value: Container): Container => (Array.isArray(value) ? [...value] : { ...value });

/**
 * The tree with `change` applied to the container at `path`, copying only the containers along
 * the path. Undefined when the path no longer exists (an outer repair replaced it).
 */
function updateAt(root: unknown, path: Path, change: (container: Container) => void): unknown {
  if (!isContainer(root)) return undefined;
  const top = copy(root);
  let container = top;
  for (const segment of path) {
    const inner = (container as Record<string | number, unknown>)[segment];
    if (!isContainer(inner)) return undefined;
    const inner2 = copy(inner);
    put(container, segment, inner2);
    container = inner2;
  }
  change(container);
  return top;
}

/** Renamed keys, by the path (in the salvaged tree) of the map that holds them. */
type Renames = Map<string, Map<string, string>>;

function pathMapper(renames: Renames): (path: Path) => Path {
  return (path) => {
    if (renames.size === 0) return path;
    return path.map((segment, i) => {
      if (typeof segment !== 'string') return segment;
      return renames.get(JSON.stringify(path.slice(0, i)))?.get(segment) ?? segment;
    });
  };
}

interface RepairContext {
  standIns: StandIns;
  holes: Holes;
  renames: Renames;
}

function standInFor(root: unknown, path: Path, original: unknown, ctx: RepairContext): unknown {
  const slot = slotAt(path);
  if (slot.kind === 'unit') return ctx.standIns.unit(slot.unit, original, path);
  if (slot.kind === 'collection') return ctx.standIns.collection(slot.collection, path, read(root, [...path.slice(0, -1), 'tipo']));
  return ctx.standIns.leaf(String(path[path.length - 1]), slot.kind === 'leaf' ? slot.parent : 'root', path);
}

/** The tree has no `telas` map, or is not a map itself: nothing is left to check. */
const GIVE_UP = Symbol('give up');

const isTelas = (path: Path): boolean => path.length === 1 && path[0] === 'telas';

/**
 * Applies one repair: the new tree, undefined when its place is gone (an outer repair replaced
 * it), or GIVE_UP.
 */
function applyRepair(root: unknown, repair: SchemaRepair, ctx: RepairContext): unknown {
  switch (repair.kind) {
    case 'rename':
      return updateAt(root, repair.path, (map) => {
        const value = (map as Record<string, unknown>)[repair.from];
        delete (map as Record<string, unknown>)[repair.from];
        put(map, repair.to, value);
        const id = JSON.stringify(repair.path);
        ctx.renames.set(id, (ctx.renames.get(id) ?? new Map<string, string>()).set(repair.to, repair.from));
      });
    case 'drop': {
      taint(ctx.holes, [...repair.path, repair.key]);
      // An unknown key nothing resembles may have been meant as anything: a mapping, or a flow's
      // condition, without which the flow would wrongly win over every later one.
      ctx.holes.propertyNamesUncertain = true;
      const slot = slotAt(repair.path);
      const unconditionalFlow = slot.kind === 'unit' && slot.unit === 'flow' && read(root, [...repair.path, 'condicao']) === undefined;
      const condition = unconditionalFlow ? ctx.standIns.unit('condition', null, [...repair.path, 'condicao']) : undefined;
      return updateAt(root, repair.path, (map) => {
        delete (map as Record<string, unknown>)[repair.key];
        if (condition !== undefined) put(map, 'condicao', condition);
      });
    }
    case 'set':
      return updateAt(root, repair.path.slice(0, -1), (container) => put(container, repair.path[repair.path.length - 1] ?? '', repair.value));
    case 'missing': {
      const at = [...repair.path, repair.key];
      if (isTelas(at)) return GIVE_UP;
      const value = standInFor(root, at, undefined, ctx);
      return updateAt(root, repair.path, (map) => put(map, repair.key, value));
    }
    case 'invalid': {
      const { path } = repair;
      const slot = slotAt(path);
      if (slot.kind === 'root' || isTelas(path)) return GIVE_UP;
      const parent = read(root, path.slice(0, -1));
      const key = path[path.length - 1] ?? '';
      // A plain value in a map is dropped; if the key is required, the next round fills it in.
      if (slot.kind === 'leaf' && !Array.isArray(parent)) {
        taint(ctx.holes, path);
        return updateAt(root, path.slice(0, -1), (map) => {
          delete (map as Record<string, unknown>)[key];
        });
      }
      const value = standInFor(root, path, read(root, path), ctx);
      return updateAt(root, path.slice(0, -1), (container) => put(container, key, value));
    }
  }
}

const targetLength = (repair: SchemaRepair): number => repair.path.length + (repair.kind === 'missing' ? 1 : 0);

const isPrefix = (prefix: Path, path: Path): boolean => prefix.length <= path.length && prefix.every((segment, i) => segment === path[i]);

/** A problem of a later round that only a stand-in or a dropped value caused. */
function causedBySalvage(problem: SchemaProblem, holes: Holes): boolean {
  const at = problem.repair.kind === 'missing' ? [...problem.repair.path, problem.repair.key] : problem.path;
  return holes.taints.some((tainted) => isPrefix(tainted, at));
}

function inAuthorsTerms(problem: SchemaProblem, original: (path: Path) => Path): SchemaProblem {
  const edit: PathEdit | undefined = problem.edit && { ...problem.edit, path: original(problem.edit.path) };
  return { ...problem, path: original(problem.path), ...(edit ? { edit } : {}) };
}

/**
 * Repairs the schema problems of `data` round by round until the schema holds, collecting the
 * author's problems of every round. `tree` is absent when the tree cannot be salvaged. `unknown`:
 * places whose value is uncertain though it fits the schema (a key written twice).
 * @example const { tree, holes, problems } = salvage({ nome: 'x', inicial: 'a', telas: { a: { tpo: 'opcoes', pergunta: '?' } } }, createSuggester())
 */
export function salvage(data: unknown, suggest: Suggester, unknown: readonly Path[] = []): Salvaged {
  const holes = createHoles();
  for (const path of unknown) {
    // A second `telas` hides a whole set of screens: nothing can be concluded about the tree.
    if (path.length === 0 || isTelas(path)) return { holes, problems: [], originalPath: (p) => p };
    unknownValue(holes, path);
  }
  const renames: Renames = new Map();
  const originalPath = pathMapper(renames);
  const ctx: RepairContext = { standIns: createStandIns(holes), holes, renames };
  const problems: SchemaProblem[] = [];
  const seen = new Set<string>();
  let current: unknown = data;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const found = schemaProblems(current, suggest);
    if (found.length === 0) return { tree: current as Tree, holes, problems, originalPath };
    for (const problem of found) {
      if (round > 0 && causedBySalvage(problem, holes)) continue;
      const authors = inAuthorsTerms(problem, originalPath);
      const id = JSON.stringify([authors.path, authors.said]);
      if (!seen.has(id)) problems.push(authors);
      seen.add(id);
    }
    // Inner places first: a repair of the unit around them then overwrites them.
    for (const { repair } of [...found].sort((a, b) => targetLength(b.repair) - targetLength(a.repair))) {
      const next = applyRepair(current, repair, ctx);
      if (next === GIVE_UP) return { holes, problems, originalPath };
      if (next !== undefined) current = next;
    }
  }
  return { holes, problems, originalPath };
}
