import { Kind, Type, type Static, type TLiteral, type TObject, type TOptional, type TSchema, type TString } from '@sinclair/typebox';
import type { Access } from './accessRow';

/**
 * One call, defined once (issue 12): its method, path, input schema (the query string of a GET,
 * the body of a POST), answer schema (the `Data` inside the envelope, src/contract/envelope.ts)
 * and access row. The server registers its route from it (`route`, server/http/route.ts), the browser calls it with
 * `callApi(call, input)` (src/streams/callApi.ts); the TypeScript types of both come from the
 * schemas (`CallInput`, `CallAnswer`).
 */
export interface Call<
  M extends 'GET' | 'POST' = 'GET' | 'POST',
  I extends TSchema = TSchema,
  A extends TSchema = TSchema,
  X extends Access | OpenTo = Access | OpenTo,
> {
  method: M;
  path: string;
  input: I;
  answer: A;
  /** The access row of an employee's call behind a menu, or who may make one no menu opens (OpenTo). */
  access: X;
}

/**
 * Who may make a call no menu opens (the auth levels of server/platform/auth/authHook.ts): anyone,
 * any live session, a signed-in person (a user, before or without a company account), or any
 * employee. An access row with no menus would open it to no one.
 */
export type OpenTo = 'public' | 'session' | 'user' | 'employee';

/** Kept as written: its method, its schemas and who may make it (an access row, or the level's own word), so a route knows from the type whether the call acts as an employee. */
export const defineCall = <const M extends 'GET' | 'POST', I extends TSchema, A extends TSchema, X extends Access | OpenTo>(
  call: Call<M, I, A, X>,
): Call<M, I, A, X> => call;

/** A call the browser can make: a defined call, or an open one (no access row: the public queries). */
export type CallShape = Pick<Call, 'method' | 'path' | 'input' | 'answer'>;

/**
 * A list of the list kit as its contract declares it (`listCallOf`, ./schema.ts): a GET of one page
 * with its sort and filters, answering the page's rows and the total. A DataTable reads it (its
 * query and key); its Excel export is `path/Export`, its import (a list filled by hand) `path/Import`.
 */
export type ListCall<Row = unknown> = Call<'GET', TSchema, TSchema & { static: { Items: Row[]; Total: number } }>;

/** What a call takes: its query (GET) or body (POST). */
export type CallInput<C extends Pick<Call, 'input'>> = Static<C['input']>;
/** What a call answers: the envelope's Data. */
export type CallAnswer<C extends Pick<Call, 'answer'>> = Static<C['answer']>;

/** A call that answers nothing (`Data: null`). */
export const Nothing = Type.Null();

/** The envelope of a successful answer around the call's Data (`{ Status: true, Data, Message? }`). */
export type TEnvelope<A extends TSchema> = TObject<{ Status: TLiteral<true>; Data: A; Message: TOptional<TString> }>;
export const envelopeOf = <A extends TSchema>(answer: A): TEnvelope<A> =>
  Type.Object({ Status: Type.Literal(true), Data: answer, Message: Type.Optional(Type.String()) });

/**
 * A copy of an answer schema for the serialiser: the same properties (nothing unlisted is sent),
 * without `required`. fast-json-stringify throws on a missing required field, and a stored record
 * older than a field must still be answered (without it) rather than fail with a 500.
 */
export function serialisable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(serialisable);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([k]) => k !== 'required')
      .map(([k, v]) => [k, serialisable(v)]),
  );
}

type RouteSchema<C extends Call> = (C['method'] extends 'GET' ? { querystring: C['input'] } : { body: C['input'] }) & {
  response: { 200: TEnvelope<C['answer']> };
};

/**
 * @deprecated A call's route is registered with `route(app, call, handler)` (server/http/route.ts,
 * issue 46: the input typed without casts, the refusals in the schema); no route uses this any more.
 * Kept only until the branches written before it are merged; then delete it.
 *
 * The route options of a call: its schemas as Fastify's type provider reads them (the handler's
 * `request.body` / `request.query` and its answer are typed from them) and its access row.
 */
export function routeOf<C extends Call>(call: C): { schema: RouteSchema<C>; config: { access?: Access; auth?: OpenTo } } {
  // a call that takes nothing (Type.Undefined: a POST without a body) has no input schema to check
  const input = call.input[Kind] === 'Undefined' ? {} : call.method === 'GET' ? { querystring: call.input } : { body: call.input };
  // typed as the envelope (the type provider), sent through the serialisable copy (see above)
  const response = { 200: serialisable(envelopeOf(call.answer)) as TEnvelope<C['answer']> };
  const config = typeof call.access === 'string' ? { auth: call.access } : { access: call.access };
  return { schema: { ...input, response } as unknown as RouteSchema<C>, config };
}
