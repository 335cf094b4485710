import { Kind, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { Access } from '../../src/contract/accessRow';
import { type Call, envelopeOf, serialisable } from '../../src/contract/call';
import type { ApiOk } from '../../src/contract/envelope';
import type { Actor } from '../platform/access/grants';
import { refusalsOf } from './refusals';

/**
 * A call as its route needs it: the contract's call (src/contract/call.ts). One that answers a file
 * may have no answer schema; an open one (a share link's, a public search) no access: anyone may make it.
 */
export type Routed = Pick<Call, 'method' | 'path' | 'input'> & { answer?: TSchema; access?: Call['access'] };

/**
 * The employee a call acts as: every call behind an access row, or open to any employee, has one
 * (the auth hook refuses it otherwise: server/platform/auth/authHook.ts); a public, session or user
 * call may have none.
 */
export type ActorOf<C extends Routed> = C['access'] extends Access | 'employee' ? Actor : Actor | undefined;

/** What a call's handler is given: its input as the contract types it (checked against the same schema first), its actor, the request. */
export interface Asked<C extends Routed> {
  /** The query of a GET, the body of a POST. */
  input: Static<C['input']>;
  actor: ActorOf<C>;
  request: FastifyRequest;
}

/** What a handler may answer: the reply it sent (sendOutcome, a file), or the envelope of the call's Data. */
type Answered<C extends Routed> = FastifyReply | (C['answer'] extends TSchema ? ApiOk<Static<C['answer']>> : never);
export type Handler<C extends Routed> = (asked: Asked<C>, reply: FastifyReply) => Promise<Answered<C>>;

/** What a few routes add to their call. */
export interface RouteExtras {
  /** The call answers a file (a PDF), not the envelope: no answer schema to write it with or list in /api/docs. */
  file?: true;
  /** A check before the handler, after the auth hook's (a limit per address: server/http/addressLimit.ts). */
  preHandler?: preHandlerAsyncHookHandler;
  /** A header on every answer, refusals too (a share link's noindex: server/http/shareRoute.ts). */
  onSend?: onSendHookHandler;
  /** A body larger than the server's default (an uploaded file). */
  bodyLimit?: number;
}

/** Any Fastify instance, with or without a type provider: the helper types the handler itself. */
// biome-ignore lint/suspicious/noExplicitAny: the instance's type provider is whichever the module chose; `route` reads none of it
type AnyFastify = FastifyInstance<any, any, any, any, any>;

/**
 * Registers one call's route from its contract (issue 46): its method, path, input schema (checked
 * before the handler runs), answer schema (the serialiser writes the 200 with it), the refusals it
 * may answer (server/http/refusals.ts, listed by /api/docs) and who may make it. The handler's
 * `input` is typed from the same schema, so a field the contract does not have fails the typecheck.
 *
 *   route(app, C.chargeSave, async ({ actor, input }, r) => sendOutcome(r, await b.save(actor, input)));
 */
export function route<C extends Routed>(app: AnyFastify, call: C, handle: Handler<C>): void;
export function route<C extends Routed>(app: AnyFastify, call: C, extras: RouteExtras, handle: Handler<C>): void;
export function route<C extends Routed>(app: AnyFastify, call: C, ...args: [Handler<C>] | [RouteExtras, Handler<C>]): void {
  const [{ file, ...options }, handle] = args.length === 1 ? [{} as RouteExtras, args[0]] : args;
  const access = call.access ?? 'public';
  // a call that takes nothing (Type.Undefined: a POST without a body) has no input schema to check
  const takes = call.input[Kind] === 'Undefined' ? {} : call.method === 'GET' ? { querystring: call.input } : { body: call.input };
  // the answer through the serialisable copy (src/contract/call.ts: a stored record older than a field is still answered)
  const answers = file || !call.answer ? {} : { 200: serialisable(envelopeOf(call.answer)) };
  app.route({
    method: call.method,
    url: call.path,
    schema: { ...takes, response: { ...answers, ...refusalsOf(access) } },
    config: typeof access === 'string' ? { auth: access } : { access },
    ...options,
    handler: (request: FastifyRequest, reply: FastifyReply) =>
      handle(
        {
          // the one place the input is typed from its schema: Fastify checked it against that schema before this runs
          input: (call.method === 'GET' ? request.query : request.body) as Static<C['input']>,
          actor: request.actor as ActorOf<C>,
          request,
        },
        reply,
      ),
  });
}
