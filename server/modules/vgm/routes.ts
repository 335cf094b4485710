import type { FastifyInstance } from 'fastify';
import { vgmCalls as C, vgmShareDeclareCall, vgmShareReadCall } from '../../../src/contract/vgm/calls';
import type { Db } from '../../db/types';
import { shareAnswer, shareLink } from '../../http/shareRoute';
import { readIdempotencyKey, requestHash, badKey } from '../../http/idempotency';
import { sendOutcome } from '../../http/outcome';
import { visitorKey } from '../../http/visitorKey';
import { vgmService } from './service';
import { vgmShareService } from './shareService';
import { route } from '../../http/route';

/**
 * The VGM calls (operations.md §6.3): each parses, takes the actor (or the share token), calls one
 * service function and answers. The share pair is public (the token is the authority), limited per
 * address, answered with `X-Robots-Tag: noindex`; its page (`/external/mainifest/VGMEdit`) says noindex too.
 */
export function vgmRoutes(fastify: FastifyInstance, db: Db): void {
  const vgm = vgmService(db);
  const shares = vgmShareService(db);

  route(fastify, C.list, async ({ actor, input }, r) => sendOutcome(r, await vgm.list({ kind: 'employee', actor: actor }, input.CGO_ID)));
  route(fastify, C.saveDraft, async ({ actor, input }, r) => sendOutcome(r, await vgm.saveDraft({ kind: 'employee', actor: actor }, input)));
  route(fastify, C.declare, async ({ actor, input, request: q }, r) => {
    const key = readIdempotencyKey(q);
    if (!key.ok) return badKey(q, r);
    return sendOutcome(r, await vgm.declare({ kind: 'employee', actor: actor }, input, { key: key.key, hash: requestHash(q) }));
  });
  route(fastify, C.send, async ({ actor, input }, r) => sendOutcome(r, await vgm.send(actor, input.Ids)));
  route(fastify, C.log, async ({ actor, input }, r) => {
    const { CGO_ID, CNNO } = input;
    return sendOutcome(r, await vgm.log(actor, CGO_ID, CNNO));
  });
  route(fastify, C.createShare, async ({ actor, input }, r) => sendOutcome(r, await vgm.share(actor, input)));
  route(fastify, C.revokeShare, async ({ actor, input }, r) => sendOutcome(r, await vgm.unshare(actor, input.Id)));

  // the share link's pair: the token instead of a session
  const visitor = (ip: string) => visitorKey(ip, new Date().toISOString().slice(0, 10));
  route(fastify, vgmShareReadCall, shareLink(), async ({ input, request: q }, r) => {
    const { t, AccessCode } = input;
    return shareAnswer(r, await shares.read(t, AccessCode, visitor(q.ip)));
  });
  route(fastify, vgmShareDeclareCall, shareLink(), async ({ input, request: q }, r) => {
    const key = readIdempotencyKey(q);
    if (!key.ok) return badKey(q, r);
    const { t, AccessCode, ...declared } = input;
    return shareAnswer(r, await shares.declare(t, AccessCode, visitor(q.ip), declared, { key: key.key, hash: requestHash(q) }));
  });
}
