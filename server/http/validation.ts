import { Ajv, type ErrorObject } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Bodies are validated strictly: a wrong type is an error (no silent "5" → 5) and an unknown
 * field is reported, not stripped. Query strings and params arrive as text, so they are coerced.
 * allErrors: a person sees every bad field at once.
 */
const strict = new Ajv({ allErrors: true, coerceTypes: false, removeAdditional: false, useDefaults: true, strict: false });
const lenient = new Ajv({ allErrors: true, coerceTypes: 'array', removeAdditional: false, useDefaults: true, strict: false });

/** Where the first string holding U+0000 is (PostgreSQL text cannot store or compare it). */
function nulAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulAt(inner, `${path}/${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The schema's check, then one rule for every string of every call: no NUL character. */
export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  const validate = (httpPart === 'body' ? strict : lenient).compile(schema);
  const check = (data: unknown): boolean => {
    if (!validate(data)) {
      check.errors = validate.errors;
      return false;
    }
    const at = nulAt(data, '');
    check.errors = at === undefined ? null : [{ instancePath: at, schemaPath: '#', keyword: 'nul', params: {}, message: 'must not contain the NUL character (\\u0000)' }];
    return at === undefined;
  };
  check.errors = null as ErrorObject[] | null | undefined;
  return check;
};
