import type { FastifyInstance } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { curationCalls as C, featuredRatesCall, hotPortsCall } from '../../../src/contract/rates/curationCalls';
import type { Db } from '../../db/types';
import { openRouteOf } from '../../http/addressLimit';
import { sendOutcome } from '../../http/outcome';
import { curationService } from './curationService';

const siteOf = (q: unknown) => (q as { SiteCompanyId?: string }).SiteCompanyId || null;

/** The home page curation's calls (commercial.md §2.5): the desk's, and the home pages' open reads (no price). */
export function curationRoutes(app: FastifyInstance, db: Db): void {
  const curation = curationService(db);
  app.get(C.portList.path, routeOf(C.portList), async (q, r) => sendOutcome(r, await curation.ports(q.actor!, siteOf(q.query))));
  app.get(C.rateList.path, routeOf(C.rateList), async (q, r) => sendOutcome(r, await curation.rates(q.actor!, siteOf(q.query))));
  app.post(C.portSave.path, routeOf(C.portSave), async (q, r) => sendOutcome(r, await curation.savePort(q.actor!, q.body as CallInput<typeof C.portSave>)));
  app.post(C.rateSave.path, routeOf(C.rateSave), async (q, r) => sendOutcome(r, await curation.saveRate(q.actor!, q.body as CallInput<typeof C.rateSave>)));
  for (const [call, table] of [
    [C.portDelete, 'recommended_ports'],
    [C.rateDelete, 'recommended_rates'],
  ] as const)
    app.post(call.path, routeOf(call), async (q, r) => sendOutcome(r, await curation.remove(q.actor!, table, (q.body as { Id: number }).Id)));

  const limit = { max: 120, windowMs: 60_000 };
  app.get(hotPortsCall.path, openRouteOf(hotPortsCall, 'querystring', limit), async (q, r) => sendOutcome(r, await curation.hotPorts(siteOf(q.query))));
  app.get(featuredRatesCall.path, openRouteOf(featuredRatesCall, 'querystring', limit), async (q, r) =>
    sendOutcome(r, await curation.featuredRates(siteOf(q.query))),
  );
}
