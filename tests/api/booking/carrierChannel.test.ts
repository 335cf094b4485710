import { beforeAll, describe, expect, it } from 'vitest';
import { recordReceipt } from '../../../server/channels/outbox';
import { runCarrierChannel } from '../../../server/modules/booking/carrierChannel';
import { CARRIER_CHANNEL } from '../../../server/modules/booking/carrierRequest';
import { carrierSimulator } from '../../../server/modules/booking/carrierSimulator';
import type { BookingOrder, BookingWire } from '../../../src/contract/booking/calls';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import { goodBookingWire } from '../../support/bookingWire';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { ok, refusedWith } from '../rates/salesDesk';

/**
 * The carrier channel (operations.md §17, issue 17): "send to carrier" writes the outbox row with
 * the move to SENT; the worker delivers it to the local carrier simulator, which answers later with
 * receipts that book, release (writing the cargo record) or reject the booking. With faults injected
 * — timeouts, 5xx, duplicate and reordered receipts — every booking is delivered once and ends in
 * the state its receipts say. The clock is the test's.
 */
const t = withTestApp();
const { call, asUser } = caller(t);
const CUSTOMER = 'customer@demo.test';
const DESK = 'booking@demo.test';
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of [CUSTOMER, DESK]) tokens[who] = await asUser(who);
});
const hub = () => t.app.liveHub;

const post = (who: string, path: string, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: path, payload: body, headers: { authorization: `Bearer ${tokens[who]}`, ...headers } });
const order = async (id: number) => ok<BookingOrder>(await call('GET', `${ENDPOINTS.bookingGet}?Id=${id}`, tokens[DESK]!));

const wire = (over: Partial<BookingWire> = {}): BookingWire => goodBookingWire({ Equipment: [{ ContainerClass: '40HQ', Units: 2 }], ...over });

/** A booking submitted, accepted and sent to the carrier: its id. */
async function sent(w: BookingWire): Promise<number> {
  const d = ok<{ Id: number; Version: number }>(await post(CUSTOMER, ENDPOINTS.bookingSaveDraft, { Wire: w }));
  const s = ok<{ Version: number }>(await post(CUSTOMER, ENDPOINTS.bookingSubmit, { Id: d.Id, Version: d.Version }));
  const a = ok<{ Version: number }>(await post(DESK, ENDPOINTS.bookingAccept, { Id: d.Id, Version: s.Version }));
  expect(ok<{ Status: string }>(await post(DESK, ENDPOINTS.bookingSendToCarrier, { Id: d.Id, Version: a.Version })).Status).toBe('SENT');
  return d.Id;
}

/** Rounds of the channel on a clock that moves `stepMs` each time (the retries wait 1, 5, 15 and 60 minutes). */
async function drain(adapter: ReturnType<typeof carrierSimulator>, from: number, rounds: number, stepMs = 90_000) {
  let now = from;
  for (let i = 0; i < rounds; i++) {
    now += stepMs;
    await runCarrierChannel(t.db, hub(), adapter, new Date(now));
  }
  return now;
}

describe('the carrier channel', () => {
  it('only a carrier with a channel is sent; the others are booked by hand', async () => {
    const d = ok<{ Id: number; Version: number }>(
      await post(CUSTOMER, ENDPOINTS.bookingSaveDraft, { Wire: wire({ CarrierCode: 'OOLU', PolCode: 'CNNGB', PodCode: 'USLAX' }) }),
    );
    const s = ok<{ Version: number }>(await post(CUSTOMER, ENDPOINTS.bookingSubmit, { Id: d.Id, Version: d.Version }));
    const a = ok<{ Version: number }>(await post(DESK, ENDPOINTS.bookingAccept, { Id: d.Id, Version: s.Version }));
    refusedWith(await post(DESK, ENDPOINTS.bookingSendToCarrier, { Id: d.Id, Version: a.Version }), 'NO_CHANNEL');
    expect(ok<{ Status: string }>(await post(DESK, ENDPOINTS.bookingMarkBooked, { Id: d.Id, Version: a.Version })).Status).toBe('BOOKED');
  });

  it('the simulated carrier books, confirms with cut-offs and releases; rejects what a carrier would; partly confirms over its allocation', async () => {
    const adapter = carrierSimulator(t.db, { delayMs: 1000, faults: {} });
    const good = await sent(wire());
    const dg = await sent(wire({ CargoType: 'DG', Dg: { UnNumber: '0336', ImoClass: '1.4', PackingGroup: 'II' } }));
    const big = await sent(wire({ Equipment: [{ ContainerClass: '20GP', Units: 14 }] }));
    const outbox = await t.db.query<{ status: string }>(`select status from outbound_messages where doc_id = any($1::bigint[])`, [[good, dg, big]]);
    expect(outbox.map((m) => m.status)).toEqual(['QUEUED', 'QUEUED', 'QUEUED']);
    await drain(adapter, Date.now(), 4);
    const g = await order(good);
    expect(g.Status).toBe('RELEASED');
    expect(g.Release).toMatchObject({ Simulated: true, Partial: false });
    expect(g.Release!.CarrierBookingNo).toMatch(/^COSUSIM\d+$/);
    expect(g.Release!.CutOffs.map((c) => c.Code)).toEqual(['EFC', 'DCO', 'VCO', 'FCO']);
    expect(g.CgoId).toMatch(/^CGO-HZTX-/);
    expect(g.Events.map((e) => e.Type)).toEqual(expect.arrayContaining(['v1.BookingSentToCarrier', 'v1.BookingBooked', 'v1.BookingReleased']));
    const d = await order(dg);
    expect(d.Status).toBe('REJECTED');
    expect(d.DeskRemarks).toMatch(/IMO class 1\.4/);
    const b = await order(big);
    expect(b.Status).toBe('RELEASED');
    expect(b.Release).toMatchObject({ Partial: true, ConfirmedEquipment: [{ ContainerClass: '20GP', Units: 10 }] });
    // what the carrier received, once each
    const received = await t.db.query<{ times_received: number }>(
      `select times_received from sim_carrier_requests where booking_request_ref in (select booking_no from booking_orders where id = any($1::bigint[]))`,
      [[good, dg, big]],
    );
    expect(received.map((r) => r.times_received)).toEqual([1, 1, 1]);
    const messages = ok<{ Status: string; Simulated: boolean; Receipts: { Code: string; Applied: boolean }[] }[]>(
      await call('GET', `${ENDPOINTS.carrierMessages}?Id=${good}`, tokens[DESK]!),
    );
    expect(messages[0]).toMatchObject({ Status: 'TRANSMITTED', Simulated: true });
    expect(messages[0]!.Receipts.map((r) => `${r.Code}:${r.Applied}`)).toEqual(['RECEIVED:true', 'CONFIRMED:true']);
  });

  it('with timeouts, 5xx, duplicates and reordering, every booking is delivered once and ends as its receipts say', async () => {
    const adapter = carrierSimulator(t.db, { delayMs: 1000, faults: { timeout: 0.25, '5xx': 0.25, duplicate: 0.5, reorder: 0.5 } });
    const ids: number[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(await sent(wire({ ShipperRef: `FAULT-${i}`, ...(i % 4 === 3 ? { ExpectedEtd: addDays(todayInShanghai(), 2) } : {}) })));
    await drain(adapter, Date.now(), 40, 5 * 60_000); // 200 minutes: past the last retry
    const rows = await t.db.query<{ id: number; status: string; booking_no: string }>(
      'select id::int, status, booking_no from booking_orders where id = any($1::bigint[]) order by id',
      [ids],
    );
    const sims = await t.db.query<{ ref: string; decision: string; received: number }>(
      'select booking_request_ref as ref, decision, times_received as received from sim_carrier_requests where booking_request_ref = any($1::text[])',
      [rows.map((r) => r.booking_no)],
    );
    expect(sims).toHaveLength(12); // each reached the carrier
    for (const r of rows) {
      const sim = sims.find((s) => s.ref === r.booking_no)!;
      expect(r.status, r.booking_no).toBe(sim.decision === 'REJECTED' ? 'REJECTED' : 'RELEASED');
    }
    expect(rows.filter((r) => r.status === 'REJECTED')).toHaveLength(3); // the three sailing too soon
    // duplicates were dropped, every receipt applied once, in order
    const events = await t.db.query<{ booking_id: number; n: number }>(
      `select booking_id::int, count(*)::int as n from booking_events where booking_id = any($1::bigint[]) and type in ('v1.BookingReleased', 'v1.BookingRejectedByCarrier') group by booking_id`,
      [ids],
    );
    expect(events.every((e) => e.n === 1)).toBe(true);
    expect(events).toHaveLength(12);
    const waiting = await t.db.query(`select 1 from inbound_receipts where processed_at is null and external_ref = any($1::text[])`, [
      rows.map((r) => r.booking_no),
    ]);
    expect(waiting).toHaveLength(0);
  });

  it('a receipt whose predecessor never comes waits, and after an hour the booking’s log says so, once', async () => {
    const id = await sent(wire());
    const [{ no }] = (await t.db.query<{ no: string }>('select booking_no as no from booking_orders where id = $1', [id])) as [{ no: string }];
    // the carrier's second receipt, its first lost on the way
    await recordReceipt(t.db, CARRIER_CHANNEL, { externalRef: no, seq: 2, code: 'REJECTED', text: 'late', raw: '{"reason":"late"}', simulated: true });
    // a carrier slow to answer: its own receipts come after the test's two hours
    const quiet = carrierSimulator(t.db, { delayMs: 10 * 3_600_000, faults: {} });
    const now = Date.now();
    await runCarrierChannel(t.db, hub(), quiet, new Date(now));
    const waitingEvents = async () => (await order(id)).Events.filter((e) => e.Type === 'v1.CarrierReceiptWaiting');
    expect(await waitingEvents()).toHaveLength(0);
    await runCarrierChannel(t.db, hub(), quiet, new Date(now + 61 * 60_000));
    await runCarrierChannel(t.db, hub(), quiet, new Date(now + 62 * 60_000));
    expect(await waitingEvents()).toHaveLength(1);
    // never applied out of order: the booking is still where the first receipt would move it from
    expect((await order(id)).Status).toBe('SENT');
  });
});
