import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { RateCardRow, RateCardView, RateCardVisit } from '../../../src/contract/rates/rateCardCalls';
import type { LevelCompany } from '../../../src/contract/rates/searchCalls';
import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { ok, refusedWith, SALES, salesDesk } from './salesDesk';
import { staffOnlyKeys } from './staffOnlyKeys';

/**
 * Rate cards (commercial.md §2.1 RateCard, §2.3 SalesMarkup/Push, RateCard/View): the salesperson
 * ticks rows of a search for one customer and pushes them behind a link; the customer's company gets
 * a message naming it; anyone holding the link reads the sell shape only, every opening counted;
 * after its last day the link says so without prices. E-mail waits for the outbox (refused, never
 * a pretend success).
 */
const t = withTestApp({ modules: ['rates'] });
const { call, asUser } = caller(t);
const MANAGER = 'pricing.manager@demo.test';
const HZTX = 'customer@demo.test';
const tokens: Record<string, string> = {};
let hztxId = 0;
const today = todayInShanghai();
beforeAll(async () => {
  for (const who of [SALES, MANAGER, HZTX]) tokens[who] = await asUser(who);
  const companies = (await call('GET', ENDPOINTS.customerLevelCompanies, tokens[SALES]!)).json().Data as LevelCompany[];
  hztxId = companies.find((c) => c.CompanyName.includes('天祥'))!.CompanyId;
});

const { post, searchFor: search } = salesDesk(t, tokens);
const searchFor = (customer: number | null, over: object = {}, who = SALES) => search(customer, { ForQuote: true, ...over }, who);
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('card')!;
/** The open link, as a visitor with no session opens it. */
const open = (token: string) => t.app.inject({ method: 'GET', url: `${ENDPOINTS.rateCardView}?Token=${encodeURIComponent(token)}` });
const cardsOf = async (who = SALES) => ok<{ Items: RateCardRow[] }>(await call('GET', `${ENDPOINTS.rateCardList}?Page=1&PageSize=100`, tokens[who]!)).Items;

describe('pushing a rate card', () => {
  it('holds the ticked rows as the search showed them, tells the customer with the link, and the link shows the sell shape only', async () => {
    const found = await searchFor(hztxId);
    const rows = found.Rows.slice(0, 2);
    const pushed = ok<{ RateCardId: number; Url: string }>(
      await post(ENDPOINTS.rateCardPush, { SearchId: found.SearchId, RateIds: rows.map((r) => r.RateId), Channel: 'LINK', Note: '请尽早确认舱位' }),
    );
    expect(pushed.Url).toMatch(/^\/customer\/freightCenter\?card=[A-Za-z0-9_-]{24}$/);
    const told = await t.db.query<{ title: string; link_path: string }>(
      `select title, link_path from messages where scope = 'company' and target_company_id = $1 order by id desc limit 1`,
      [hztxId],
    );
    expect(told[0]!.title).toContain('收到运价卡');
    expect(told[0]!.link_path).toBe(pushed.Url);

    const res = await open(tokenOf(pushed.Url));
    const card = ok<RateCardView>(res);
    expect(card.Expired).toBe(false);
    expect(card.Title).toBe('CNSHA → NLRTM 2×40HQ');
    expect(card.Note).toBe('请尽早确认舱位');
    expect(card.CustomerName).toContain('天祥');
    expect(card.Rows.map((r) => r.Totals)).toEqual(rows.map((r) => r.Totals));
    // R2.7: the salesperson's search showed no cost (no viewCost) — and the link never carries any, nor the trace
    expect(staffOnlyKeys(card)).toEqual([]);
    expect(res.body).not.toMatch(/"(Cost|Margin|Trace|Refs)"/);

    // every opening counts, on the list and in the card's views
    await open(tokenOf(pushed.Url));
    const listed = (await cardsOf()).find((c) => c.Id === pushed.RateCardId)!;
    expect(listed).toMatchObject({ Views: 2, Expired: false, Rates: rows.length, Channel: 'LINK', Containers: '2×40HQ', Url: pushed.Url });
    expect(listed.LastViewedAt).not.toBeNull();
    const visits = ok<RateCardVisit[]>(await call('GET', `${ENDPOINTS.rateCardViews}?Id=${pushed.RateCardId}`, tokens[SALES]!));
    expect(visits).toHaveLength(2);
    expect(visits[0]!.Visitor).toMatch(/^[0-9a-f]{16}$/); // a daily key, never the address
  });

  it('e-mails the card to the customer’s address on file, and refuses e-mail to a customer with none — writing nothing', async () => {
    const found = await searchFor(hztxId);
    const row = found.Rows[0]!;
    const pushed = ok<{ RateCardId: number; Url: string }>(
      await post(ENDPOINTS.rateCardPush, { SearchId: found.SearchId, RateIds: [row.RateId], Channel: 'EMAIL', Title: '本周特价' }),
    );
    const [mail] = await t.db.query<{ to_addrs: string[]; subject: string; text_body: string; html_body: string }>(
      `select to_addrs, subject, text_body, html_body from mail_messages where doc_type = 'rateCard' and doc_id = $1`,
      [String(pushed.RateCardId)],
    );
    expect(mail!.to_addrs).toEqual(['export@hztx.example']);
    expect(mail!.subject).toMatch(/^运价卡：本周特价/);
    expect(mail!.text_body).toContain(pushed.Url);
    expect(mail!.html_body).toContain(`href="http://localhost:8080${pushed.Url}"`);

    const before = Number((await t.db.query<{ n: string }>('select count(*) as n from rate_cards'))[0]!.n);
    await t.db.query(`update companies set email = '' where id = $1`, [hztxId]);
    try {
      refusedWith(await post(ENDPOINTS.rateCardPush, { SearchId: found.SearchId, RateIds: [row.RateId], Channel: 'EMAIL' }), 'NO_EMAIL');
    } finally {
      await t.db.query(`update companies set email = 'export@hztx.example' where id = $1`, [hztxId]);
    }
    expect(Number((await t.db.query<{ n: string }>('select count(*) as n from rate_cards'))[0]!.n)).toBe(before);
  });

  it('refuses a search for no customer, a hidden rate and a validity past the rates — writing nothing', async () => {
    const before = Number((await t.db.query<{ n: string }>('select count(*) as n from rate_cards'))[0]!.n);
    const found = await searchFor(hztxId);
    const row = found.Rows[0]!;
    const nobody = await searchFor(null);
    refusedWith(
      await post(ENDPOINTS.rateCardPush, { SearchId: nobody.SearchId, RateIds: [nobody.Rows[0]!.RateId], Channel: 'LINK' }),
      'SEARCH_WITHOUT_CUSTOMER',
    );
    refusedWith(
      await post(ENDPOINTS.rateCardPush, { SearchId: found.SearchId, RateIds: [row.RateId], Channel: 'LINK', ValidUntil: addDays(row.ValidTo, 1) }),
      'VALID_UNTIL_AFTER_RATE',
    );
    refusedWith(await post(ENDPOINTS.rateCardPush, { SearchId: found.SearchId, RateIds: [row.RateId], Channel: 'LINK', ValidUntil: '2026-02-30' }), 'BAD_DATE');
    const sg = await searchFor(hztxId, { PodCode: 'SGSIN' }, MANAGER);
    const hidden = sg.Rows.find((r) => r.Hidden)!;
    refusedWith(await post(ENDPOINTS.rateCardPush, { SearchId: sg.SearchId, RateIds: [hidden.RateId], Channel: 'LINK' }, MANAGER), 'RATE_HIDDEN');
    // a customer's employee cannot push, nor read the cards
    expect((await post(ENDPOINTS.rateCardPush, { SearchId: found.SearchId, RateIds: [row.RateId], Channel: 'LINK' }, HZTX)).statusCode).toBe(403);
    expect((await call('GET', `${ENDPOINTS.rateCardList}?Page=1&PageSize=10`, tokens[HZTX]!)).statusCode).toBe(403);
    expect(Number((await t.db.query<{ n: string }>('select count(*) as n from rate_cards'))[0]!.n)).toBe(before);
  });
});

describe('the link', () => {
  it('answers 404 to a token nobody was given, and an expired card without prices', async () => {
    expect((await open('no-such-card-token-at-all')).statusCode).toBe(404);
    expect((await open('bad token!')).statusCode).toBe(400);
    // the demo's lapsed card (盐田—鹿特丹)
    const lapsed = (await cardsOf()).find((c) => c.Expired)!;
    expect(lapsed.Title).toContain('盐田');
    const card = ok<RateCardView>(await open(tokenOf(lapsed.Url)));
    expect(card.Expired).toBe(true);
    expect(card.Rows).toEqual([]);
    expect(card.ValidUntil < today).toBe(true);
  });

  it("another salesperson's cards are not listed and their views are as if absent", async () => {
    const mine = await cardsOf();
    const managers = await cardsOf(MANAGER);
    expect(managers.map((c) => c.Id)).not.toEqual(expect.arrayContaining([mine[0]!.Id]));
    expect((await call('GET', `${ENDPOINTS.rateCardViews}?Id=${mine[0]!.Id}`, tokens[MANAGER]!)).statusCode).toBe(404);
  });

  it('exports my cards to Excel', async () => {
    const sheet = await call('GET', `${ENDPOINTS.rateCardList}/Export`, tokens[SALES]!);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toContain('spreadsheet');
  });
});
