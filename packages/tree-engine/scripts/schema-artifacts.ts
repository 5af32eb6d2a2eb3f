/**
 * Renders the committed schema artifacts: `tree.schema.json` and the ajv standalone validator.
 * The validator is precompiled so the browser never generates code (no `new Function`, no
 * `unsafe-eval` in the portal's CSP). A test compares these renderings with the committed files.
 *
 * The validator is compiled from `treeSchema` as written, `discriminator` included (errors then
 * come from the branch that `tipo` names). The published `tree.schema.json` is the same schema in
 * portable JSON Schema 2020-12: other teams compile it in their own validators, and a default,
 * strict Ajv 2020 refuses the OpenAPI `discriminator` keyword and warns on union types.
 */
import Ajv2020 from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import { treeSchema } from '../src/schema/tree-schema';

/** The generated files, as text. @example renderSchemaArtifacts().schemaJson */
export interface SchemaArtifacts {
  schemaJson: string;
  validatorJs: string;
  validatorDts: string;
}

const HEADER = '// Gerado por scripts/build-schema.ts a partir de src/schema/tree-schema.ts. Não edite.\n';

/** The declaration file of the generated validator. @example writeFileSync('validate-tree.generated.d.ts', VALIDATOR_DTS) */
export const VALIDATOR_DTS = `${HEADER}/** One ajv error, as the precompiled validator reports it. @example validate.errors?.[0]?.keyword // 'required' */
export interface SchemaError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** Validates a tree object against tree.schema.json; errors are left on \`validate.errors\`. @example validate(tree) // true */
export declare const validate: {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
};
export default validate;
`;

/** Drops documentation keywords: they do not change validation, and ajv would embed them in the code. */
function withoutDocs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDocs);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).filter(([key]) => key !== 'description' && key !== 'title');
  return Object.fromEntries(entries.map(([key, inner]) => [key, key === 'properties' || key === '$defs' ? mapEntries(inner, withoutDocs) : withoutDocs(inner)]));
}

/** Keywords that apply to one JSON type: a union type is split into `anyOf` branches, each taking its own. */
const KEYWORDS_OF_TYPE: Record<string, readonly string[]> = {
  array: ['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems', 'contains'],
  object: ['properties', 'additionalProperties', 'required', 'patternProperties', 'propertyNames', 'minProperties', 'maxProperties'],
  string: ['pattern', 'minLength', 'maxLength', 'format'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
};

type Node = Record<string, unknown>;

/**
 * A union chosen by `tipo` (OpenAPI's `discriminator` beside a `oneOf`), in plain 2020-12: `tipo`
 * must be one of the kinds, and each kind's branch applies through `if`/`then`. Unlike a `oneOf`,
 * a validator then reports only the errors of the branch the object's `tipo` names, never a
 * missing `pergunta` of the options branch on a form.
 */
function discriminated(node: Node, defs: Record<string, Node>): Node {
  const refs = (node.oneOf as { $ref: string }[]).map((branch) => branch.$ref);
  const kindOf = (ref: string): string => {
    const kind = (defs[ref.replace('#/$defs/', '')]?.properties as Record<string, Node> | undefined)?.tipo?.const;
    if (typeof kind !== 'string') throw new Error(`O ramo ${ref} não tem tipo constante.`);
    return kind;
  };
  const { discriminator: _discriminator, oneOf: _oneOf, properties, ...rest } = node;
  const tipo = (properties as Record<string, Node> | undefined)?.tipo ?? {};
  const kinds = refs.map(kindOf);
  const branches = refs.map((ref) => defs[ref.replace('#/$defs/', '')] ?? {});
  // Without a known `tipo` no branch applies, so a misspelt `tpo:` would only show as the missing
  // `tipo`: then every key no branch knows is reported by name, first (before `required`).
  const closed = branches.every((branch) => branch.additionalProperties === false && branch.properties !== undefined);
  const anyBranchKey = Object.fromEntries(branches.flatMap((branch) => Object.keys((branch.properties as Node | undefined) ?? {})).map((key) => [key, true]));
  const unknownKeysWithoutKind: Node[] = closed
    ? [{ if: { properties: { tipo: { enum: kinds } }, required: ['tipo'] }, else: { properties: anyBranchKey, additionalProperties: false } }]
    : [];
  return {
    ...rest,
    properties: { tipo: { description: tipo.description, enum: kinds } },
    allOf: [
      ...unknownKeysWithoutKind,
      ...refs.map((ref) => ({ if: { properties: { tipo: { const: kindOf(ref) } }, required: ['tipo'] }, then: { $ref: ref } })),
    ],
  };
}

/**
 * A closed object with its unknown-key check first: Ajv checks `required` before
 * `additionalProperties` in one schema object, but applies an `allOf` before both, so a misspelt
 * key (`rotluo`) is reported, by name, before any required key found missing.
 */
function unknownKeysFirst(node: Node): Node {
  if (node.additionalProperties !== false || node.properties === undefined) return node;
  const { properties, additionalProperties, ...rest } = node;
  return { ...rest, allOf: [{ properties, additionalProperties }, ...((rest.allOf as Node[] | undefined) ?? [])] };
}

/**
 * The schema in portable JSON Schema 2020-12, accepting exactly the same documents: unions chosen
 * by `tipo` with `if`/`then` instead of the OpenAPI `discriminator`, closed objects checking
 * unknown keys first, and each union type other than "T or null" written as `anyOf` (Ajv's strict
 * mode asks for that).
 * @example new Ajv2020({ strict: true }).compile(portableSchema(treeSchema)) // compiles without a warning
 */
export function portableSchema(schema: unknown, defs: Record<string, Node> = (schema as { $defs?: Record<string, Node> }).$defs ?? {}): unknown {
  if (Array.isArray(schema)) return schema.map((item) => portableSchema(item, defs));
  if (schema === null || typeof schema !== 'object') return schema;
  const recurse = (inner: unknown): unknown => portableSchema(inner, defs);
  let node: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(schema)) {
    node[key] = key === 'properties' || key === '$defs' ? mapEntries(inner, recurse) : recurse(inner);
  }
  if (node.discriminator !== undefined && Array.isArray(node.oneOf)) node = discriminated(node, defs);
  node = unknownKeysFirst(node);
  const types = Array.isArray(node.type) ? (node.type as string[]).filter((t) => t !== 'null') : [];
  if (types.length < 2) return node;
  if ('anyOf' in node) throw new Error('Esquema com tipo múltiplo e anyOf no mesmo nó: escreva-o com anyOf.');
  const nullable = (node.type as string[]).includes('null');
  const branches = [...types, ...(nullable ? ['null'] : [])].map((type) => {
    const branch: Record<string, unknown> = { type };
    const own = KEYWORDS_OF_TYPE[type === 'integer' ? 'number' : type] ?? [];
    for (const key of own) if (key in node) branch[key] = node[key];
    return branch;
  });
  const rest = Object.fromEntries(Object.entries(node).filter(([key]) => key !== 'type' && !Object.values(KEYWORDS_OF_TYPE).flat().includes(key)));
  return { ...rest, anyOf: branches };
}

/** Property maps are keyed by data names, which may be anything, even 'description' or 'discriminator'. */
function mapEntries(map: unknown, f: (value: unknown) => unknown): unknown {
  return Object.fromEntries(Object.entries(map as Record<string, unknown>).map(([key, inner]) => [key, f(inner)]));
}

/** Compiles the schema and renders every artifact as text. @example const { validatorJs } = renderSchemaArtifacts(); */
export function renderSchemaArtifacts(): SchemaArtifacts {
  const ajv = new Ajv2020({
    code: { source: true, esm: true },
    allErrors: true,
    discriminator: true,
    allowUnionTypes: true,
    strictRequired: false,
    messages: false,
    inlineRefs: false,
  });
  const validate = ajv.compile(withoutDocs(treeSchema) as Record<string, unknown>);
  const code = standaloneCode(ajv, validate);
  // A runtime import from ajv would break the browser bundle's promise of no ajv at run time.
  if (/require\(|from\s+["']ajv/.test(code)) {
    throw new Error('O validador gerado importa o ajv em tempo de execução; evite minLength, uniqueItems e const/enum de objetos.');
  }
  return {
    schemaJson: `${JSON.stringify(portableSchema(treeSchema), null, 2)}\n`,
    validatorJs: `${HEADER}/* eslint-disable */\n${code}\n`,
    validatorDts: VALIDATOR_DTS,
  };
}
