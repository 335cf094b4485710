import { describe, expect, it } from 'vitest';
import { CARRIER_BOOKING_NO_FORMATS, fitsCarrier } from '../../../src/domain/booking/carrierBookingNo';
import { withTestApp } from '../support/build';

/**
 * Issue 32: the demo data agrees with itself. Walks what the seed made: every carrier booking
 * number is in its own carrier's shape (a COSCO number is not shaped like a Maersk one), and every
 * message about a quote states that quote's real validity.
 */
const t = withTestApp({ modules: [] });

describe('the demo data agrees with itself', () => {
  it("carrier booking numbers (bookings' releases, ready-space S/Os) follow each carrier's own format", async () => {
    const numbers = await t.db.query<{ carrier: string; no: string; where: string }>(
      `select o.carrier_code as carrier, o.carrier_booking_no as no, o.booking_no as "where" from booking_orders o
        where o.carrier_booking_no is not null and not coalesce((o.release ->> 'Simulated')::boolean, false)
       union all select o.carrier_code, o.release ->> 'CarrierBookingNo', o.booking_no || ' release' from booking_orders o where o.release is not null
       union all select s.carrier_code, n, r.order_no from ready_space_orders r join ready_spaces s on s.id = r.ready_space_id, unnest(r.carrier_booking_nos) n`,
    );
    // the seed releases bookings of several carriers, and ready space
    expect(new Set(numbers.map((n) => n.carrier)).size).toBeGreaterThanOrEqual(5);
    expect(numbers.some((n) => n.where.startsWith('RO'))).toBe(true);
    for (const n of numbers) expect(fitsCarrier(n.carrier, n.no), `${n.where}: ${n.carrier} ${n.no}`).toBe(true);
    // a COSCO number is not a Maersk one, nor an Evergreen one, and so on
    const cosco = numbers.find((n) => n.carrier === 'COSU')!.no;
    for (const other of ['MAEU', 'EGLV', 'HLCU', 'CMDU', 'MSCU', 'ONEY']) expect(fitsCarrier(other, cosco), `${cosco} as ${other}`).toBe(false);
    // each format makes numbers of its own shape
    for (const [carrier, f] of Object.entries(CARRIER_BOOKING_NO_FORMATS)) expect(f.pattern.test(f.make(123)), carrier).toBe(true);
  });

  it("quote messages state the quote's real validity; a revision said to extend it does", async () => {
    const told = await t.db.query<{ title: string; title_en: string; quote_no: string; valid_until: string }>(
      `select m.title, m.title_en, q.quote_no, q.valid_until::text from messages m
         join quotes q on m.link_path like '%?open=' || q.id where m.title like '收到报价%'`,
    );
    expect(told.length).toBeGreaterThanOrEqual(4);
    for (const m of told) {
      expect(m.title, m.quote_no).toBe(`收到报价 ${m.quote_no}，有效至 ${m.valid_until}`);
      expect(m.title_en, m.quote_no).toBe(`Quote ${m.quote_no} received, valid until ${m.valid_until}`);
    }
    // the lapsed one is among them: its message says the date it lapsed on
    expect(told.some((m) => m.valid_until < new Date().toISOString().slice(0, 10))).toBe(true);
    const revisions = await t.db.query<{ terms: string; valid_until: string; before: string }>(
      `select q.terms, q.valid_until::text, p.valid_until::text as before from quotes q join quotes p on p.id = q.revision_of where q.terms like '%有效期延长%'`,
    );
    expect(revisions.length).toBeGreaterThan(0);
    for (const r of revisions) expect(r.valid_until > r.before, `${r.terms} ${r.before} → ${r.valid_until}`).toBe(true);
  });
});
