import type { FastifyInstance } from 'fastify';
import { hblCalls as H, hblShareDecideCall, hblSharePdfCall, hblShareReadCall, mblCalls as M } from '../../../src/contract/houseBill/calls';
import type { Db } from '../../db/types';
import { shareLink } from '../../http/shareRoute';
import { badKey, readIdempotencyKey, requestHash } from '../../http/idempotency';
import { sendOutcome } from '../../http/outcome';
import { sendStoredFile } from '../../http/storedFiles';
import { visitorKey } from '../../http/visitorKey';
import { houseBillLists } from './lists';
import { masterBillService } from './masterService';
import { houseBillService } from './service';
import { houseBillShareService } from './shareService';
import { route } from '../../http/route';

/**
 * The bills' calls (operations.md §10.4): each parses, takes the actor (or the share token), calls one
 * service function and answers. The print answers PDF bytes (or the refusal as every call says one);
 * the share link's three calls are public (the token is the authority), limited per address, noindex on every answer (shareRoute.ts).
 */
export function houseBillRoutes(fastify: FastifyInstance, db: Db): void {
  const hbl = houseBillService(db);
  const mbl = masterBillService(db);
  const shares = houseBillShareService(db);

  houseBillLists(fastify, db);
  route(fastify, H.toMake, async ({ actor, input }, r) => sendOutcome(r, await hbl.toMake(actor, input.Search)));
  route(fastify, H.get, async ({ actor, input }, r) => sendOutcome(r, await hbl.get(actor, input.Id)));
  route(fastify, H.ofSi, async ({ actor, input }, r) => sendOutcome(r, await hbl.ofSi(actor, input.SiId)));
  route(fastify, H.log, async ({ actor, input }, r) => sendOutcome(r, await hbl.log(actor, input.Id)));
  route(fastify, H.print, { file: true }, async ({ actor, input }, r) => {
    const { Id, Copy } = input;
    const pdf = await hbl.print(actor, Id, Copy);
    return pdf.ok ? sendStoredFile(r, pdf.value) : sendOutcome(r, pdf);
  });
  route(fastify, H.createFromSi, async ({ actor, input }, r) => sendOutcome(r, await hbl.createFromSi(actor, input)));
  route(fastify, H.save, async ({ actor, input }, r) => sendOutcome(r, await hbl.save(actor, input)));
  route(fastify, H.sendDraft, async ({ actor, input }, r) => sendOutcome(r, await hbl.sendDraft(actor, input)));
  route(fastify, H.revokeDraftShare, async ({ actor, input }, r) => sendOutcome(r, await hbl.revokeDraftShares(actor, input)));
  route(fastify, H.decideDraft, async ({ actor, input }, r) => sendOutcome(r, await hbl.decideDraft(actor, input)));
  route(fastify, H.issue, async ({ actor, input }, r) => sendOutcome(r, await hbl.issue(actor, input)));
  route(fastify, H.amend, async ({ actor, input }, r) => sendOutcome(r, await hbl.amend(actor, input)));
  route(fastify, H.void, async ({ actor, input }, r) => sendOutcome(r, await hbl.void(actor, input)));

  // the share link: the token instead of a session
  const visitor = (ip: string) => visitorKey(ip, new Date().toISOString().slice(0, 10));
  route(fastify, hblShareReadCall, shareLink(), async ({ input, request: q }, r) => sendOutcome(r, await shares.read(input.t, visitor(q.ip))));
  route(fastify, hblSharePdfCall, { ...shareLink(), file: true }, async ({ input, request: q }, r) => {
    const pdf = await shares.pdf(input.t, visitor(q.ip));
    return pdf.ok ? sendStoredFile(r, pdf.value) : sendOutcome(r, pdf);
  });
  route(fastify, hblShareDecideCall, shareLink(), async ({ input, request: q }, r) => {
    const { t, Approve, Comment } = input;
    return sendOutcome(r, await shares.decide(t, visitor(q.ip), Approve, Comment ?? ''));
  });

  route(fastify, M.get, async ({ input }, r) => sendOutcome(r, await mbl.get(input.Id)));
  route(fastify, M.log, async ({ input }, r) => sendOutcome(r, await mbl.log(input.Id)));
  route(fastify, M.create, async ({ actor, input }, r) => sendOutcome(r, await mbl.create(actor, input)));
  route(fastify, M.save, async ({ actor, input }, r) => sendOutcome(r, await mbl.save(actor, input)));
  route(fastify, M.submitToCarrier, async ({ actor, input, request: q }, r) => {
    const key = readIdempotencyKey(q);
    if (!key.ok || !key.key) return badKey(q, r);
    return sendOutcome(r, await mbl.submitToCarrier(actor, input, { key: key.key, hash: requestHash(q) }));
  });
  route(fastify, M.recordCarrierDraft, async ({ actor, input }, r) => sendOutcome(r, await mbl.recordCarrierDraft(actor, input)));
  route(fastify, M.confirm, async ({ actor, input }, r) => sendOutcome(r, await mbl.confirm(actor, input)));
  route(fastify, M.recordIssue, async ({ actor, input }, r) => sendOutcome(r, await mbl.recordIssue(actor, input)));
  route(fastify, M.void, async ({ actor, input }, r) => sendOutcome(r, await mbl.void(actor, input)));
}
