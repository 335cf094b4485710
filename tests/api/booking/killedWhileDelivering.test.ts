import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../../../server/channels/outbox';
import { openDb } from '../../../server/db/open';
import { CARRIER_CHANNEL, carrierPayload } from '../../../server/modules/booking/carrierRequest';
import { lockOrderById } from '../../../server/modules/booking/orderRepository';
import { WEB_VERSION } from '../../../src/contract/endpoints';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import { ownServer } from '../../e2e/support/ownServer';
import { seededDb } from '../support/build';
import { employeeToken } from '../../support/apiSession';
import { untilNoneWaiting } from '../support/killedServer';

/**
 * The server is killed (SIGKILL) while its carrier channel delivers (operations.md §17.2, issue
 * 17): BOOKINGS bookings wait in the outbox; the real server runs on embedded PGlite on disk with
 * the simulated carrier failing on demand (timeouts, 5xx, duplicate and reordered receipts), its
 * retry minute shortened to 40 ms; it is killed KILLS times at moments spread over the delivery and
 * started again on the same files. In the end every booking reached the carrier once (the
 * simulator's record of it is one row, however often it was sent), every receipt was applied once
 * in order, and every booking is in the state its receipts say.
 */
const PORT = 4203; // the range 4200–4209 is for servers of fault tests
const BOOKINGS = 24;
const KILLS = [350, 700, 1100, 1600];
const server = ownServer(PORT, mkdtempSync(join(tmpdir(), 'freight-kill-carrier-')));
const env = {
  CARRIER_CHANNEL_EVERY_MS: '100',
  OUTBOX_MINUTE_MS: '40',
  SIM_CARRIER_BOOKING_DELAY_MS: '150',
  SIM_CARRIER_BOOKING_FAULTS: 'timeout:0.2,5xx:0.2,duplicate:0.3,reorder:0.3',
};
const saved: Record<string, string | undefined> = {};

/** BOOKINGS COSCO bookings sent to the carrier (the outbox rows written with them), every fourth too late for its cut-off. */
async function prepareDatabase() {
  const db = await seededDb(server.dataDir);
  for (let i = 0; i < BOOKINGS; i++) {
    const etd = addDays(todayInShanghai(), i % 4 === 3 ? 1 : 12);
    const [row] = await db.query<{ id: number }>(
      `insert into booking_orders (booking_no, company_id, body, carrier_code, pol_code, pod_code, expected_etd, status)
       select 'BKKILL' || lpad($1::text, 4, '0'), id, $2, 'COSU', 'CNSHA', 'NLRTM', $3::date, 'SENT' from companies where code = 'CUS-HZTX' returning id::int`,
      [
        i,
        JSON.stringify({
          CarrierCode: 'COSU',
          PolCode: 'CNSHA',
          PodCode: 'NLRTM',
          ExpectedEtd: etd,
          Commodity: 'WOODEN CHAIRS',
          Equipment: [{ ContainerClass: '40HQ', Units: 1 + (i % 3) }],
        }),
        etd,
      ],
    );
    await db.transaction(async (tx) => {
      const o = (await lockOrderById(tx, row!.id))!;
      await enqueue(tx, {
        channel: CARRIER_CHANNEL,
        docType: 'BOOKING',
        docId: o.id,
        kind: 'REQUEST',
        payloadVersion: 1,
        payload: await carrierPayload(tx, o),
        simulated: true,
        createdBy: null,
      });
    });
  }
  await db.close();
}

let token = '';
/** How many of the bookings are still waiting for the carrier (SENT or BOOKED), as the desk's queue shows them. */
async function waiting(): Promise<number> {
  const res = await fetch(`${server.base}/api/BookingOrder/Queue?BookingNo=BKKILL&PageSize=100`, {
    headers: { authorization: `Bearer ${token}`, 'web-version': WEB_VERSION },
  });
  const page = (await res.json()) as { Data: { Items: { Status: string }[] } };
  return page.Data.Items.filter((r) => r.Status === 'SENT' || r.Status === 'BOOKED').length;
}

describe('the server is killed (SIGKILL) while the carrier channel delivers', () => {
  beforeAll(async () => {
    for (const [k, v] of Object.entries(env)) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
    await prepareDatabase();
  }, 240_000);
  afterAll(async () => {
    await server.kill();
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  it('every booking is delivered once and ends as its receipts say', async () => {
    for (const after of KILLS) {
      await server.start();
      await new Promise((r) => setTimeout(r, after));
      await server.kill();
    }
    await server.start();
    token = await employeeToken(server.base, 'booking@demo.test');
    expect(await untilNoneWaiting(waiting, 60_000)).toBe(0);
    await server.stop();

    const db = await openDb({ dataDir: server.dataDir });
    try {
      const rows = await db.query<{ booking_no: string; status: string; decision: string | null; received: number | null; released: number; rejected: number }>(
        `select o.booking_no, o.status, s.decision, s.times_received as received,
                (select count(*)::int from booking_events e where e.booking_id = o.id and e.type in ('v1.BookingReleased', 'v1.BookingPartiallyReleased')) as released,
                (select count(*)::int from booking_events e where e.booking_id = o.id and e.type = 'v1.BookingRejectedByCarrier') as rejected
           from booking_orders o left join sim_carrier_requests s on s.booking_request_ref = o.booking_no || '-R1'
          where o.booking_no like 'BKKILL%' order by o.booking_no`,
      );
      expect(rows).toHaveLength(BOOKINGS);
      for (const r of rows) {
        expect(r.decision, r.booking_no).not.toBeNull(); // it reached the carrier: one record, however often it was sent
        if (r.decision === 'REJECTED') expect([r.status, r.released, r.rejected], r.booking_no).toEqual(['REJECTED', 0, 1]);
        else expect([r.status, r.released, r.rejected], r.booking_no).toEqual(['RELEASED', 1, 0]);
      }
      expect(rows.filter((r) => r.decision === 'REJECTED')).toHaveLength(BOOKINGS / 4); // the ones too late for the cut-off
      const [sims] = await db.query<{ n: number }>(`select count(*)::int as n from sim_carrier_requests where booking_request_ref like 'BKKILL%'`);
      expect(sims!.n).toBe(BOOKINGS);
      const [open] = await db.query<{ n: number }>(
        `select count(*)::int as n from inbound_receipts where external_ref like 'BKKILL%' and processed_at is null`,
      );
      expect(open!.n).toBe(0);
      const [cgo] = await db.query<{ n: number }>(`select count(*)::int as n from booking_orders where booking_no like 'BKKILL%' and cgo_id is not null`);
      expect(cgo!.n).toBe(BOOKINGS - BOOKINGS / 4);
      const resent = rows.filter((r) => (r.received ?? 0) > 1).length;
      console.log(
        `carrier channel under kills (${KILLS.length} SIGKILLs): ${BOOKINGS} bookings, ${resent} sent more than once and deduplicated by the carrier`,
      );
    } finally {
      await db.close();
    }
  }, 240_000);
});
