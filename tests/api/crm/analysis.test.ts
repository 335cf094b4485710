import { describe, expect, it } from 'vitest';
import { ENDPOINTS as E } from '../../../src/contract/endpoints';
import { dayIn, OFFICE_ZONE } from '../../../src/domain/refdata/localTimes';
import { addDays } from '../../../src/domain/refdata/public';
import { crmApp } from './crmApp';

/**
 * The CRM's analysis (issue 50, R9.1, R9.2): a salesperson sees only their own customers and quotes,
 * the manager the team's; people of a customer company get 403; the margin is absent without "view
 * cost"; a period backwards or longer than a year is refused in words.
 */
const app = crmApp();
const { get, one, employeeId } = app;
const to = dayIn(OFFICE_ZONE);
const from = addDays(to, -60);
const period = `From=${from}&To=${to}`;
type Answer = { Rows: { Key: string; Sent?: number; New?: number }[]; Totals: Record<string, unknown>; ViewCost?: boolean; LostReasons?: unknown[] };

const read = async (who: Parameters<typeof get>[0], url: string) => {
  const res = await get(who, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data as Answer;
};

describe('the CRM analysis: scope', () => {
  it('groups a salesperson’s customers by owner under their own name only; the manager sees both salespeople', async () => {
    const sun = String(await employeeId('sales@demo.test'));
    const zhou = String(await employeeId('sales2@demo.test'));
    const mine = await read('sunLi', `${E.crmAnalysisCustomers}?${period}&GroupBy=OWNER`);
    expect(mine.Rows.length).toBeGreaterThan(0);
    expect(mine.Rows.every((r) => r.Key === sun)).toBe(true);
    const team = await read('manager', `${E.crmAnalysisCustomers}?${period}&GroupBy=OWNER`);
    expect(team.Rows.map((r) => r.Key)).toEqual(expect.arrayContaining([sun, zhou]));
  });

  it('counts only the salesperson’s own quotes; the manager counts the company’s', async () => {
    const sun = await employeeId('sales@demo.test');
    const count = async (sales: number | null) =>
      (
        await one<{ n: number }>(
          `select count(*)::int as n from quotes q join company_directory c on c.id = q.owner_company_id
            where c.code = 'PLATFORM' and q.sent_at is not null and q.status <> 'SUPERSEDED'
              and (q.sent_at at time zone 'Asia/Shanghai')::date between $1::date and $2::date and ($3::bigint is null or q.sales_employee_id = $3)`,
          [from, to, sales],
        )
      ).n;
    const mine = await read('sunLi', `${E.crmAnalysisQuotations}?${period}&GroupBy=SALES`);
    expect(mine.Totals.Sent).toBe(await count(sun));
    expect(mine.Rows.every((r) => r.Key === String(sun))).toBe(true);
    const team = await read('manager', `${E.crmAnalysisQuotations}?${period}&GroupBy=SALES`);
    expect(team.Totals.Sent).toBe(await count(null));
    expect(team.Totals.Sent).toBeGreaterThan(0);
  });

  it('leaves the margin out without "view cost", in the rows and the totals alike', async () => {
    const a = await read('sunLi', `${E.crmAnalysisQuotations}?${period}&GroupBy=LANE`);
    expect(a.ViewCost).toBe(false);
    expect(a.Totals).not.toHaveProperty('MarginPerTeu');
    expect(a.Totals).not.toHaveProperty('MarginPerTeuReport');
    for (const r of a.Rows) expect(r).not.toHaveProperty('MarginPerTeu');
  });

  it('answers 403 to a customer company’s people, for the figures and the exports', async () => {
    for (const url of [E.crmAnalysisCustomers, E.crmAnalysisQuotations, E.crmAnalysisCustomersExport, E.crmAnalysisQuotationsExport]) {
      const res = await get('customer', `${url}?${period}`);
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('answers 403 to staff without the analysis menus (the SI reviewer)', async () => {
    expect((await get('reviewer', `${E.crmAnalysisCustomers}?${period}`)).statusCode).toBe(403);
    expect((await get('reviewer', `${E.crmAnalysisQuotations}?${period}`)).statusCode).toBe(403);
  });

  it('refuses a period backwards or longer than a year with 400 PERIOD in words', async () => {
    for (const q of [`From=${to}&To=${from}`, `From=${addDays(to, -400)}&To=${to}`]) {
      const res = await get('manager', `${E.crmAnalysisCustomers}?${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().Code).toBe('PERIOD');
      expect(res.json().Message).toMatch(/期间|period/);
    }
  });

  it('exports each table to Excel', async () => {
    for (const url of [E.crmAnalysisCustomersExport, E.crmAnalysisQuotationsExport]) {
      const res = await get('manager', `${url}?${period}`);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
    }
  });
});
