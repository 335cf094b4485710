import { Type, type TObject, type TOptional, type TProperties, type TSchema, type TUnsafe, type Static } from '@sinclair/typebox';
import type { Access } from './accessRow';
import type { Call } from './call';

/**
 * Small TypeBox builders for call schemas, the same JSON the server validated before TypeBox
 * (server/http/schema.ts): strict objects, bounded text, ids. Runtime TypeBox: imported only by
 * the calls (src/contract/<module>/calls.ts), never by what the first page loads.
 */

export const text = (max: number, min = 0) => Type.String(min ? { minLength: min, maxLength: max } : { maxLength: max });
export const id = Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 });

/** `T | null` as one JSON type list (`["integer", "null"]`), as the hand-written schemas had it (one validation error, not anyOf's two). */
export const nullable = <T extends TSchema>(schema: T & { type: string }): TUnsafe<Static<T> | null> =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });

/** An integer from a fixed set, as `{ type, enum }` (the browser's words for each live in the domain). */
export const intOf = <const V extends readonly number[]>(values: V): TUnsafe<V[number]> => Type.Unsafe<V[number]>({ type: 'integer', enum: [...values] });
/** A code from a fixed set, as `{ type, enum }`: one validation error naming the allowed values. */
export const textOf = <const V extends readonly string[]>(values: V): TUnsafe<V[number]> => Type.Unsafe<V[number]>({ type: 'string', enum: [...values] });

/** An object with exactly these properties (unknown fields refused). */
export const strict = <P extends TProperties>(properties: P): TObject<P> => Type.Object(properties, { additionalProperties: false });

// a required key is required even where the full shape has it optional (an edit names its Id)
type DraftProps<P extends TProperties, K extends keyof P> = {
  [k in keyof P]: k extends K ? (P[k] extends TOptional<infer S extends TSchema> ? S : P[k]) : P[k] extends TOptional<TSchema> ? P[k] : TOptional<P[k]>;
};

/**
 * The same properties as a draft arrives: only `required` must be there (in that order, the order
 * the validation errors come in); unknown fields refused. What a draft lacks the domain check
 * reports in words a person reads, not the schema.
 */
export function draftObject<P extends TProperties, const K extends keyof P & string>(properties: P, required: readonly K[]): TObject<DraftProps<P, K>> {
  const props = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, required.includes(k as K) ? v : Type.Optional(v)])) as DraftProps<P, K>;
  const schema = Type.Object(props, { additionalProperties: false });
  return Object.assign(schema, { required: [...required] });
}

/**
 * The type of a call's answer (or input) named by its wire interface, for the calls whose route does
 * not yet serialise by a schema of its own (admin, account, messages, the list kit's pages): the
 * browser reads it typed, and the schema is written when the server's route moves onto the call.
 */
export const wire = <T>(): TUnsafe<T> => Type.Unsafe<T>({});

/** A page of the list kit (server/http/lists.ts): its rows and how many there are in all. */
export const listPageOf = <R extends TSchema>(row: R) => Type.Object({ Items: Type.Array(row), Total: Type.Integer() });

/** The query of a list: its page, sort and filters, each by its name (what a DataTable sends). */
export const ListQuerySchema = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()]));

/** A list of the list kit as a call (GET, its page and filters in, a page of rows out). */
export const listCallOf = <R extends TSchema>(path: string, row: R, access: Access) =>
  ({ method: 'GET' as const, path, input: ListQuerySchema, answer: listPageOf(row), access }) satisfies Call<'GET'>;
