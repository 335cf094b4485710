import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { fail } from '../../../src/contract/envelope';
import { vgmCalls as C, vgmShareDeclareCall, vgmShareReadCall } from '../../../src/contract/vgm/calls';
import type { Db } from '../../db/types';
import { shareBodyRouteOf, shareQueryRouteOf } from '../../http/shareRoute';
import { readIdempotencyKey, requestHash, badKey } from '../../http/idempotency';
import { sendOutcome } from '../../http/outcome';
import { inLanguage } from '../../http/replies';
import { visitorKey } from '../../http/visitorKey';
import { vgmService } from './service';
import { type ShareAnswer, vgmShareService } from './shareService';

/**
 * The VGM calls (operations.md §6.3): each parses, takes the actor (or the share token), calls one
 * service function and answers. The share pair is public (the token is the authority), limited per
 * address, answered with `X-Robots-Tag: noindex`; its page (`/external/mainifest/VGMEdit`) says noindex too.
 */
export function vgmRoutes(fastify: FastifyInstance, db: Db): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const vgm = vgmService(db);
  const shares = vgmShareService(db);
  type In<K extends keyof typeof C> = CallInput<(typeof C)[K]>;

  app.get(C.list.path, routeOf(C.list), async (q, r) => sendOutcome(r, await vgm.list({ kind: 'employee', actor: q.actor! }, (q.query as In<'list'>).CGO_ID)));
  app.post(C.saveDraft.path, routeOf(C.saveDraft), async (q, r) =>
    sendOutcome(r, await vgm.saveDraft({ kind: 'employee', actor: q.actor! }, q.body as In<'saveDraft'>)),
  );
  app.post(C.declare.path, routeOf(C.declare), async (q, r) => {
    const key = readIdempotencyKey(q);
    if (!key.ok) return badKey(q, r);
    return sendOutcome(r, await vgm.declare({ kind: 'employee', actor: q.actor! }, q.body as In<'declare'>, { key: key.key, hash: requestHash(q) }));
  });
  app.post(C.send.path, routeOf(C.send), async (q, r) => sendOutcome(r, await vgm.send(q.actor!, (q.body as In<'send'>).Ids)));
  app.get(C.log.path, routeOf(C.log), async (q, r) => {
    const { CGO_ID, CNNO } = q.query as In<'log'>;
    return sendOutcome(r, await vgm.log(q.actor!, CGO_ID, CNNO));
  });
  app.post(C.createShare.path, routeOf(C.createShare), async (q, r) => sendOutcome(r, await vgm.share(q.actor!, q.body as In<'createShare'>)));
  app.post(C.revokeShare.path, routeOf(C.revokeShare), async (q, r) => sendOutcome(r, await vgm.unshare(q.actor!, (q.body as In<'revokeShare'>).Id)));

  // the share link's pair: the token instead of a session
  const visitor = (ip: string) => visitorKey(ip, new Date().toISOString().slice(0, 10));
  app.get(vgmShareReadCall.path, shareQueryRouteOf(vgmShareReadCall), async (q, r) => {
    const { t, AccessCode } = q.query as CallInput<typeof vgmShareReadCall>;
    return answer(r, await shares.read(t, AccessCode, visitor(q.ip)));
  });
  app.post(vgmShareDeclareCall.path, shareBodyRouteOf(vgmShareDeclareCall), async (q, r) => {
    const key = readIdempotencyKey(q);
    if (!key.ok) return badKey(q, r);
    const { t, AccessCode, ...input } = q.body as CallInput<typeof vgmShareDeclareCall>;
    return answer(r, await shares.declare(t, AccessCode, visitor(q.ip), input, { key: key.key, hash: requestHash(q) }));
  });
}

/** A share answer: a locked link is 429 with Retry-After, the rest as any outcome. */
function answer<T>(reply: FastifyReply, a: ShareAnswer<T>) {
  if (!('locked' in a)) return sendOutcome(reply, a);
  const seconds = Math.max(1, Math.ceil((Date.parse(a.locked) - Date.now()) / 1000));
  return reply
    .status(429)
    .header('retry-after', String(seconds))
    .send({
      ...fail(
        inLanguage(
          reply,
          `Too many wrong access codes: the link is locked for ${Math.ceil(seconds / 60)} minutes.`,
          `访问码错误次数过多：链接已锁定 ${Math.ceil(seconds / 60)} 分钟。`,
        ),
      ),
      Code: 'SHARE_LOCKED',
    });
}
