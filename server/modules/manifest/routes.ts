import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { manifestCalls as C, manifestShareOpenCall, manifestShareSaveCall, manifestShareSubmitCall } from '../../../src/contract/manifest/calls';
import type { Db } from '../../db/types';
import { shareAnswer, shareLink } from '../../http/shareRoute';
import { sendStoredFile } from '../../http/storedFiles';
import { badKey, readIdempotencyKey, requestHash } from '../../http/idempotency';
import { requestLanguage } from '../../http/language';
import { type Outcome, sendOutcome } from '../../http/outcome';
import { visitorKey } from '../../http/visitorKey';
import type { LiveHub } from '../../live/hub';
import { no } from '../../platform/refusal';
import { publishManifestChanged } from './live';
import { manifestPdf } from './printService';
import { manifestUploadRoutes } from './uploadRoutes';
import { manifestReadService } from './readService';
import type { Requester } from './requester';
import { manifestService } from './service';
import { manifestShareService } from './shareService';
import { route } from '../../http/route';

/**
 * The manifest calls (operations.md §7.4): each parses, takes the actor (or the share token), calls
 * one service function, publishes the live frame of what changed and answers. The share calls are
 * public (the token is the authority), limited per address, answered with `X-Robots-Tag: noindex` (shareRoute.ts).
 */
export function manifestRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  const mft = manifestService(db);
  const read = manifestReadService(db);
  const shares = manifestShareService(db);
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

  route(fastify, C.create, async ({ input, request: q }, r) => changed(r, await mft.create(who(q), input), (v) => [v.Id]));
  route(fastify, C.save, async ({ input, request: q }, r) => changed(r, await mft.save(who(q), input), (v) => [v.Id]));
  route(fastify, C.check, async ({ input, request: q }, r) => sendOutcome(r, await mft.check(who(q), input)));
  route(fastify, C.submit, async ({ input, request: q }, r) =>
    changed(r, await mft.submit(who(q), input.Ids), (v) => [...v.Submitted, ...v.Failed.map((f) => f.Id)]),
  );
  route(fastify, C.verify, async ({ input, request: q }, r) => changed(r, await mft.verify(who(q), input), (v) => [v.Id]));
  route(fastify, C.send, async ({ input, request: q }, r) => {
    if (!readIdempotencyKey(q).ok) return badKey(q, r);
    const key = keyOf(q);
    if (!key) return sendOutcome(r, keyNeeded);
    const { Ids, Override } = input;
    return changed(r, await mft.send(who(q), Ids, Override, key), (v) => v.Queued.map((x) => x.Id));
  });
  route(fastify, C.amend, async ({ input, request: q }, r) => changed(r, await mft.amend(who(q), input.Id), (v) => [v.Id]));
  route(fastify, C.sendAmendment, async ({ input, request: q }, r) => {
    if (!readIdempotencyKey(q).ok) return badKey(q, r);
    if (!keyOf(q)) return sendOutcome(r, keyNeeded);
    const body = input;
    return changed(r, await mft.sendAmendment(who(q), body), () => [body.Id]);
  });
  route(fastify, C.delete, async ({ input, request: q }, r) => {
    const body = input;
    return changed(r, await mft.remove(who(q), body), () => [body.Id]);
  });
  route(fastify, C.retry, async ({ input, request: q }, r) => {
    const body = input;
    return changed(r, await mft.retry(who(q), body.Id), () => [body.Id]);
  });
  route(fastify, C.get, async ({ input, request: q }, r) => sendOutcome(r, await read.get(who(q), input.Id)));
  route(fastify, C.receipts, async ({ input, request: q }, r) => sendOutcome(r, await read.receiptsFor(who(q), input.Id)));
  route(fastify, C.log, async ({ input, request: q }, r) => sendOutcome(r, await read.log(who(q), input.Id)));
  route(fastify, C.detail, async ({ input, request: q }, r) => sendOutcome(r, await read.detail(who(q), input.Id)));
  route(fastify, C.print, async ({ input, request: q }, r) => {
    const pdf = await manifestPdf(db, who(q), input.Id);
    return pdf.ok ? sendStoredFile(r, pdf.value) : sendOutcome(r, pdf);
  });
  manifestUploadRoutes(fastify, db, who, changed);
  route(fastify, C.due, async ({ input, request: q }, r) => sendOutcome(r, await read.due(who(q), input.CGO_ID)));
  route(fastify, C.shareCreate, async ({ input, request: q }, r) => sendOutcome(r, await shares.create(who(q), input)));
  route(fastify, C.shareRevoke, async ({ input, request: q }, r) => sendOutcome(r, await shares.revoke(who(q), input.Id)));
  route(fastify, C.shareList, async ({ input, request: q }, r) => sendOutcome(r, await shares.list(who(q), input.Id)));

  // the share link's public calls: the token instead of a session, the access code in its header
  const visitor = (ip: string) => visitorKey(ip, new Date().toISOString().slice(0, 10));
  const code = (q: FastifyRequest) => {
    const h = q.headers['access-code'];
    return typeof h === 'string' ? h : undefined;
  };
  route(fastify, manifestShareOpenCall, shareLink(), async ({ input, request: q }, r) => {
    const { t } = input;
    return shareAnswer(r, await shares.open(t, code(q), visitor(q.ip), lang(q)));
  });
  route(fastify, manifestShareSaveCall, shareLink(), async ({ input: { t, ...input }, request: q }, r) => {
    const a = await shares.save(t, code(q), visitor(q.ip), lang(q), input);
    return shareAnswer(r, a);
  });
  route(fastify, manifestShareSubmitCall, shareLink(), async ({ input, request: q }, r) => {
    const { t } = input;
    return shareAnswer(r, await shares.submit(t, code(q), visitor(q.ip)));
  });
}
