import { describe, expect, it } from 'vitest';
import type { BookingOrder } from '../../../src/contract/booking/calls';
import { BOOKING_PATHS as B } from '../../../src/contract/booking/module';
import type { EntryBookingMade } from '../../../src/contract/entryOrder/bookingCalls';
import type { EntryOrderDetail, EntryOrderSaved } from '../../../src/contract/entryOrder/calls';
import { CUSTOMER, DESK, entryApp, OTHER, P, STAFF } from './entryApp';

/**
 * Issue 48, "turning an order into a booking: the booking links back, nothing retyped": the desk makes
 * the booking's draft from an accepted order (MakeBooking); the booking, read through the booking
 * module's own Get, carries the order's parties, lane, containers and goods exactly as entered; a
 * second one is refused BOOKING_MADE; a customer has no such button (403), and 海越 finds no order
 * there (404); once the booking desk releases it, the order is booked on that CGO_ID by the system.
 */
const { t, post, get, ok, refused, idOf } = entryApp(['booking']);
const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);

const SHIPPER = { Name: 'HANGZHOU TIANXIANG HOMEWARE LTD', Address: 'NO 18 JIEFANG ROAD\nHANGZHOU CHINA', Phone: '+86 571 8888 0001' };
const CONSIGNEE = { Name: 'NORDIC HOME GOODS GMBH', Address: 'BILLWERDER NEUER DEICH 72\nHAMBURG GERMANY', Email: 'anna@nordic.example' };
const NOTIFY = { Name: 'SAME AS CONSIGNEE' };

async function acceptedOrder() {
  const hztx = await idOf(`select id from companies where code = 'CUS-HZTX'`);
  const formId = await idOf(`select id from entry_forms where efm_name = '标准出口整箱委托' and efm_status = 'PUBLISHED'`);
  const saved = await ok<EntryOrderSaved>(
    post(STAFF, P.entryOrderSave, {
      CompanyId: hztx,
      ENT_FORM_ID: formId,
      ENT_DIRECTION: 'EXPORT',
      ENT_TRANSPORT_METHOD: 'FCL',
      ENT_SERVICES: ['BOOKING'],
      ENT_INCOTERM: 'CIF',
      ENT_FREIGHT_TERM: 'PREPAID',
      ENT_POL: 'CNSHA',
      ENT_POD: 'NLRTM',
      ENT_CARGO_READY: day(8),
      ENT_ETD_FROM: day(12),
      ENT_ETD_TO: day(16),
      // two rows of one type: one booking line of 2
      ENT_CONTAINERS: [
        { TYPE: '40HQ', COUNT: 1 },
        { TYPE: '40HQ', COUNT: 1 },
      ],
      ENT_PKGS: 320,
      ENT_KG: 8650,
      ENT_CBM: 66.5,
      ENT_GOODS: 'RATTAN CHAIRS',
      ENT_HSCODE: '940179',
      Shipper: SHIPPER,
      Consignee: CONSIGNEE,
      Notify: NOTIFY,
      ENT_CUSTOM: { PoNo: 'PO-4711' },
    }),
  );
  const s = await ok<{ VERSION: number }>(post(STAFF, P.entryOrderSubmit, { Id: saved.Id, VERSION: saved.VERSION }));
  const a = await ok<{ VERSION: number; ENT_STATUS: number }>(post(STAFF, P.entryOrderDecide, { Id: saved.Id, VERSION: s.VERSION, Accept: true }));
  expect(a.ENT_STATUS).toBe(3);
  return { Id: saved.Id, ENT_NO: saved.ENT_NO, VERSION: a.VERSION };
}

const booking = async (id: number) => ok<BookingOrder>(get(DESK, `${B.bookingGet}?Id=${id}`));

describe('an accepted order made into its booking', () => {
  it('drafts the booking with the order as entered, refuses a second, and links it once released', async () => {
    const o = await acceptedOrder();
    // the customer has no such button; a stale version is refused
    expect((await post(CUSTOMER, P.entryOrderMakeBooking, { Id: o.Id, VERSION: o.VERSION })).statusCode).toBe(403);
    await refused(STAFF, P.entryOrderMakeBooking, { Id: o.Id, VERSION: o.VERSION - 1 }, 'STALE');
    const made = await ok<EntryBookingMade>(post(STAFF, P.entryOrderMakeBooking, { Id: o.Id, VERSION: o.VERSION }));
    expect(made).toMatchObject({ Id: o.Id, VERSION: o.VERSION + 1 });
    expect(made.BookingNo).toMatch(/^BK\d{10}$/);

    // the booking, through the booking module's own Get: the order's values, nothing retyped
    const b = await booking(made.BookingId);
    expect(b).toMatchObject({ BookingNo: made.BookingNo, Status: 'DRAFT', Source: 'INTERNAL', CompanyName: expect.stringContaining('天祥') });
    expect(b.Wire).toMatchObject({
      CarrierCode: '',
      PolCode: 'CNSHA',
      PodCode: 'NLRTM',
      ExpectedEtd: day(12),
      FreightTerm: 'PRE',
      Incoterms: 'CIF',
      Shipper: SHIPPER,
      Consignee: CONSIGNEE,
      Notify: NOTIFY,
      Commodity: 'RATTAN CHAIRS',
      HsCode: '940179',
      Packages: 320,
      GrossKg: 8650,
      Cbm: 66.5,
      Equipment: [{ ContainerClass: '40HQ', Units: 2 }],
      ShipperRef: o.ENT_NO,
    });
    expect(b.Wire.Remarks).toContain(o.ENT_NO);
    // its own log says it came from the order
    expect(b.Events.map((e) => [e.Type, e.Remarks])).toContainEqual(['v1.BookingDraftFromEntryOrder', o.ENT_NO]);

    // one booking per order; the order shows it and no longer offers to make one
    const again = await refused(STAFF, P.entryOrderMakeBooking, { Id: o.Id, VERSION: made.VERSION }, 'BOOKING_MADE');
    expect(again.zh.Message).toContain(made.BookingNo);
    const seen = await ok<EntryOrderDetail>(get(CUSTOMER, `${P.entryOrderGet}?Id=${o.Id}`));
    expect(seen.Order.ENT_STATUS).toBe(3);
    expect(seen.MadeBooking).toEqual({ Id: made.BookingId, BookingNo: made.BookingNo, Status: 'DRAFT', CgoId: '' });
    expect((await ok<EntryOrderDetail>(get(STAFF, `${P.entryOrderGet}?Id=${o.Id}`))).Moves).toEqual(['link', 'cancel']);
    // 海越's people find no such order
    expect((await get(OTHER, `${P.entryOrderGet}?Id=${o.Id}`)).statusCode).toBe(404);
    const log = await ok<{ Type: string; Detail: Record<string, unknown> }[]>(get(STAFF, `${P.entryOrderLog}?Id=${o.Id}`));
    expect(log.find((l) => l.Type === 'v1.BookingDrafted')?.Detail).toMatchObject({ BookingNo: made.BookingNo });

    // the booking desk completes, submits, accepts and releases it through the booking's own calls
    const wire = {
      ...b.Wire,
      CarrierCode: 'COSU',
      ReceiptType: 'CY',
      DeliveryType: 'CY',
      TransportDocType: 'BOL',
      BlRelease: 'TELEX',
      NumberOfOriginals: 0,
      PackageKind: 'CT',
      CargoType: 'GP',
    };
    const saved = await ok<{ Version: number }>(post(CUSTOMER, B.bookingSaveDraft, { Id: b.Id, Version: b.Version, Wire: wire }));
    const submitted = await ok<{ Version: number }>(
      post(CUSTOMER, B.bookingSubmit, { Id: b.Id, Version: saved.Version }, undefined, { 'idempotency-key': `make-booking-${b.Id}` }),
    );
    const accepted = await ok<{ Version: number }>(post(DESK, B.bookingAccept, { Id: b.Id, Version: submitted.Version }));
    const etd = day(12);
    const released = await ok<{ CgoId: string }>(
      post(DESK, B.bookingRelease, {
        Id: b.Id,
        Version: accepted.Version,
        Facts: {
          CarrierBookingNo: `COSU${Math.floor(Math.random() * 1e9)}`,
          ConfirmedVessel: 'COSCO SHIPPING ARIES',
          ConfirmedVoyage: '033W',
          Etd: `${etd} 18:00`,
          ConfirmedEquipment: [{ ContainerClass: '40HQ', Units: 2 }],
          CutOffs: [
            { Code: 'DCO', DateTime: `${day(9)} 12:00` },
            { Code: 'FCO', DateTime: `${day(10)} 12:00` },
          ],
        },
      }),
    );
    expect(released.CgoId).toMatch(/^CGO-HZTX-/);

    // read again: the system linked it — booked on that CGO_ID, the event by the system
    const booked = await ok<EntryOrderDetail>(get(STAFF, `${P.entryOrderGet}?Id=${o.Id}`));
    expect(booked.Order.ENT_STATUS).toBe(4);
    expect(booked.Order.ENT_CGO_ID).toBe(released.CgoId);
    expect(booked.Booking?.Containers).toEqual([{ TYPE: '40HQ', COUNT: 2 }]);
    expect(booked.MadeBooking).toMatchObject({ Status: 'RELEASED', CgoId: released.CgoId });
    const [linked] = await t.db.query<{ actor_kind: string }>(
      `select actor_kind from entry_order_events where ent_id = $1 and type = 'v1.BookingLinked' order by id desc limit 1`,
      [o.Id],
    );
    expect(linked?.actor_kind).toBe('system');
    // made again from a booked order: still the one booking
    await refused(STAFF, P.entryOrderMakeBooking, { Id: o.Id, VERSION: booked.Order.VERSION }, 'BOOKING_MADE');
  });

  it('refuses an order that is not accepted, leaves a cancelled booking unlinked, and books again in its place', async () => {
    const hztx = await idOf(`select id from companies where code = 'CUS-HZTX'`);
    const formId = await idOf(`select id from entry_forms where efm_name = '标准出口整箱委托' and efm_status = 'PUBLISHED'`);
    const draft = await ok<EntryOrderSaved>(
      post(STAFF, P.entryOrderSave, { CompanyId: hztx, ENT_FORM_ID: formId, ENT_DIRECTION: 'EXPORT', ENT_TRANSPORT_METHOD: 'FCL', ENT_GOODS: 'DESKS' }),
    );
    await refused(STAFF, P.entryOrderMakeBooking, { Id: draft.Id, VERSION: draft.VERSION }, 'ENT_STATE');

    const o = await acceptedOrder();
    const made = await ok<EntryBookingMade>(post(STAFF, P.entryOrderMakeBooking, { Id: o.Id, VERSION: o.VERSION }));
    const b = await booking(made.BookingId);
    await ok(post(CUSTOMER, B.bookingCancel, { Id: b.Id, Version: b.Version }));
    const seen = await ok<EntryOrderDetail>(get(STAFF, `${P.entryOrderGet}?Id=${o.Id}`));
    expect(seen.Order.ENT_STATUS).toBe(3);
    expect(seen.MadeBooking).toMatchObject({ BookingNo: made.BookingNo, Status: 'CANCELLED', CgoId: '' });
    // the booking ended: the desk books again, the new booking replaces it on the order, the order's log names both
    expect(seen.Moves).toContain('book');
    const again = await ok<EntryBookingMade>(post(STAFF, P.entryOrderMakeBooking, { Id: o.Id, VERSION: seen.Order.VERSION }));
    expect(again.BookingNo).not.toBe(made.BookingNo);
    const after = await ok<EntryOrderDetail>(get(STAFF, `${P.entryOrderGet}?Id=${o.Id}`));
    expect(after.MadeBooking).toMatchObject({ BookingNo: again.BookingNo, Status: 'DRAFT' });
    expect(after.Moves).not.toContain('book');
    const [drafted] = await t.db.query<{ detail: { BookingNo: string; Replaces?: string } }>(
      `select detail from entry_order_events where ent_id = $1 and type = 'v1.BookingDrafted' order by id desc limit 1`,
      [o.Id],
    );
    expect(drafted?.detail).toMatchObject({ BookingNo: again.BookingNo, Replaces: made.BookingNo });
    await refused(STAFF, P.entryOrderMakeBooking, { Id: o.Id, VERSION: after.Order.VERSION }, 'BOOKING_MADE');
  });
});
