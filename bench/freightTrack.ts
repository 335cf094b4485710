// Freight tracking (issue 36): (1) ingest of carrier events through the CARRIER_TNT channel's own path
// (server/modules/freightTrack/ingest.ts → the container events' storeEvent: check, evt.dedupe,
// links, anomalies, doc history — one poll's answer per transaction) against a bare batched insert
// of the same rows (1,000 a statement) in the same run, events/s of each; (2) the tracking List over
// 100,000 tracked shipments (first page, a customer's and the staff's) p95 against /api/health the
// same way (Fastify's inject) in the same run.
// Run alone: `npx tsx bench/freightTrack.ts` (PGlite; PostgreSQL too with DATABASE_URL).
// FREIGHT_BENCH_EVENTS sets the events ingested (default 1,000,000); FREIGHT_BENCH_BATCH the events a
// transaction of the channel's path at most (default 1,000, whole answers of boxes; 1: one poll each).
import { pathToFileURL } from 'node:url';
import { ENDPOINTS } from '../src/contract/endpoints';
import { withCheckDigit } from '../src/domain/si/iso6346';
import { buildApp } from '../server/app';
import type { Db } from '../server/db/types';
import { type DcsaEvent, eventInputOf } from '../server/modules/freightTrack/dcsa';
import { ingest } from '../server/modules/freightTrack/ingest';
import { journeyScript, type Leg } from '../server/modules/freightTrack/simScript';
import { caller } from '../tests/api/support/calls';
import { fixtureDist } from '../tests/api/support/build';
import { databaseKinds, type DatabaseKind, machine, prepareDatabase, quantile, round } from './serverProcess';

const SHIPMENTS = 100_000;
/** Events a transaction of the channel's path at most (whole answers of boxes): FREIGHT_BENCH_BATCH. */
const BATCH = Number(process.env.FREIGHT_BENCH_BATCH ?? 1000);
const DAY = 86_400_000;
const offsets: Record<string, number> = { CNSHA: 480, CNNGB: 480, SGSIN: 480, NLRTM: 60 };

/** Each container's whole journey (every event's final version), 50 boxes a voyage; `n` events in all, each eventID once. */
function carrierEvents(n: number, tag: string): DcsaEvent[][] {
  const start = Math.floor(Date.now() / DAY) * DAY - 40 * DAY;
  const seen = new Set<string>();
  const out: DcsaEvent[][] = [];
  let count = 0;
  for (let i = 0; count < n; i++) {
    const box = withCheckDigit(`SIMU${String(i % 1_000_000).padStart(6, '0')}`);
    const voyage = `${tag}${Math.floor(i / 50)}`;
    const legs: Leg[] = [
      { vessel: 'SIM ORIENT', voyage: `${voyage}S`, from: 'CNSHA', to: 'SGSIN' },
      { vessel: 'SIM ATLANTIC', voyage: `${voyage}W`, from: 'SGSIN', to: 'NLRTM' },
    ];
    const latest = new Map<string, DcsaEvent>();
    for (const s of journeyScript({ carrier: 'COSU', container: box, legs, start, scenario: 'normal', offsetAt: (p) => offsets[p] ?? 0 }).sort(
      (a, b) => a.publishAt - b.publishAt,
    ))
      latest.set(s.event.eventID, s.event);
    const own = [...latest.values()].filter((e) => !seen.has(`${tag}|${e.eventID}`)).slice(0, n - count);
    for (const e of own) seen.add(`${tag}|${e.eventID}`);
    count += own.length;
    out.push(own);
  }
  return out;
}

/** The same rows written bare: the insert the store's path makes, 1,000 a statement, nothing checked or linked. */
async function bareInsert(db: Db, polls: DcsaEvent[][], publisher: string) {
  const rows = polls.flat().map((e) => {
    const i = eventInputOf(e);
    return [
      i.EVT_SOURCE_ID,
      i.EVT_TYPE,
      i.EVT_CODE,
      i.EVT_CLASSIFIER,
      i.EVT_AT,
      i.EVT_UPDATED_AT,
      i.EVT_EQUIPMENT_REF ?? '',
      i.EVT_EMPTY ?? null,
      i.EVT_LOCATION,
      i.EVT_VESSEL_NAME ?? '',
      i.EVT_VOYAGE ?? '',
    ];
  });
  for (let k = 0; k < rows.length; k += 1000) {
    await db.query(
      `insert into tracking_events (evt_id, evt_publisher, evt_source_id, evt_type, evt_code, evt_classifier, evt_at, evt_updated_at, evt_equipment_ref, evt_empty,
         evt_location, evt_vessel_name, evt_voyage)
       select gen_random_uuid(), $1, r->>0, r->>1, r->>2, r->>3, (r->>4)::timestamptz, (r->>5)::timestamptz, r->>6, r->>7, r->>8, r->>9, r->>10
         from jsonb_array_elements($2::jsonb) r`,
      [publisher, JSON.stringify(rows.slice(k, k + 1000))],
    );
  }
}

async function timed(n: number, f: () => Promise<void>): Promise<number[]> {
  const out: number[] = [];
  for (let i = -20; i < n; i++) {
    const t = performance.now();
    await f();
    if (i >= 0) out.push(performance.now() - t);
  }
  return out;
}

export interface FreightTrackBenchResult {
  database: DatabaseKind;
  ingest: { events: number; channelPerSecond: number; barePerSecond: number; ratio: number; storedOnce: boolean };
  list: { shipments: number; customerP95Ms: number; staffP95Ms: number; healthP95Ms: number; ratioCustomer: number; ratioStaff: number };
}

async function benchOn(kind: DatabaseKind, databaseUrl: string | undefined, events: number, log?: (l: string) => void): Promise<FreightTrackBenchResult> {
  const bench = await prepareDatabase(kind, databaseUrl, async (db) => {
    await db.query(
      `insert into tracking_subscriptions (company_id, trk_ref_type, trk_ref, trk_carrier, trk_status, trk_vessel, trk_voyage, trk_pol, trk_pod, trk_eta, trk_milestone,
         trk_delay_hours, trk_exceptions, trk_containers, trk_simulated, created_at, trk_next_poll_at)
       select c.id, 'CONTAINER', 'BNCH' || lpad(g::text, 7, '0'), 'COSU', 1 + g % 5, 'SIM ORIENT', 'V' || (g % 300), 'CNSHA', 'NLRTM', now() + (g % 40) * interval '1 day',
              'DEPARTED_POL', case when g % 17 = 0 then 40 else 0 end, case when g % 17 = 0 then array['ETA_SLIP'] else '{}'::text[] end,
              array['BNCH' || lpad(g::text, 7, '0')], true, now() - g * interval '1 minute', now() + interval '1 year'
         from companies c, generate_series(1, $1::int) g where c.code = case when g % 2 = 0 then 'CUS-HZTX' else 'CUS-NBHY' end`,
      [SHIPMENTS],
    );
  });
  const db = await bench.open();
  const app = await buildApp({ db, staticDir: fixtureDist() });
  try {
    const { call, asUser } = caller({ app });
    const [customer, staff] = [await asUser('customer.admin@demo.test'), await asUser('admin@demo.test')];
    const calls = 200;
    const page = (token: string) => async () => {
      const res = await call('GET', `${ENDPOINTS.freightTrackList}?PageSize=20`, token);
      if (res.statusCode !== 200) throw new Error(res.body);
    };
    const customerList = await timed(calls, page(customer));
    const staffList = await timed(calls, page(staff));
    const health = await timed(calls, async () => {
      await call('GET', '/api/health', customer);
    });
    const p95 = (xs: number[]) => round(quantile(xs, 0.95));

    log?.(`freight tracking bench on ${kind}: ${events} events through the channel's path, then the same rows bare …`);
    const polls = carrierEvents(events, 'C');
    // bulk through the channel's path, as the bare insert writes its thousand rows a statement: the
    // boxes' answers taken together up to BATCH events a transaction (a carrier's push of many
    // subscriptions at once); FREIGHT_BENCH_BATCH=1 measures one box's answer a transaction (a poll)
    const batches: DcsaEvent[][] = [];
    for (const poll of polls) {
      const last = batches[batches.length - 1];
      if (last && last.length + poll.length <= BATCH) last.push(...poll);
      else batches.push([...poll]);
    }
    const t0 = performance.now();
    let done = 0;
    for (const [i, batch] of batches.entries()) {
      await db.transaction((tx) => ingest(tx, 'SIM:CARRIER_TNT', batch));
      done += batch.length;
      if (log && i % 500 === 0 && i) log(`  ${done} events, ${Math.round(done / ((performance.now() - t0) / 1000))} events/s`);
    }
    const channelSeconds = (performance.now() - t0) / 1000;
    const t1 = performance.now();
    await bareInsert(db, polls, 'BARE:BENCH');
    const bareSeconds = (performance.now() - t1) / 1000;
    const [check] = await db.query<{ n: number; distinct: number }>(
      `select count(*)::int as n, count(distinct evt_source_id)::int as distinct from tracking_events where evt_publisher = 'SIM:CARRIER_TNT' and evt_source_id like 'COSU-%'`,
    );
    const channelPerSecond = round(events / channelSeconds);
    const barePerSecond = round(events / bareSeconds);
    return {
      database: kind,
      ingest: { events, channelPerSecond, barePerSecond, ratio: round(channelPerSecond / barePerSecond, 3), storedOnce: check!.n === check!.distinct },
      list: {
        shipments: SHIPMENTS,
        customerP95Ms: p95(customerList),
        staffP95Ms: p95(staffList),
        healthP95Ms: p95(health),
        ratioCustomer: round(quantile(customerList, 0.95) / quantile(health, 0.95)),
        ratioStaff: round(quantile(staffList, 0.95) / quantile(health, 0.95)),
      },
    };
  } finally {
    await app.close();
    await db.close();
    await bench.dispose();
  }
}

export async function freightTrackBench(options: { databaseUrl?: string; events?: number; log?: (l: string) => void } = {}) {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const events = options.events ?? Number(process.env.FREIGHT_BENCH_EVENTS ?? 1_000_000);
  const out: FreightTrackBenchResult[] = [];
  for (const kind of databaseKinds(databaseUrl)) out.push(await benchOn(kind, databaseUrl, events, options.log));
  return { setup: machine(), results: out };
}

export function freightTrackTable(r: Awaited<ReturnType<typeof freightTrackBench>>) {
  return Object.fromEntries(
    r.results.flatMap((x) => [
      [
        `${x.database}: ${x.ingest.events} carrier events through the channel (events/s) vs bare batched insert`,
        { value: x.ingest.channelPerSecond, baseline: x.ingest.barePerSecond, ratio: x.ingest.ratio },
      ],
      [
        `${x.database}: tracking list of ${x.list.shipments} (customer p95 ms) vs health`,
        { value: x.list.customerP95Ms, baseline: x.list.healthP95Ms, ratio: x.list.ratioCustomer },
      ],
      [
        `${x.database}: tracking list of ${x.list.shipments} (staff p95 ms) vs health`,
        { value: x.list.staffP95Ms, baseline: x.list.healthP95Ms, ratio: x.list.ratioStaff },
      ],
      [`${x.database}: each carrier event stored once`, { value: String(x.ingest.storedOnce), baseline: '', ratio: '' }],
    ]),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await freightTrackBench({ log: console.log });
  console.log(JSON.stringify(r, null, 2));
  console.table(freightTrackTable(r));
}
