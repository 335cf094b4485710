import { carrierBookingNoFormat } from '../../../src/domain/booking/carrierBookingNo';
import { CUSTOMER_READY_SPACE_PAGES } from '../../../src/contract/readySpace/module';
import type { OrderStatus } from '../../../src/domain/readySpace/status';
import { localDateTime } from '../../../src/domain/refdata/localTimes';
import { folderPath } from '../../../src/routes/defaultMenus';
import type { Queryable } from '../../db/types';
import { grantButtonsToRoles, grantMenusToRoles, seedMenus } from '../access/public';
import { createBookedOrder } from '../booking/public';
import { creditDemoOrderTo, releaseOrder } from '../booking/public';

/**
 * Ready space in the demo (issue 18): the providers' external folder and its buttons for the provider
 * template role, the buyers' buttons on the market pages; then 上海远达 (PRV-SHYD) selling space on the
 * seeded sailings in every state of a listing, the platform's own listing, and orders in every state
 * of an order — the released ones released through the booking module's release, so their bookings
 * and cargo records (CGO_ID) exist as a real release makes them.
 */

export async function seedReadySpaceAccess(tx: Queryable): Promise<void> {
  // the folder joins an external tree seeded before it (its nodes are inserted where missing), with every button
  await seedMenus(tx);
  const folder = { tree: 'external', paths: [folderPath('providerReadySpace')], andChildren: true } as const;
  await grantMenusToRoles(tx, { standard: 'provider' }, folder);
  await grantButtonsToRoles(tx, { standard: 'provider' }, folder, '*');
  // the customers' template role holds the market pages already: their new buttons (buy, cancel) join it
  await grantButtonsToRoles(tx, { standard: 'customer' }, { tree: 'external', paths: CUSTOMER_READY_SPACE_PAGES }, '*');
}

type Sailing = {
  id: string;
  carrier: string;
  vessel: string;
  voyage: string;
  service: string | null;
  pol: string;
  pod: string;
  etd: string;
  zone: string;
  cut_offs: { Code?: string; DateTime?: string; code?: string; dateTime?: string }[];
};
type DemoOrder = {
  buyer: 'customer@demo.test' | 'customer2@demo.test';
  status: OrderStatus;
  lines: [string, number][];
  /** Released: the carrier's booking number is this sequence in the sailing's carrier's own shape (src/domain/booking/carrierBookingNo.ts). */
  bookingSeq?: number;
  from?: 'CONFIRMED' | 'SO_RELEASED';
};
type DemoSpace = {
  owner: 'PRV-SHYD' | 'PLATFORM';
  status: 'DRAFT' | 'SUBMITTED' | 'ON_SALE' | 'OFF_SHELF';
  lines: [string, number, number][];
  orders: DemoOrder[];
  remarks?: string;
  auditRemarks?: string;
  /** a listing whose sales closed (its sailing's cut-off has passed) */
  closed?: boolean;
};

const DEMO: DemoSpace[] = [
  {
    owner: 'PRV-SHYD',
    status: 'ON_SALE',
    lines: [
      ['40HQ', 10, 185000],
      ['20GP', 6, 98000],
      ['40GP', 4, 172000],
    ],
    orders: [
      { buyer: 'customer@demo.test', status: 'PLACED', lines: [['40HQ', 3]] },
      { buyer: 'customer2@demo.test', status: 'CONFIRMED', lines: [['40HQ', 2]] },
      { buyer: 'customer@demo.test', status: 'REJECTED', lines: [['20GP', 1]] },
      { buyer: 'customer2@demo.test', status: 'CANCELLED', lines: [['40GP', 1]] },
      { buyer: 'customer@demo.test', status: 'EXPIRED', lines: [['40HQ', 2]] },
    ],
    remarks: '船东直放舱位，确认后2小时内放舱。',
  },
  {
    // everything sold: shown SOLD_OUT (derived)
    owner: 'PRV-SHYD',
    status: 'ON_SALE',
    lines: [['40HQ', 4, 192000]],
    orders: [
      { buyer: 'customer@demo.test', status: 'SO_RELEASED', lines: [['40HQ', 2]], bookingSeq: 20001801 },
      { buyer: 'customer2@demo.test', status: 'CANCEL_REQUESTED', lines: [['40HQ', 2]], from: 'CONFIRMED' },
    ],
  },
  { owner: 'PRV-SHYD', status: 'SUBMITTED', lines: [['40HQ', 8, 176000]], orders: [] },
  { owner: 'PRV-SHYD', status: 'DRAFT', lines: [['20GP', 5, 90000]], orders: [], auditRemarks: '请补充取消条款中的退舱费金额。' },
  { owner: 'PRV-SHYD', status: 'OFF_SHELF', lines: [['40GP', 3, 168000]], orders: [] },
  {
    owner: 'PLATFORM',
    status: 'ON_SALE',
    lines: [
      ['40HQ', 6, 179000],
      ['20GP', 4, 95000],
    ],
    orders: [],
  },
  {
    owner: 'PRV-SHYD',
    status: 'ON_SALE',
    closed: true,
    lines: [['40HQ', 2, 181000]],
    orders: [{ buyer: 'customer@demo.test', status: 'COMPLETED', lines: [['40HQ', 2]], bookingSeq: 20001802 }],
  },
];

export async function seedDemoReadySpace(tx: Queryable): Promise<void> {
  const people = await tx.query<{ account: string; id: string; company_id: string }>(
    `select u.account, e.id::text as id, e.company_id::text as company_id from employee_directory e join user_directory u on u.id = e.user_id join company_directory c on c.id = e.company_id
      where (u.account, c.code) in (('provider@demo.test', 'PRV-SHYD'), ('admin@demo.test', 'PLATFORM'), ('customer@demo.test', 'CUS-HZTX'), ('customer2@demo.test', 'CUS-NBHY'))`,
  );
  const who = (account: string) => people.find((p) => p.account === account);
  const sailings = await tx.query<Sailing>(
    `select c.id::text as id, c.carrier_code as carrier, v.name as vessel, c.voyage, c.service_code as service, c.port_code as pol, p.port_code as pod,
            (coalesce(c.etd_estimated, c.etd_planned) at time zone coalesce(nullif(pt.time_zone, ''), 'Asia/Shanghai'))::date::text as etd,
            coalesce(nullif(pt.time_zone, ''), 'Asia/Shanghai') as zone, c.cut_offs
       from vessel_call_directory c join vessel_directory v on v.id = c.vessel_id join port_directory pt on pt.code = c.port_code
       join lateral (select x.port_code from vessel_call_directory x where x.vessel_id = c.vessel_id and x.voyage = c.voyage and x.seq > c.seq
                        and left(x.port_code, 2) <> 'CN' order by x.seq desc limit 1) p on true
      where c.port_code like 'CN%' and c.atd is null and coalesce(c.etd_estimated, c.etd_planned) between now() + interval '6 days' and now() + interval '45 days'
        and jsonb_array_length(c.cut_offs) >= 2
      order by coalesce(c.etd_estimated, c.etd_planned), c.id limit 12`,
  );
  const provider = who('provider@demo.test');
  if (!provider || sailings.length < DEMO.length) return;
  const [platform] = await tx.query<{ id: string }>(`select id::text from company_directory where code = 'PLATFORM'`);
  for (const [i, d] of DEMO.entries()) {
    const sailing = sailings[i]!;
    const cutOffs = sailing.cut_offs
      .map((c) => ({ Code: (c.Code ?? c.code ?? '').toUpperCase(), DateTime: new Date(c.DateTime ?? c.dateTime ?? '').toISOString() }))
      .filter((c) => c.Code)
      .sort((a, b) => (a.DateTime < b.DateTime ? -1 : 1));
    const dco = cutOffs.find((c) => c.Code === 'DCO') ?? cutOffs[0]!;
    // sales close a day before the documents' cut-off; a closed one closed yesterday
    const validUntil = d.closed ? new Date(Date.now() - 24 * 3_600_000).toISOString() : new Date(Date.parse(dco.DateTime) - 24 * 3_600_000).toISOString();
    const owner = d.owner === 'PLATFORM' ? { company_id: platform!.id, id: who('admin@demo.test')?.id ?? null } : provider;
    const [space] = await tx.query<{ id: string; space_no: string }>(
      `insert into ready_spaces (space_no, provider_company_id, created_by, vessel_call_id, carrier_code, vessel_name, voyage, service_code, pol_code, pod_code, etd,
                                 cut_offs, currency, price_includes, surcharges, max_per_order, valid_until, cancellation_terms, cancel_fee_minor, status,
                                 audit_by, audit_at, audit_remarks, remarks, created_at, updated_at)
       values ('RS' || to_char(now() at time zone 'Asia/Shanghai', 'YYMM') || lpad(nextval('ready_space_no_seq')::text, 5, '0'), $1, $2, $3, $4, $5, $6, $7, $8, $9,
               $10::date, $11, 'USD', 'OF_ONLY', $12, 6, $13, $14, 50000, $15, $16, case when $15 in ('ON_SALE', 'OFF_SHELF') then now() - interval '1 day' end, $17, $18,
               now() - interval '2 days', now() - interval '1 day')
       returning id::text, space_no`,
      [
        owner.company_id,
        owner.id,
        sailing.id,
        sailing.carrier,
        sailing.vessel.toUpperCase(),
        sailing.voyage,
        sailing.service ?? '',
        sailing.pol,
        sailing.pod,
        d.closed ? new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10) : sailing.etd,
        JSON.stringify(cutOffs),
        JSON.stringify([{ Code: 'THC', Amount: '780', Currency: 'CNY', Per: 'CONTAINER' }]),
        validUntil,
        '放舱后取消每箱收取退舱费 USD 500；开船前 7 天内不接受取消。After the S/O is released a cancellation costs USD 500 per container.',
        d.status,
        d.status === 'ON_SALE' || d.status === 'OFF_SHELF' ? (who('admin@demo.test')?.id ?? null) : null,
        d.auditRemarks ?? '',
        d.remarks ?? '',
      ],
    );
    const spaceId = Number(space!.id);
    const sold = new Map<string, number>();
    const held = new Map<string, number>();
    for (const [cls, total, price] of d.lines)
      await tx.query('insert into ready_space_lines (ready_space_id, container_class, total_qty, price_minor) values ($1, $2, $3, $4)', [
        spaceId,
        cls,
        total,
        price,
      ]);
    const events: [string, string | null][] = [['v1.ReadySpaceDraftSaved', owner.id]];
    if (d.status !== 'DRAFT') events.push([d.owner === 'PLATFORM' ? 'v1.ReadySpacePublished' : 'v1.ReadySpaceSubmitted', owner.id]);
    if (d.auditRemarks) events.push(['v1.ReadySpaceSubmitted', owner.id], ['v1.ReadySpaceRejected', who('admin@demo.test')?.id ?? null]);
    if ((d.status === 'ON_SALE' || d.status === 'OFF_SHELF') && d.owner !== 'PLATFORM')
      events.push(['v1.ReadySpaceApproved', who('admin@demo.test')?.id ?? null]);
    if (d.status === 'OFF_SHELF') events.push(['v1.ReadySpaceOffShelf', owner.id]);
    for (const [type, actor] of events)
      await tx.query(`insert into ready_space_events (ready_space_id, actor_id, type, remarks, at) values ($1, $2, $3, $4, now() - interval '1 day')`, [
        spaceId,
        actor,
        type,
        type === 'v1.ReadySpaceRejected' ? (d.auditRemarks ?? '') : '',
      ]);

    for (const o of d.orders) {
      const buyer = who(o.buyer);
      if (!buyer) continue;
      const holdMinutes = o.status === 'PLACED' ? 90 : o.status === 'EXPIRED' ? -30 : 60;
      const [order] = await tx.query<{ id: string; order_no: string }>(
        `insert into ready_space_orders (order_no, ready_space_id, buyer_company_id, buyer_employee_id, status, cancel_from, cargo, contact, hold_expires_at, reason,
                                         created_at, updated_at)
         values ('RO' || to_char(now() at time zone 'Asia/Shanghai', 'YYMM') || lpad(nextval('ready_space_order_no_seq')::text, 6, '0'), $1, $2, $3, $4, $5, $6, $7,
                 now() + (interval '1 minute' * $8::int), $9, now() - interval '30 minutes', now() - interval '10 minutes')
         returning id::text, order_no`,
        [
          spaceId,
          buyer.company_id,
          buyer.id,
          o.status,
          o.from ?? null,
          JSON.stringify({ Commodity: 'HOUSEHOLD FURNITURE', CargoType: 'GP', GrossKgPerUnit: 9000, HsCode: '940360' }),
          JSON.stringify({ Name: o.buyer === 'customer@demo.test' ? '陈晨' : '赵磊', Phone: '13800000000' }),
          holdMinutes,
          o.status === 'REJECTED' ? '该箱型舱位已调整，请改订40HQ。' : o.status === 'CANCEL_REQUESTED' ? '客户货物延期。' : '',
        ],
      );
      const orderId = Number(order!.id);
      for (const [cls, qty] of o.lines) {
        const price = d.lines.find((l) => l[0] === cls)![2];
        await tx.query('insert into ready_space_order_lines (order_id, container_class, qty, unit_price_minor, currency) values ($1, $2, $3, $4, $5)', [
          orderId,
          cls,
          qty,
          price,
          'USD',
        ]);
        if (o.status === 'PLACED') held.set(cls, (held.get(cls) ?? 0) + qty);
        if (['CONFIRMED', 'SO_RELEASED', 'CANCEL_REQUESTED', 'COMPLETED'].includes(o.status)) sold.set(cls, (sold.get(cls) ?? 0) + qty);
      }
      const path: Partial<Record<OrderStatus, string[]>> = {
        PLACED: [],
        CONFIRMED: ['v1.ReadySpaceOrderConfirmed'],
        REJECTED: ['v1.ReadySpaceOrderRejected'],
        CANCELLED: ['v1.ReadySpaceOrderCancelled'],
        EXPIRED: ['v1.ReadySpaceOrderExpired'],
        SO_RELEASED: ['v1.ReadySpaceOrderConfirmed', 'v1.ReadySpaceSoReleased'],
        CANCEL_REQUESTED: ['v1.ReadySpaceOrderConfirmed', 'v1.ReadySpaceOrderCancelRequested'],
        COMPLETED: ['v1.ReadySpaceOrderConfirmed', 'v1.ReadySpaceSoReleased', 'v1.ReadySpaceOrderCompleted'],
      };
      for (const type of ['v1.ReadySpaceOrderPlaced', ...(path[o.status] ?? [])])
        await tx.query(`insert into ready_space_order_events (order_id, actor_id, type, at) values ($1, $2, $3, now() - interval '20 minutes')`, [
          orderId,
          type.includes('Placed') || type.includes('CancelRequested') || type.includes('Cancelled')
            ? buyer.id
            : type.includes('Expired') || type.includes('Completed')
              ? null
              : owner.id,
          type,
        ]);
      if (o.bookingSeq) {
        const carrierNo = carrierBookingNoFormat(sailing.carrier).make(o.bookingSeq);
        // R5.7 as a real release does it: the released booking and its cargo record (the seed tells nobody: it is history, not news)
        const booked = await createBookedOrder(tx, {
          companyId: buyer.company_id,
          createdBy: null,
          handlerId: owner.id,
          wire: {
            CarrierCode: sailing.carrier,
            PolCode: sailing.pol,
            PodCode: sailing.pod,
            VesselCallId: Number(sailing.id),
            RequestedVessel: sailing.vessel.toUpperCase(),
            RequestedVoyage: sailing.voyage,
            ExpectedEtd: sailing.etd,
            Commodity: 'HOUSEHOLD FURNITURE',
            HsCode: '940360',
            CargoType: 'GP',
            Equipment: o.lines.map(([cls, qty]) => ({ ContainerClass: cls, Units: qty, IsShipperOwned: false, GrossKgPerUnit: 9000 })),
            ShipperRef: order!.order_no,
          },
          source: 'READY_SPACE',
          detail: { ReadySpaceOrderNo: order!.order_no },
          price: {
            RateNo: space!.space_no,
            Totals: `USD ${(o.lines.reduce((n, [cls, qty]) => n + qty * d.lines.find((l) => l[0] === cls)![2], 0) / 100).toFixed(2)}`,
            ValidTo: sailing.etd,
            ProviderName: d.owner === 'PLATFORM' ? null : '上海远达船务代理有限公司',
          },
        });
        const released = await releaseOrder(
          tx,
          booked,
          {
            CarrierBookingNo: carrierNo,
            ConfirmedVessel: sailing.vessel,
            ConfirmedVoyage: sailing.voyage,
            Etd: sailing.etd,
            ConfirmedEquipment: o.lines.map(([cls, qty]) => ({ ContainerClass: cls, Units: qty })),
            CutOffs: cutOffs.map((c) => ({ Code: c.Code, DateTime: localDateTime(c.DateTime, sailing.zone) })),
          },
          { actorId: owner.id, simulated: false },
        );
        if (!released.ok) throw new Error(`demo ready space: the release of ${order!.order_no} was refused: ${released.message}`);
        await creditDemoOrderTo(tx, booked.id, buyer.id);
        await tx.query(
          `update ready_space_orders set carrier_booking_nos = $2, so_no = $3, booking_order_id = $4, cgo_id = $5, released_at = now() - interval '15 minutes' where id = $1`,
          [orderId, [carrierNo], carrierNo, booked.id, released.value.cgoId],
        );
      }
    }
    for (const [cls] of d.lines)
      await tx.query('update ready_space_lines set held_qty = $3, sold_qty = $4 where ready_space_id = $1 and container_class = $2', [
        spaceId,
        cls,
        held.get(cls) ?? 0,
        sold.get(cls) ?? 0,
      ]);
  }
}
