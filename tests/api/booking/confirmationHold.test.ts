import { beforeAll, describe, expect, it } from 'vitest';
import { recordReceipt } from '../../../server/channels/outbox';
import { applyCarrierReceipts, runCarrierChannel } from '../../../server/modules/booking/carrierChannel';
import { CARRIER_CHANNEL } from '../../../server/modules/booking/carrierRequest';
import { carrierSimulator } from '../../../server/modules/booking/carrierSimulator';
import type { BookingOrder, BookingRow, BookingWire, CarrierConfig } from '../../../src/contract/booking/calls';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { goodBookingWire } from '../../support/bookingWire';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { ok } from '../rates/salesDesk';

/**
 * Issue 32: the carrier's confirmation, per carrier configuration. RELEASE (as before): the
 * confirmation releases the booking and the customer is told at once. HOLD: the booking is booked,
 * the confirmation is held for the desk to check vessel, voyage and cut-offs, and the customer is
 * told — and sees the release — only when the desk releases it.
 */
const t = withTestApp({ modules: ['booking', 'rates', 'si'] });
const { call, asUser } = caller(t);
const CUSTOMER = 'customer@demo.test';
const DESK = 'booking@demo.test';
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of [CUSTOMER, DESK]) tokens[who] = await asUser(who);
});

const post = (who: string, path: string, body: object) =>
  t.app.inject({ method: 'POST', url: path, payload: body, headers: { authorization: `Bearer ${tokens[who]}` } });
const order = async (id: number, who = DESK) => ok<BookingOrder>(await call('GET', `${ENDPOINTS.bookingGet}?Id=${id}`, tokens[who]!));
const row = async (id: number, who: string) =>
  ok<{ Items: BookingRow[] }>(await call('GET', `${ENDPOINTS.bookingList}?PageSize=200`, tokens[who]!)).Items.find((r) => r.Id === id)!;
/** The messages the booking's customer has been sent about it. */
const customerHeard = async (bookingNo: string) =>
  (
    await t.db.query<{ title: string }>(
      `select m.title from messages m join employees e on e.id = m.target_employee_id join users u on u.id = e.user_id
        where u.account = $1 and m.title like '%' || $2 || '%' order by m.id`,
      [CUSTOMER, bookingNo],
    )
  ).map((m) => m.title);

async function sent(w: BookingWire): Promise<number> {
  const d = ok<{ Id: number; Version: number }>(await post(CUSTOMER, ENDPOINTS.bookingSaveDraft, { Wire: w }));
  const s = ok<{ Version: number }>(await post(CUSTOMER, ENDPOINTS.bookingSubmit, { Id: d.Id, Version: d.Version }));
  const a = ok<{ Version: number }>(await post(DESK, ENDPOINTS.bookingAccept, { Id: d.Id, Version: s.Version }));
  ok(await post(DESK, ENDPOINTS.bookingSendToCarrier, { Id: d.Id, Version: a.Version }));
  return d.Id;
}
async function carrierAnswers() {
  const adapter = carrierSimulator(t.db, { delayMs: 1000, faults: {} });
  const start = Date.now();
  for (let i = 1; i <= 4; i++) await runCarrierChannel(t.db, t.app.liveHub, adapter, new Date(start + i * 90_000));
}
async function setMode(carrier: string, mode?: 'RELEASE' | 'HOLD') {
  const cfg = ok<CarrierConfig[]>(await call('GET', ENDPOINTS.carrierConfigList, tokens[DESK]!)).find((c) => c.CarrierCode === carrier)!;
  const { CarrierName: _n, Simulated: _s, Confirmation: _c, ...rest } = cfg;
  return post(DESK, ENDPOINTS.carrierConfigSave, { ...rest, ...(mode ? { Confirmation: mode } : {}) });
}
const configOf = async (carrier: string) =>
  ok<CarrierConfig[]>(await call('GET', ENDPOINTS.carrierConfigList, tokens[DESK]!)).find((c) => c.CarrierCode === carrier)!;

describe("the carrier's confirmation, per carrier", () => {
  it('RELEASE (the default): the confirmation releases the booking and the customer is told at once', async () => {
    expect((await configOf('COSU')).Confirmation).toBe('RELEASE');
    const id = await sent(goodBookingWire({ CarrierCode: 'COSU', Equipment: [{ ContainerClass: '40HQ', Units: 2 }] }));
    await carrierAnswers();
    const o = await order(id);
    expect(o).toMatchObject({ Status: 'RELEASED', HeldRelease: null });
    expect(o.CgoId).toMatch(/^CGO-/);
    expect((await customerHeard(o.BookingNo)).some((m) => m.startsWith('订舱已放舱'))).toBe(true);
  });

  it('HOLD: booked and held for the desk (vessel, voyage, cut-offs); the customer is told only when the desk releases it', async () => {
    // only the desk sets it; a save that does not name the mode leaves it
    expect((await post(CUSTOMER, ENDPOINTS.carrierConfigSave, { CarrierCode: 'MAEU' })).statusCode).toBeGreaterThanOrEqual(400);
    ok(await setMode('MAEU', 'HOLD'));
    ok(await setMode('MAEU'));
    expect((await configOf('MAEU')).Confirmation).toBe('HOLD');
    const { CarrierName: _n, Simulated: _s, ...asSaved } = await configOf('MAEU');
    const bad = await post(DESK, ENDPOINTS.carrierConfigSave, { ...asSaved, Confirmation: 'LATER' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors.map((e: { Path: string }) => e.Path)).toContain('/Confirmation');
    expect((await configOf('MAEU')).Confirmation).toBe('HOLD');

    const id = await sent(goodBookingWire({ CarrierCode: 'MAEU', Equipment: [{ ContainerClass: '40HQ', Units: 2 }] }));
    await carrierAnswers();
    const held = await order(id);
    expect(held).toMatchObject({ Status: 'BOOKED', Release: null, CgoId: null });
    expect(held.HeldRelease).toMatchObject({ ConfirmedVessel: expect.any(String), ConfirmedVoyage: expect.any(String), Etd: expect.any(String) });
    expect(held.HeldRelease!.CutOffs.map((c) => c.Code)).toEqual(['EFC', 'DCO', 'VCO', 'FCO']);
    expect(held.Events.map((e) => e.Type)).toContain('v1.CarrierConfirmationHeld');
    expect((await row(id, DESK)).Held).toBe(true);
    // the desk is told, with a link to the booking
    const [deskMsg] = await t.db.query<{ link_path: string }>(`select link_path from messages where title like '船公司已确认订舱 ' || $1 || '%'`, [
      held.BookingNo,
    ]);
    expect(deskMsg!.link_path).toContain(`id=${id}`);

    // the customer: booked, nothing more — no release, no held facts, no held event, no message of it
    const mine = await order(id, CUSTOMER);
    expect(mine).toMatchObject({ Status: 'BOOKED', Release: null, CgoId: null });
    expect(mine.HeldRelease).toBeUndefined();
    expect(mine.Events.map((e) => e.Type)).not.toContain('v1.CarrierConfirmationHeld');
    expect((await row(id, CUSTOMER)).Held).toBe(false);
    expect((await customerHeard(held.BookingNo)).filter((m) => m.startsWith('订舱已放舱'))).toEqual([]);
    // SIs cannot be made: there is no cargo record yet
    expect((await call('GET', `${ENDPOINTS.siSourceData}?CGO_ID=${held.CgoId}`, tokens[CUSTOMER]!)).statusCode).not.toBe(200);

    // the desk checks and releases with the carrier's facts (corrected where it must): now the customer hears
    const released = ok<{ Status: string; CgoId: string }>(
      await post(DESK, ENDPOINTS.bookingRelease, { Id: id, Version: held.Version, Facts: { ...held.HeldRelease!, ConfirmedVoyage: '249E' } }),
    );
    expect(released.Status).toBe('RELEASED');
    const after = await order(id, CUSTOMER);
    expect(after).toMatchObject({ Status: 'RELEASED', CgoId: released.CgoId });
    expect(after.Release).toMatchObject({ CarrierBookingNo: held.HeldRelease!.CarrierBookingNo, ConfirmedVoyage: '249E' });
    expect((await customerHeard(held.BookingNo)).filter((m) => m.startsWith('订舱已放舱'))).toHaveLength(1);
    expect((await order(id)).HeldRelease).toBeNull();
    expect((await row(id, DESK)).Held).toBe(false);
    ok(await setMode('MAEU', 'RELEASE'));
  });

  it('HOLD: the carrier changes its confirmation before the desk releases it: the desk checks the new facts, the customer still hears nothing', async () => {
    ok(await setMode('EGLV', 'HOLD'));
    const id = await sent(goodBookingWire({ CarrierCode: 'EGLV', Equipment: [{ ContainerClass: '40HQ', Units: 1 }] }));
    await carrierAnswers();
    const held = await order(id);
    expect(held.HeldRelease).not.toBeNull();
    await recordReceipt(t.db, CARRIER_CHANNEL, {
      externalRef: `${held.BookingNo}-R1`,
      seq: 3,
      code: 'AMENDED',
      text: 'rolled',
      raw: JSON.stringify({ reason: 'rolled', facts: { ...held.HeldRelease!, ConfirmedVessel: 'EVER ACE', ConfirmedVoyage: '0991W' } }),
      simulated: true,
    });
    await applyCarrierReceipts(t.db, t.app.liveHub);
    const now = await order(id);
    expect(now).toMatchObject({ Status: 'BOOKED', Release: null });
    expect(now.HeldRelease).toMatchObject({ ConfirmedVessel: 'EVER ACE', ConfirmedVoyage: '0991W' });
    expect((await customerHeard(held.BookingNo)).filter((m) => /放舱|船公司变更/.test(m))).toEqual([]);
    ok(await setMode('EGLV', 'RELEASE'));
  });
});
