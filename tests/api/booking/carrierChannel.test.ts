import { beforeAll, describe, expect, it } from 'vitest';
import { gatewaySignature } from '../../../server/channels/gateway';
import { recordReceipt } from '../../../server/channels/outbox';
import { runCarrierChannel } from '../../../server/modules/booking/carrierChannel';
import { CARRIER_CHANNEL } from '../../../server/modules/booking/carrierRequest';
import { carrierSimulator } from '../../../server/modules/booking/carrierSimulator';
import type { BookingOrder, BookingWire } from '../../../src/contract/booking/calls';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { GATEWAY_SIGNATURE_HEADER, GATEWAY_TIMESTAMP_HEADER } from '../../../src/contract/platform/module';
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
const t = withTestApp({ modules: ['booking', 'gateway', 'rates'] });
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
      `select times_received from sim_carrier_requests where booking_request_ref in (select booking_no || '-R1' from booking_orders where id = any($1::bigint[]))`,
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
      [rows.map((r) => `${r.booking_no}-R1`)],
    );
    expect(sims).toHaveLength(12); // each reached the carrier
    for (const r of rows) {
      const sim = sims.find((s) => s.ref === `${r.booking_no}-R1`)!;
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
      rows.map((r) => `${r.booking_no}-R1`),
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

  it('receipts polled but never kept (the server died in between) are sent again, until acknowledged', async () => {
    const adapter = carrierSimulator(t.db, { delayMs: 1000, faults: {} });
    const id = await sent(wire({ ShipperRef: 'ACK-1' }));
    const now = Date.now() + 90_000;
    await runCarrierChannel(t.db, hub(), adapter, new Date(now)); // delivered; its receipts not due yet
    const ref = `${(await order(id)).BookingNo}-R1`;
    const lost = await adapter.poll(new Date(now + 5_000)); // polled, and the poller died before keeping them
    expect(lost.filter((r) => r.externalRef === ref).map((r) => r.code)).toEqual(['RECEIVED', 'CONFIRMED']);
    expect((await order(id)).Status).toBe('SENT');
    await runCarrierChannel(t.db, hub(), adapter, new Date(now + 6_000));
    expect((await order(id)).Status).toBe('RELEASED');
    expect((await adapter.poll(new Date(now + 7_000))).filter((r) => r.externalRef === ref)).toEqual([]); // kept and acknowledged: sent no more
  });

  it('the carrier rolls a confirmed booking: its AMENDED receipt moves the release and the cargo record, and the customer and the desk are told', async () => {
    const adapter = carrierSimulator(t.db, { delayMs: 1000, faults: {} });
    const id = await sent(wire({ ShipperRef: 'ROLL-1' }));
    let now = await drain(adapter, Date.now(), 3);
    const before = await order(id);
    expect(before.Status).toBe('RELEASED');
    const was = before.Release!;
    // nothing to roll for a booking the carrier never confirmed
    expect(await adapter.rollBooking('BK-NOT-THERE', 7, new Date(now))).toBe(false);
    expect(await adapter.rollBooking(before.BookingNo, 7, new Date(now))).toBe(true);
    now = await drain(adapter, now, 1);
    const after = await order(id);
    expect(after.Status).toBe('RELEASED');
    expect(after.Version).toBe(before.Version + 1);
    expect(after.Release!.CarrierBookingNo).toBe(was.CarrierBookingNo);
    expect(after.Release!.Etd.slice(0, 10)).toBe(addDays(was.Etd.slice(0, 10), 7));
    expect(after.Release!.ConfirmedVoyage).not.toBe(was.ConfirmedVoyage);
    const dco = (r: typeof was) => r.CutOffs.find((c) => c.Code === 'DCO')!.DateTime;
    expect(dco(after.Release!).slice(0, 10)).toBe(addDays(dco(was).slice(0, 10), 7));
    const [cargo] = await t.db.query<{ sailing_date: string; deadline: string; voyage: string }>(
      'select sailing_date::text, deadline::text, voyage from bookings where cgo_id = $1',
      [after.CgoId],
    );
    expect(cargo).toEqual({
      sailing_date: after.Release!.Etd.slice(0, 10),
      deadline: dco(after.Release!).slice(0, 10),
      voyage: after.Release!.ConfirmedVoyage,
    });
    const amended = after.Events.filter((e) => e.Type === 'v1.BookingAmendedByCarrier');
    expect(amended).toHaveLength(1);
    expect(amended[0]).toMatchObject({ Simulated: true });
    const told = await t.db.query<{ account: string }>(
      `select u.account from messages m join employees e on e.id = m.target_employee_id join users u on u.id = e.user_id where m.title like $1 order by u.account`,
      [`船公司变更订舱：${before.BookingNo}%`],
    );
    expect(told.map((m) => m.account)).toEqual(expect.arrayContaining([CUSTOMER, DESK]));
    // the same receipt again changes nothing
    now = await drain(adapter, now, 2);
    expect((await order(id)).Version).toBe(after.Version);
    // a roll the release rules refuse (a cut-off after the ETD) is logged, and the booking keeps its facts
    await recordReceipt(t.db, CARRIER_CHANNEL, {
      externalRef: `${before.BookingNo}-R1`,
      seq: 4,
      code: 'AMENDED',
      text: 'bad',
      raw: JSON.stringify({
        reason: 'bad',
        facts: {
          ...after.Release!,
          CutOffs: [
            { Code: 'DCO', DateTime: '2099-01-01 12:00' },
            { Code: 'FCO', DateTime: '2099-01-01 12:00' },
          ],
        },
      }),
      simulated: true,
    });
    await drain(adapter, now, 1);
    const kept = await order(id);
    expect(kept.Release!.Etd).toBe(after.Release!.Etd);
    expect(kept.Events.map((e) => e.Type)).toContain('v1.CarrierAmendmentRefused');
  });

  it('the rate of rolls on demand: every booking rolled ends released on its rolled sailing', async () => {
    const adapter = carrierSimulator(t.db, { delayMs: 1000, faults: { roll: 1 } });
    const id = await sent(wire({ ShipperRef: 'ROLL-2' }));
    await drain(adapter, Date.now(), 5);
    const o = await order(id);
    expect(o.Status).toBe('RELEASED');
    expect(o.Events.map((e) => e.Type)).toEqual(expect.arrayContaining(['v1.BookingReleased', 'v1.BookingAmendedByCarrier']));
    expect(o.Release!.Etd.slice(0, 10)).toBe(addDays(o.Wire.ExpectedEtd!, 7));
  });

  it('a booking sent again after its delivery failed is a new request; the first request’s late receipts are only logged', async () => {
    // the carrier keeps every request but each answer is lost: after five attempts the delivery fails
    const lost = carrierSimulator(t.db, { delayMs: 10 * 3_600_000, faults: { timeout: 1 } });
    const id = await sent(wire({ ShipperRef: 'RESEND-1' }));
    let now = await drain(lost, Date.now(), 12, 30 * 60_000);
    const failed = await order(id);
    expect(failed.Status).toBe('ACCEPTED');
    expect(failed.Events.map((e) => e.Type)).toContain('v1.CarrierDeliveryFailed');
    // the desk sends it again: the carrier now answers
    ok(await post(DESK, ENDPOINTS.bookingSendToCarrier, { Id: id, Version: failed.Version }));
    const refs = await t.db.query<{ ref: string }>(
      `select payload::jsonb ->> 'carrierBookingRequestReference' as ref from outbound_messages where doc_type = 'BOOKING' and doc_id = $1 order by id`,
      [id],
    );
    expect(refs.map((r) => r.ref)).toEqual([`${failed.BookingNo}-R1`, `${failed.BookingNo}-R2`]);
    // both requests' receipts come in, the first one's late: only the second's move the booking
    const answering = carrierSimulator(t.db, { delayMs: 1000, faults: {} });
    now = await drain(answering, now + 11 * 3_600_000, 3);
    const o = await order(id);
    expect(o.Status).toBe('RELEASED');
    expect(o.Events.filter((e) => e.Type === 'v1.BookingReleased')).toHaveLength(1);
    expect(o.Events.map((e) => e.Type)).toContain('v1.CarrierReceiptSuperseded');
    const [second] = await t.db.query<{ no: string }>('select carrier_booking_no as no from sim_carrier_requests where booking_request_ref = $1', [
      `${failed.BookingNo}-R2`,
    ]);
    expect(o.Release!.CarrierBookingNo).toBe(second!.no);
    const waiting = await t.db.query(`select 1 from inbound_receipts where processed_at is null and external_ref like $1`, [`${failed.BookingNo}-R%`]);
    expect(waiting).toHaveLength(0);
  });
});

describe('the receipt webhook (a carrier that pushes its receipts)', () => {
  const SECRET = 'carrier-webhook-secret-0123456789';
  const url = ENDPOINTS.gatewayReceipt.replace(':Channel', CARRIER_CHANNEL);
  const push = (receipts: unknown, opts: { secret?: string; at?: number; body?: string } = {}) => {
    const body = opts.body ?? JSON.stringify({ Receipts: receipts });
    const ts = String(Math.floor((opts.at ?? Date.now()) / 1000));
    return t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: {
        'content-type': 'application/json',
        [GATEWAY_TIMESTAMP_HEADER]: ts,
        [GATEWAY_SIGNATURE_HEADER]: gatewaySignature(opts.secret ?? SECRET, ts, body),
      },
    });
  };
  const receiptCount = async () => Number((await t.db.query<{ n: number }>('select count(*)::int as n from inbound_receipts'))[0]!.n);

  it('takes no receipts for a channel without a secret, nor unsigned, forged, stale or malformed ones', async () => {
    delete process.env.GATEWAY_SECRET_CARRIER_BOOKING;
    const receipt = [{ ExternalRef: 'BK-X-R1', Seq: 1, Code: 'RECEIVED' }];
    const none = await push(receipt);
    expect([none.statusCode, none.json().Code]).toEqual([404, 'NO_WEBHOOK']);
    process.env.GATEWAY_SECRET_CARRIER_BOOKING = SECRET;
    const before = await receiptCount();
    const forged = await push(receipt, { secret: 'someone-else-entirely-000' });
    expect([forged.statusCode, forged.json().Code]).toEqual([401, 'BAD_SIGNATURE']);
    const stale = await push(receipt, { at: Date.now() - 6 * 60_000 });
    expect([stale.statusCode, stale.json().Code]).toEqual([401, 'STALE_SIGNATURE']);
    const unsigned = await t.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify({ Receipts: receipt }),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
    for (const bad of ['not json', JSON.stringify({ Receipts: [] }), JSON.stringify({ Receipts: [{ ExternalRef: '', Seq: 0, Code: 'ok' }] })]) {
      const res = await push(null, { body: bad });
      expect([res.statusCode, res.json().Code], bad).toEqual([400, 'BAD_RECEIPTS']);
    }
    const unknown = await t.app.inject({ method: 'POST', url: ENDPOINTS.gatewayReceipt.replace(':Channel', 'NOPE'), payload: '{}' });
    expect(unknown.statusCode).toBe(404);
    expect(await receiptCount()).toBe(before); // nothing kept
  });

  it('signed receipts are kept once and applied at once, in the carrier’s order whatever order they come in', async () => {
    process.env.GATEWAY_SECRET_CARRIER_BOOKING = SECRET;
    // the request reaches the carrier, which answers through the webhook instead of being polled
    const id = await sent(wire({ ShipperRef: 'HOOK-1' }));
    await runCarrierChannel(t.db, hub(), carrierSimulator(t.db, { delayMs: 10 * 3_600_000, faults: {} }), new Date());
    const o = await order(id);
    const ref = `${o.BookingNo}-R1`;
    const etd = addDays(todayInShanghai(), 20);
    const facts = {
      CarrierBookingNo: 'COSU6499000001',
      ConfirmedVessel: 'COSCO SHIPPING ARIES',
      ConfirmedVoyage: '041E',
      Etd: `${etd} 18:00`,
      ConfirmedEquipment: [{ ContainerClass: '40HQ', Units: 2 }],
      CutOffs: [
        { Code: 'DCO', DateTime: `${addDays(etd, -3)} 12:00` },
        { Code: 'FCO', DateTime: `${addDays(etd, -2)} 12:00` },
      ],
    };
    // the confirmation overtakes the acknowledgement: kept, waiting
    const early = await push([{ ExternalRef: ref, Seq: 2, Code: 'CONFIRMED', Text: 'Confirmed', Body: { facts } }]);
    expect(early.json().Data).toEqual({ Recorded: 1, Duplicates: 0 });
    expect((await order(id)).Status).toBe('SENT');
    const both = await push([
      { ExternalRef: ref, Seq: 1, Code: 'RECEIVED', Text: 'Received' },
      { ExternalRef: ref, Seq: 2, Code: 'CONFIRMED', Text: 'Confirmed', Body: { facts } },
    ]);
    expect(both.json().Data).toEqual({ Recorded: 1, Duplicates: 1 });
    const released = await order(id);
    expect(released.Status).toBe('RELEASED');
    expect(released.Release).toMatchObject({ CarrierBookingNo: 'COSU6499000001', ConfirmedVessel: 'COSCO SHIPPING ARIES', Simulated: true });
    expect(released.Events.filter((e) => e.Type === 'v1.BookingReleased')).toHaveLength(1);
    // sent again (the carrier retried): nothing changes
    const again = await push([{ ExternalRef: ref, Seq: 2, Code: 'CONFIRMED', Text: 'Confirmed', Body: { facts } }]);
    expect(again.json().Data).toEqual({ Recorded: 0, Duplicates: 1 });
    expect((await order(id)).Version).toBe(released.Version);
  });
});
