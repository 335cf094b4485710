// Bookings (issue 17): (1) the booking desk's queue with 200 bookings waiting — the queue list
// (GET BookingOrder/Queue, one page of 200) and the booking a click opens (GET BookingOrder/Get),
// each timed through the server's own handler (Fastify's inject), against /api/health the same way in
// the same run; (2) 1,000 bookings through the carrier channel to the local carrier simulator, with
// faults injected (timeouts, 5xx, duplicate and reordered receipts) and without, on a controllable
// clock: all delivered once (the simulator's record of each is one row), every one in the state
// its receipts say, and the wall time to drain — the faulty run against the clean one.
// Run alone: `npx tsx bench/bookings.ts` (PGlite; PostgreSQL too with DATABASE_URL).
import { pathToFileURL } from 'node:url';
import { ENDPOINTS } from '../src/contract/endpoints';
import { todayInShanghai } from '../src/domain/refdata/exchangeRates';
import { addDays } from '../src/domain/refdata/sailings';
import { buildApp } from '../server/app';
import { enqueue } from '../server/channels/outbox';
import type { Db } from '../server/db/types';
import { runCarrierChannel } from '../server/modules/booking/carrierChannel';
import { CARRIER_CHANNEL, carrierPayload } from '../server/modules/booking/carrierRequest';
import { carrierSimulator } from '../server/modules/booking/carrierSimulator';
import { lockOrderById } from '../server/modules/booking/orderRepository';
import { caller } from '../tests/api/support/calls';
import { goodBookingWire } from '../tests/support/bookingWire';
import { fixtureDist } from '../tests/api/support/build';
import { databaseKinds, type DatabaseKind, machine, prepareDatabase, quantile, round } from './serverProcess';

const QUEUE = 200;
const CHANNEL = 1000;
const FAULTS = { timeout: 0.05, '5xx': 0.05, duplicate: 0.02, reorder: 0.02 };

/** `n` bookings of 天祥's in `status`, numbered with `prefix`; their ids. */
async function bookings(db: Db, prefix: string, n: number, status: string): Promise<number[]> {
  const etd = addDays(todayInShanghai(), 12);
  const rows = await db.query<{ id: number }>(
    `insert into booking_orders (booking_no, company_id, body, carrier_code, pol_code, pod_code, expected_etd, shipper_ref, status, submitted_at)
     select $1 || lpad(g::text, 5, '0'), c.id, jsonb_set($2::jsonb, '{ShipperRef}', to_jsonb('BENCH-' || g)), 'COSU', 'CNSHA', 'NLRTM', $3::date,
            'BENCH-' || g, $4, now() - (interval '1 minute' * g)
       from companies c, generate_series(1, $5::int) g where c.code = 'CUS-HZTX' returning id::int`,
    [prefix, JSON.stringify(goodBookingWire({ ExpectedEtd: etd })), etd, status, n],
  );
  return rows.map((r) => r.id);
}

export interface BookingsBenchResult {
  database: DatabaseKind;
  queue: {
    bookings: number;
    calls: number;
    list: { p50Ms: number; p99Ms: number };
    detail: { p50Ms: number; p99Ms: number };
    baseline: { p50Ms: number; p99Ms: number; call: string };
    ratioListP99: number;
    ratioDetailP99: number;
  };
  channel: {
    bookings: number;
    clean: { seconds: number; rounds: number };
    faulty: { seconds: number; rounds: number; resent: number; faults: typeof FAULTS };
    ratio: number;
    deliveredOnce: boolean;
    statesAsReceipts: boolean;
  };
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
const p = (xs: number[]) => ({ p50Ms: round(quantile(xs, 0.5)), p99Ms: round(quantile(xs, 0.99)) });

/** Drains the channel on a clock that moves 5 minutes a round (past every retry and delay); wall time and rounds. */
async function drain(db: Db, app: Awaited<ReturnType<typeof buildApp>>, faults: Partial<typeof FAULTS>, ids: number[]) {
  const adapter = carrierSimulator(db, { delayMs: 1000, faults });
  let now = Date.now();
  let rounds = 0;
  const t = performance.now();
  for (; rounds < 200; rounds++) {
    now += 5 * 60_000;
    await runCarrierChannel(db, app.liveHub, adapter, new Date(now));
    const [left] = await db.query<{ n: number }>(
      `select count(*)::int as n from booking_orders where id = any($1::bigint[]) and status in ('SENT', 'BOOKED')`,
      [ids],
    );
    if (!left!.n) break;
  }
  return { seconds: round((performance.now() - t) / 1000, 2), rounds: rounds + 1 };
}

async function benchOn(kind: DatabaseKind, databaseUrl: string | undefined, log?: (l: string) => void): Promise<BookingsBenchResult> {
  let queueIds: number[] = [];
  const bench = await prepareDatabase(kind, databaseUrl, async (db) => {
    queueIds = await bookings(db, 'BKQ', QUEUE, 'SUBMITTED');
  });
  const db = await bench.open();
  const app = await buildApp({ db, staticDir: fixtureDist() });
  try {
    const { call, asUser } = caller({ app });
    const token = await asUser('booking@demo.test');
    const calls = 300;
    let k = 0;
    const list = await timed(calls, async () => {
      const res = await call('GET', `${ENDPOINTS.bookingQueue}?PageSize=200`, token);
      if (res.statusCode !== 200) throw new Error(res.body);
    });
    const detail = await timed(calls, async () => {
      const res = await call('GET', `${ENDPOINTS.bookingGet}?Id=${queueIds[k++ % queueIds.length]}`, token);
      if (res.statusCode !== 200) throw new Error(res.body);
    });
    const health = await timed(calls, async () => {
      await call('GET', '/api/health', token);
    });

    log?.(`booking bench on ${kind}: ${CHANNEL} bookings through the carrier channel, clean then with faults …`);
    const sendAll = async (prefix: string) => {
      const ids = await bookings(db, prefix, CHANNEL, 'SENT');
      for (const id of ids)
        await db.transaction(async (tx) => {
          const o = (await lockOrderById(tx, id))!;
          await enqueue(tx, {
            channel: CARRIER_CHANNEL,
            docType: 'BOOKING',
            docId: id,
            kind: 'REQUEST',
            payloadVersion: 1,
            payload: await carrierPayload(tx, o),
            simulated: true,
            createdBy: null,
          });
        });
      return ids;
    };
    const cleanIds = await sendAll('BKC');
    const clean = await drain(db, app, {}, cleanIds);
    const faultyIds = await sendAll('BKF');
    const faulty = await drain(db, app, FAULTS, faultyIds);
    const [check] = await db.query<{ sims: number; resent: number; wrong: number }>(
      `select count(s.*)::int as sims, count(*) filter (where s.times_received > 1)::int as resent,
              count(*) filter (where s.decision is null or (s.decision = 'REJECTED') <> (o.status = 'REJECTED') or (s.decision <> 'REJECTED' and o.status <> 'RELEASED'))::int as wrong
         from booking_orders o left join sim_carrier_requests s on s.booking_request_ref = o.booking_no || '-R1' where o.id = any($1::bigint[])`,
      [faultyIds],
    );
    return {
      database: kind,
      queue: {
        bookings: QUEUE,
        calls,
        list: p(list),
        detail: p(detail),
        baseline: { ...p(health), call: 'GET /api/health (the same handler chain, one database round trip)' },
        ratioListP99: round(quantile(list, 0.99) / quantile(health, 0.99)),
        ratioDetailP99: round(quantile(detail, 0.99) / quantile(health, 0.99)),
      },
      channel: {
        bookings: CHANNEL,
        clean,
        faulty: { ...faulty, resent: check!.resent, faults: FAULTS },
        ratio: round(faulty.seconds / clean.seconds),
        deliveredOnce: check!.sims === CHANNEL,
        statesAsReceipts: check!.wrong === 0,
      },
    };
  } finally {
    await app.close();
    await db.close();
    await bench.dispose();
  }
}

export async function bookingsBench(options: { databaseUrl?: string; log?: (l: string) => void } = {}) {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const out: BookingsBenchResult[] = [];
  for (const kind of databaseKinds(databaseUrl)) {
    options.log?.(`booking bench on ${kind} …`);
    out.push(await benchOn(kind, databaseUrl, options.log));
  }
  return { setup: machine(), results: out };
}

export function bookingsTable(r: Awaited<ReturnType<typeof bookingsBench>>) {
  return Object.fromEntries(
    r.results.flatMap((x) => [
      [
        `${x.database}: desk queue list of ${x.queue.bookings} (p99 ms) vs health`,
        { value: x.queue.list.p99Ms, baseline: x.queue.baseline.p99Ms, ratio: x.queue.ratioListP99 },
      ],
      [`${x.database}: booking detail (p99 ms) vs health`, { value: x.queue.detail.p99Ms, baseline: x.queue.baseline.p99Ms, ratio: x.queue.ratioDetailP99 }],
      [
        `${x.database}: ${x.channel.bookings} bookings drained with faults (s) vs without`,
        { value: x.channel.faulty.seconds, baseline: x.channel.clean.seconds, ratio: x.channel.ratio },
      ],
      [`${x.database}: delivered once / states as receipts`, { value: `${x.channel.deliveredOnce} / ${x.channel.statesAsReceipts}`, baseline: '', ratio: '' }],
    ]),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await bookingsBench({ log: console.log });
  console.table(bookingsTable(r));
  console.log(JSON.stringify(r, null, 2));
}
