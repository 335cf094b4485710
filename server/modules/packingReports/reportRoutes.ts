import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { routeOf } from '../../../src/contract/call';
import { packingReportCalls as C } from '../../../src/contract/packingReports/calls';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { sendStoredFile } from '../../http/storedFiles';
import { eventService } from './eventService';
import { packingReportLists } from './lists';
import { printService } from './printService';
import { splitService } from './splitService';

/** The packing-list reports' calls: each one line from its contract (schemas, access) to its service. */
export function packingReportRoutes(fastify: FastifyInstance, db: Db): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const print = printService(db);
  const split = splitService(db);
  const events = eventService(db);

  app.get(C.printSheet.path, routeOf(C.printSheet), async (q, r) => sendOutcome(r, await print.sheet(q.actor!, q.query.Id)));
  // bytes, not an envelope: the PDF, or the refusal as every call says one
  app.get(C.print.path, { schema: { querystring: C.print.input }, config: routeOf(C.print).config }, async (q, r) => {
    const pdf = await print.pdf(q.actor!, q.query.Id);
    return pdf.ok ? sendStoredFile(r, pdf.value) : sendOutcome(r, pdf);
  });
  app.get(C.splitDetail.path, routeOf(C.splitDetail), async (q, r) => sendOutcome(r, await split.detail(q.actor!, q.query.CGO_ID)));
  app.get(C.events.path, routeOf(C.events), async (q, r) => sendOutcome(r, await events.events(q.actor!, q.query)));
  packingReportLists(fastify, db);
}
