import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Bodies are validated strictly: a wrong type is an error (no silent "5" → 5) and an unknown
 * field is reported, not stripped. Query strings and params arrive as text, so they are coerced.
 * allErrors: a person sees every bad field at once.
 */
const strict = new Ajv({ allErrors: true, coerceTypes: false, removeAdditional: false, useDefaults: true, strict: false });
const lenient = new Ajv({ allErrors: true, coerceTypes: 'array', removeAdditional: false, useDefaults: true, strict: false });

/**
 * Text every call refuses in any string (values and keys alike), with why:
 * - U+0000: PostgreSQL text cannot store or compare it;
 * - a lone UTF-16 surrogate (`"\ud800"` is valid JSON but no character): it has no UTF-8 form,
 *   so the database would fail (a 500) or store a replacement character in its place.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What the text holds that cannot be stored (the `text` problem's `what`, worded in src/contract/words.ts). */
function badText(text: string): 'nul' | 'surrogate' | undefined {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return undefined;
}
const BAD_TEXT_WORDS = { nul: 'the NUL character (\\u0000)', surrogate: 'a lone surrogate (such as \\ud800), which is not a character' };

/** The first string (or key) any call refuses, and where it is. */
function badStringAt(value: unknown, path: string): { path: string; message: string; what: 'nul' | 'surrogate'; key: boolean } | undefined {
  if (typeof value === 'string') {
    const what = badText(value);
    return what ? { path, message: `must not contain ${BAD_TEXT_WORDS[what]}`, what, key: false } : undefined;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const what = badText(key);
    // a bad key cannot be shown as it is: its path names the object holding it
    if (what) return { path: path || '/', message: `must not have a field name containing ${BAD_TEXT_WORDS[what]}`, what, key: true };
    const found = badStringAt(inner, `${path}/${key}`);
    if (found) return found;
  }
  return undefined;
}

/**
 * One rule for every string of every call (badText), checked first so that the answer names the
 * text that cannot be stored rather than a schema error it caused; then the schema's check.
 */
export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  // compiled on the call's first request, not when the route is registered: compiling every call's
  // schemas was a third of a server start's CPU (a cpu profile of build/server/main.js), paid again by
  // every process the kill tests and e2e specs start, most of them serving a few calls. A schema Ajv
  // refuses now fails its call's first request (a 500), which tests/api/platform/fuzz/junkRequests
  // sends to every call.
  let validate: ValidateFunction | undefined;
  const check = (data: unknown): boolean => {
    // a workbook's bytes (an Excel content type) sent to a call that takes JSON: one error, not one
    // per byte (the schema would see each byte as a field it does not have)
    if (httpPart === 'body' && Buffer.isBuffer(data)) {
      check.errors = [{ instancePath: '', schemaPath: '#/type', keyword: 'type', params: { type: 'object' }, message: 'must be object' }];
      return false;
    }
    const bad = badStringAt(data, '');
    if (bad) {
      check.errors = [{ instancePath: bad.path, schemaPath: '#', keyword: 'text', params: { what: bad.what, key: bad.key }, message: bad.message }];
      return false;
    }
    validate ??= (httpPart === 'body' ? strict : lenient).compile(schema);
    if (!validate(data)) {
      check.errors = validate.errors;
      return false;
    }
    check.errors = null;
    return true;
  };
  check.errors = null as ErrorObject[] | null | undefined;
  return check;
};

/**
 * A value built by the server from what a person typed elsewhere (an Excel row) checked against a
 * call's body schema, by the same rules the call's body gets: `[]`, or each error as its path, the
 * validator's message, and its keyword and params (to be worded: src/contract/fieldLabels.ts problemWords).
 */
type Check = ((v: unknown) => boolean) & { errors?: ErrorObject[] | null };
const compiled = new WeakMap<object, Check>();
export function bodyErrors(schema: object, value: unknown): { path: string; message: string; keyword: string; params: Record<string, unknown> }[] {
  const check = compiled.get(schema) ?? (validatorCompiler({ schema, httpPart: 'body', method: 'POST', url: '' }) as Check);
  compiled.set(schema, check);
  if (check(value)) return [];
  // a required field is named by the field that is missing, as the call's own refusal names it (errors.ts)
  return (check.errors ?? []).map((e) => ({
    path: e.keyword === 'required' ? `${e.instancePath}/${(e.params as { missingProperty?: string }).missingProperty}` : e.instancePath || '/',
    message: e.message ?? e.keyword,
    keyword: e.keyword,
    params: e.params as Record<string, unknown>,
  }));
}
