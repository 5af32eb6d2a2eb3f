import fp from 'fastify-plugin';
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';

const common: Options = { removeAdditional: true, useDefaults: true, allErrors: true, strict: false };

type PropertySchema = { type?: unknown; minimum?: number };

/** The integers of a path or query: plain decimal digits, a minus sign only where negatives are allowed. */
const DIGITS = /^\d+$/;
const SIGNED_DIGITS = /^-?\d+$/;

/**
 * The error the error handler turns into "O campo … deve ser um número inteiro escrito só com
 * algarismos" (keyword `digits`, one per field).
 */
export interface DigitsError {
  keyword: 'digits';
  instancePath: string;
  params: Record<string, never>;
}

/**
 * Wraps the coercing validator of a path or query schema so that its integers must be written as
 * plain decimal digits. Ajv coerces with JavaScript's `Number()`, which reads ' 1', '1 ', '0x10',
 * '1e1', '+1' and '1.0' as numbers: `/api/admin/arvore/1%20` reached tree 1 and `offset=0x10`
 * meant 16. Anything else is refused (400) before Ajv coerces it; ranges stay the schema's.
 */
function plainIntegers(schema: Record<string, unknown>, validate: ValidateFunction): ValidateFunction {
  const properties = (schema.properties ?? {}) as Record<string, PropertySchema>;
  const integers = Object.entries(properties)
    .filter(([, s]) => s.type === 'integer')
    .map(([name, s]) => [name, typeof s.minimum === 'number' && s.minimum >= 0 ? DIGITS : SIGNED_DIGITS] as const);
  if (integers.length === 0) return validate;
  const wrapped = ((data: unknown, context?: unknown) => {
    if (data && typeof data === 'object') {
      const values = data as Record<string, unknown>;
      const errors: DigitsError[] = [];
      for (const [name, digits] of integers) {
        const raw = values[name];
        const texts = Array.isArray(raw) ? raw : [raw];
        if (texts.some((text) => typeof text === 'string' && !digits.test(text))) {
          errors.push({ keyword: 'digits', instancePath: `/${name}`, params: {} });
        }
      }
      if (errors.length > 0) {
        wrapped.errors = errors as unknown as ValidateFunction['errors'];
        return false;
      }
    }
    const ok = (validate as (d: unknown, c?: unknown) => boolean)(data, context);
    wrapped.errors = validate.errors;
    return ok;
  }) as ValidateFunction;
  // Fastify passes the parent (so Ajv may replace the root) only to validators that carry this.
  Object.assign(wrapped, { schemaEnv: validate.schemaEnv });
  return wrapped;
}

/**
 * A route's body validator that refuses unknown keys instead of removing them (the contract's
 * `refuseUnknownKeys`): Ajv reports each as `additionalProperties`, which the error handler names.
 * Without removal, unions are also safe to validate (removal would strip keys while trying a
 * branch that then fails). Its other parts validate as every route's do.
 */
export function refusingUnknownKeys() {
  const refusing = new Ajv({ ...common, removeAdditional: false, coerceTypes: false });
  const coercing = new Ajv({ ...common, coerceTypes: 'array' });
  return ({ schema, httpPart }: { schema: object; httpPart?: string }) => {
    if (httpPart === 'body') return refusing.compile(schema);
    const validate = coercing.compile(schema);
    return httpPart === 'params' || httpPart === 'querystring' ? plainIntegers(schema as Record<string, unknown>, validate) : validate;
  };
}

/**
 * Two validators: query strings, path parameters and headers arrive as text, so they are coerced
 * ('10' → 10, integers only from plain digits); JSON bodies are not, so a mistyped field is an
 * error rather than silently converted (12 → '12'). Unknown properties of closed objects are
 * removed in both.
 */
async function validation(app: FastifyInstance) {
  const coercing = new Ajv({ ...common, coerceTypes: 'array' });
  const strict = new Ajv({ ...common, coerceTypes: false });
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart === 'body') return strict.compile(schema);
    const validate = coercing.compile(schema);
    return httpPart === 'params' || httpPart === 'querystring' ? plainIntegers(schema as Record<string, unknown>, validate) : validate;
  });
}

export default fp(validation, { name: 'validation' });
