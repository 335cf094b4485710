import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingOrder, BookingPrice, Equipment } from '../../../src/contract/booking/calls';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { Quote } from '../../../src/contract/rates/quoteCalls';
import type { RateSearchAnswer, RateSearchRow } from '../../../src/contract/rates/searchCalls';
import { goodBookingWire } from '../../support/bookingWire';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { ok, refusedWith, SALES } from '../rates/salesDesk';

/**
 * A booking freezes the price of what it books (R6.7, issue 32): its container classes and
 * quantities priced from the rate version and rule versions of the search or quote it came from —
 * never that search's or quote's total for other equipment. 天祥 (customer@) sits in VIP: COSU
 * Shanghai → Rotterdam sells a 40HQ at USD 1,930 with BAF USD 240 and THC CNY 1,190 a container, a
 * seal CNY 50 a container, DOC CNY 450 and ENS USD 35 a B/L. The form's preview is the same price.
 */
const t = withTestApp({ modules: ['booking', 'rates'] });
const { call, asUser } = caller(t);
const CUSTOMER = 'customer@demo.test';
const DESK = 'booking@demo.test';
const tokens: Record<string, string> = {};
let hztx = 0;
beforeAll(async () => {
  for (const who of [CUSTOMER, DESK, SALES, 'pricing@demo.test']) tokens[who] = await asUser(who);
  const [c] = await t.db.query<{ id: number }>(`select id::int from companies where code = 'CUS-HZTX'`);
  hztx = c!.id;
});
const post = (who: string, path: string, body: object) => call('POST', path, tokens[who]!, body);
type Line = { ContainerClass: string; Qty: number };
const search = async (lines: Line[], who = CUSTOMER, over: object = {}) => {
  const a = ok<RateSearchAnswer>(await post(who, ENDPOINTS.fclRateSearch, { PolCode: 'CNSHA', PodCode: 'NLRTM', Lines: lines, ...over }));
  return { id: a.SearchId, row: a.Rows.find((r) => r.CarrierCode === 'COSU')! };
};
const text = (r: Pick<RateSearchRow, 'Totals'>) => r.Totals.map((x) => `${x.Currency} ${x.Amount}`).join(' + ');

/** Saves and submits a booking of `equipment` priced on `link`, and answers the booking as the desk reads it. */
async function book(equipment: Equipment[], link: { SearchId?: number; RateId?: number; QuoteId?: number }) {
  const w = goodBookingWire({ Equipment: equipment, ...link });
  const d = ok<{ Id: number; Version: number }>(await post(CUSTOMER, ENDPOINTS.bookingSaveDraft, { Wire: w }));
  const submitted = await post(CUSTOMER, ENDPOINTS.bookingSubmit, { Id: d.Id, Version: d.Version });
  return { submitted, id: d.Id, desk: async () => ok<BookingOrder>(await call('GET', `${ENDPOINTS.bookingGet}?Id=${d.Id}`, tokens[DESK]!)) };
}
const preview = async (equipment: Equipment[], link: object) =>
  ok<{ Price: BookingPrice | null; Problem: { Code: string } | null }>(
    await post(CUSTOMER, ENDPOINTS.bookingPrice, { Wire: goodBookingWire({ Equipment: equipment, ...link }) }),
  );

/**
 * The price of a mix, computed here from one row priced for every class (the sell per container and
 * each surcharge's unit): Σ sell × qty, a per-container surcharge × the qty of its class, a per-B/L or
 * per-shipment one once — per currency, never added across currencies. (Demo currencies have 2 digits.)
 */
function expectedTotals(all: RateSearchRow, mix: Line[]): string {
  const totals = new Map<string, number>();
  const add = (currency: string, amount: string, times: number) => totals.set(currency, (totals.get(currency) ?? 0) + Math.round(Number(amount) * 100) * times);
  const booked = mix.filter((l) => l.Qty > 0);
  for (const l of booked) add(all.Currency, all.Classes.find((c) => c.ContainerClass === l.ContainerClass)!.Sell, l.Qty);
  for (const c of all.Charges) {
    if (c.Basis === 'PER_BL' || c.Basis === 'PER_SHIPMENT') add(c.Currency, c.UnitAmount, booked.length ? 1 : 0);
    else add(c.Currency, c.UnitAmount, booked.find((l) => l.ContainerClass === c.ContainerClass)?.Qty ?? 0);
  }
  return [...totals]
    .filter(([, n]) => n !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([cur, n]) => `${cur} ${(n / 100).toFixed(2)}`)
    .join(' + ');
}

describe('a booking from a rate row', () => {
  it('booking 40HQ×2 from a search for 2×40HQ + 1×20GP freezes the two 40HQ, not the search’s total; the desk sees that figure', async () => {
    const asked = await search([
      { ContainerClass: '40HQ', Qty: 2 },
      { ContainerClass: '20GP', Qty: 1 },
    ]);
    expect(text(asked.row)).toBe('CNY 3770.00 + USD 5995.00');
    const b = await book([{ ContainerClass: '40HQ', Units: 2 }], { SearchId: asked.id, RateId: asked.row.RateId });
    ok(b.submitted);
    const order = await b.desk();
    expect(order.Price?.Totals).toBe('CNY 2930.00 + USD 4375.00');
    // the same figure a search for exactly 2×40HQ shows
    expect(order.Price?.Totals).toBe(text((await search([{ ContainerClass: '40HQ', Qty: 2 }])).row));
    expect((await call('GET', `${ENDPOINTS.bookingGet}?Id=${b.id}`, tokens[CUSTOMER]!)).json().Data.Price.Totals).toBe(order.Price?.Totals);
    // re-priced from the search's versions and logged like a search: the explain rebuilds exactly the frozen price
    const [{ snap }] = (await t.db.query<{ snap: { SearchId: number; RateId: number; Lines: Line[] } }>(
      'select price_snapshot as snap from booking_orders where id = $1',
      [b.id],
    )) as [{ snap: { SearchId: number; RateId: number; Lines: Line[] } }];
    expect(snap.SearchId).not.toBe(asked.id);
    expect(snap.Lines).toEqual([{ ContainerClass: '40HQ', Qty: 2 }]);
    expect(JSON.stringify(snap)).not.toMatch(/Cost|Margin|Floor|Trace/);
    const explained = ok<{ Same: boolean; Row: RateSearchRow }>(
      await call('GET', `${ENDPOINTS.fclRateExplain}?SearchId=${snap.SearchId}&RateId=${snap.RateId}`, tokens['pricing@demo.test']!),
    );
    expect(explained.Same).toBe(true);
    expect(text(explained.Row)).toBe(order.Price?.Totals);
  });

  it('a booking of exactly what was searched freezes the search’s row and logs nothing new', async () => {
    const asked = await search([{ ContainerClass: '40GP', Qty: 3 }]);
    const b = await book([{ ContainerClass: '40GP', Units: 3 }], { SearchId: asked.id, RateId: asked.row.RateId });
    ok(b.submitted);
    expect((await b.desk()).Price?.Totals).toBe(text(asked.row));
    const [{ snap }] = (await t.db.query<{ snap: { SearchId: number } }>('select price_snapshot as snap from booking_orders where id = $1', [b.id])) as [
      { snap: { SearchId: number } },
    ];
    expect(snap.SearchId).toBe(asked.id);
  });

  it('refuses a class the rate does not price (CLASS_NOT_PRICED), the booking left a draft', async () => {
    const asked = await search([{ ContainerClass: '40HQ', Qty: 1 }]);
    const link = { SearchId: asked.id, RateId: asked.row.RateId };
    expect((await preview([{ ContainerClass: '45HQ', Units: 1 }], link)).Problem?.Code).toBe('CLASS_NOT_PRICED');
    const b = await book([{ ContainerClass: '45HQ', Units: 1 }], link);
    refusedWith(b.submitted, 'CLASS_NOT_PRICED');
    expect((await b.desk()).Status).toBe('DRAFT');
  });

  it('any equipment mix freezes Σ sell × qty + the surcharges by their basis, per currency — and the form’s preview showed that price', async () => {
    const classes = ['20GP', '40GP', '40HQ'];
    const every = (await search(classes.map((c) => ({ ContainerClass: c, Qty: 1 })))).row;
    const mix = fc.array(fc.record({ ContainerClass: fc.constantFrom(...classes), Units: fc.integer({ min: 1, max: 6 }) }), { minLength: 1, maxLength: 4 });
    const searched = fc.uniqueArray(fc.record({ ContainerClass: fc.constantFrom(...classes), Qty: fc.integer({ min: 1, max: 3 }) }), {
      minLength: 1,
      maxLength: 3,
      selector: (l) => l.ContainerClass,
    });
    await fc.assert(
      fc.asyncProperty(searched, mix, async (lines, equipment) => {
        const asked = await search(lines);
        const link = { SearchId: asked.id, RateId: asked.row.RateId };
        const summed = classes.map((c) => ({ ContainerClass: c, Qty: equipment.filter((e) => e.ContainerClass === c).reduce((n, e) => n + e.Units, 0) }));
        const shown = (await preview(equipment, link)).Price;
        const b = await book(equipment, link);
        ok(b.submitted);
        const frozen = (await b.desk()).Price?.Totals;
        expect(frozen).toBe(expectedTotals(every, summed));
        expect(shown?.TotalsText).toBe(frozen);
        expect(JSON.stringify(shown)).not.toMatch(/Cost|Margin|Floor|Trace/);
      }),
      { numRuns: 12 },
    );
  });
});

describe('the price preview', () => {
  it('is the customer’s sell price for the desk booking on its behalf (never cost), and nothing without a customer named', async () => {
    const asked = await search([{ ContainerClass: '40HQ', Qty: 2 }]);
    const wire = goodBookingWire({ Equipment: [{ ContainerClass: '40HQ', Units: 2 }], SearchId: asked.id, RateId: asked.row.RateId });
    const mine = ok<{ Price: BookingPrice }>(await post(CUSTOMER, ENDPOINTS.bookingPrice, { Wire: wire })).Price;
    const theirs = await post(DESK, ENDPOINTS.bookingPrice, { Wire: wire, CompanyId: hztx });
    expect(ok<{ Price: BookingPrice }>(theirs).Price).toEqual(mine);
    expect(theirs.body).not.toMatch(/Cost|Margin|Floor|Trace/);
    expect(ok<{ Price: BookingPrice | null }>(await post(DESK, ENDPOINTS.bookingPrice, { Wire: wire })).Price).toBeNull();
    expect(mine.TotalsText).toBe(text(asked.row));
  });
});

describe('a booking from a quote', () => {
  it('booking 40HQ×5 on a quote for 2×40HQ + 1×20GP freezes five 40HQ priced on the quote’s versions, naming the quote and its option', async () => {
    const lines = [
      { ContainerClass: '40HQ', Qty: 2 },
      { ContainerClass: '20GP', Qty: 1 },
    ];
    const asked = await search(lines, SALES, { CustomerCompanyId: hztx, ForQuote: true });
    const made = ok<{ Id: number }>(await post(SALES, ENDPOINTS.quoteSave, { SearchId: asked.id, RateIds: [asked.row.RateId] }));
    ok(await post(SALES, ENDPOINTS.quoteSend, { Id: made.Id, Revision: 1 }));
    const quote = ok<Quote>(await call('GET', `${ENDPOINTS.quoteGet}?Id=${made.Id}`, tokens[CUSTOMER]!));
    const option = quote.Options[0]!;
    expect(text(option)).toBe(text(asked.row));
    const link = { QuoteId: made.Id, RateId: option.RateId };
    // the quote's own equipment freezes the quote's total
    const same = await book(
      lines.map((l) => ({ ContainerClass: l.ContainerClass, Units: l.Qty })),
      link,
    );
    ok(same.submitted);
    expect((await same.desk()).Price?.Totals).toBe(text(option));
    // five 40HQ: the quote's sell for a 40HQ (VIP + the salesperson's add-on) and its surcharges by basis, not the quote's total
    const five = [{ ContainerClass: '40HQ', Qty: 5 }];
    const p5 = await preview([{ ContainerClass: '40HQ', Units: 5 }], link);
    const shown = p5.Price!;
    const b = await book([{ ContainerClass: '40HQ', Units: 5 }], link);
    ok(b.submitted);
    const order = await b.desk();
    expect(order.Price).toMatchObject({ QuoteNo: quote.QuoteNo, OptionNo: 1, RateNo: option.RateNo, Totals: expectedTotals(option, five) });
    expect(order.Price?.Totals).toBe('CNY 6650.00 + USD 10985.00');
    expect(shown.TotalsText).toBe(order.Price?.Totals);
    expect(shown).toMatchObject({ QuoteNo: quote.QuoteNo, OptionNo: 1 });
  });
});
