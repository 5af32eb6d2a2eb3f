/**
 * The keys the tree schema allows at a place of a tree, read from `treeSchema` itself (so the
 * did-you-mean of an unknown key can never disagree with the schema). The data chooses the
 * branch of a `tipo` union; when `tipo` is missing or unknown, every branch's keys count.
 */
import { treeSchema } from './tree-schema';

type Schema = Record<string, unknown>;
type Path = readonly (string | number)[];

const defs = treeSchema.$defs as Record<string, Schema>;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function referenced(schema: Schema): Schema | undefined {
  const ref = schema.$ref;
  return typeof ref === 'string' ? defs[ref.replace('#/$defs/', '')] : undefined;
}

function fitsType(schema: Schema, value: unknown): boolean {
  const type = schema.type;
  if (type === 'array') return Array.isArray(value);
  if (type === 'object') return isObject(value);
  return true;
}

/** The concrete schemas `value` is checked against at this schema: refs followed, unions chosen by the data. */
function concrete(schema: Schema, value: unknown): Schema[] {
  const target = referenced(schema);
  if (target) return concrete(target, value);
  const branches = Array.isArray(schema.oneOf) ? (schema.oneOf as Schema[]) : undefined;
  if (!branches) return [schema];
  if (schema.discriminator) {
    const resolved = branches.map((branch) => referenced(branch) ?? branch);
    const tag = isObject(value) ? value.tipo : undefined;
    const chosen = resolved.find((branch) => (branch.properties as Record<string, Schema> | undefined)?.tipo?.const === tag);
    return chosen ? [chosen] : resolved;
  }
  const fitting = branches.filter((branch) => fitsType(branch, value));
  return (fitting.length > 0 ? fitting : branches).flatMap((branch) => concrete(branch, value));
}

function child(schema: Schema, segment: string | number): Schema | undefined {
  if (typeof segment === 'number') return isObject(schema.items) ? schema.items : undefined;
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (properties && Object.hasOwn(properties, segment)) return properties[segment];
  return isObject(schema.additionalProperties) ? schema.additionalProperties : undefined;
}

/**
 * The keys allowed in the closed map at `path` of `data`, or undefined when any key is allowed
 * there (a map of names, such as `telas`) or the place is outside the schema.
 * @example allowedKeysAt({ telas: { a: { tipo: 'opcoes' } } }, ['telas', 'a']) // ['tipo', 'nome', 'pergunta', 'opcoes']
 */
export function allowedKeysAt(data: unknown, path: Path): string[] | undefined {
  let value = data;
  let schemas = concrete(treeSchema, value);
  for (const segment of path) {
    value = isObject(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[segment] : undefined;
    schemas = schemas.flatMap((schema) => {
      const next = child(schema, segment);
      return next ? concrete(next, value) : [];
    });
  }
  const closed = schemas.filter((schema) => schema.additionalProperties === false && isObject(schema.properties));
  if (closed.length === 0) return undefined;
  return [...new Set(closed.flatMap((schema) => Object.keys(schema.properties as Schema)))];
}
