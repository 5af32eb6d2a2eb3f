// Gerado por scripts/build-schema.ts a partir de src/schema/tree-schema.ts. Não edite.
/** One ajv error, as the precompiled validator reports it. @example validate.errors?.[0]?.keyword // 'required' */
export interface SchemaError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** Validates a tree object against tree.schema.json; errors are left on `validate.errors`. @example validate(tree) // true */
export declare const validate: {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
};
export default validate;
