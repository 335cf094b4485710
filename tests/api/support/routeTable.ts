import fc from 'fast-check';
import type { RegisteredRoute } from '../../../server/app';

/**
 * The rule for "this names a record by id", used by the fuzzing and by the cross-company table:
 * a property (of the body or the query, at any depth) or a path parameter whose name is `id`, or
 * ends in `Id`, `Ids`, `ID` or `IDs` — `Id`, `EmployeeId`, `RoleIds`, `TDId`, `CGO_ID`, `COMPANYID`,
 * `TBI_CGO_ID`, `TMM_MCGO_ID`.
 */
export const ID_NAME = /^id$|(Id|Ids|ID|IDs)$/;

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
}

/** Where ids are in a schema: `Id`, `RoleIds`, `TDBLInfos[].TBI_CGO_ID`, `Masters[].TMM_MCGO_ID`. */
function idPaths(schema: Schema | undefined, prefix = ''): string[] {
  if (!schema) return [];
  const out: string[] = [];
  for (const [name, inner] of Object.entries(schema.properties ?? {})) {
    if (ID_NAME.test(name)) out.push(`${prefix}${name}`);
    out.push(...idPaths(inner, `${prefix}${name}.`));
  }
  if (schema.items) out.push(...idPaths(schema.items, prefix.replace(/\.$/, '[].')));
  for (const alt of schema.anyOf ?? []) out.push(...idPaths(alt, prefix));
  return [...new Set(out)];
}

/** Every id a call takes, as `METHOD url name`: path parameters, then query and body properties at any depth. */
export function idFields(r: RegisteredRoute): string[] {
  const path = [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]!).filter((p) => ID_NAME.test(p));
  const names = [...path, ...idPaths(r.schema?.querystring as Schema), ...idPaths(r.schema?.body as Schema)];
  return [...new Set(names)].map((n) => `${r.method} ${r.url} ${n}`);
}

// ---- well-typed values from a schema ---------------------------------------------------------

/** Ids no row has: the demo data's ids are small, these start at 2^31 (and reach past bigint where a schema lets them). */
function absentInteger(s: Schema): fc.Arbitrary<number> {
  const lo = Math.max(s.minimum ?? 2 ** 31, 2 ** 31);
  const hi = s.maximum ?? Infinity;
  const candidates = [2 ** 31, 2 ** 53 - 1, 2 ** 63, 1e20].filter((n) => n >= lo && n <= hi);
  const range = fc.integer({ min: lo, max: Math.min(hi, 2 ** 53 - 1) });
  return lo <= Math.min(hi, 2 ** 53 - 1) ? fc.oneof(range, ...(candidates.length ? [fc.constantFrom(...candidates)] : [])) : fc.constantFrom(...candidates);
}

const cap = (n: number | undefined, max: number) => Math.min(n ?? max, max);

/**
 * Values of the right type and within the schema's bounds (the subset of JSON Schema the server's
 * schemas use), where every id names nothing: `absentIds` makes each id property present (at the
 * top) and gives it an id no row has, so a call answering them may refuse but must change nothing.
 */
export function wellTyped(schema: Schema, name = '', top = true): fc.Arbitrary<unknown> {
  const isId = ID_NAME.test(name);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.properties) {
    // an object; an anyOf beside its properties only says which of them are required
    const props = schema.properties;
    const record = (extra: string[]) => {
      const required = new Set([...(schema.required ?? []), ...extra, ...(top ? Object.keys(props).filter((k) => ID_NAME.test(k)) : [])]);
      return fc.record(Object.fromEntries(Object.entries(props).map(([k, s]) => [k, wellTyped(s, k, false)])), { requiredKeys: [...required] });
    };
    return schema.anyOf ? fc.oneof(...schema.anyOf.map((a) => record(a.required ?? []))) : record([]);
  }
  if (schema.anyOf) {
    const alts = schema.anyOf.filter((a) => !(isId && a.type === 'null'));
    return fc.oneof(...alts.map((a) => wellTyped(a, name, false)));
  }
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((t) => !(isId && t === 'null'));
    return fc.oneof(...types.map((type) => wellTyped({ ...schema, type }, name, false)));
  }
  switch (schema.type) {
    case 'string': {
      const min = schema.minLength ?? 0;
      const max = cap(schema.maxLength, 80);
      if (isId) return fc.string({ minLength: 0, maxLength: Math.max(0, max - 5) }).map((s) => `FUZZ-${s}`.slice(0, Math.max(max, min)));
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= min && s.length <= (schema.maxLength ?? Infinity));
      return fc.oneof(
        fc.string({ minLength: min, maxLength: max }),
        fc.string({ unit: 'grapheme', minLength: min, maxLength: max }),
        fc.constant('x'.repeat(Math.max(min, schema.maxLength ?? 80))),
        fc.string({ minLength: min, maxLength: max }).map((s) => `\u0000${s}`.slice(0, Math.max(1, schema.maxLength ?? 80))),
        // a lone surrogate: valid JSON, but no character (refused at validation, never a 500)
        fc.string({ minLength: min, maxLength: max }).map((s) => `${s.slice(0, Math.max(0, (schema.maxLength ?? 80) - 1))}\ud800`),
      );
    }
    case 'integer':
      if (isId) return absentInteger(schema);
      return fc.oneof(
        fc.integer({ min: Math.max(schema.minimum ?? -(2 ** 31), -(2 ** 53) + 1), max: Math.min(schema.maximum ?? 2 ** 31, 2 ** 53 - 1) }),
        fc.constantFrom(...[schema.minimum, schema.maximum, schema.maximum === undefined ? 1e20 : undefined].filter((n): n is number => n !== undefined)),
      );
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e12, max: schema.maximum ?? 1e12, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = wellTyped(schema.items ?? {}, isId ? 'id' : '', false);
      const constraints = { minLength: schema.minItems ?? 0, maxLength: Math.max(schema.minItems ?? 0, cap(schema.maxItems, 3)) };
      return schema.uniqueItems ? fc.uniqueArray(items, { ...constraints, selector: (v) => JSON.stringify(v) }) : fc.array(items, constraints);
    }
    case 'object':
      // a map (a Record schema): any keys but "__proto__", which the JSON parser refuses by design
      // (prototype poisoning: tests/api/platform/fuzz/junkRequests.test.ts sends it on purpose) — in
      // its values' objects too (a CI run generated {"__proto__": true} inside a value)
      return fc.dictionary(
        fc.string().filter((k) => k !== '__proto__'),
        fc.jsonValue({ maxDepth: 1 }).filter((v) => !JSON.stringify(v).includes('"__proto__"')),
        { maxKeys: 3 },
      );
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
