import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { BOOKING_STATUSES, type BookingActor, type BookingEvent, type BookingStatus, moveOf } from '../../../src/domain/booking/status';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import { goodBookingWire } from '../../support/bookingWire';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * The booking's status table on the server (commercial.md §6.2; src/domain/booking/status.ts): for
 * every status and every move a person makes over HTTP, a booking in that status either moves to
 * the table's target (200) or is refused with 400 WRONG_STATUS and stays as it was — never a 409,
 * never a move the table does not hold. The carrier's and the system's moves come by receipts
 * (carrierChannel.test.ts).
 */
const t = withTestApp({ modules: ['booking'] });
const { asUser } = caller(t);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of ['customer@demo.test', 'booking@demo.test']) tokens[who] = await asUser(who);
});

const etd = addDays(todayInShanghai(), 14);
/** Each HTTP move: who makes it, its call, and the body beyond Id and Version. */
const MOVES: { event: BookingEvent; by: BookingActor; path: string; body: () => Record<string, unknown> }[] = [
  { event: 'submit', by: 'customer', path: ENDPOINTS.bookingSubmit, body: () => ({}) },
  { event: 'cancel', by: 'customer', path: ENDPOINTS.bookingCancel, body: () => ({}) },
  { event: 'accept', by: 'desk', path: ENDPOINTS.bookingAccept, body: () => ({}) },
  { event: 'return', by: 'desk', path: ENDPOINTS.bookingReturn, body: () => ({ Remarks: '补充收货人地址' }) },
  { event: 'reject', by: 'desk', path: ENDPOINTS.bookingReject, body: () => ({ Remarks: '该航次已满舱' }) },
  { event: 'send', by: 'desk', path: ENDPOINTS.bookingSendToCarrier, body: () => ({}) },
  { event: 'markBooked', by: 'desk', path: ENDPOINTS.bookingMarkBooked, body: () => ({}) },
  { event: 'decline', by: 'desk', path: ENDPOINTS.bookingDecline, body: () => ({ Remarks: '船公司甩柜' }) },
  {
    event: 'release',
    by: 'desk',
    path: ENDPOINTS.bookingRelease,
    body: () => ({
      Facts: {
        CarrierBookingNo: `COSU${Math.floor(Math.random() * 1e10)}`,
        ConfirmedVessel: 'COSCO SHIPPING ARIES',
        ConfirmedVoyage: '040W',
        Etd: `${etd} 18:00`,
        ConfirmedEquipment: [{ ContainerClass: '40HQ', Units: 1 }],
        CutOffs: [
          { Code: 'DCO', DateTime: `${addDays(etd, -3)} 12:00` },
          { Code: 'FCO', DateTime: `${addDays(etd, -2)} 12:00` },
        ],
      },
    }),
  },
];
/** The submit move from a returned booking is the table's resubmit. */
const tableEvent = (status: BookingStatus, event: BookingEvent): BookingEvent => (event === 'submit' && status === 'RETURNED' ? 'resubmit' : event);

/** A COSCO booking of 天祥's, made straight in a status (a good wire: the check passes). */
async function bookingIn(status: BookingStatus): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `insert into booking_orders (booking_no, company_id, created_by, body, carrier_code, pol_code, pod_code, expected_etd, status)
     select 'BKT' || nextval('booking_no_seq'), c.id, e.id, $1, 'COSU', 'CNSHA', 'NLRTM', $2::date, $3
       from companies c join employees e on e.company_id = c.id join users u on u.id = e.user_id
      where c.code = 'CUS-HZTX' and u.account = 'customer@demo.test' returning id::int`,
    [JSON.stringify(goodBookingWire({ ExpectedEtd: etd, Packages: 10, GrossKg: 1000, HsCode: undefined })), etd, status],
  );
  return row!.id;
}

describe('the booking status table, on the server', () => {
  for (const status of BOOKING_STATUSES) {
    it(`from ${status}: every move either follows the table or is refused and changes nothing`, async () => {
      for (const m of MOVES) {
        const id = await bookingIn(status);
        const who = m.by === 'customer' ? 'customer@demo.test' : 'booking@demo.test';
        const res = await t.app.inject({
          method: 'POST',
          url: m.path,
          payload: { Id: id, Version: 1, ...m.body() },
          headers: { authorization: `Bearer ${tokens[who]}` },
        });
        const move = moveOf(status, tableEvent(status, m.event), m.by);
        const [after] = await t.db.query<{ status: string; version: number }>('select status, version from booking_orders where id = $1', [id]);
        if (move) {
          expect(res.statusCode, `${status} ${m.event}: ${res.body}`).toBe(200);
          expect(after, `${status} ${m.event}`).toEqual({ status: move.to, version: 2 });
        } else {
          expect(res.statusCode, `${status} ${m.event}: ${res.body}`).toBe(400);
          expect(res.json().Code, `${status} ${m.event}`).toBe('WRONG_STATUS');
          expect(after, `${status} ${m.event}`).toEqual({ status, version: 1 });
        }
      }
    });
  }
});
