import type { FastifyInstance } from 'fastify';
import { type PublicLane, publicScheduleCalls as C } from '../../../src/contract/portal/scheduleCalls';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { getPublicSailingTable, listPublicSailingTables } from '../letters/public';
import { marked, siteOfRequest } from './publicRoutes';
import { companyOf } from './publicService';

type Row = { POL: string; POLName: string; POD: string; PODName: string; Carrier: string; TransitDays: number; ETD: string };

/** The lanes of some sailing rows: one per port pair, its carriers, the shortest transit, the next departure after `now`. */
export function lanesOf(rows: readonly Row[], now: number, limit: number): PublicLane[] {
  const lanes = new Map<string, PublicLane>();
  for (const r of rows) {
    const key = `${r.POL}>${r.POD}`;
    const lane = lanes.get(key) ?? { POL: r.POL, POLName: r.POLName, POD: r.POD, PODName: r.PODName, Carriers: [], TransitDays: r.TransitDays, NextETD: null };
    if (r.Carrier && !lane.Carriers.includes(r.Carrier)) lane.Carriers.push(r.Carrier);
    if (r.TransitDays > 0 && (lane.TransitDays <= 0 || r.TransitDays < lane.TransitDays)) lane.TransitDays = r.TransitDays;
    const etd = Date.parse(r.ETD);
    if (etd >= now && (!lane.NextETD || etd < Date.parse(lane.NextETD))) lane.NextETD = r.ETD;
    lanes.set(key, lane);
  }
  return [...lanes.values()].slice(0, limit);
}

/** The site company's public sailing rows (its newest public tables). */
async function publicRows(db: Db, companyId: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const t of await listPublicSailingTables(db, companyId, { PageSize: 5 })) {
    const table = await getPublicSailingTable(db, companyId, t.Id);
    for (const r of table?.Items ?? []) rows.push({ ...r, Carrier: t.Carrier });
  }
  return rows;
}

/** `GET /api/WebsitePublic/Schedules`: the lanes of the host's site's public sailing tables (§15.2), for its service pages. */
export function publicScheduleRoutes(app: FastifyInstance, db: Db): void {
  route(app, C.publicSchedules, async ({ input, request }, r) => {
    const s = await siteOfRequest(db, request, input.Preview);
    if (!s.ok) return sendOutcome(r, s);
    const companyId = companyOf(s.value);
    const rows = companyId ? await publicRows(db, companyId) : [];
    return sendOutcome(marked(r, s.value), { ok: true, value: { Items: lanesOf(rows, Date.now(), input.Limit ?? 8) } });
  });
}
