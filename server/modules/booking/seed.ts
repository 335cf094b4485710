import { carrierBookingNoFormat } from '../../../src/domain/booking/carrierBookingNo';
import type { BookingWire } from '../../../src/contract/booking/calls';
import { BOOKING_ACCESS, BOOKING_PAGES, CUSTOMER_BOOKING_PAGES, DESK_PAGES } from '../../../src/contract/booking/module';
import type { BookingStatus } from '../../../src/domain/booking/status';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import type { Queryable } from '../../db/types';
import { grantButtonsToRoles, grantMenusToRoles, seedDemoRoles, syncMenuButtons } from '../access/public';
import { seedDemoStaff } from '../staff/public';
import { seedBookingOpenings } from '../refdata/public';
import { DEMO_BOOKINGS, DEMO_BOOKINGS_V2 } from './demoBookingsSeed';

/**
 * The booking desk and the demo's bookings (issue 17): the desk's role and clerk, each carrier's
 * booking set-up, the customers' buttons on the booking pages (a database seeded before them), and
 * booking orders in every state — the released ones are the cargo records (CGO_IDs) the SI demo uses.
 */

/** Carriers booked through the (simulated) API channel, by e-mail or portal; HLCU wants HS codes, ONEY takes no online bookings. */
const CARRIER_SETUP: { code: string; channel: 'API' | 'EMAIL' | 'PORTAL'; online: boolean; fields: string[]; sla: number }[] = [
  { code: 'COSU', channel: 'API', online: true, fields: [], sla: 60 },
  { code: 'MAEU', channel: 'API', online: true, fields: [], sla: 60 },
  { code: 'CMDU', channel: 'API', online: true, fields: [], sla: 90 },
  { code: 'EGLV', channel: 'API', online: true, fields: [], sla: 120 },
  { code: 'MSCU', channel: 'PORTAL', online: true, fields: [], sla: 120 },
  { code: 'HLCU', channel: 'EMAIL', online: true, fields: ['HsCode'], sla: 120 },
  { code: 'OOLU', channel: 'EMAIL', online: true, fields: [], sla: 120 },
  { code: 'ONEY', channel: 'EMAIL', online: false, fields: [], sla: 180 },
];

const buttonsOf = (...rows: { menus: readonly string[]; button?: string }[]) => {
  const out: Record<string, string[]> = {};
  for (const r of rows) for (const m of r.menus) if (r.button) out[m] = [...new Set([...(out[m] ?? []), r.button])];
  return out;
};

export async function seedBookingDesk(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  for (const c of CARRIER_SETUP)
    await tx.query(
      `insert into booking_carrier_configs (carrier_code, online_bookable, channel, required_fields, accept_sla_minutes)
       select $1, $2, $3, $4, $5 where exists (select 1 from carrier_directory where code = $1) on conflict do nothing`,
      [c.code, c.online, c.channel, c.fields, c.sla],
    );
  await seedDemoStaff(tx, [{ account: 'booking@demo.test', name: '何静' }]);
  const A = BOOKING_ACCESS;
  await seedDemoRoles(tx, [
    {
      name: '订舱专员',
      description: '受理客户订舱、向船公司订舱、放舱；可代客户订舱',
      owner: { company: 'PLATFORM' },
      tree: 'internal',
      menus: [
        ...DESK_PAGES,
        BOOKING_PAGES.carrierConfig,
        BOOKING_PAGES.fill,
        BOOKING_PAGES.onBehalf,
        BOOKING_PAGES.cockpit,
        BOOKING_PAGES.smart,
        '/quckBook/BookCode',
      ],
      buttons: buttonsOf(A.accept, A.return, A.reject, A.book, A.release, A.bookingEdit, A.bookingSubmit, A.bookingOnBehalf, A.carrierConfigEdit),
      holders: ['booking@demo.test'],
    },
  ]);
  // the customers' template role holds the whole external tree: the booking pages' new buttons join it
  await grantButtonsToRoles(tx, { standard: 'customer' }, { tree: 'external', paths: CUSTOMER_BOOKING_PAGES }, '*');
}

/** A plausible booking as a customer writes it. */
function wire(over: Partial<BookingWire> & Pick<BookingWire, 'CarrierCode' | 'PolCode' | 'PodCode'>): BookingWire {
  return {
    ReceiptType: 'CY',
    DeliveryType: 'CY',
    FreightTerm: 'PRE',
    TransportDocType: 'BOL',
    BlRelease: 'TELEX',
    NumberOfOriginals: 0,
    Incoterms: 'FOB',
    Shipper: { Name: 'HANGZHOU TIANXIANG TRADING CO LTD', Address: 'NO 88 JIANGNAN AVENUE\nBINJIANG DISTRICT HANGZHOU CHINA', TaxId: '91330108MA2B1234X5' },
    Consignee: { Name: 'NORDIC HOME GOODS GMBH', Address: 'GROSSE ELBSTRASSE 145\n22767 HAMBURG GERMANY' },
    Notify: { Name: 'SAME AS CONSIGNEE' },
    Commodity: 'HOUSEHOLD FURNITURE (WOODEN CHAIRS AND TABLES)',
    HsCode: '940360',
    Packages: 480,
    PackageKind: 'CT',
    GrossKg: 18_600,
    Cbm: 120,
    CargoType: 'GP',
    Equipment: [{ ContainerClass: '40HQ', Units: 2, IsShipperOwned: false, GrossKgPerUnit: 9300 }],
    ...over,
  };
}

type DemoOrder = { company: 'CUS-HZTX' | 'CUS-NBHY'; status: BookingStatus; wire: BookingWire; remarks?: string; cgo?: string; submittedMinutesAgo?: number };

/** The events a booking in `status` went through, oldest first (desk events by the desk clerk). */
const PATHS: Partial<Record<BookingStatus, string[]>> = {
  DRAFT: ['v1.BookingDraftSaved'],
  SUBMITTED: ['v1.BookingDraftSaved', 'v1.BookingSubmitted'],
  RETURNED: ['v1.BookingDraftSaved', 'v1.BookingSubmitted', 'v1.BookingReturned'],
  ACCEPTED: ['v1.BookingDraftSaved', 'v1.BookingSubmitted', 'v1.BookingAccepted'],
  BOOKED: ['v1.BookingDraftSaved', 'v1.BookingSubmitted', 'v1.BookingAccepted', 'v1.BookingBooked'],
  REJECTED: ['v1.BookingDraftSaved', 'v1.BookingSubmitted', 'v1.BookingRejected'],
  CANCELLED: ['v1.BookingDraftSaved', 'v1.BookingSubmitted', 'v1.BookingCancelled'],
  RELEASED: ['v1.BookingDraftSaved', 'v1.BookingSubmitted', 'v1.BookingAccepted', 'v1.BookingBooked', 'v1.BookingReleased'],
};
const DESK_EVENTS = new Set(['v1.BookingReturned', 'v1.BookingAccepted', 'v1.BookingBooked', 'v1.BookingRejected', 'v1.BookingReleased']);

export async function seedDemoBookingOrders(tx: Queryable): Promise<void> {
  const people = await tx.query<{ account: string; id: string }>(
    `select u.account, e.id from employee_directory e join user_directory u on u.id = e.user_id join company_directory c on c.id = e.company_id
      where (u.account, c.code) in (('customer@demo.test', 'CUS-HZTX'), ('customer2@demo.test', 'CUS-NBHY'), ('booking@demo.test', 'PLATFORM'))`,
  );
  const who = (account: string) => people.find((p) => p.account === account)?.id ?? null;
  const desk = who('booking@demo.test');
  const today = todayInShanghai();
  const ahead = (days: number) => addDays(today, days);

  // the released ones: every demo cargo record the SI demo uses went through the desk
  const released: DemoOrder[] = [...DEMO_BOOKINGS, ...DEMO_BOOKINGS_V2].map((b) => ({
    company: b.company as DemoOrder['company'],
    status: 'RELEASED',
    cgo: b.cgo,
    wire: wire({
      CarrierCode: b.carrier,
      PolCode: b.loading[1],
      PodCode: b.discharge[1],
      PorCode: b.receipt[1],
      FndCode: b.delivery[1],
      RequestedVessel: b.vessel,
      RequestedVoyage: b.voyage,
      ExpectedEtd: b.sailing,
      Equipment: b.containers.map((c) => ({ ContainerClass: c.TYPE, Units: c.COUNT, IsShipperOwned: false, GrossKgPerUnit: 9000 })),
      ShipperRef: `PO-${b.cgo.slice(-8)}`,
    }),
  }));
  const open: DemoOrder[] = [
    {
      company: 'CUS-HZTX',
      status: 'DRAFT',
      wire: wire({ CarrierCode: 'MAEU', PolCode: 'CNNGB', PodCode: 'DEHAM', ExpectedEtd: ahead(16), ShipperRef: 'PO-2611-301' }),
    },
    {
      company: 'CUS-HZTX',
      status: 'SUBMITTED',
      submittedMinutesAgo: 20,
      wire: wire({ CarrierCode: 'COSU', PolCode: 'CNSHA', PodCode: 'NLRTM', ExpectedEtd: ahead(12), ShipperRef: 'PO-2611-302' }),
    },
    {
      // waiting longer than COSCO's acceptance SLA: it lights up on the desk and the cockpit (R6.12)
      company: 'CUS-NBHY',
      status: 'SUBMITTED',
      submittedMinutesAgo: 180,
      wire: wire({
        CarrierCode: 'COSU',
        PolCode: 'CNNGB',
        PodCode: 'BEANR',
        ExpectedEtd: ahead(10),
        ShipperRef: 'NBHY-7781',
        Shipper: { Name: 'NINGBO HAIYUE IMPORT AND EXPORT CO', Address: 'NO 1 ZHONGSHAN ROAD\nNINGBO CHINA' },
        Consignee: { Name: 'TO ORDER' },
        Notify: { Name: 'ANTWERP HOUSEWARES NV', Address: 'NOORDERLAAN 12\n2030 ANTWERP BELGIUM' },
        Commodity: 'STAINLESS STEEL KITCHENWARE',
        HsCode: '732393',
        Equipment: [{ ContainerClass: '20GP', Units: 3, IsShipperOwned: false, GrossKgPerUnit: 14000 }],
      }),
    },
    {
      company: 'CUS-HZTX',
      status: 'ACCEPTED',
      submittedMinutesAgo: 240,
      wire: wire({ CarrierCode: 'CMDU', PolCode: 'CNSHA', PodCode: 'USLAX', ExpectedEtd: ahead(14), ShipperRef: 'PO-2611-303' }),
    },
    {
      company: 'CUS-HZTX',
      status: 'RETURNED',
      submittedMinutesAgo: 600,
      remarks: '请补充收货人完整地址与联系电话 / Please give the consignee’s full address and phone.',
      wire: wire({ CarrierCode: 'EGLV', PolCode: 'CNYTN', PodCode: 'SGSIN', ExpectedEtd: ahead(9), ShipperRef: 'PO-2611-304' }),
    },
    {
      company: 'CUS-NBHY',
      status: 'BOOKED',
      submittedMinutesAgo: 1500,
      wire: wire({ CarrierCode: 'MSCU', PolCode: 'CNYTN', PodCode: 'NLRTM', ExpectedEtd: ahead(11), ShipperRef: 'NBHY-7790' }),
    },
    {
      company: 'CUS-HZTX',
      status: 'REJECTED',
      submittedMinutesAgo: 2900,
      remarks: '该航次已满舱，请改订下一航次 / The sailing is full: please book the next one.',
      wire: wire({ CarrierCode: 'OOLU', PolCode: 'CNNGB', PodCode: 'USLAX', ExpectedEtd: ahead(5), ShipperRef: 'PO-2611-305' }),
    },
    {
      company: 'CUS-HZTX',
      status: 'CANCELLED',
      submittedMinutesAgo: 4000,
      wire: wire({ CarrierCode: 'COSU', PolCode: 'CNSHA', PodCode: 'NLRTM', ExpectedEtd: ahead(7), ShipperRef: 'PO-2611-299' }),
    },
  ];

  for (const d of [...released, ...open]) {
    const customer = who(d.company === 'CUS-HZTX' ? 'customer@demo.test' : 'customer2@demo.test');
    if (!customer) continue;
    if (d.cgo) {
      const [known] = await tx.query('select 1 from booking_orders where cgo_id = $1', [d.cgo]);
      if (known) continue;
    }
    const [row] = d.cgo
      ? await tx.query<{ mbl_no: string; vessel: string; voyage: string; sailing: string; deadline: string; containers: { TYPE: string; COUNT: number }[] }>(
          'select mbl_no, vessel, voyage, sailing_date::text as sailing, deadline::text as deadline, containers from bookings where cgo_id = $1',
          [d.cgo],
        )
      : [];
    if (d.cgo && !row) continue;
    const etdAt = row ? `${row.sailing}T10:00:00Z` : null; // 18:00 in Shanghai
    const release = row
      ? {
          // the carrier's own booking number, in its shape (the B/L number is the cargo record's)
          CarrierBookingNo: carrierBookingNoFormat(d.wire.CarrierCode).make(Number(row.mbl_no.replace(/\D/g, ''))),
          ConfirmedVessel: row.vessel,
          ConfirmedVoyage: row.voyage,
          Etd: etdAt,
          Eta: '',
          ConfirmedEquipment: row.containers.map((c) => ({ ContainerClass: c.TYPE, Units: c.COUNT })),
          CutOffs: [
            { Code: 'DCO', DateTime: `${row.deadline}T04:00:00.000Z` },
            { Code: 'FCO', DateTime: `${addDays(row.sailing, -2)}T04:00:00.000Z` },
          ],
          Partial: false,
          Simulated: false,
        }
      : null;
    const [made] = await tx.query<{ id: string }>(
      `insert into booking_orders (booking_no, company_id, created_by, handler_id, source, body, carrier_code, pol_code, pod_code, expected_etd, shipper_ref,
                                   status, desk_remarks, release, carrier_booking_no, cgo_id, submitted_at, released_at, created_at, updated_at)
       select 'BK' || to_char(now() at time zone 'Asia/Shanghai', 'YYMM') || lpad(nextval('booking_no_seq')::text, 6, '0'), c.id, $2, $3, 'ONLINE', $4,
              $5, $6, $7, $8::date, $9, $10, $11, $12, $13, $14,
              case when $10 = 'DRAFT' then null else now() - (interval '1 minute' * $15::int) end,
              case when $10 = 'RELEASED' then now() - interval '2 days' else null end,
              now() - (interval '1 minute' * ($15::int + 30)), now() - (interval '1 minute' * greatest($15::int - 10, 0))
         from company_directory c where c.code = $1 returning id`,
      [
        d.company,
        customer,
        d.status === 'DRAFT' || d.status === 'SUBMITTED' ? null : desk,
        JSON.stringify(d.wire),
        d.wire.CarrierCode,
        d.wire.PolCode,
        d.wire.PodCode,
        d.wire.ExpectedEtd,
        d.wire.ShipperRef ?? '',
        d.status,
        d.remarks ?? '',
        release ? JSON.stringify(release) : null,
        release?.CarrierBookingNo ?? null,
        d.cgo ?? null,
        d.submittedMinutesAgo ?? 3 * 24 * 60,
      ],
    );
    for (const [i, type] of (PATHS[d.status] ?? []).entries()) {
      const last = i === (PATHS[d.status]?.length ?? 0) - 1;
      await tx.query(
        `insert into booking_events (booking_id, actor_id, type, remarks, detail, at) values ($1, $2, $3, $4, $5, now() - (interval '1 minute' * ($6::int - $7::int * 5)))`,
        [
          made!.id,
          DESK_EVENTS.has(type) ? desk : customer,
          type,
          last ? (d.remarks ?? '') : '',
          JSON.stringify(d.cgo && type === 'v1.BookingReleased' ? { CgoId: d.cgo } : {}),
          (d.submittedMinutesAgo ?? 3 * 24 * 60) + 30,
          i,
        ],
      );
    }
  }
}

/** The quick booking pages (Home, DcSearch) join the desk's role: its clerks price and book for customers from them. */
export async function seedQuickBookingMenus(tx: Queryable): Promise<void> {
  await grantMenusToRoles(tx, { platform: ['订舱专员'] }, { tree: 'internal', paths: [BOOKING_PAGES.quick, BOOKING_PAGES.search] });
  // 开舱 (R6.2): carriers open a sailing for bookings about three weeks before it leaves; the demo's later sailings are not open yet
  await seedBookingOpenings(tx);
}

/**
 * A booking placed through a third party (BookThirdDetail): 杭州天祥 booked on a rate the provider
 * 上海远达 (PRV-SHYD) shares with the platform, and the desk accepted it.
 */
export async function seedThirdPartyBooking(tx: Queryable): Promise<void> {
  const [rate] = await tx.query<{ id: number; rate_no: string; version: number; valid_to: string; carrier: string; pol: string; pod: string }>(
    `select r.id::int, r.rate_no, r.version, r.valid_to::text, r.carrier_code as carrier, r.pol_code as pol, r.pod_code as pod
       from fcl_rate_directory r join company_directory c on c.id = r.owner_company_id
      where c.kind = 'provider' and r.status = 'PUBLISHED' and r.valid_to >= current_date order by r.id limit 1`,
  );
  const [people] = await tx.query<{ customer: string; desk: string }>(
    `select (select e.id from employee_directory e join user_directory u on u.id = e.user_id join company_directory c on c.id = e.company_id where u.account = 'customer@demo.test' and c.code = 'CUS-HZTX') as customer,
            (select e.id from employee_directory e join user_directory u on u.id = e.user_id where u.account = 'booking@demo.test') as desk`,
  );
  if (!rate || !people?.customer) return;
  const etd = [addDays(todayInShanghai(), 15), rate.valid_to].sort()[0]!;
  const body = wire({ CarrierCode: rate.carrier, PolCode: rate.pol, PodCode: rate.pod, ExpectedEtd: etd, ShipperRef: 'PO-2611-310', RateId: rate.id });
  const [made] = await tx.query<{ id: string }>(
    `insert into booking_orders (booking_no, company_id, created_by, handler_id, source, body, carrier_code, pol_code, pod_code, expected_etd, shipper_ref,
                                 status, price_snapshot, submitted_at, created_at, updated_at)
     select 'BK' || to_char(now() at time zone 'Asia/Shanghai', 'YYMM') || lpad(nextval('booking_no_seq')::text, 6, '0'), c.id, $1, $2, 'ONLINE', $3,
            $4, $5, $6, $7::date, 'PO-2611-310', 'ACCEPTED', $8, now() - interval '90 minutes', now() - interval '2 hours', now() - interval '30 minutes'
       from company_directory c where c.code = 'CUS-HZTX' returning id`,
    [
      people.customer,
      people.desk,
      JSON.stringify(body),
      rate.carrier,
      rate.pol,
      rate.pod,
      etd,
      JSON.stringify({ RateId: rate.id, RateNo: rate.rate_no, RateVersion: rate.version, ValidTo: rate.valid_to, SearchId: null, Refs: [], Totals: '' }),
    ],
  );
  for (const [i, type] of ['v1.BookingDraftSaved', 'v1.BookingSubmitted', 'v1.BookingAccepted'].entries())
    await tx.query(`insert into booking_events (booking_id, actor_id, type, at) values ($1, $2, $3, now() - (interval '1 minute' * (120 - $4::int * 40)))`, [
      made!.id,
      type === 'v1.BookingAccepted' ? people.desk : people.customer,
      type,
      i,
    ]);
}
