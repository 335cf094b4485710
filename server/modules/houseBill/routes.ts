import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { hblCalls as H, hblShareDecideCall, hblSharePdfCall, hblShareReadCall, mblCalls as M } from '../../../src/contract/houseBill/calls';
import type { Db } from '../../db/types';
import { shareBodyRouteOf, shareQueryRouteOf } from '../../http/shareRoute';
import { badKey, readIdempotencyKey, requestHash } from '../../http/idempotency';
import { sendOutcome } from '../../http/outcome';
import { sendStoredFile } from '../../http/storedFiles';
import { visitorKey } from '../../http/visitorKey';
import { houseBillLists } from './lists';
import { masterBillService } from './masterService';
import { houseBillService } from './service';
import { houseBillShareService } from './shareService';

/**
 * The bills' calls (operations.md §10.4): each parses, takes the actor (or the share token), calls one
 * service function and answers. The print answers PDF bytes (or the refusal as every call says one);
 * the share link's three calls are public (the token is the authority), limited per address, noindex on every answer (shareRoute.ts).
 */
export function houseBillRoutes(fastify: FastifyInstance, db: Db): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const hbl = houseBillService(db);
  const mbl = masterBillService(db);
  const shares = houseBillShareService(db);
  type HIn<K extends keyof typeof H> = CallInput<(typeof H)[K]>;
  type MIn<K extends keyof typeof M> = CallInput<(typeof M)[K]>;

  houseBillLists(fastify, db);
  app.get(H.toMake.path, routeOf(H.toMake), async (q, r) => sendOutcome(r, await hbl.toMake(q.actor!, (q.query as HIn<'toMake'>).Search)));
  app.get(H.get.path, routeOf(H.get), async (q, r) => sendOutcome(r, await hbl.get(q.actor!, (q.query as HIn<'get'>).Id)));
  app.get(H.ofSi.path, routeOf(H.ofSi), async (q, r) => sendOutcome(r, await hbl.ofSi(q.actor!, (q.query as HIn<'ofSi'>).SiId)));
  app.get(H.log.path, routeOf(H.log), async (q, r) => sendOutcome(r, await hbl.log(q.actor!, (q.query as HIn<'log'>).Id)));
  app.get(H.print.path, { schema: { querystring: H.print.input }, config: routeOf(H.print).config }, async (q, r) => {
    const { Id, Copy } = q.query as HIn<'print'>;
    const pdf = await hbl.print(q.actor!, Id, Copy);
    return pdf.ok ? sendStoredFile(r, pdf.value) : sendOutcome(r, pdf);
  });
  app.post(H.createFromSi.path, routeOf(H.createFromSi), async (q, r) => sendOutcome(r, await hbl.createFromSi(q.actor!, q.body as HIn<'createFromSi'>)));
  app.post(H.save.path, routeOf(H.save), async (q, r) => sendOutcome(r, await hbl.save(q.actor!, q.body as HIn<'save'> & Record<string, unknown>)));
  app.post(H.sendDraft.path, routeOf(H.sendDraft), async (q, r) => sendOutcome(r, await hbl.sendDraft(q.actor!, q.body as HIn<'sendDraft'>)));
  app.post(H.revokeDraftShare.path, routeOf(H.revokeDraftShare), async (q, r) =>
    sendOutcome(r, await hbl.revokeDraftShares(q.actor!, q.body as HIn<'revokeDraftShare'>)),
  );
  app.post(H.decideDraft.path, routeOf(H.decideDraft), async (q, r) => sendOutcome(r, await hbl.decideDraft(q.actor!, q.body as HIn<'decideDraft'>)));
  app.post(H.issue.path, routeOf(H.issue), async (q, r) => sendOutcome(r, await hbl.issue(q.actor!, q.body as HIn<'issue'>)));
  app.post(H.amend.path, routeOf(H.amend), async (q, r) => sendOutcome(r, await hbl.amend(q.actor!, q.body as HIn<'amend'>)));
  app.post(H.void.path, routeOf(H.void), async (q, r) => sendOutcome(r, await hbl.void(q.actor!, q.body as HIn<'void'>)));

  // the share link: the token instead of a session
  const visitor = (ip: string) => visitorKey(ip, new Date().toISOString().slice(0, 10));
  app.get(hblShareReadCall.path, shareQueryRouteOf(hblShareReadCall), async (q, r) =>
    sendOutcome(r, await shares.read((q.query as CallInput<typeof hblShareReadCall>).t, visitor(q.ip))),
  );
  app.get(hblSharePdfCall.path, { ...shareQueryRouteOf(hblSharePdfCall), schema: { querystring: hblSharePdfCall.input } }, async (q, r) => {
    const pdf = await shares.pdf((q.query as CallInput<typeof hblSharePdfCall>).t, visitor(q.ip));
    return pdf.ok ? sendStoredFile(r, pdf.value) : sendOutcome(r, pdf);
  });
  app.post(hblShareDecideCall.path, shareBodyRouteOf(hblShareDecideCall), async (q, r) => {
    const { t, Approve, Comment } = q.body as CallInput<typeof hblShareDecideCall>;
    return sendOutcome(r, await shares.decide(t, visitor(q.ip), Approve, Comment ?? ''));
  });

  app.get(M.get.path, routeOf(M.get), async (q, r) => sendOutcome(r, await mbl.get((q.query as MIn<'get'>).Id)));
  app.get(M.log.path, routeOf(M.log), async (q, r) => sendOutcome(r, await mbl.log((q.query as MIn<'log'>).Id)));
  app.post(M.create.path, routeOf(M.create), async (q, r) => sendOutcome(r, await mbl.create(q.actor!, q.body as MIn<'create'>)));
  app.post(M.save.path, routeOf(M.save), async (q, r) => sendOutcome(r, await mbl.save(q.actor!, q.body as MIn<'save'> & Record<string, unknown>)));
  app.post(M.submitToCarrier.path, routeOf(M.submitToCarrier), async (q, r) => {
    const key = readIdempotencyKey(q);
    if (!key.ok || !key.key) return badKey(q, r);
    return sendOutcome(r, await mbl.submitToCarrier(q.actor!, q.body as MIn<'submitToCarrier'>, { key: key.key, hash: requestHash(q) }));
  });
  app.post(M.recordCarrierDraft.path, routeOf(M.recordCarrierDraft), async (q, r) =>
    sendOutcome(r, await mbl.recordCarrierDraft(q.actor!, q.body as MIn<'recordCarrierDraft'>)),
  );
  app.post(M.confirm.path, routeOf(M.confirm), async (q, r) => sendOutcome(r, await mbl.confirm(q.actor!, q.body as MIn<'confirm'>)));
  app.post(M.recordIssue.path, routeOf(M.recordIssue), async (q, r) => sendOutcome(r, await mbl.recordIssue(q.actor!, q.body as MIn<'recordIssue'>)));
  app.post(M.void.path, routeOf(M.void), async (q, r) => sendOutcome(r, await mbl.void(q.actor!, q.body as MIn<'void'>)));
}
