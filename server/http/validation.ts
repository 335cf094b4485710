import { Ajv } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Bodies are validated strictly: a wrong type is an error (no silent "5" → 5) and an unknown
 * field is reported, not stripped. Query strings and params arrive as text, so they are coerced.
 * allErrors: a person sees every bad field at once.
 */
const strict = new Ajv({ allErrors: true, coerceTypes: false, removeAdditional: false, useDefaults: true, strict: false });
const lenient = new Ajv({ allErrors: true, coerceTypes: 'array', removeAdditional: false, useDefaults: true, strict: false });

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strict : lenient).compile(schema);
