import fp from 'fastify-plugin';
import { Ajv, type Options } from 'ajv';
import type { FastifyInstance } from 'fastify';

const common: Options = { removeAdditional: true, useDefaults: true, allErrors: true, strict: false };

/**
 * Two validators: query strings, path parameters and headers arrive as text, so they are coerced
 * ('10' → 10); JSON bodies are not, so a mistyped field is an error rather than silently
 * converted (12 → '12'). Unknown properties of closed objects are removed in both.
 */
async function validation(app: FastifyInstance) {
  const coercing = new Ajv({ ...common, coerceTypes: 'array' });
  const strict = new Ajv({ ...common, coerceTypes: false });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
}

export default fp(validation, { name: 'validation' });
