import type { FastifyInstance } from 'fastify';
import { curationCalls as C, featuredRatesCall, hotPortsCall } from '../../../src/contract/rates/curationCalls';
import type { Db } from '../../db/types';
import { limitPerAddress } from '../../http/addressLimit';
import { sendOutcome } from '../../http/outcome';
import { curationService } from './curationService';
import { route } from '../../http/route';

const siteOf = (q: unknown) => (q as { SiteCompanyId?: string }).SiteCompanyId || null;

/** The home page curation's calls (commercial.md §2.5): the desk's, and the home pages' open reads (no price). */
export function curationRoutes(app: FastifyInstance, db: Db): void {
  const curation = curationService(db);
  route(app, C.portList, async ({ actor, input }, r) => sendOutcome(r, await curation.ports(actor, siteOf(input))));
  route(app, C.rateList, async ({ actor, input }, r) => sendOutcome(r, await curation.rates(actor, siteOf(input))));
  route(app, C.portSave, async ({ actor, input }, r) => sendOutcome(r, await curation.savePort(actor, input)));
  route(app, C.rateSave, async ({ actor, input }, r) => sendOutcome(r, await curation.saveRate(actor, input)));
  for (const [call, table] of [
    [C.portDelete, 'recommended_ports'],
    [C.rateDelete, 'recommended_rates'],
  ] as const)
    route(app, call, async ({ actor, input }, r) => sendOutcome(r, await curation.remove(actor, table, input.Id)));

  const limit = { max: 120, windowMs: 60_000 };
  route(app, hotPortsCall, { preHandler: limitPerAddress(limit) }, async ({ input }, r) => sendOutcome(r, await curation.hotPorts(siteOf(input))));
  route(app, featuredRatesCall, { preHandler: limitPerAddress(limit) }, async ({ input }, r) => sendOutcome(r, await curation.featuredRates(siteOf(input))));
}
