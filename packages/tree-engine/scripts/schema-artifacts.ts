/**
 * Renders the committed schema artifacts: `tree.schema.json` and the ajv standalone validator.
 * The validator is precompiled so the browser never generates code (no `new Function`, no
 * `unsafe-eval` in the portal's CSP). A test compares these renderings with the committed files.
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
  return Object.fromEntries(entries.map(([key, inner]) => [key, key === 'properties' || key === '$defs' ? mapValues(inner) : withoutDocs(inner)]));
}

/** Property maps are keyed by data names, which may be anything, even 'description'. */
function mapValues(map: unknown): unknown {
  return Object.fromEntries(Object.entries(map as Record<string, unknown>).map(([key, inner]) => [key, withoutDocs(inner)]));
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
    schemaJson: `${JSON.stringify(treeSchema, null, 2)}\n`,
    validatorJs: `${HEADER}/* eslint-disable */\n${code}\n`,
    validatorDts: VALIDATOR_DTS,
  };
}
