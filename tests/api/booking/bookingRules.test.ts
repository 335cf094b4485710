import { beforeAll, describe, expect, it } from 'vitest';
import { runBookingRound } from '../../../server/modules/booking/rounds';
import type { BookingOrder, BookingWire } from '../../../src/contract/booking/calls';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import { goodBookingWire } from '../../support/bookingWire';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { ok, refusedWith } from '../rates/salesDesk';

/**
 * The booking rules beyond the first flow (commercial.md §6.2, §6.6): the booking code the desk books
 * under (BOOKCODE_INVALID), the 开舱 warning (R6.2), the desk requiring a change after release and
 * the customer's answer, the quote a booking is priced on (R6.7, QUOTE_EXPIRED), and the module's
 * own round — the desk told once of an over-SLA submission (R6.12), a released booking sailing with
 * its vessel's departure and completing with its arrival.
 */
const t = withTestApp({ modules: ['booking', 'rates'] });
const { call, asUser } = caller(t);
const CUSTOMER = 'customer@demo.test';
const DESK = 'booking@demo.test';
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of [CUSTOMER, DESK]) tokens[who] = await asUser(who);
});
const post = (who: string, path: string, body: object) =>
  t.app.inject({ method: 'POST', url: path, payload: body, headers: { authorization: `Bearer ${tokens[who]}` } });
const order = async (id: number) => ok<BookingOrder>(await call('GET', `${ENDPOINTS.bookingGet}?Id=${id}`, tokens[DESK]!));

async function accepted(w: BookingWire = goodBookingWire()): Promise<{ Id: number; Version: number }> {
  const d = ok<{ Id: number; Version: number }>(await post(CUSTOMER, ENDPOINTS.bookingSaveDraft, { Wire: w }));
  const s = ok<{ Version: number }>(await post(CUSTOMER, ENDPOINTS.bookingSubmit, { Id: d.Id, Version: d.Version }));
  const a = ok<{ Version: number }>(await post(DESK, ENDPOINTS.bookingAccept, { Id: d.Id, Version: s.Version }));
  return { Id: d.Id, Version: a.Version };
}

/** A COSU sailing CNSHA → NLRTM with its local ETD day, picked by a predicate on its booking opening. */
async function sailing(where: string): Promise<{ id: number; day: string }> {
  const [c] = await t.db.query<{ id: number; day: string }>(
    `select c.id::int as id, (coalesce(c.etd_estimated, c.etd_planned) at time zone 'Asia/Shanghai')::date::text as day
       from vessel_calls c join vessel_calls a on a.vessel_id = c.vessel_id and a.voyage = c.voyage and a.seq > c.seq and a.port_code = 'NLRTM'
      where c.port_code = 'CNSHA' and c.carrier_code = 'COSU' and ${where} order by c.etd_planned limit 1`,
  );
  expect(c, where).toBeDefined();
  return c!;
}

describe('booking with the carrier', () => {
  it('refuses a booking code of another carrier, an unknown one, or one for another customer; takes a valid one with its contract number', async () => {
    const b = await accepted();
    refusedWith(await post(DESK, ENDPOINTS.bookingMarkBooked, { ...b, BookCode: 'CMDU-Q3' }), 'BOOKCODE_INVALID');
    refusedWith(await post(DESK, ENDPOINTS.bookingMarkBooked, { ...b, BookCode: 'NOPE1' }), 'BOOKCODE_INVALID');
    expect((await order(b.Id)).Status).toBe('ACCEPTED');
    const booked = ok<{ Status: string; Warnings: string[] }>(await post(DESK, ENDPOINTS.bookingMarkBooked, { ...b, BookCode: 'cosu-eu01' }));
    expect(booked.Status).toBe('BOOKED');
    const [row] = await t.db.query<{ book_code: string; contract_no: string }>('select book_code, contract_no from booking_orders where id = $1', [b.Id]);
    expect(row).toEqual({ book_code: 'COSU-EU01', contract_no: 'SC26-COSU-EU-0018' });
    expect((await order(b.Id)).Events.some((e) => e.Remarks.includes('SC26-COSU-EU-0018'))).toBe(true);
    // a code for one customer only: another customer's booking may not use it
    await t.db.query(`update book_codes set allowed_company_ids = '{999999}' where code = 'COSU-EU01'`);
    const other = await accepted();
    refusedWith(await post(DESK, ENDPOINTS.bookingMarkBooked, { ...other, BookCode: 'COSU-EU01' }), 'BOOKCODE_INVALID');
    await t.db.query(`update book_codes set allowed_company_ids = '{}' where code = 'COSU-EU01'`);
  });

  it('warns, and still books, while the carrier has not opened the sailing for bookings (开舱)', async () => {
    const call_ = await sailing(`c.booking_open_at > now()`);
    const b = await accepted(goodBookingWire({ VesselCallId: call_.id, ExpectedEtd: call_.day }));
    const booked = ok<{ Status: string; Warnings: string[] }>(await post(DESK, ENDPOINTS.bookingMarkBooked, b));
    expect(booked.Status).toBe('BOOKED');
    expect(booked.Warnings.join()).toMatch(/开舱/);
    const open = await sailing(`c.booking_open_at is null and c.etd_planned > now() + interval '5 days'`);
    const b2 = await accepted(goodBookingWire({ VesselCallId: open.id, ExpectedEtd: open.day }));
    expect(ok<{ Warnings: string[] }>(await post(DESK, ENDPOINTS.bookingMarkBooked, b2)).Warnings).toEqual([]);
  });
});

describe('after release', () => {
  async function released(w?: BookingWire) {
    const b = await accepted(w);
    const etd = w?.ExpectedEtd ?? addDays(todayInShanghai(), 12);
    const r = ok<{ Status: string; Version: number }>(
      await post(DESK, ENDPOINTS.bookingRelease, {
        ...b,
        Facts: {
          CarrierBookingNo: `COSU${Math.floor(Math.random() * 1e9)}`,
          ConfirmedVessel: 'COSCO SHIPPING ARIES',
          ConfirmedVoyage: '033W',
          Etd: `${etd} 18:00`,
          ConfirmedEquipment: [{ ContainerClass: '40HQ', Units: 1 }],
          CutOffs: [
            { Code: 'DCO', DateTime: `${addDays(etd, -3)} 12:00` },
            { Code: 'FCO', DateTime: `${addDays(etd, -2)} 12:00` },
          ],
        },
      }),
    );
    return { Id: b.Id, Version: (await order(b.Id)).Version, status: r.Status };
  }

  it('the desk requires a change with remarks; the customer answers with a change request and the booking is released again', async () => {
    const b = await released();
    refusedWith(await post(DESK, ENDPOINTS.bookingRequireAmend, { Id: b.Id, Version: b.Version }), 'REMARKS_REQUIRED');
    expect((await post(CUSTOMER, ENDPOINTS.bookingRequireAmend, { Id: b.Id, Version: b.Version, Remarks: 'x' })).statusCode).toBe(403);
    const req = ok<{ Status: string; Version: number }>(
      await post(DESK, ENDPOINTS.bookingRequireAmend, { Id: b.Id, Version: b.Version, Remarks: '请补充HS编码' }),
    );
    expect(req.Status).toBe('AMEND_REQUIRED');
    const [msg] = await t.db.query<{ title: string }>(`select title from messages where title like '订舱部需要您补充修改%' order by id desc limit 1`);
    expect(msg?.title).toContain('请补充HS编码');
    const answer = ok<{ AmendStatus: string }>(
      await post(CUSTOMER, ENDPOINTS.bookingRequestAmend, { Id: b.Id, Version: req.Version, Changes: { HsCode: '940360' }, Reason: '已补充' }),
    );
    expect(answer.AmendStatus).toBe('AMENDMENT_RECEIVED');
    const o = await order(b.Id);
    expect([o.Status, o.AmendStatus]).toEqual(['RELEASED', 'AMENDMENT_RECEIVED']);
    expect(o.Events.map((e) => e.Type)).toEqual(expect.arrayContaining(['v1.BookingAmendmentRequired', 'v1.BookingAmendmentAnswered']));
  });

  it('sails with its vessel’s departure and completes with its arrival, by itself', async () => {
    const c = await sailing(`c.booking_open_at is null and c.etd_planned > now() + interval '4 days'`);
    const b = await released(goodBookingWire({ VesselCallId: c.id, ExpectedEtd: c.day }));
    expect(b.status).toBe('RELEASED');
    const now = new Date();
    await runBookingRound(t.db, t.app.liveHub, now);
    expect((await order(b.Id)).Status).toBe('RELEASED');
    const planned = ok<{ Milestones: { Code: string; State: string }[] }>(await call('GET', `${ENDPOINTS.bookingMilestones}?Id=${b.Id}`, tokens[CUSTOMER]!));
    expect(planned.Milestones.find((m) => m.Code === 'LOADED')!.State).toBe('EXPECTED');
    await t.db.query(`update vessel_calls set atd = $2 where id = $1`, [c.id, new Date(now.getTime() - 3_600_000).toISOString()]);
    await runBookingRound(t.db, t.app.liveHub, now);
    expect((await order(b.Id)).Status).toBe('SAILED');
    await t.db.query(
      `update vessel_calls a set ata = $2 from vessel_calls c where c.id = $1 and a.vessel_id = c.vessel_id and a.voyage = c.voyage and a.seq > c.seq and a.port_code = 'NLRTM'`,
      [c.id, new Date(now.getTime() - 60_000).toISOString()],
    );
    await runBookingRound(t.db, t.app.liveHub, now);
    const done = await order(b.Id);
    expect(done.Status).toBe('COMPLETED');
    // the order's milestones: submitted, accepted, released and sailed/arrived by the vessel's actual times; container events untracked
    const ms = ok<{ Milestones: { Code: string; State: string; At: string | null }[] }>(
      await call('GET', `${ENDPOINTS.bookingMilestones}?Id=${b.Id}`, tokens[CUSTOMER]!),
    ).Milestones;
    const state = Object.fromEntries(ms.map((m) => [m.Code, m.State]));
    expect(state).toMatchObject({
      SUBMITTED: 'DONE',
      ACCEPTED: 'DONE',
      RELEASED: 'DONE',
      EMPTY_PICKED_UP: 'NOT_TRACKED',
      LOADED: 'DONE',
      ARRIVED: 'DONE',
      SI_APPROVED: 'PENDING',
    });
    expect(Date.parse(ms.find((m) => m.Code === 'LOADED')!.At!)).toBe(now.getTime() - 3_600_000);
    expect(done.Events.map((e) => e.Type)).toEqual(expect.arrayContaining(['v1.BookingSailed', 'v1.BookingCompleted']));
  });
});

describe('the round tells the desk', () => {
  it('of a submission waiting beyond its SLA, once', async () => {
    const d = ok<{ Id: number; Version: number }>(await post(CUSTOMER, ENDPOINTS.bookingSaveDraft, { Wire: goodBookingWire() }));
    ok(await post(CUSTOMER, ENDPOINTS.bookingSubmit, { Id: d.Id, Version: d.Version }));
    const [{ no }] = (await t.db.query<{ no: string }>(
      `update booking_orders set submitted_at = now() - interval '3 hours' where id = $1 returning booking_no as no`,
      [d.Id],
    )) as [{ no: string }];
    const count = async () =>
      Number(
        (
          await t.db.query<{ n: string }>(
            `select count(*) as n from messages m join employees e on e.id = m.target_employee_id where m.title like $1 and e.name = '何静'`,
            [`%${no}%`],
          )
        )[0]!.n,
      );
    await runBookingRound(t.db, t.app.liveHub, new Date());
    expect(await count()).toBe(1);
    await runBookingRound(t.db, t.app.liveHub, new Date());
    expect(await count()).toBe(1);
  });
});

describe('a booking priced on a quote', () => {
  it('freezes the quote’s sell price, and is refused once the quote has expired', async () => {
    const [quote] = await t.db.query<{ id: number; pol: string; pod: string; rate: number; carrier: string }>(
      `select q.id::int as id, q.pol_code as pol, q.pod_code as pod, (q.options->0->>'RateId')::int as rate, q.options->0->>'CarrierCode' as carrier
         from quotes q join employees e on e.company_id = q.customer_company_id join users u on u.id = e.user_id
        where u.account = $1 and q.status in ('SENT', 'ACCEPTED') order by q.id limit 1`,
      [CUSTOMER],
    );
    expect(quote, 'a demo quote for the customer').toBeDefined();
    await t.db.query(`update quotes set valid_until = current_date + 30 where id = $1`, [quote!.id]);
    const w = goodBookingWire({ PolCode: quote!.pol, PodCode: quote!.pod, CarrierCode: quote!.carrier, RateId: quote!.rate, QuoteId: quote!.id });
    const d = ok<{ Id: number; Version: number }>(await post(CUSTOMER, ENDPOINTS.bookingSaveDraft, { Wire: w }));
    ok(await post(CUSTOMER, ENDPOINTS.bookingSubmit, { Id: d.Id, Version: d.Version }));
    const [{ snap }] = (await t.db.query<{ snap: Record<string, unknown> }>('select price_snapshot as snap from booking_orders where id = $1', [d.Id])) as [
      { snap: Record<string, unknown> },
    ];
    expect(snap).toMatchObject({ QuoteId: quote!.id, RateId: quote!.rate });
    expect(JSON.stringify(snap)).not.toMatch(/Cost|Margin/);
    expect((await order(d.Id)).Price?.QuoteNo).toMatch(/\w/);
    await t.db.query(`update quotes set valid_until = current_date - 1 where id = $1`, [quote!.id]);
    const d2 = ok<{ Id: number; Version: number }>(await post(CUSTOMER, ENDPOINTS.bookingSaveDraft, { Wire: w }));
    refusedWith(await post(CUSTOMER, ENDPOINTS.bookingSubmit, { Id: d2.Id, Version: d2.Version }), 'QUOTE_EXPIRED');
    expect((await order(d2.Id)).Status).toBe('DRAFT');
  });
});

describe('a booking placed through a third party (BookThirdDetail)', () => {
  it('names the provider whose shared rate it was priced on, to its company and the desk, and to nobody else', async () => {
    const all = ok<{ Id: number; ProviderName: string; Status: string }[]>(await call('GET', ENDPOINTS.bookingThirdParty, tokens[CUSTOMER]!));
    // the third parties' bookings: this one priced on a provider's shared rate (ready-space bookings are third-party too: tests/api/readySpace)
    const [shared] = (await t.db.query<{ id: number }>(
      `select o.id::int as id from booking_orders o join companies c on c.id = o.company_id where c.code = 'CUS-HZTX' and o.source <> 'READY_SPACE'
          and o.price_snapshot ? 'RateId' order by o.id limit 1`,
    )) as [{ id: number }];
    const mine = all.filter((r) => r.Id === shared.id);
    expect(mine.length).toBe(1);
    const [{ name }] = (await t.db.query<{ name: string }>(`select name_zh as name from companies where code = 'PRV-SHYD'`)) as [{ name: string }];
    expect(mine[0]!.ProviderName).toBe(name);
    const detail = await order(mine[0]!.Id);
    expect(detail.Provider).toEqual({ CompanyName: name, Kind: 'SHARED_RATE' });
    expect(ok<{ Id: number }[]>(await call('GET', ENDPOINTS.bookingThirdParty, tokens[DESK]!)).map((r) => r.Id)).toContain(mine[0]!.Id);
    const other = await asUser('customer2@demo.test');
    expect(ok<{ Id: number }[]>(await call('GET', ENDPOINTS.bookingThirdParty, other)).map((r) => r.Id)).not.toContain(mine[0]!.Id);
    // a booking on the platform's own rate has no provider
    const thirdParty = new Set(all.map((r) => r.Id));
    const own = ok<{ Items: { Id: number }[] }>(await call('GET', `${ENDPOINTS.bookingList}?PageSize=50`, tokens[CUSTOMER]!)).Items.find(
      (r) => !thirdParty.has(r.Id),
    )!;
    expect((await order(own.Id)).Provider).toBeNull();
  });

  it('a booking the desk made for a customer: the customer company’s admins hear of its moves, not the desk member who typed it', async () => {
    const [c] = await t.db.query<{ id: number }>(`select id::int from companies where code = 'CUS-HZTX'`);
    const d = ok<{ Id: number; Version: number }>(
      await post(DESK, ENDPOINTS.bookingSaveDraft, { CompanyId: c!.id, Wire: goodBookingWire({ ShipperRef: 'ONBEHALF-1' }) }),
    );
    const s = ok<{ Version: number }>(await post(DESK, ENDPOINTS.bookingSubmit, { Id: d.Id, Version: d.Version }));
    const a = ok<{ Version: number }>(await post(DESK, ENDPOINTS.bookingAccept, { Id: d.Id, Version: s.Version }));
    const etd = addDays(todayInShanghai(), 12);
    ok(
      await post(DESK, ENDPOINTS.bookingRelease, {
        Id: d.Id,
        Version: a.Version,
        Facts: {
          CarrierBookingNo: 'COSU6401199001',
          ConfirmedVessel: 'COSCO SHIPPING ARIES',
          ConfirmedVoyage: '041E',
          Etd: `${etd} 18:00`,
          ConfirmedEquipment: [{ ContainerClass: '40HQ', Units: 1 }],
          CutOffs: [
            { Code: 'DCO', DateTime: `${addDays(etd, -3)} 12:00` },
            { Code: 'FCO', DateTime: `${addDays(etd, -2)} 12:00` },
          ],
        },
      }),
    );
    const no = (await order(d.Id)).BookingNo;
    const told = await t.db.query<{ account: string; company: string; admin: boolean }>(
      `select u.account, c.code as company, e.is_admin as admin from messages m join employees e on e.id = m.target_employee_id
         join users u on u.id = e.user_id join companies c on c.id = e.company_id where m.title like $1`,
      [`%${no}%`],
    );
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((m) => m.company === 'CUS-HZTX' && m.admin)).toBe(true);
    expect(told.map((m) => m.account)).toContain('customer.admin@demo.test');
  });
});
