import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { Product } from '../../../src/contract/rates/ecommerceCalls';
import type { RateSearchAnswer } from '../../../src/contract/rates/searchCalls';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { ok, refusedWith } from './salesDesk';

/**
 * E-commerce rates (commercial.md §2.5 dsView, issue 16): the desk lists published rate numbers;
 * a customer's page shows each as a card priced per container at the customer's own level — the
 * same price its rate query gives — and a card leaves by itself once its rate is hidden.
 */
const t = withTestApp({ modules: ['rates'] });
const { call, asUser } = caller(t);
const MANAGER = 'pricing.manager@demo.test';
const CUSTOMER = 'customer@demo.test';
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of [MANAGER, CUSTOMER, 'customer.admin@demo.test']) tokens[who] = await asUser(who);
});
const cards = async (who = CUSTOMER) => ok<Product[]>(await call('GET', ENDPOINTS.ecommerceProducts, tokens[who]!));
const rateNoOf = async (carrier: string, pod: string) =>
  (
    await t.db.query<{ rate_no: string }>(
      `select r.rate_no from fcl_rates r join companies c on c.id = r.owner_company_id
        where c.code = 'PLATFORM' and r.carrier_code = $1 and r.pod_code = $2 and r.status = 'PUBLISHED' and r.visible and r.valid_to >= current_date order by r.id desc limit 1`,
      [carrier, pod],
    )
  )[0]!.rate_no;

describe('e-commerce rates', () => {
  it('a card is priced per container at the customer’s level, as its rate query prices the same lane', async () => {
    const shown = await cards();
    expect(shown.map((c) => `${c.CarrierCode} ${c.PolCode}-${c.PodCode}`)).toEqual(['COSU CNSHA-NLRTM', 'CMDU CNSHA-USLAX', 'EGLV CNYTN-SGSIN']);
    const cosu = shown[0]!;
    expect(cosu.Prices.map((p) => p.ContainerClass)).toEqual(['20GP', '40GP', '40HQ']);
    const res = await call('POST', ENDPOINTS.fclRateSearch, tokens[CUSTOMER]!, {
      PolCode: 'CNSHA',
      PodCode: 'NLRTM',
      CarrierCode: 'COSU',
      Lines: [{ ContainerClass: '40HQ', Qty: 1 }],
    });
    const row = ok<RateSearchAnswer>(res).Rows.find((r) => r.RateNo === cosu.RateNo)!;
    expect(cosu.Prices[2]!.Totals).toEqual(row.Totals);
    expect(JSON.stringify(shown)).not.toMatch(/"Cost"|"Margin"|InternalRemarks|"Trace"/);
  });

  it('listing needs a published rate; a hidden rate’s card leaves by itself; taking it off removes it', async () => {
    const [draft] = await t.db.query<{ rate_no: string }>(`select rate_no from fcl_rates where status = 'DRAFT' limit 1`);
    refusedWith(await call('POST', ENDPOINTS.ecommerceSetListed, tokens[MANAGER]!, { RateNos: [draft!.rate_no], Listed: true }), 'NOT_PUBLISHED');
    const msc = await rateNoOf('MSCU', 'NLRTM');
    expect(ok<{ Changed: number }>(await call('POST', ENDPOINTS.ecommerceSetListed, tokens[MANAGER]!, { RateNos: [msc], Listed: true })).Changed).toBe(1);
    expect((await cards()).some((c) => c.RateNo === msc)).toBe(true);
    await t.db.query(`update fcl_rates set visible = false where rate_no = $1 and status = 'PUBLISHED'`, [msc]);
    expect((await cards()).some((c) => c.RateNo === msc)).toBe(false);
    await t.db.query(`update fcl_rates set visible = true where rate_no = $1 and status = 'PUBLISHED'`, [msc]);
    ok(await call('POST', ENDPOINTS.ecommerceSetListed, tokens[MANAGER]!, { RateNos: [msc], Listed: false }));
    expect((await cards()).some((c) => c.RateNo === msc)).toBe(false);
    // the lane's rates of each carrier (a year of weekly history beside today's): MSC's is off the shelf, COSCO's still on it
    const listed = async (carrier: string) =>
      ok<{ Items: { RateNo: string; Listed: boolean }[] }>(
        await call('GET', `${ENDPOINTS.fclRateList}?Page=1&PageSize=200&Status=PUBLISHED&CarrierCode=${carrier}&PodCode=NLRTM`, tokens[MANAGER]!),
      ).Items.filter((r) => r.Listed);
    const mscListed = await listed('MSCU');
    expect(mscListed.map((r) => r.RateNo)).not.toContain(msc);
    expect((await listed('COSU')).length).toBeGreaterThan(0);
  });

  it('a customer lists nothing (403)', async () => {
    const res = await call('POST', ENDPOINTS.ecommerceSetListed, tokens['customer.admin@demo.test']!, { RateNos: ['FCL0000000001'], Listed: true });
    expect(res.statusCode).toBe(403);
  });
});
