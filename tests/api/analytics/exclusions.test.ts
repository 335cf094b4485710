import { describe, expect, it } from 'vitest';
import type { SalesAnswer } from '../../../src/contract/analytics/calls';
import type { ExclusionsAnswer } from '../../../src/contract/analytics/exclusionCalls';
import { ENDPOINTS as E } from '../../../src/contract/endpoints';
import { caller } from '../support/calls';
import { salesApp } from './salesApp';

/**
 * Internal test companies (commercial.md §9.1 "Excluded"): the analysis' own list, kept by platform
 * staff with the company analysis; a company on it counts in no metric (bookings, TEU, revenue, the
 * active customers), every change is in the history, bad changes are refused and change nothing.
 */
describe('the internal test companies left out of the sales analysis', () => {
  const { t, get, post, tokens, companyId } = salesApp();
  const { call } = caller(t);
  const exclusions = (who: keyof typeof tokens) => call('GET', E.analyticsExclusions, tokens[who]);
  const data = <T>(res: { json(): { Data: T } }) => res.json().Data;
  const figures = async () => data<SalesAnswer>(await get('pricing', E.analyticsCustomerCompanySales));

  it('is platform staff’s with the manager menu: external people and salespeople are refused (403)', async () => {
    const id = await companyId('CUS-SZMX');
    for (const who of ['customer', 'zhou'] as const) {
      expect((await exclusions(who)).statusCode, who).toBe(403);
      expect((await post(who, E.analyticsExclusionsAdd, { CompanyId: id, Reason: 'test' })).statusCode, who).toBe(403);
      expect((await post(who, E.analyticsExclusionsRemove, { CompanyId: id })).statusCode, who).toBe(403);
    }
  });

  it('leaves a company out of every metric, refuses bad changes, and counts it again when restored; the history keeps both', async () => {
    const id = await companyId('CUS-SZMX');
    const before = await figures();
    const row = before.Table.find((r) => r.Key === id)!;
    expect(row.Bookings).toBeGreaterThan(0);
    const list = data<ExclusionsAnswer>(await exclusions('manager'));
    expect(list.Candidates.map((c) => c.CompanyId)).toContain(id);

    const noReason = await post('manager', E.analyticsExclusionsAdd, { CompanyId: id, Reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().Code).toBe('REASON');
    expect((await post('manager', E.analyticsExclusionsAdd, { CompanyId: '999999999', Reason: 'x' })).statusCode).toBe(404);
    expect((await figures()).Totals.Bookings).toBe(before.Totals.Bookings);

    const added = await post('manager', E.analyticsExclusionsAdd, { CompanyId: id, Reason: '内部测试账号' });
    expect(added.statusCode).toBe(200);
    expect(data<ExclusionsAnswer>(added).Excluded.map((e) => [e.CompanyId, e.Reason])).toEqual([[id, '内部测试账号']]);
    const again = await post('manager', E.analyticsExclusionsAdd, { CompanyId: id, Reason: 'again' });
    expect(again.statusCode).toBe(400);
    expect(again.json().Code).toBe('ALREADY_EXCLUDED');

    const out = await figures();
    expect(out.Table.map((r) => r.Key)).not.toContain(id);
    expect(out.Totals.Bookings).toBe(before.Totals.Bookings - row.Bookings);
    expect(out.Totals.Teu).toBeCloseTo(before.Totals.Teu - row.Teu, 2);
    expect(out.Totals.ActiveCustomers).toBe(before.Totals.ActiveCustomers - 1);
    expect(Number(out.Totals.RevenueReport)).toBeCloseTo(Number(before.Totals.RevenueReport) - Number(row.RevenueReport), 1);
    const pivot = data<{ Rows: { CompanyId: string }[] }>(await get('manager', E.analyticsSalesTable, { Scope: 'PLATFORM' }));
    expect(pivot.Rows.map((r) => r.CompanyId)).not.toContain(id);

    const restored = await post('manager', E.analyticsExclusionsRemove, { CompanyId: id, Reason: '误排除' });
    expect(restored.statusCode).toBe(200);
    const history = data<ExclusionsAnswer>(restored).History;
    expect(history.map((h) => [h.Action, h.CompanyId, h.Reason])).toEqual([
      ['REMOVE', id, '误排除'],
      ['ADD', id, '内部测试账号'],
    ]);
    expect(history.every((h) => h.By.length > 0)).toBe(true); // who changed it, by name
    const notThere = await post('manager', E.analyticsExclusionsRemove, { CompanyId: id });
    expect(notThere.statusCode).toBe(400);
    expect(notThere.json().Code).toBe('NOT_EXCLUDED');
    expect((await figures()).Totals.Bookings).toBe(before.Totals.Bookings);
  });
});
