import { expect } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { Quote } from '../../../src/contract/rates/quoteCalls';
import type { RateSearchAnswer } from '../../../src/contract/rates/searchCalls';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import { apiPost, employeeToken, makeCompanyEmployee, storageStateWith } from '../../support/apiSession';
import { apiGet } from '../si/siSteps';

/**
 * A quote with two options of one carrier (issue 32, QUOTE_OPTION_REQUIRED): COSU quotes Shanghai →
 * Gdansk twice (its spot rate and a dearer promotion), a salesperson quotes 天祥 both, 天祥 accepts.
 * A booking link of that quote naming the carrier but not the option (as a message or a kept link
 * does) opens the form; the server cannot tell which option is meant, so the form asks; the
 * customer chooses the second, the price shown is that option's, and the booking submitted keeps
 * it (quote option 2, its rate, its totals). Shanghai → Gdansk is no other browser test's lane.
 */
test('a booking on a quote with two options of one carrier asks which, and keeps the price of the one chosen', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  const today = todayInShanghai();
  const [pricing, manager, sales] = [
    await employeeToken(base, 'pricing@demo.test'),
    await employeeToken(base, 'pricing.manager@demo.test'),
    await employeeToken(base, 'sales@demo.test'),
  ];

  // --- two COSU rates on the lane, published ---
  const rate = (RateType: string, cost: string) => ({
    RateType,
    CarrierCode: 'COSU',
    PolCode: 'CNSHA',
    PodCode: 'PLGDN',
    Currency: 'USD',
    ValidFrom: today,
    ValidTo: addDays(today, 30),
    TransitDays: 35,
    CutOffWeekdays: [2],
    EtdWeekdays: [4],
    Prices: [{ ContainerClass: '40HQ', Cost: cost }],
    Surcharges: [],
  });
  for (const [type, cost] of [
    ['SPOT', '1500'],
    ['PROMO', '1700'],
  ] as const) {
    const made = await apiPost<{ Id: number; Revision: number }>(base, ENDPOINTS.fclRateSaveDraft, rate(type, cost), pricing);
    await apiPost(base, ENDPOINTS.fclRateSubmit, { Id: made.Id, Revision: made.Revision }, pricing);
    await apiPost(base, ENDPOINTS.fclRateConfirm, { Ids: [made.Id], Decision: 'APPROVE' }, manager);
  }

  // --- the salesperson quotes 天祥 both; 天祥 accepts ---
  const companies = await apiGet<{ CompanyId: number; CompanyName: string }[]>(base, ENDPOINTS.customerLevelCompanies, sales);
  const hztx = companies.find((c) => c.CompanyName.includes('天祥'))!.CompanyId;
  const found = await apiPost<RateSearchAnswer>(
    base,
    ENDPOINTS.fclRateSearch,
    { PolCode: 'CNSHA', PodCode: 'PLGDN', Lines: [{ ContainerClass: '40HQ', Qty: 1 }], CustomerCompanyId: hztx },
    sales,
  );
  const cosu = found.Rows.filter((r) => r.CarrierCode === 'COSU');
  expect(cosu).toHaveLength(2);
  const made = await apiPost<{ Id: number; QuoteNo: string }>(
    base,
    ENDPOINTS.quoteSave,
    { SearchId: found.SearchId, RateIds: cosu.map((r) => r.RateId) },
    sales,
  );
  await apiPost(base, ENDPOINTS.quoteSend, { Id: made.Id, Revision: 1 }, sales);
  const customerToken = await makeCompanyEmployee(base, 'customer.admin@demo.test', 'e2e.quote.option', 'quote-option-pass', ['客户标准角色']);
  await apiPost(base, ENDPOINTS.quoteDecide, { Id: made.Id, Revision: 2, Decision: 'ACCEPT' }, customerToken);
  const quote = await apiGet<Quote>(base, `${ENDPOINTS.quoteGet}?Id=${made.Id}`, customerToken);
  const second = quote.Options[1]!;
  const secondTotals = second.Totals.map((t) => `${t.Currency} ${t.Amount}`).join(' + ');
  expect(quote.Options[0]!.Totals).not.toEqual(second.Totals);

  // --- the booking link names the carrier, not the option: the form asks which ---
  const customer = await (await browser.newContext({ storageState: storageStateWith(base, customerToken, 'employee') })).newPage();
  const link = new URLSearchParams({ pol: 'CNSHA', pod: 'PLGDN', carrier: 'COSU', quote: String(made.Id), etd: quote.Day, eq: '40HQ*1' });
  await customer.goto(`/external/workbench/BookOnline?${link}`);
  const form = customer.getByTestId('booking-form');
  const price = form.getByTestId('booking-price');
  await expect(price).toContainText(`报价 ${made.QuoteNo} 有多个 COSU 方案`);
  const options = price.getByTestId('quote-options');
  await expect(options.getByRole('button')).toHaveCount(2);
  await options.getByRole('button', { name: new RegExp(`^方案 2 · ${second.RateNo}`) }).click();
  await expect(price).toContainText(`报价 ${made.QuoteNo} 方案 2 · 运价 ${second.RateNo}`);
  await expect(form.getByTestId('booking-price-total')).toHaveText(secondTotals);

  // --- submitted, the booking keeps the option chosen and its price ---
  await form.getByLabel('发货人 名称').fill('HANGZHOU TIANXIANG TRADING CO LTD');
  await form.getByLabel('发货人 地址（每行不超过35个字符）').fill('NO 88 JIANGNAN AVENUE\nHANGZHOU CHINA');
  await form.getByLabel('收货人 名称').fill('GDANSK HOME GOODS SP Z O O');
  await form.getByLabel('品名').fill('WOODEN CHAIRS');
  await form.getByLabel('件数').fill('200');
  await form.getByLabel('毛重（kg）').fill('8000');
  await expect(form.getByTestId('booking-check')).toContainText('检查通过');
  await form.getByRole('button', { name: '提交订舱' }).click();
  await expect(customer).toHaveURL(/\/external\/workbench\/BookOnlineDetail\?id=\d+$/);
  const id = Number(new URL(customer.url()).searchParams.get('id'));
  const booking = await apiGet<{ Price: { RateNo: string; QuoteNo?: string; OptionNo?: number; Totals: string } | null }>(
    base,
    `${ENDPOINTS.bookingGet}?Id=${id}`,
    customerToken,
  );
  expect(booking.Price).toMatchObject({ QuoteNo: made.QuoteNo, OptionNo: 2, RateNo: second.RateNo });
  expect(booking.Price!.Totals).toBe(secondTotals);
});
