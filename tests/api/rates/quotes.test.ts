import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { Quote } from '../../../src/contract/rates/quoteCalls';
import type { CustomerLevel, LevelCompany } from '../../../src/contract/rates/searchCalls';
import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { ok, refusedWith, SALES, salesDesk } from './salesDesk';
import { staffOnlyKeys } from './staffOnlyKeys';

/**
 * Quotes (commercial.md §2.2 Quote, R2.6, R2.7, R2.12): the salesperson searches for a customer,
 * ticks rows and the server makes the quote of exactly what the search showed; sent, the customer
 * reads it in the sell shape only and accepts or declines; a revision supersedes; a price below the
 * floor needs the override and a reason. 天祥 (customer@) sits in VIP, 海越 (customer2@) in A.
 */
const t = withTestApp({ modules: ['rates'] });
const { call, asUser } = caller(t);
const MANAGER = 'pricing.manager@demo.test';
const HZTX = 'customer@demo.test';
const NBHY = 'customer2@demo.test';
const tokens: Record<string, string> = {};
let hztxId = 0;
const today = todayInShanghai();
beforeAll(async () => {
  for (const who of [SALES, MANAGER, HZTX, NBHY, 'pricing@demo.test']) tokens[who] = await asUser(who);
  const companies = (await call('GET', ENDPOINTS.customerLevelCompanies, tokens[SALES]!)).json().Data as LevelCompany[];
  hztxId = companies.find((c) => c.CompanyName.includes('天祥'))!.CompanyId;
});

const { post, searchFor: search } = salesDesk(t, tokens);
const searchFor = search;
const getQuote = (id: number, who = SALES) => call('GET', `${ENDPOINTS.quoteGet}?Id=${id}`, tokens[who]!);
const quoteOf = async (id: number, who = SALES) => ok<Quote>(await getQuote(id, who));

describe('a quote from a search', () => {
  it('holds exactly the ticked rows as the search showed them, valid a week, a draft only staff see', async () => {
    const found = await searchFor(hztxId);
    const cosu = found.Rows.find((r) => r.CarrierCode === 'COSU')!;
    const made = ok<{ Id: number; QuoteNo: string }>(
      await post(ENDPOINTS.quoteSave, { SearchId: found.SearchId, RateIds: [cosu.RateId], Terms: '含税，不含保险' }),
    );
    expect(made.QuoteNo).toMatch(/^QT\d{4}\d{6}$/);
    const q = await quoteOf(made.Id);
    expect(q.Status).toBe('DRAFT');
    expect(q.Containers).toBe('2×40HQ');
    expect(q.Options).toHaveLength(1);
    expect(q.Options[0]!.Totals).toEqual(cosu.Totals);
    expect(q.Options[0]!.Classes[0]!.Sell).toBe(cosu.Classes[0]!.Sell);
    expect(q.Options[0]!.Classes[0]!.Cost).toBeUndefined(); // the salesperson holds no "view cost" (costVisibility.test.ts)
    expect(q.ValidUntil).toBe([addDays(today, 7), cosu.ValidTo].sort()[0]);
    expect(q.Events!.map((e) => e.Type)).toEqual(['CREATED']);
    // the customer does not see a draft
    expect((await getQuote(made.Id, HZTX)).statusCode).toBe(404);
  });

  it('refuses a search made for no customer, a rate the search did not show, a validity past the rate and a hidden rate', async () => {
    const nobody = await searchFor(null);
    refusedWith(await post(ENDPOINTS.quoteSave, { SearchId: nobody.SearchId, RateIds: [nobody.Rows[0]!.RateId] }), 'SEARCH_WITHOUT_CUSTOMER');
    const found = await searchFor(hztxId);
    const other = await searchFor(hztxId, { PodCode: 'USLAX' });
    refusedWith(await post(ENDPOINTS.quoteSave, { SearchId: found.SearchId, RateIds: [other.Rows[0]!.RateId] }), 'NOT_IN_SEARCH');
    const row = found.Rows[0]!;
    refusedWith(
      await post(ENDPOINTS.quoteSave, { SearchId: found.SearchId, RateIds: [row.RateId], ValidUntil: addDays(row.ValidTo, 1) }),
      'VALID_UNTIL_AFTER_RATE',
    );
    refusedWith(await post(ENDPOINTS.quoteSave, { SearchId: found.SearchId, RateIds: [row.RateId], ValidUntil: addDays(today, -1) }), 'VALID_UNTIL_PAST');
    // ONE's Shanghai → Singapore promo is hidden: staff see it flagged, a customer never gets it
    const sg = await searchFor(hztxId, { PodCode: 'SGSIN' }, MANAGER);
    const hidden = sg.Rows.find((r) => r.Hidden)!;
    expect(hidden.CarrierCode).toBe('ONEY');
    refusedWith(await post(ENDPOINTS.quoteSave, { SearchId: sg.SearchId, RateIds: [hidden.RateId] }, MANAGER), 'RATE_HIDDEN');
    // another company's search is not found
    expect((await post(ENDPOINTS.quoteSave, { SearchId: found.SearchId, RateIds: [row.RateId] }, NBHY)).statusCode).toBe(403);
    expect(
      Number(
        (
          await t.db.query<{ n: string }>('select count(*) as n from quotes where search_id = any($1::bigint[])', [
            [nobody.SearchId, found.SearchId, sg.SearchId],
          ])
        )[0]!.n,
      ),
    ).toBe(0);
  });
});

describe('send, read and decide', () => {
  it('sent, the customer reads the sell shape only, accepts it once; the salesperson is told', async () => {
    const found = await searchFor(hztxId);
    const made = ok<{ Id: number }>(await post(ENDPOINTS.quoteSave, { SearchId: found.SearchId, RateIds: found.Rows.slice(0, 2).map((r) => r.RateId) }));
    refusedWith(await post(ENDPOINTS.quoteSend, { Id: made.Id, Revision: 9 }), 'STALE');
    expect(ok<{ Status: string }>(await post(ENDPOINTS.quoteSend, { Id: made.Id, Revision: 1 })).Status).toBe('SENT');
    refusedWith(await post(ENDPOINTS.quoteSend, { Id: made.Id, Revision: 2 }), 'NOT_DRAFT');
    const told = await t.db.query<{ title: string }>(`select title from messages where scope = 'company' and target_company_id = $1 order by id desc limit 1`, [
      hztxId,
    ]);
    expect(told[0]!.title).toContain('收到报价');
    // and by e-mail to 天祥's contact address, once (the stale and the second send queued nothing), through the e-mail channel's outbox
    const mails = await t.db.query<{ to_addrs: string[]; subject: string; text_body: string; status: string; queued: number }>(
      `select m.to_addrs, m.subject, m.text_body, m.status,
              (select count(*)::int from outbound_messages o where o.channel = 'EMAIL' and o.doc_type = 'mail' and o.doc_id = m.id) as queued
         from mail_messages m where m.doc_type = 'quote' and m.doc_id = $1`,
      [String(made.Id)],
    );
    expect(mails.map((m) => [m.to_addrs, m.status, m.queued])).toEqual([[['export@hztx.example'], 'QUEUED', 1]]);
    expect(mails[0]!.subject).toMatch(/^报价 Q\S+（有效至 \d{4}-\d\d-\d\d）\/ Quote /);
    expect(mails[0]!.text_body).toContain(`?open=${made.Id}`);

    const seen = await quoteOf(made.Id, HZTX);
    expect(seen.Status).toBe('SENT');
    expect(staffOnlyKeys(seen)).toEqual([]);
    expect(seen.Options.map((o) => o.Totals)).toEqual(found.Rows.slice(0, 2).map((r) => r.Totals));
    const listed = ok<{ Items: { QuoteNo: string; Status: string }[] }>(await call('GET', `${ENDPOINTS.quoteList}?Page=1&PageSize=50`, tokens[HZTX]!));
    expect(listed.Items.map((i) => i.QuoteNo)).toContain(seen.QuoteNo);
    // 海越 does not see 天祥's quote, nor can it answer it
    expect((await getQuote(made.Id, NBHY)).statusCode).toBe(404);
    expect((await post(ENDPOINTS.quoteDecide, { Id: made.Id, Revision: 2, Decision: 'ACCEPT' }, NBHY)).statusCode).toBe(404);

    expect(ok<{ Status: string }>(await post(ENDPOINTS.quoteDecide, { Id: made.Id, Revision: 2, Decision: 'ACCEPT' }, HZTX)).Status).toBe('ACCEPTED');
    refusedWith(await post(ENDPOINTS.quoteDecide, { Id: made.Id, Revision: 3, Decision: 'REJECT', Reason: '太贵' }, HZTX), 'NOT_SENT');
    const sales = await t.db.query<{ title: string }>(
      `select m.title from messages m join employees e on e.id = m.target_employee_id join users u on u.id = e.user_id where u.account = $1 order by m.id desc limit 1`,
      [SALES],
    );
    expect(sales[0]!.title).toContain('客户已接受报价');
    expect((await quoteOf(made.Id)).Events!.map((e) => e.Type)).toEqual(['CREATED', 'SENT', 'ACCEPTED']);
  });

  it('declining needs a reason; a revision supersedes the open quote and cannot revise a closed one', async () => {
    const found = await searchFor(hztxId);
    const first = ok<{ Id: number }>(await post(ENDPOINTS.quoteSave, { SearchId: found.SearchId, RateIds: [found.Rows[0]!.RateId] }));
    await post(ENDPOINTS.quoteSend, { Id: first.Id, Revision: 1 });
    refusedWith(await post(ENDPOINTS.quoteDecide, { Id: first.Id, Revision: 2, Decision: 'REJECT' }, HZTX), 'REASON_REQUIRED');
    expect((await quoteOf(first.Id)).Status).toBe('SENT');

    const again = await searchFor(hztxId, { Lines: [{ ContainerClass: '40HQ', Qty: 3 }] });
    const second = ok<{ Id: number; QuoteNo: string }>(
      await post(ENDPOINTS.quoteSave, { SearchId: again.SearchId, RateIds: [again.Rows[0]!.RateId], RevisionOf: first.Id }),
    );
    const old = await quoteOf(first.Id);
    expect(old.Status).toBe('SUPERSEDED');
    expect(old.RevisedBy).toBe(second.QuoteNo);
    expect((await quoteOf(second.Id)).RevisionOf).toBe(old.QuoteNo);
    refusedWith(await post(ENDPOINTS.quoteSave, { SearchId: again.SearchId, RateIds: [again.Rows[0]!.RateId], RevisionOf: first.Id }), 'NOT_OPEN');
    // the customer cannot answer a superseded quote
    refusedWith(await post(ENDPOINTS.quoteDecide, { Id: first.Id, Revision: old.Revision, Decision: 'ACCEPT' }, HZTX), 'NOT_SENT');
  });

  it('the quote list pages and exports for staff', async () => {
    const page = ok<{ Items: { Status: string; Options: number; FromTotals: string }[]; Total: number }>(
      await call('GET', `${ENDPOINTS.quoteList}?Page=1&PageSize=50&Status=SUPERSEDED`, tokens[SALES]!),
    );
    expect(page.Items.length).toBeGreaterThan(0);
    expect(page.Items.every((i) => i.Status === 'SUPERSEDED')).toBe(true);
    expect(page.Items[0]!.FromTotals).toMatch(/^CNY [\d.]+ \+ USD [\d.]+$/);
    const sheet = await call('GET', `${ENDPOINTS.quoteList}/Export`, tokens[SALES]!);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toContain('spreadsheet');
  });
});

describe('the floor margin (R2.6)', () => {
  it('below the floor: refused to a salesperson, allowed to the override holder only with a reason, kept from the customer', async () => {
    // a thin VIP mark-up on Los Angeles: +USD 10 against a floor of USD 50 a 40HQ
    const levels = ok<CustomerLevel[]>(await call('GET', ENDPOINTS.customerLevelList, tokens[MANAGER]!));
    const vip = levels.find((l) => l.Code === 'VIP')!;
    ok(
      await post(
        ENDPOINTS.markupRuleSave,
        {
          Name: '洛杉矶 VIP 薄利',
          Scope: 'LEVEL',
          LevelId: vip.Id,
          Method: 'AMOUNT',
          Currency: 'USD',
          Amounts: [{ ContainerClass: '40HQ', Amount: '10' }],
          RoundingStep: '1',
          MinMargin: [{ ContainerClass: '40HQ', Amount: '50' }],
          Match: { PodCode: 'USLAX' },
          ValidFrom: addDays(today, -1),
          ValidTo: addDays(today, 90),
        },
        MANAGER,
      ),
    );
    const found = await searchFor(hztxId, { PodCode: 'USLAX' });
    const row = found.Rows[0]!;
    refusedWith(await post(ENDPOINTS.quoteSave, { SearchId: found.SearchId, RateIds: [row.RateId] }), 'BELOW_FLOOR');
    // the manager sees why (cost and floor are hers to see)
    const byManager = await searchFor(hztxId, { PodCode: 'USLAX' }, MANAGER);
    expect(byManager.Rows[0]!.Classes[0]!.BelowFloor).toBe(true);
    const res = await post(ENDPOINTS.quoteSave, { SearchId: byManager.SearchId, RateIds: [row.RateId] }, MANAGER);
    refusedWith(res, 'BELOW_FLOOR');
    expect(res.json().Errors[0].Path).toBe('/OverrideReason');
    const made = ok<{ Id: number }>(
      await post(ENDPOINTS.quoteSave, { SearchId: byManager.SearchId, RateIds: [row.RateId], OverrideReason: '年度大客户，首票让利' }, MANAGER),
    );
    const q = await quoteOf(made.Id, MANAGER);
    expect(q.OverrideReason).toBe('年度大客户，首票让利');
    await post(ENDPOINTS.quoteSend, { Id: made.Id, Revision: 1 }, MANAGER);
    const seen = await quoteOf(made.Id, HZTX);
    expect('OverrideReason' in seen).toBe(false);
  });
});
