import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingOrder, BookingRow, BookingWire } from '../../../src/contract/booking/calls';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { addDays } from '../../../src/domain/refdata/sailings';
import { goodBookingWire } from '../../support/bookingWire';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { ok, refusedWith } from '../rates/salesDesk';

/**
 * Bookings (commercial.md §6, issue 17): a customer's draft, the check, an idempotent submission,
 * the desk's acceptance and its hand release — which writes the SI module's cargo record (CGO_ID)
 * in the same transaction (R6.9) — and the refusals on the way (R6.8, wrong status, stale version,
 * another company's booking).
 */
const t = withTestApp({ modules: ['booking', 'rates', 'si'] });
const { call, asUser } = caller(t);
const CUSTOMER = 'customer@demo.test';
const OTHER = 'customer2@demo.test';
const DESK = 'booking@demo.test';
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of [CUSTOMER, OTHER, DESK, 'sales@demo.test']) tokens[who] = await asUser(who);
});

const goodWire = (over: Partial<BookingWire> = {}): BookingWire =>
  goodBookingWire({
    Shipper: { Name: 'HANGZHOU TIANXIANG TRADING CO LTD', Address: 'NO 88 JIANGNAN AVENUE\nHANGZHOU CHINA' },
    Consignee: { Name: 'NORDIC HOME GOODS GMBH', Address: 'GROSSE ELBSTRASSE 145\nHAMBURG GERMANY' },
    Packages: 200,
    GrossKg: 12000,
    Cbm: 60,
    Equipment: [{ ContainerClass: '40HQ', Units: 2, IsShipperOwned: false, GrossKgPerUnit: 6000 }],
    ShipperRef: `T-${Math.random().toString(36).slice(2, 8)}`,
    ...over,
  });

const post = (who: string, path: string, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: path, payload: body, headers: { authorization: `Bearer ${tokens[who]}`, ...headers } });

async function order(who: string, id: number) {
  return ok<BookingOrder>(await call('GET', `${ENDPOINTS.bookingGet}?Id=${id}`, tokens[who]!));
}
async function submitted(wire = goodWire()) {
  const draft = ok<{ Id: number; Version: number }>(await post(CUSTOMER, ENDPOINTS.bookingSaveDraft, { Wire: wire }));
  const s = ok<{ Version: number }>(
    await post(CUSTOMER, ENDPOINTS.bookingSubmit, { Id: draft.Id, Version: draft.Version }, { 'idempotency-key': `submit-key-${draft.Id}` }),
  );
  return { Id: draft.Id, Version: s.Version };
}
const releaseFacts = (etd: string, over: Record<string, unknown> = {}) => ({
  CarrierBookingNo: `COSU${Math.floor(Math.random() * 1e9)}`,
  ConfirmedVessel: 'COSCO SHIPPING ARIES',
  ConfirmedVoyage: '033W',
  Etd: `${etd} 18:00`,
  ConfirmedEquipment: [{ ContainerClass: '40HQ', Units: 2 }],
  CutOffs: [
    { Code: 'DCO', DateTime: `${addDays(etd, -3)} 12:00` },
    { Code: 'FCO', DateTime: `${addDays(etd, -2)} 12:00` },
  ],
  ...over,
});

describe('booking orders', () => {
  it('the demo shows a booking in every state; the released ones are the SI demo’s cargo records', async () => {
    const page = ok<{ Items: BookingRow[]; Total: number }>(await call('GET', `${ENDPOINTS.bookingList}?PageSize=100`, tokens[DESK]!));
    const states = new Set(page.Items.map((r) => r.Status));
    for (const s of ['DRAFT', 'SUBMITTED', 'ACCEPTED', 'RETURNED', 'BOOKED', 'RELEASED', 'REJECTED', 'CANCELLED']) expect(states, s).toContain(s);
    const cgo = page.Items.filter((r) => r.Status === 'RELEASED').map((r) => r.CgoId);
    expect(cgo).toContain('CGO-HZTX-2611-001');
    expect(cgo).toContain('CGO-NBHY-2611-002');
    expect(page.Items.some((r) => r.OverSla)).toBe(true);
    // a customer sees its own company's only
    const mine = ok<{ Items: BookingRow[] }>(await call('GET', `${ENDPOINTS.bookingList}?PageSize=100`, tokens[CUSTOMER]!));
    expect(mine.Items.length).toBeGreaterThan(0);
    expect(mine.Items.every((r) => r.CompanyName === page.Items.find((x) => x.Id === r.Id)!.CompanyName && !r.CgoId.includes('NBHY'))).toBe(true);
  });

  it('the check names what is missing; submitting twice with one key makes one submission', async () => {
    const problems = ok<{ Problems: { Path: string; Code: string; Severity: string }[] }>(
      await post(CUSTOMER, ENDPOINTS.bookingCheck, { Wire: { CarrierCode: 'COSU', PolCode: 'CNSHA', PodCode: 'CNSHA', Equipment: [] } }),
    ).Problems;
    expect(problems.map((p) => p.Code)).toEqual(expect.arrayContaining(['port.same', 'equipment.none', 'required']));
    const draft = ok<{ Id: number; Version: number; BookingNo: string }>(await post(CUSTOMER, ENDPOINTS.bookingSaveDraft, { Wire: goodWire() }));
    expect(draft.BookingNo).toMatch(/^BK\d{4}\d{6}$/);
    const key = { 'idempotency-key': `submit-${draft.Id}-abc` };
    const first = ok<{ Status: string; Replayed: boolean; Version: number }>(
      await post(CUSTOMER, ENDPOINTS.bookingSubmit, { Id: draft.Id, Version: draft.Version }, key),
    );
    const again = ok<{ Status: string; Replayed: boolean; Version: number }>(
      await post(CUSTOMER, ENDPOINTS.bookingSubmit, { Id: draft.Id, Version: draft.Version }, key),
    );
    expect(first).toMatchObject({ Status: 'SUBMITTED', Replayed: false });
    expect(again).toMatchObject({ Status: 'SUBMITTED', Replayed: true, Version: first.Version });
    const events = (await order(CUSTOMER, draft.Id)).Events.filter((e) => e.Type === 'v1.BookingSubmitted');
    expect(events).toHaveLength(1);
    // a second submission without the key is a wrong status, a 400 with a Code, never 409
    refusedWith(await post(CUSTOMER, ENDPOINTS.bookingSubmit, { Id: draft.Id, Version: first.Version }), 'WRONG_STATUS');
  });

  it('a booking that fails the check is refused whole and stays a draft', async () => {
    const draft = ok<{ Id: number; Version: number }>(
      await post(CUSTOMER, ENDPOINTS.bookingSaveDraft, {
        Wire: goodWire({ Commodity: '', Consignee: { Name: 'TO ORDER' }, BlRelease: 'ORIGINAL', NumberOfOriginals: 0 }),
      }),
    );
    const res = await post(CUSTOMER, ENDPOINTS.bookingSubmit, { Id: draft.Id, Version: draft.Version });
    refusedWith(res, 'CHECK_FAILED');
    expect(res.json().Errors.map((e: { Path: string }) => e.Path)).toEqual(expect.arrayContaining(['/Commodity', '/Notify/Name', '/NumberOfOriginals']));
    expect((await order(CUSTOMER, draft.Id)).Status).toBe('DRAFT');
  });

  it('the desk accepts and releases by hand: the cargo record is written with the release (R6.8, R6.9)', async () => {
    const b = await submitted();
    const wire = (await order(CUSTOMER, b.Id)).Wire;
    // another company's booking does not exist for it, nor for a salesperson without the desk
    expect((await call('GET', `${ENDPOINTS.bookingGet}?Id=${b.Id}`, tokens[OTHER]!)).statusCode).toBe(404);
    expect((await post(OTHER, ENDPOINTS.bookingCancel, { Id: b.Id, Version: b.Version })).statusCode).toBe(404);
    expect((await post('sales@demo.test', ENDPOINTS.bookingAccept, { Id: b.Id, Version: b.Version })).statusCode).toBe(403);
    refusedWith(await post(DESK, ENDPOINTS.bookingAccept, { Id: b.Id, Version: b.Version - 1 }), 'STALE');
    const accepted = ok<{ Status: string; Version: number }>(await post(DESK, ENDPOINTS.bookingAccept, { Id: b.Id, Version: b.Version }));
    expect(accepted.Status).toBe('ACCEPTED');
    refusedWith(await post(DESK, ENDPOINTS.bookingReturn, { Id: b.Id, Version: accepted.Version, Remarks: ' ' }), 'REMARKS_REQUIRED');

    const etd = wire.ExpectedEtd!;
    const base = { Id: b.Id, Version: accepted.Version };
    refusedWith(
      await post(DESK, ENDPOINTS.bookingRelease, { ...base, Facts: releaseFacts(etd, { CutOffs: [{ Code: 'DCO', DateTime: `${addDays(etd, -3)} 12:00` }] }) }),
      'CUTOFF_MISSING',
    );
    refusedWith(
      await post(DESK, ENDPOINTS.bookingRelease, {
        ...base,
        Facts: releaseFacts(etd, {
          CutOffs: [
            { Code: 'DCO', DateTime: `${addDays(etd, 1)} 12:00` },
            { Code: 'FCO', DateTime: `${addDays(etd, -2)} 12:00` },
          ],
        }),
      }),
      'CUTOFF_ORDER',
    );
    refusedWith(
      await post(DESK, ENDPOINTS.bookingRelease, {
        ...base,
        Facts: releaseFacts(etd, { CarrierBookingNo: '6401120010' }) /* the demo's COSCO booking of CGO-HZTX-2611-001 */,
      }),
      'BOOKING_NO_TAKEN',
    );
    const facts = releaseFacts(etd, { ConfirmedEquipment: [{ ContainerClass: '40HQ', Units: 1 }] });
    const released = ok<{ Status: string; CgoId: string; Partial: boolean }>(await post(DESK, ENDPOINTS.bookingRelease, { ...base, Facts: facts }));
    expect(released).toMatchObject({ Status: 'RELEASED', Partial: true });
    expect(released.CgoId).toMatch(/^CGO-HZTX-\d{4}-\d{3,}$/);
    const [cargo] = await t.db.query<{ mbl_no: string; vessel: string; deadline: string; sailing_date: string; containers: unknown }>(
      'select mbl_no, vessel, deadline::text, sailing_date::text, containers from bookings where cgo_id = $1',
      [released.CgoId],
    );
    expect(cargo).toMatchObject({ mbl_no: facts.CarrierBookingNo, vessel: 'COSCO SHIPPING ARIES', deadline: addDays(etd, -3), sailing_date: etd });
    expect(cargo!.containers).toEqual([{ TYPE: '40HQ', COUNT: 1, CNNOS: [] }]);
    const seen = await order(CUSTOMER, b.Id);
    expect(seen.Release?.CutOffs.map((c) => c.Code)).toEqual(['DCO', 'FCO']);
    // the customer's SI screens find the new cargo record
    const sis = await call('GET', `${ENDPOINTS.siBookingList}?PageSize=50`, tokens[CUSTOMER]!);
    expect(sis.body).toContain(released.CgoId);
    // the customer was told
    const [told] = await t.db.query<{ title: string }>(`select title from messages where title like $1`, [`%放舱%${seen.BookingNo}%`]);
    expect(told?.title).toContain('放舱');
    // release twice is a wrong status
    refusedWith(await post(DESK, ENDPOINTS.bookingRelease, { Id: b.Id, Version: seen.Version, Facts: releaseFacts(etd) }), 'WRONG_STATUS');
  });

  it('the customer withdraws before release, and asks to cancel after it; the desk decides', async () => {
    const b = await submitted();
    const cancelled = ok<{ Status: string }>(await post(CUSTOMER, ENDPOINTS.bookingCancel, { Id: b.Id, Version: b.Version }));
    expect(cancelled.Status).toBe('CANCELLED');
    const c = await submitted();
    const acc = ok<{ Version: number }>(await post(DESK, ENDPOINTS.bookingAccept, { Id: c.Id, Version: c.Version }));
    const etd = (await order(CUSTOMER, c.Id)).Wire.ExpectedEtd!;
    ok(await post(DESK, ENDPOINTS.bookingRelease, { Id: c.Id, Version: acc.Version, Facts: releaseFacts(etd) }));
    const now = await order(CUSTOMER, c.Id);
    refusedWith(await post(CUSTOMER, ENDPOINTS.bookingCancel, { Id: c.Id, Version: now.Version }), 'WRONG_STATUS');
    const asked = ok<{ CancelStatus: string; Version: number }>(
      await post(CUSTOMER, ENDPOINTS.bookingRequestCancel, { Id: c.Id, Version: now.Version, Reason: 'order cancelled by buyer' }),
    );
    expect(asked.CancelStatus).toBe('CANCELLATION_RECEIVED');
    const decided = ok<{ Status: string }>(await post(DESK, ENDPOINTS.bookingDecideCancel, { Id: c.Id, Version: asked.Version, Confirm: true }));
    expect(decided.Status).toBe('CANCELLED');
    expect((await order(CUSTOMER, c.Id)).CancelStatus).toBe('CANCELLATION_CONFIRMED');
  });

  it('the cockpit counts the statuses, names what waits beyond its SLA, and each carrier’s release rate; customers may not see it', async () => {
    const c = ok<{
      ByStatus: { Status: string; Count: number }[];
      OverSla: { BookingNo: string; CarrierCode: string; WaitingMinutes: number; SlaMinutes: number }[];
      ReleaseRates: { CarrierCode: string; Released: number; Decided: number; Rate: number }[];
    }>(await call('GET', ENDPOINTS.cockpit, tokens[DESK]!));
    const [{ n }] = (await t.db.query<{ n: number }>(`select count(*)::int as n from booking_orders where status = 'RELEASED'`)) as [{ n: number }];
    expect(c.ByStatus.find((s) => s.Status === 'RELEASED')?.Count).toBe(n);
    const late = c.OverSla.find((o) => o.CarrierCode === 'COSU' && o.WaitingMinutes >= 170);
    expect(late?.SlaMinutes).toBe(60); // the demo's 海越 booking, three hours over COSCO's hour
    expect(c.OverSla.every((o) => o.WaitingMinutes > o.SlaMinutes)).toBe(true);
    expect(c.ReleaseRates.every((r) => r.Released <= r.Decided && r.Rate === Math.round((r.Released / r.Decided) * 1000) / 1000)).toBe(true);
    expect((await call('GET', ENDPOINTS.cockpit, tokens[CUSTOMER]!)).statusCode).toBe(403);
  });

  it('smart booking reads a pasted note with the database’s ports and carriers; nothing recognised is a 400; customers may not use it', async () => {
    const note = 'SHIPPER: ACME TRADING\nPOL: Shanghai\nPOD: rotterdam\nCARRIER: COSU\nETD: 2026-12-20\n2x40HQ\n---\nPOL: NINGBO\nPOD: HAMBURG\n1*20GP';
    const parsed = ok<{ Drafts: BookingWire[]; Warnings: unknown[] }>(await post(DESK, ENDPOINTS.bookingParse, { Text: note }));
    expect(parsed.Warnings).toEqual([]);
    expect(parsed.Drafts.map((d) => `${d.PolCode}-${d.PodCode} ${d.CarrierCode} ${JSON.stringify(d.Equipment)}`)).toEqual([
      'CNSHA-NLRTM COSU [{"ContainerClass":"40HQ","Units":2}]',
      'CNNGB-DEHAM  [{"ContainerClass":"20GP","Units":1}]',
    ]);
    refusedWith(await post(DESK, ENDPOINTS.bookingParse, { Text: 'hello there' }), 'NOTHING_RECOGNISED');
    expect((await post(CUSTOMER, ENDPOINTS.bookingParse, { Text: note })).statusCode).toBe(403);
  });
});
