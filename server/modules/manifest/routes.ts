import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { fail } from '../../../src/contract/envelope';
import { manifestCalls as C, manifestShareOpenCall, manifestShareSaveCall, manifestShareSubmitCall } from '../../../src/contract/manifest/calls';
import type { Db } from '../../db/types';
import { shareBodyRouteOf, shareQueryRouteOf } from '../../http/shareRoute';
import { sendStoredFile } from '../../http/storedFiles';
import { badKey, readIdempotencyKey, requestHash } from '../../http/idempotency';
import { requestLanguage } from '../../http/language';
import { type Outcome, sendOutcome } from '../../http/outcome';
import { inLanguage } from '../../http/replies';
import { visitorKey } from '../../http/visitorKey';
import type { LiveHub } from '../../live/hub';
import { no } from '../../platform/refusal';
import { publishManifestChanged } from './live';
import { manifestPdf } from './printService';
import { manifestUploadRoutes } from './uploadRoutes';
import { manifestReadService } from './readService';
import type { Requester } from './requester';
import { manifestService } from './service';
import { type ShareAnswer, manifestShareService } from './shareService';

/**
 * The manifest calls (operations.md §7.4): each parses, takes the actor (or the share token), calls
 * one service function, publishes the live frame of what changed and answers. The share calls are
 * public (the token is the authority), limited per address, answered with `X-Robots-Tag: noindex` (shareRoute.ts).
 */
export function manifestRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const mft = manifestService(db);
  const read = manifestReadService(db);
  const shares = manifestShareService(db);
  type In<K extends keyof typeof C> = CallInput<(typeof C)[K]>;
  const lang = (q: FastifyRequest) => requestLanguage(q.headers['accept-language']) as 'zh' | 'en';
  const who = (q: FastifyRequest): Requester & { kind: 'employee' } => ({ kind: 'employee', actor: q.actor!, lang: lang(q) });
  /** Answers, after publishing the frame of the manifests the outcome changed. */
  const changed = async <T>(r: FastifyReply, o: Outcome<T>, ids: (v: T) => readonly number[]) => {
    if (o.ok) await publishManifestChanged(db, hub, ids(o.value));
    return sendOutcome(r, o);
  };
  /** Sends that reach customs need an Idempotency-Key (a double click is one message). */
  const keyOf = (q: FastifyRequest) => {
    const k = readIdempotencyKey(q);
    return k.ok && k.key ? { key: k.key, hash: requestHash(q) } : undefined;
  };
  const keyNeeded = no<never>('IDEMPOTENCY_KEY_REQUIRED', 'Sending to customs needs an Idempotency-Key header.', '发送舱单须带 Idempotency-Key 请求头。');

  app.post(C.create.path, routeOf(C.create), async (q, r) => changed(r, await mft.create(who(q), q.body as In<'create'>), (v) => [v.Id]));
  app.post(C.save.path, routeOf(C.save), async (q, r) => changed(r, await mft.save(who(q), q.body as In<'save'>), (v) => [v.Id]));
  app.post(C.check.path, routeOf(C.check), async (q, r) => sendOutcome(r, await mft.check(who(q), q.body as In<'check'>)));
  app.post(C.submit.path, routeOf(C.submit), async (q, r) =>
    changed(r, await mft.submit(who(q), (q.body as In<'submit'>).Ids), (v) => [...v.Submitted, ...v.Failed.map((f) => f.Id)]),
  );
  app.post(C.verify.path, routeOf(C.verify), async (q, r) => changed(r, await mft.verify(who(q), q.body as In<'verify'>), (v) => [v.Id]));
  app.post(C.send.path, routeOf(C.send), async (q, r) => {
    if (!readIdempotencyKey(q).ok) return badKey(q, r);
    const key = keyOf(q);
    if (!key) return sendOutcome(r, keyNeeded);
    const { Ids, Override } = q.body as In<'send'>;
    return changed(r, await mft.send(who(q), Ids, Override, key), (v) => v.Queued.map((x) => x.Id));
  });
  app.post(C.amend.path, routeOf(C.amend), async (q, r) => changed(r, await mft.amend(who(q), (q.body as In<'amend'>).Id), (v) => [v.Id]));
  app.post(C.sendAmendment.path, routeOf(C.sendAmendment), async (q, r) => {
    if (!readIdempotencyKey(q).ok) return badKey(q, r);
    if (!keyOf(q)) return sendOutcome(r, keyNeeded);
    const body = q.body as In<'sendAmendment'>;
    return changed(r, await mft.sendAmendment(who(q), body), () => [body.Id]);
  });
  app.post(C.delete.path, routeOf(C.delete), async (q, r) => {
    const body = q.body as In<'delete'>;
    return changed(r, await mft.remove(who(q), body), () => [body.Id]);
  });
  app.post(C.retry.path, routeOf(C.retry), async (q, r) => {
    const body = q.body as In<'retry'>;
    return changed(r, await mft.retry(who(q), body.Id), () => [body.Id]);
  });
  app.get(C.get.path, routeOf(C.get), async (q, r) => sendOutcome(r, await read.get(who(q), (q.query as In<'get'>).Id)));
  app.get(C.receipts.path, routeOf(C.receipts), async (q, r) => sendOutcome(r, await read.receiptsFor(who(q), (q.query as In<'receipts'>).Id)));
  app.get(C.log.path, routeOf(C.log), async (q, r) => sendOutcome(r, await read.log(who(q), (q.query as In<'log'>).Id)));
  app.get(C.detail.path, routeOf(C.detail), async (q, r) => sendOutcome(r, await read.detail(who(q), (q.query as In<'detail'>).Id)));
  app.get(C.print.path, routeOf(C.print), async (q, r) => {
    const pdf = await manifestPdf(db, who(q), (q.query as In<'print'>).Id);
    return pdf.ok ? sendStoredFile(r, pdf.value) : sendOutcome(r, pdf);
  });
  manifestUploadRoutes(app, db, who, changed);
  app.get(C.due.path, routeOf(C.due), async (q, r) => sendOutcome(r, await read.due(who(q), (q.query as In<'due'>).CGO_ID)));
  app.post(C.shareCreate.path, routeOf(C.shareCreate), async (q, r) => sendOutcome(r, await shares.create(who(q), q.body as In<'shareCreate'>)));
  app.post(C.shareRevoke.path, routeOf(C.shareRevoke), async (q, r) => sendOutcome(r, await shares.revoke(who(q), (q.body as In<'shareRevoke'>).Id)));
  app.get(C.shareList.path, routeOf(C.shareList), async (q, r) => sendOutcome(r, await shares.list(who(q), (q.query as In<'shareList'>).Id)));

  // the share link's public calls: the token instead of a session, the access code in its header
  const visitor = (ip: string) => visitorKey(ip, new Date().toISOString().slice(0, 10));
  const code = (q: FastifyRequest) => {
    const h = q.headers['access-code'];
    return typeof h === 'string' ? h : undefined;
  };
  app.get(manifestShareOpenCall.path, shareQueryRouteOf(manifestShareOpenCall), async (q, r) => {
    const { t } = q.query as CallInput<typeof manifestShareOpenCall>;
    return answer(r, await shares.open(t, code(q), visitor(q.ip), lang(q)));
  });
  app.post(manifestShareSaveCall.path, shareBodyRouteOf(manifestShareSaveCall), async (q, r) => {
    const { t, ...input } = q.body as CallInput<typeof manifestShareSaveCall>;
    const a = await shares.save(t, code(q), visitor(q.ip), lang(q), input);
    return answer(r, a);
  });
  app.post(manifestShareSubmitCall.path, shareBodyRouteOf(manifestShareSubmitCall), async (q, r) => {
    const { t } = q.body as CallInput<typeof manifestShareSubmitCall>;
    return answer(r, await shares.submit(t, code(q), visitor(q.ip)));
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
