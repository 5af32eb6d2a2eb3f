/**
 * Runs the precompiled schema validator and turns ajv's errors into Portuguese diagnostics that
 * name the place. The validator is generated code (scripts/build-schema.ts): nothing is compiled
 * at run time.
 */
import { atPlace } from '../messages/describe-place';
import { schemaMessages } from '../messages/diagnostics';
import type { Diagnostic } from '../types';
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

function describe(error: SchemaError, path: Path, data: unknown): { path: Path; text: string } {
  const params = error.params;
  switch (error.keyword) {
    case 'required':
      return { path, text: schemaMessages.required(String(params.missingProperty)) };
    case 'additionalProperties':
      return { path: [...path, String(params.additionalProperty)], text: schemaMessages.unknownKey(String(params.additionalProperty)) };
    case 'type':
      return { path, text: schemaMessages.wrongType(String(params.type).split(',')) };
    case 'enum':
      return { path, text: schemaMessages.notOneOf(valueAt(data, path), (params.allowedValues as unknown[]).map(String)) };
    case 'discriminator': {
      const tag = valueAt(data, [...path, 'tipo']);
      if (tag === undefined) return { path, text: schemaMessages.required('tipo') };
      return { path: [...path, 'tipo'], text: schemaMessages.unknownKind(tag, kindsAt(path)) };
    }
    case 'pattern':
      return { path, text: schemaMessages.blank() };
    case 'minimum':
      return { path, text: schemaMessages.tooSmall(Number(params.limit)) };
    case 'exclusiveMinimum':
      return { path, text: schemaMessages.notPositive() };
    case 'oneOf':
      return { path, text: schemaMessages.selectOptionsShape() };
    default:
      return { path, text: schemaMessages.invalid(error.keyword) };
  }
}

const isInside = (inner: string, outer: string): boolean => inner.startsWith(`${outer}/`);

/**
 * Checks a tree object against the tree schema; an empty list means the shape is right.
 * @example checkSchema({ nome: 'x', inicial: 'a', telas: {} }) // []
 */
export function checkSchema(data: unknown): Diagnostic[] {
  if (validate(data)) return [];
  const errors = validate.errors ?? [];
  // A failed plain oneOf (select options) reports every branch's errors; one message says it better.
  const oneOfPointers = errors.filter((e) => e.keyword === 'oneOf').map((e) => e.instancePath);
  const seen = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  for (const error of errors) {
    const underOneOf = oneOfPointers.some(
      (pointer) => error.keyword !== 'oneOf' && (error.instancePath === pointer || isInside(error.instancePath, pointer)),
    );
    if (underOneOf) continue;
    const { path, text } = describe(error, toPath(error.instancePath, data), data);
    const message = atPlace(path, text);
    if (seen.has(message)) continue;
    seen.add(message);
    diagnostics.push({ severity: 'error', message, path });
  }
  return diagnostics;
}
