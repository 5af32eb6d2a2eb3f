import { automaticValueKeys, comparators, compositeOperators, constantClasses, treeSchema } from '@chamados/tree-engine';
import type { PathStep } from './yaml-path';

type Schema = Record<string, unknown>;

const defs = (treeSchema.$defs ?? {}) as Record<string, Schema>;

function deref(schema: Schema | undefined): Schema | undefined {
  if (!schema) return undefined;
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const target = defs[ref.replace('#/$defs/', '')];
  // A $ref's own description (the place's) wins over the target's (the kind's).
  return target ? { ...target, ...(schema.description ? { description: schema.description } : {}) } : schema;
}

/** The branches of a union, the one named by `tipo` first when it is known. */
function branches(schema: Schema, tipo?: string): Schema[] {
  const oneOf = schema.oneOf as Schema[] | undefined;
  if (!oneOf) return [schema];
  const all = oneOf.map((branch) => deref(branch)!);
  if (tipo) {
    const chosen = all.filter((branch) => (branch.properties as Record<string, Schema> | undefined)?.tipo?.const === tipo);
    if (chosen.length > 0) return chosen;
  }
  return all;
}

/** The schema of the value at `path`, from the tree's root. @example schemaAt([{ key: 'telas' }]) // the `telas` map */
export function schemaAt(path: readonly PathStep[]): Schema | undefined {
  let schemas: Schema[] = [treeSchema];
  for (const step of path) {
    const next: Schema[] = [];
    for (const schema of schemas) {
      for (const branch of branches(schema)) {
        if (step.key === 0) {
          const items = deref(branch.items as Schema | undefined);
          if (items) next.push(items);
        } else {
          const properties = branch.properties as Record<string, Schema> | undefined;
          const property = deref(properties?.[step.key]) ?? (typeof branch.additionalProperties === 'object' ? deref(branch.additionalProperties as Schema) : undefined);
          if (property) next.push(property);
        }
      }
    }
    if (next.length === 0) return undefined;
    // The object this step opens is narrowed by the `tipo` written in it.
    schemas = next.flatMap((schema) => (step.tipo ? branches(schema, step.tipo) : [schema]));
  }
  return schemas.length === 1 ? schemas[0] : { oneOf: schemas, description: schemas[0]?.description };
}

/** A key the object at a path may hold, with its Portuguese description. */
export interface KeyHelp {
  name: string;
  description: string;
  required: boolean;
}

/** The keys of the object at `path` (every branch's when `tipo` is not written yet). */
export function keysAt(path: readonly PathStep[]): KeyHelp[] {
  const schema = schemaAt(path);
  if (!schema) return [];
  const tipo = path.at(-1)?.tipo;
  const keys = new Map<string, KeyHelp>();
  const visit = (node: Schema) => {
    for (const branch of branches(node, tipo)) {
      if (branch.oneOf) {
        visit(branch);
        continue;
      }
      const required = (branch.required as string[] | undefined) ?? [];
      for (const [name, property] of Object.entries((branch.properties as Record<string, Schema> | undefined) ?? {})) {
        if (name === 'nome' && branch !== treeSchema) continue; // filled in from the key
        if (!keys.has(name)) keys.set(name, { name, description: String(deref(property)?.description ?? ''), required: required.includes(name) });
      }
    }
  };
  visit(schema);
  return [...keys.values()];
}

/**
 * Keys the schema leaves as free text but the engine reads from a closed list (its own vocabulary,
 * so the editor offers exactly what the verifier accepts).
 */
const VOCABULARIES: Record<string, readonly string[]> = { comparador: comparators, operador: compositeOperators, classe: constantClasses };

/** The values a key may take: `tipo` kinds, enums, booleans and the engine's vocabularies, each with its description. */
export function valuesAt(path: readonly PathStep[]): { value: string; description: string }[] {
  const last = path.at(-1);
  if (last?.key === 'tipo') {
    // The kinds of the object that holds this `tipo`, whatever is typed so far.
    const parentPath = path.slice(0, -1).map((step, i, all) => (i === all.length - 1 ? { key: step.key } : step));
    const parent = schemaAt(parentPath);
    const kinds = parent
      ? branches(parent).flatMap((branch) => {
          const kind = (branch.properties as Record<string, Schema> | undefined)?.tipo;
          if (kind?.const === undefined) return [];
          // The kind's name ('Operando variável.') and what the object is ('O valor de um campo
          // preenchido.'), once when one already says the other ('Tela de tutorial: um vídeo…').
          const name = String(kind.description ?? '');
          const what = String(branch.description ?? '');
          const description = what.startsWith(name.replace(/\.$/, '')) ? what : [name, what].filter(Boolean).join(' ');
          return [{ value: String(kind.const), description }];
        })
      : [];
    if (kinds.length > 0) return kinds;
    // A default value's tipo: the automatic ones are the engine's list.
    if (path.at(-2)?.key === 'valor') return automaticValueKeys.map((value) => ({ value, description: String(schemaAt(path)?.description ?? '') }));
  }
  const schema = schemaAt(path);
  if (!schema) return [];
  const description = String(schema.description ?? '');
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => ({ value: String(value), description }));
  if (schema.type === 'boolean') return ['true', 'false'].map((value) => ({ value, description }));
  const vocabulary = typeof last?.key === 'string' && Object.hasOwn(VOCABULARIES, last.key) ? VOCABULARIES[last.key]! : [];
  return vocabulary.map((value) => ({ value, description }));
}

/** The description of the key at the end of `path`, for hover documentation. */
export function describePath(path: readonly PathStep[]): string | undefined {
  const withoutTipo = path.map((step, i) => (i === path.length - 1 ? { key: step.key } : step));
  const description = schemaAt(withoutTipo)?.description;
  return typeof description === 'string' ? description : undefined;
}
