import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { Quote } from '../../../src/contract/rates/quoteCalls';
import type { LevelCompany, RateSearchRow } from '../../../src/contract/rates/searchCalls';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { ok, SALES, salesDesk } from './salesDesk';

/**
 * Cost visibility is one rule (issue 32, R2.7): cost, margin, the floor and the price trace reach
 * whoever holds "view cost" and nobody else — the salesperson's search was sell-only while the quote
 * he made showed him cost and margin. The quote (Get and the list) answers as the search does; the
 * explain gives a salesperson the steps without the figures that give the cost back.
 */
const t = withTestApp({ modules: ['rates'] });
const { call, asUser } = caller(t);
const MANAGER = 'pricing.manager@demo.test';
const CUSTOMER = 'customer@demo.test';
const tokens: Record<string, string> = {};
let quoteId = 0;
let searchId = 0;
let row: RateSearchRow;
let options = 0;

/** Every key anywhere in an answer, JSON text inside it (an event's detail) read too, that names cost, margin, floor or the trace. */
function costKeys(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string' && value.startsWith('{')) {
    try {
      costKeys(JSON.parse(value), into);
    } catch {
      // text that only looks like JSON
    }
  } else if (Array.isArray(value)) for (const v of value) costKeys(v, into);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (/cost|margin|floor|trace/i.test(k)) into.push(k);
      costKeys(v, into);
    }
  return into;
}

const { post, searchFor } = salesDesk(t, tokens);
const quoteAs = async (who: string) => ok<Quote>(await call('GET', `${ENDPOINTS.quoteGet}?Id=${quoteId}`, tokens[who]!));
const listAs = async (who: string) => ok<{ Items: unknown[] }>(await call('GET', `${ENDPOINTS.quoteList}?Page=1&PageSize=200`, tokens[who]!));
const explainAs = (who: string) => call('GET', `${ENDPOINTS.fclRateExplain}?SearchId=${searchId}&RateId=${row.RateId}`, tokens[who]!);

beforeAll(async () => {
  for (const who of [SALES, MANAGER, CUSTOMER]) tokens[who] = await asUser(who);
  const companies = ok<LevelCompany[]>(await call('GET', ENDPOINTS.customerLevelCompanies, tokens[SALES]!));
  const hztx = companies.find((c) => c.CompanyName.includes('天祥'))!.CompanyId;
  const found = await searchFor(hztx);
  searchId = found.SearchId;
  row = found.Rows[0]!;
  options = Math.min(2, found.Rows.length);
  quoteId = ok<{ Id: number }>(await post(ENDPOINTS.quoteSave, { SearchId: searchId, RateIds: found.Rows.slice(0, 2).map((r) => r.RateId) })).Id;
  ok(await post(ENDPOINTS.quoteSend, { Id: quoteId, Revision: 1 }));
});

describe('cost visibility, one rule', () => {
  it('the salesperson (no "view cost") reads his own quote and the quote list without cost, margin, floor or trace at any depth', async () => {
    const q = await quoteAs(SALES);
    expect(q.Options).toHaveLength(options);
    expect(q.Options[0]!.Classes[0]!.Sell).toBe(row.Classes[0]!.Sell);
    expect(costKeys(q)).toEqual([]);
    expect(q.Events!.map((e) => e.Type)).toEqual(['CREATED', 'SENT']); // still the staff's history
    const list = await listAs(SALES);
    expect(list.Items.length).toBeGreaterThan(0);
    expect(costKeys(list)).toEqual([]);
  });

  it('the pricing manager (holding "view cost") reads the same quote with cost, margin, floor and trace', async () => {
    const q = await quoteAs(MANAGER);
    expect(q.Options[0]!.Classes[0]).toMatchObject({
      Sell: row.Classes[0]!.Sell,
      Cost: expect.any(String),
      Margin: expect.any(String),
      Floor: expect.any(String),
    });
    expect(q.Options[0]!.Trace!.length).toBeGreaterThan(0);
    expect(costKeys(q)).toEqual(expect.arrayContaining(['Cost', 'Margin', 'Floor', 'Trace', 'CostTotals']));
  });

  it('the customer never reads any, in the quote or the list', async () => {
    expect(costKeys(await quoteAs(CUSTOMER))).toEqual([]);
    expect(costKeys(await listAs(CUSTOMER))).toEqual([]);
  });

  it('the salesperson’s price explain gives the steps and the surcharges, never a figure that gives the cost back', async () => {
    const res = await explainAs(SALES);
    expect(res.statusCode, res.body).toBe(200);
    const sales = res.json().Data as { Row: RateSearchRow; ShownTotals: unknown; Same: boolean };
    expect(sales.Same).toBe(true);
    expect(sales.ShownTotals).toEqual(row.Totals);
    const steps = sales.Row.Trace!;
    expect(steps.map((s) => s.Step)).toEqual(expect.arrayContaining(['BASE', 'TIER']));
    for (const s of steps) if (s.Step !== 'SURCHARGE') expect(s, s.Step).not.toHaveProperty('Amount');
    expect(steps.filter((s) => s.Step === 'SURCHARGE').every((s) => s.Amount !== undefined)).toBe(true);
    expect(costKeys(sales).filter((k) => k !== 'Trace')).toEqual([]);
    // the same explain with "view cost" carries the figures
    const manager = ok<{ Row: RateSearchRow }>(await explainAs(MANAGER));
    expect(manager.Row.Classes[0]!.Cost).toBeDefined();
    expect(manager.Row.Trace!.find((s) => s.Step === 'BASE')!.Amount).toBe(manager.Row.Classes[0]!.Cost);
  });

  it('a customer gets no explain at all', async () => {
    expect((await explainAs(CUSTOMER)).statusCode).toBe(403);
  });

  it('the markup preview (cost, margin and floor by level) answers only "view cost" holders, even someone given the rule pages', async () => {
    // an admin gives the salesperson the rule pages: he still holds no "view cost"
    await t.db.query(
      `insert into employee_roles (employee_id, role_id)
       select e.id, r.id from roles r, employees e join users u on u.id = e.user_id
        where r.name = '运价规则维护' and u.account = $1 and e.company_id = r.company_id on conflict do nothing`,
      [SALES],
    );
    await t.app.liveHub.forget({ all: true }); // as the role pages do after a change: menu trees are read again
    const sales = await asUser(SALES);
    expect(ok<unknown[]>(await call('GET', ENDPOINTS.markupRuleList, sales)).length).toBeGreaterThan(0); // the rule pages are his now
    const refused = await call('GET', ENDPOINTS.markupRulePreview, sales);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.body).toContain('viewCost');
    const preview = ok<unknown[]>(await call('GET', ENDPOINTS.markupRulePreview, tokens[MANAGER]!));
    expect(costKeys(preview)).toEqual(expect.arrayContaining(['Cost', 'Margin', 'Floor']));
  });
});
