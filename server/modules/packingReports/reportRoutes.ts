import type { FastifyInstance } from 'fastify';
import { packingReportCalls as C } from '../../../src/contract/packingReports/calls';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { sendStoredFile } from '../../http/storedFiles';
import { eventService } from './eventService';
import { packingReportLists } from './lists';
import { printService } from './printService';
import { splitService } from './splitService';
import { route } from '../../http/route';

/** The packing-list reports' calls: each one line from its contract (schemas, access) to its service. */
export function packingReportRoutes(fastify: FastifyInstance, db: Db): void {
  const print = printService(db);
  const split = splitService(db);
  const events = eventService(db);

  route(fastify, C.printSheet, async ({ actor, input }, r) => sendOutcome(r, await print.sheet(actor, input.Id)));
  // bytes, not an envelope: the PDF, or the refusal as every call says one
  route(fastify, C.print, { file: true }, async ({ actor, input }, r) => {
    const pdf = await print.pdf(actor, input.Id);
    return pdf.ok ? sendStoredFile(r, pdf.value) : sendOutcome(r, pdf);
  });
  route(fastify, C.splitDetail, async ({ actor, input }, r) => sendOutcome(r, await split.detail(actor, input.CGO_ID)));
  route(fastify, C.events, async ({ actor, input }, r) => sendOutcome(r, await events.events(actor, input)));
  packingReportLists(fastify, db);
}
