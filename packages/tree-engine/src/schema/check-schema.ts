/**
 * Runs the precompiled schema validator and turns ajv's errors into Portuguese diagnostics that
 * name the place, proposing the nearest valid name for an unknown key, `tipo` or listed value. A
 * misspelt required key (`tpo:` where `tipo` is missing) is reported as that misspelling, with the
 * fix, instead of as a missing key. The validator is generated code (scripts/build-schema.ts):
 * nothing is compiled at run time.
 */
import type { DiagnosticMessage } from '../messages/diagnostic-codes';
import { schemaMessages } from '../messages/diagnostics';
import type { Locale } from '../messages/locale';
import type { CodedDiagnostic } from '../types';
import { finding, type Finding, type PathEdit } from '../verify/reporter';
import { createSuggester, type Suggester } from '../verify/suggest';
import { allowedKeysAt } from './allowed-keys';
import { kindsByDef } from './kinds';
import validate, { type SchemaError } from './validate-tree.generated';

type Path = (string | number)[];

/** Splits a JSON pointer into path segments; list indexes become numbers by looking at the data. */
function toPath(pointer: string, data: unknown): Path {
  if (pointer === '') return [];
  const path: Path = [];
  let current: unknown = data;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(current)) {
      const index = Number(key);
      path.push(index);
      current = current[index];
    } else {
      path.push(key);
      current = current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
    }
  }
  return path;
}

function valueAt(data: unknown, path: Path): unknown {
  let current = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** The `tipo` values accepted at a path, read from where the object sits in the tree. */
function kindsAt(path: Path): readonly string[] {
  const last = path[path.length - 1];
  const parent = path[path.length - 2];
  if (path.length === 2 && parent === 'telas') return kindsByDef.tela ?? [];
  if (parent === 'campos') return kindsByDef.campo ?? [];
  if (parent === 'validadores') return kindsByDef.validador ?? [];
  if (last === 'condicao' || parent === 'condicoes') return kindsByDef.condicao ?? [];
  return kindsByDef.operando ?? [];
}

/**
 * How the verifier can go on past a schema error (see salvage.ts): take the proposed name as
 * meant (`rename` a key, `set` a value), `drop` an unknown key nothing resembles, or treat the
 * value at `path` as unknown (`invalid`; with `missing`, the absent key of the object at `path`).
 * @example const repair: SchemaRepair = { kind: 'rename', path: ['telas', 'a'], from: 'titluo', to: 'titulo' }
 */
export type SchemaRepair =
  | { kind: 'rename'; path: Path; from: string; to: string }
  | { kind: 'drop'; path: Path; key: string }
  | { kind: 'set'; path: Path; value: string }
  | { kind: 'missing'; path: Path; key: string }
  | { kind: 'invalid'; path: Path };

/**
 * One schema finding before its place is written in front of it, with the repair that lets the
 * other checks go on.
 * @example const problem: SchemaProblem = { path: ['inicial'], said: schemaMessages.wrongType(['string']), repair: { kind: 'invalid', path: ['inicial'] } }
 */
export interface SchemaProblem {
  path: Path;
  said: DiagnosticMessage;
  edit?: PathEdit;
  repair: SchemaRepair;
}

type Described = SchemaProblem;

/** Proposes names for the unknown keys of the objects that have schema errors. */
interface KeyAdvisor {
  /** The allowed key an unknown key at `path` most likely means, if any. */
  meant(path: Path, key: string): string | undefined;
  /** The unknown key at `path` that most likely means the missing `required`, if any. */
  misspelling(path: Path, required: string): string | undefined;
  /** The keys allowed at `path` (empty when any key is). */
  allowed(path: Path): readonly string[];
}

function createKeyAdvisor(data: unknown, suggest: Suggester): KeyAdvisor {
  const cache = new Map<string, Map<string, string | undefined>>();
  // Unknown key → the missing or unused allowed key it is nearest to, per object.
  const advice = (path: Path): Map<string, string | undefined> => {
    const id = JSON.stringify(path);
    let found = cache.get(id);
    if (found) return found;
    found = new Map();
    const object = valueAt(data, path);
    const allowed = allowedKeysAt(data, path);
    if (allowed && object !== null && typeof object === 'object' && !Array.isArray(object)) {
      const present = Object.keys(object);
      const unused = allowed.filter((key) => !present.includes(key));
      for (const key of present) if (!allowed.includes(key)) found.set(key, suggest.nearest(key, unused));
    }
    cache.set(id, found);
    return found;
  };
  return {
    meant: (path, key) => advice(path).get(key),
    misspelling: (path, required) => [...advice(path)].find(([, meant]) => meant === required)?.[0],
    allowed: (path) => allowedKeysAt(data, path) ?? [],
  };
}

function unknownKey(path: Path, key: string, meant: string | undefined, keys: KeyAdvisor): Described {
  const at = [...path, key];
  const said = schemaMessages.unknownKey(key, meant, keys.allowed(path));
  if (meant === undefined) return { path: at, said, repair: { kind: 'drop', path, key } };
  return { path: at, said, edit: { path: at, part: 'key', insert: meant }, repair: { kind: 'rename', path, from: key, to: meant } };
}

const invalid = (path: Path, said: DiagnosticMessage): Described => ({ path, said, repair: { kind: 'invalid', path } });

function describe(error: SchemaError, path: Path, data: unknown, keys: KeyAdvisor, suggest: Suggester): Described {
  const params = error.params;
  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      const typo = keys.misspelling(path, missing);
      return typo === undefined ? { path, said: schemaMessages.required(missing), repair: { kind: 'missing', path, key: missing } } : unknownKey(path, typo, missing, keys);
    }
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      return unknownKey(path, key, keys.meant(path, key), keys);
    }
    case 'type':
      return invalid(path, schemaMessages.wrongType(String(params.type).split(',')));
    case 'enum': {
      const value = valueAt(data, path);
      const allowed = (params.allowedValues as unknown[]).map(String);
      const meant = typeof value === 'string' ? suggest.nearest(value, allowed) : undefined;
      const said = schemaMessages.notOneOf(value, allowed, meant);
      return meant === undefined ? invalid(path, said) : { path, said, edit: { path, part: 'value', insert: meant }, repair: { kind: 'set', path, value: meant } };
    }
    case 'discriminator': {
      const at = [...path, 'tipo'];
      const tag = valueAt(data, at);
      if (tag === undefined) {
        const typo = keys.misspelling(path, 'tipo');
        return typo === undefined ? { path, said: schemaMessages.required('tipo'), repair: { kind: 'invalid', path } } : unknownKey(path, typo, 'tipo', keys);
      }
      const kinds = kindsAt(path);
      const meant = typeof tag === 'string' ? suggest.nearest(tag, kinds) : undefined;
      const said = schemaMessages.unknownKind(tag, kinds, meant);
      // Without a proposed kind the whole object is unknown, not only its `tipo`.
      if (meant === undefined) return { path: at, said, repair: { kind: 'invalid', path } };
      return { path: at, said, edit: { path: at, part: 'value', insert: meant }, repair: { kind: 'set', path: at, value: meant } };
    }
    case 'pattern':
      return invalid(path, schemaMessages.blank());
    case 'minimum':
      return invalid(path, schemaMessages.tooSmall(Number(params.limit)));
    case 'exclusiveMinimum':
      return invalid(path, schemaMessages.notPositive());
    case 'oneOf':
      return invalid(path, schemaMessages.selectOptionsShape());
    default:
      return invalid(path, schemaMessages.invalid(error.keyword));
  }
}

const isInside = (inner: string, outer: string): boolean => inner === outer || inner.startsWith(`${outer}/`);

/**
 * Select options are a plain `oneOf` (a list, or `{ chave }`): a failed one reports the errors of
 * both branches. When the value is a list or a map and its branch has a wrong or missing key
 * (`vlor:` for `valor:`), that branch's errors say precisely what to fix; otherwise one message
 * about the shape says it better.
 */
function withoutOtherBranches(errors: readonly SchemaError[], data: unknown): SchemaError[] {
  const dropped = new Set<SchemaError>();
  for (const failed of errors.filter((e) => e.keyword === 'oneOf')) {
    const pointer = failed.instancePath;
    const value = valueAt(data, toPath(pointer, data));
    const branch = Array.isArray(value) ? 0 : value !== null && typeof value === 'object' ? 1 : -1;
    const inside = errors.filter((e) => e !== failed && isInside(e.instancePath, pointer));
    const other = (e: SchemaError): boolean => e.instancePath === pointer && e.schemaPath.includes(`/oneOf/${1 - branch}/`);
    const precise = branch >= 0 && inside.some((e) => !other(e) && (e.keyword === 'required' || e.keyword === 'additionalProperties'));
    for (const e of precise ? [failed, ...inside.filter(other)] : inside) dropped.add(e);
  }
  return errors.filter((e) => !dropped.has(e));
}

/**
 * The schema problems of a tree object, each once, with its text (before the place) and repair.
 * @example schemaProblems({ nome: 'x', inicial: 'a', telas: {}, extra: 1 })[0]?.repair // { kind: 'drop', path: [], key: 'extra' }
 */
export function schemaProblems(data: unknown, suggest: Suggester = createSuggester()): SchemaProblem[] {
  if (validate(data)) return [];
  const errors = withoutOtherBranches(validate.errors ?? [], data);
  const keys = createKeyAdvisor(data, suggest);
  const seen = new Set<string>();
  const problems: SchemaProblem[] = [];
  for (const error of errors) {
    const problem = describe(error, toPath(error.instancePath, data), data, keys, suggest);
    const id = JSON.stringify([problem.path, problem.said]);
    if (seen.has(id)) continue;
    seen.add(id);
    problems.push(problem);
  }
  return problems;
}

/**
 * The schema findings of a tree object, with fixes still to be located (parseTree locates them).
 * @example schemaFindings({ nome: 'x', inicial: 'a', telas: {} }) // []
 */
export function schemaFindings(data: unknown, suggest: Suggester = createSuggester(), locale?: Locale): Finding[] {
  return schemaProblems(data, suggest).map(({ path, said, edit }) => {
    const found = finding('error', path, said, locale);
    if (edit) found.edit = edit;
    return found;
  });
}

/**
 * Checks a tree object against the tree schema; an empty list means the shape is right. Messages
 * are pt-BR unless `options.locale` says otherwise.
 * @example checkSchema({ nome: 'x', inicial: 'a', telas: {} }) // []
 */
export function checkSchema(data: unknown, options: { locale?: Locale } = {}): CodedDiagnostic[] {
  return schemaFindings(data, createSuggester(), options.locale).map(({ edit: _edit, ...diagnostic }) => diagnostic as CodedDiagnostic);
}
