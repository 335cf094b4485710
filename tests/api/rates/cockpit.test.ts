import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { Cockpit } from '../../../src/contract/rates/cockpitCalls';
import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { rateBody } from './rateBody';
import { ok, refusedWith } from './salesDesk';

/**
 * The rate cockpit (commercial.md §2.3 FclRate/Cockpit): counts by state, what ends within 7 days,
 * what waits, the period's searches, and the lanes searched with no valid rate — which drop off once
 * a rate covers them. The demo searched Shanghai → Santos three times (天祥 twice, a visitor once).
 */
const t = withTestApp({ modules: ['rates'] });
const { call, asUser } = caller(t);
const MANAGER = 'pricing.manager@demo.test';
const tokens: Record<string, string> = {};
const today = todayInShanghai();
beforeAll(async () => {
  for (const who of [MANAGER, 'customer2@demo.test']) tokens[who] = await asUser(who);
});
const cockpit = async (query = '') => ok<Cockpit>(await call('GET', `${ENDPOINTS.fclRateCockpit}?${query}`, tokens[MANAGER]!));
const publish = async (over: object) => {
  const draft = ok<{ Id: number; Revision: number }>(await call('POST', ENDPOINTS.fclRateSaveDraft, tokens[MANAGER]!, rateBody(over)));
  ok(await call('POST', ENDPOINTS.fclRateSubmit, tokens[MANAGER]!, { Id: draft.Id, Revision: draft.Revision }));
};

describe('FclRate/Cockpit', () => {
  it('counts rates by state the way the rate pages do, and lists the waiting ones', async () => {
    const c = await cockpit();
    const [n] = await t.db.query<{ pending: number; drafts: number }>(
      `select count(*) filter (where status = 'PENDING')::int as pending, count(*) filter (where status = 'DRAFT')::int as drafts from fcl_rates`,
    );
    expect(c.ByStatus.Pending).toBe(n!.pending);
    expect(c.ByStatus.Draft).toBe(n!.drafts);
    expect(c.ByStatus.Published).toBeGreaterThan(5);
    expect(c.ByStatus.Hidden).toBeGreaterThanOrEqual(1); // the demo's hidden ONE rate
    expect(c.Pending.map((p) => p.CarrierCode)).toContain('HLCU');
    expect(c.From).toBe(addDays(today, -6));
    expect(c.To).toBe(today);
  });

  it('names the demand no rate meets, adds a new unanswered lane, and drops a lane once a rate covers it', async () => {
    const santos = (c: Cockpit) => c.Unmet.find((u) => u.PolCode === 'CNSHA' && u.PodCode === 'BRSSZ');
    expect(santos(await cockpit())).toMatchObject({ Searches: 3, Askers: 2, PodName: '桑托斯' });

    // 海越 asks for Ningbo → Manzanillo: nothing answers
    const asked = ok<{ Rows: unknown[] }>(
      await call('POST', ENDPOINTS.fclRateSearch, tokens['customer2@demo.test']!, {
        PolCode: 'CNNGB',
        PodCode: 'MXZLO',
        Lines: [{ ContainerClass: '40HQ', Qty: 1 }],
      }),
    );
    expect(asked.Rows).toEqual([]);
    const after = await cockpit();
    expect(after.Unmet.find((u) => u.PodCode === 'MXZLO')).toMatchObject({ Searches: 1, Askers: 1 });
    expect(after.Searches.Unanswered).toBeGreaterThanOrEqual(5);

    // the desk publishes Shanghai → Santos: that demand is covered
    await publish({ CarrierCode: 'MSCU', PolCode: 'CNSHA', PodCode: 'BRSSZ', TransitDays: 35 });
    expect(santos(await cockpit())).toBeUndefined();
  });

  it('lists a rate ending within 7 days with its days left; refuses a period that ends before it starts or is no date', async () => {
    await publish({ CarrierCode: 'CMDU', PolCode: 'CNXMN', PodCode: 'AUMEL', TransitDays: 16, ValidTo: addDays(today, 2) });
    const ending = (await cockpit()).Expiring.find((e) => e.PodCode === 'AUMEL')!;
    expect(ending).toMatchObject({ CarrierCode: 'CMDU', DaysLeft: 2, ValidTo: addDays(today, 2) });
    refusedWith(await call('GET', `${ENDPOINTS.fclRateCockpit}?From=${today}&To=${addDays(today, -1)}`, tokens[MANAGER]!), 'BAD_PERIOD');
    // the shape of a date that is none (the fuzz found it answering 500)
    refusedWith(await call('GET', `${ENDPOINTS.fclRateCockpit}?To=0000-00-00`, tokens[MANAGER]!), 'BAD_PERIOD');
  });
});
