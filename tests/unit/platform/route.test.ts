import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalsOf } from '../../../server/http/refusals';
import { route } from '../../../server/http/route';
import { lazySerializers } from '../../../server/http/serialization';
import type { Actor } from '../../../server/platform/access/grants';
import { defineCall, Nothing } from '../../../src/contract/call';
import { ok } from '../../../src/contract/envelope';

/**
 * A call's route (server/http/route.ts, issue 46): its handler's input and actor are typed from the
 * call's contract, with no cast, and its schema lists the refusals it may answer. The `@ts-expect-error`
 * lines are the type test: `npm run typecheck` fails if one of them stops being an error (a wrong
 * field name accepted, an open call's actor taken for granted).
 */

const save = defineCall({
  method: 'POST',
  path: '/api/Test/Save',
  input: Type.Object({ Name: Type.String({ minLength: 1 }), Qty: Type.Integer() }, { additionalProperties: false }),
  answer: Type.Object({ Id: Type.Integer() }),
  access: { menus: ['test'] },
});
const read = defineCall({ method: 'GET', path: '/api/Test/Read', input: Type.Object({ Id: Type.Integer() }), answer: Nothing, access: 'public' });

/** The types only (never run): `npm run typecheck` reads them. */
function typeTest(app: FastifyInstance): void {
  route(app, save, async ({ input, actor }) => {
    const name: string = input.Name;
    const qty: number = input.Qty;
    // @ts-expect-error a field the contract does not have
    void input.Nmae;
    // @ts-expect-error a field of another type than the contract's
    const wrong: number = input.Name;
    const who: Actor = actor; // behind an access row: always an employee
    void [name, qty, wrong, who];
    return ok({ Id: 1 });
  });
  // @ts-expect-error an answer that is not the call's Data
  route(app, save, async () => ok({ Id: 'one' }));
  route(app, read, async ({ input, actor }) => {
    const id: number = input.Id;
    // @ts-expect-error a public call may have no actor
    const who: Actor = actor;
    // @ts-expect-error a GET's query has the call's fields only
    void input.Name;
    void [id, who];
    return ok(null);
  });
}

describe('a call’s route', () => {
  let app: FastifyInstance;
  const seen: unknown[] = [];
  beforeAll(async () => {
    app = Fastify({ schemaController: { compilersFactory: { buildSerializer: lazySerializers() } } });
    app.decorateRequest('actor', undefined);
    route(app, save, async ({ input }, reply) => {
      seen.push(input);
      // a refusal with facts of its own beside its Code: sent whole, not cut to the refusal schema
      if (input.Name === 'refuse')
        return reply
          .status(400)
          .send({ Status: false, Data: null, Message: 'no', Code: 'INSUFFICIENT', Left: 3, Errors: [{ Path: '/Qty', Message: 'x', Params: { Limit: 1 } }] });
      // a field the answer schema does not name is not sent (the serialiser, as before)
      const answer = { Id: 7, Secret: 'kept back' };
      return ok(answer);
    });
    route(app, read, { file: true }, async ({ input }, reply) => reply.type('application/pdf').send(Buffer.from(`pdf ${input.Id}`)));
    await app.ready();
  });
  afterAll(() => app.close());

  it('checks the input against the call’s schema before the handler, and hands it over as the contract types it', async () => {
    const bad = await app.inject({ method: 'POST', url: save.path, payload: { Name: '', Qty: 1, Extra: true } });
    expect(bad.statusCode).toBe(400);
    expect(seen).toEqual([]);
    const done = await app.inject({ method: 'POST', url: save.path, payload: { Name: 'a', Qty: 2 } });
    expect(done.statusCode).toBe(200);
    expect(seen).toEqual([{ Name: 'a', Qty: 2 }]);
    expect(done.json()).toEqual({ Status: true, Data: { Id: 7 } });
  });

  it('sends a refusal whole: its Code, its field errors and its own facts', async () => {
    const res = await app.inject({ method: 'POST', url: save.path, payload: { Name: 'refuse', Qty: 2 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Status: false,
      Data: null,
      Message: 'no',
      Code: 'INSUFFICIENT',
      Left: 3,
      Errors: [{ Path: '/Qty', Message: 'x', Params: { Limit: 1 } }],
    });
  });

  it('answers a file call’s bytes, with no answer schema but its refusals', async () => {
    const res = await app.inject({ method: 'GET', url: `${read.path}?Id=4` });
    expect(res.body).toBe('pdf 4');
  });

  it('is typed from the contract (the type test above is part of `npm run typecheck`)', () => {
    expect(typeTest).toBeTypeOf('function');
  });

  it('lists the refusals by who may make the call: 401 and 409 only with a session, 403 only for a user or an employee', () => {
    expect(Object.keys(refusalsOf('public'))).toEqual(['400', '404']);
    expect(Object.keys(refusalsOf('session'))).toEqual(['400', '401', '404', '409']);
    expect(Object.keys(refusalsOf('employee'))).toEqual(['400', '401', '403', '404', '409']);
    expect(Object.keys(refusalsOf({ menus: ['test'] }))).toEqual(['400', '401', '403', '404', '409']);
    expect(refusalsOf('user')[400]).toMatchObject({ additionalProperties: true, properties: { Code: { type: 'string' } } });
  });
});
