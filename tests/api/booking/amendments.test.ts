import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingOrder } from '../../../src/contract/booking/calls';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { addDays } from '../../../src/domain/refdata/sailings';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { ok, refusedWith } from '../rates/salesDesk';

/**
 * Amendments after release (commercial.md §6.2 AmendStatus, R6.10), on the demo's released booking
 * CGO-HZTX-2611-001: the customer asks to move the sailing; after the documentation cut-off the
 * answer warns of the amendment fee; one request at a time; the desk confirms it with the carrier's
 * new vessel, ETD and cut-offs, which rewrite the cargo record the SIs use, and whoever submitted an
 * SI on it is told. A declined request needs a reason; a withdrawn one leaves the booking as it was.
 */
const t = withTestApp({ modules: ['booking', 'rates'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
const CGO = 'CGO-HZTX-2611-001';
beforeAll(async () => {
  for (const who of ['customer@demo.test', 'customer.admin@demo.test', 'booking@demo.test']) tokens[who] = await asUser(who);
});
const post = (who: string, path: string, body: object) =>
  t.app.inject({ method: 'POST', url: path, payload: body, headers: { authorization: `Bearer ${tokens[who]}` } });
const idOf = async () => (await t.db.query<{ id: number }>('select id::int from booking_orders where cgo_id = $1', [CGO]))[0]!.id;
const order = async (id: number) => ok<BookingOrder>(await call('GET', `${ENDPOINTS.bookingGet}?Id=${id}`, tokens['customer@demo.test']!));

describe('amendments after release', () => {
  it('withdrawn, declined with a reason, then confirmed with a new sailing that reaches the cargo record and the SI submitters', async () => {
    const id = await idOf();
    // an SI on the booking, submitted by the company's admin (not the booking's maker)
    const [admin] = await t.db.query<{ id: string }>(
      `select e.id from employees e join users u on u.id = e.user_id where u.account = 'customer.admin@demo.test'`,
    );
    await t.db.query(`insert into si_records (company_id, cgo_id, record, created_by) select company_id, cgo_id, '{}', $2 from bookings where cgo_id = $1`, [
      CGO,
      admin!.id,
    ]);

    let o = await order(id);
    // the documentation cut-off has passed: the answer warns of the carrier's amendment fee
    await t.db.query(
      `update booking_orders set release = jsonb_set(release, '{CutOffs}', '[{"Code":"DCO","DateTime":"2026-01-01T04:00:00.000Z"},{"Code":"FCO","DateTime":"2026-01-02T04:00:00.000Z"}]') where id = $1`,
      [id],
    );
    const asked = ok<{ AmendStatus: string; Version: number; FeeWarning: boolean }>(
      await post('customer@demo.test', ENDPOINTS.bookingRequestAmend, {
        Id: id,
        Version: o.Version,
        Changes: { ExpectedEtd: '2026-12-13' },
        Reason: '工厂延期',
      }),
    );
    expect(asked).toMatchObject({ AmendStatus: 'AMENDMENT_RECEIVED', FeeWarning: true });
    refusedWith(
      await post('customer@demo.test', ENDPOINTS.bookingRequestAmend, { Id: id, Version: asked.Version, Changes: { Remarks: 'x' }, Reason: 'again' }),
      'WRONG_STATUS',
    );
    const withdrawn = ok<{ Version: number }>(await post('customer@demo.test', ENDPOINTS.bookingWithdrawAmend, { Id: id, Version: asked.Version }));
    o = await order(id);
    expect(o.AmendStatus).toBe('AMENDMENT_CANCELLED');
    expect(o.Wire.ExpectedEtd).toBe('2026-12-06');

    const again = ok<{ Version: number }>(
      await post('customer@demo.test', ENDPOINTS.bookingRequestAmend, {
        Id: id,
        Version: withdrawn.Version,
        Changes: { ExpectedEtd: '2026-12-13' },
        Reason: '工厂延期',
      }),
    );
    refusedWith(await post('booking@demo.test', ENDPOINTS.bookingDecideAmend, { Id: id, Version: again.Version, Approve: false }), 'REMARKS_REQUIRED');
    const etd = '2026-12-13';
    const confirmed = ok<{ AmendStatus: string }>(
      await post('booking@demo.test', ENDPOINTS.bookingDecideAmend, {
        Id: id,
        Version: again.Version,
        Approve: true,
        NewReleaseFacts: {
          CarrierBookingNo: 'COSU6401120010',
          ConfirmedVessel: 'COSCO SHIPPING TAURUS',
          ConfirmedVoyage: '032W',
          Etd: `${etd} 18:00`,
          ConfirmedEquipment: [{ ContainerClass: '40HQ', Units: 2 }],
          CutOffs: [
            { Code: 'DCO', DateTime: `${addDays(etd, -3)} 12:00` },
            { Code: 'FCO', DateTime: `${addDays(etd, -2)} 12:00` },
          ],
        },
      }),
    );
    expect(confirmed.AmendStatus).toBe('AMENDMENT_CONFIRMED');
    o = await order(id);
    expect(o.Wire.ExpectedEtd).toBe(etd);
    expect(o.Release).toMatchObject({ ConfirmedVessel: 'COSCO SHIPPING TAURUS', ConfirmedVoyage: '032W' });
    const [cargo] = await t.db.query<{ vessel: string; sailing_date: string; deadline: string }>(
      'select vessel, sailing_date::text, deadline::text from bookings where cgo_id = $1',
      [CGO],
    );
    expect(cargo).toEqual({ vessel: 'COSCO SHIPPING TAURUS', sailing_date: etd, deadline: addDays(etd, -3) });
    const told = await t.db.query<{ title: string }>(`select title from messages where target_employee_id = $1 and title like '船期变更%'`, [admin!.id]);
    expect(told.map((m) => m.title)).toEqual([`船期变更：${CGO} 改为 COSCO SHIPPING TAURUS 032W，请核对提单补料`]);
    // the desk decides; a customer cannot
    expect((await post('customer@demo.test', ENDPOINTS.bookingDecideAmend, { Id: id, Version: o.Version, Approve: true })).statusCode).toBe(403);
  });
});
