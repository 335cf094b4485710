import ExcelJS from 'exceljs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../../../src/contract/endpoints';
import { accountStatusWords } from '../../../../src/contract/platform/words';
import { batchStatusWords, lclStatusWords, noticeStatusWords, quoteStatusWords } from '../../../../src/contract/rates/words';
import { orderStatusWords, spaceStatusWords } from '../../../../src/contract/readySpace/words';
import { callStatusWords } from '../../../../src/contract/refdata/words';
import { statusWords } from '../../../../src/contract/words';
import type { Bilingual } from '../../../../src/i18n/bilingual';
import { withTestApp } from '../../support/build';
import { caller } from '../../support/calls';
import { rateBody } from '../../rates/rateBody';
import { ok, SALES, salesDesk } from '../../rates/salesDesk';

/**
 * Excel exports read as people read them (issue 32): a status in words of the person's language,
 * not its code; times on the office's clock (Asia/Shanghai), not UTC; the file dated in that zone;
 * a rate's prices as a number per container class.
 */
const t = withTestApp({ modules: ['booking', 'companies', 'rates', 'readySpace', 'refdata', 'staff'] });
const { asUser } = caller(t);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of ['pricing@demo.test', 'pricing.manager@demo.test', 'customer@demo.test', 'admin@demo.test', 'sales@demo.test'])
    tokens[who] = await asUser(who);
});
afterEach(() => {
  vi.useRealTimers();
});

async function exported(url: string, who: string, lang: 'zh' | 'en' = 'zh') {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${tokens[who]}`, 'accept-language': lang === 'zh' ? 'zh-CN,zh;q=0.9' : 'en-GB' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows = sheet.getRows(2, sheet.rowCount - 1)!.map((r) => Object.fromEntries(headers.map((h, i) => [h, r.getCell(i + 1).value])));
  const name = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(String(res.headers['content-disposition']))![1]!);
  return { rows, headers, name };
}

describe('Excel exports', () => {
  it('dates the file on Shanghai’s clock: at 20:00 UTC it is already tomorrow there', async () => {
    // the last 20:00 UTC before now (the sessions stay valid): 04:00 the next day in Shanghai
    const at = new Date();
    if (at.getUTCHours() < 20) at.setUTCDate(at.getUTCDate() - 1);
    at.setUTCHours(20, 0, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'], now: at });
    const shanghaiDay = new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const { name } = await exported(`${ENDPOINTS.fclRateList}/Export`, 'pricing@demo.test');
    expect(name).toBe(`fcl-rates-${shanghaiDay}.xlsx`);
    expect(shanghaiDay).not.toBe(at.toISOString().slice(0, 10)); // the day UTC would have named it
  });

  it('gives a rate’s prices a numeric column per class and its status in words', async () => {
    const { rows, headers } = await exported(`${ENDPOINTS.fclRateList}/Export`, 'pricing@demo.test');
    expect(headers).toEqual(expect.arrayContaining(['20GP 底价 Cost', '40HQ 底价 Cost']));
    const priced = rows.filter((r) => r['40HQ 底价 Cost'] !== null && r['40HQ 底价 Cost'] !== undefined);
    expect(priced.length).toBeGreaterThan(0);
    for (const r of priced) expect(typeof r['40HQ 底价 Cost']).toBe('number');
    const statuses = new Set(rows.map((r) => r['状态 Status']));
    expect(statuses).toContain('已发布');
    for (const s of statuses) expect(String(s)).not.toMatch(/[A-Za-z]/); // no code, no English, in Chinese
    const en = await exported(`${ENDPOINTS.fclRateList}/Export`, 'pricing@demo.test', 'en');
    expect(new Set(en.rows.map((r) => r['状态 Status']))).toContain('Published');
  });

  it('says a booking’s status in words and its submit time on Shanghai’s clock', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: `${ENDPOINTS.bookingList}?PageSize=200`, headers: { authorization: `Bearer ${tokens['customer@demo.test']}` } })
    ).json().Data.Items as { BookingNo: string; Status: string; SubmittedAt: string | null }[];
    const submitted = list.find((b) => b.SubmittedAt);
    expect(submitted).toBeDefined();
    const { rows } = await exported(`${ENDPOINTS.bookingList}/Export`, 'customer@demo.test');
    const row = rows.find((r) => r['订舱单号 Booking no.'] === submitted!.BookingNo)!;
    expect(row['状态 Status']).not.toBe(submitted!.Status); // words, not the code
    expect(String(row['状态 Status'])).toMatch(/[\u4e00-\u9fff]/);
    const shanghai = new Date(new Date(submitted!.SubmittedAt!).getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(row['提交时间 Submitted']).toBe(shanghai);
  });

  // each list's export: the status column holds the person's words and never a code of that list
  const statusExports: [string, string, string, Record<string, Bilingual>][] = [
    ['ready-space listings', ENDPOINTS.readySpaceList, 'admin@demo.test', spaceStatusWords],
    ['ready-space orders', `${ENDPOINTS.readySpaceOrderList}?Scope=ALL`, 'admin@demo.test', orderStatusWords],
    ['quotes', ENDPOINTS.quoteList, 'sales@demo.test', quoteStatusWords],
    ['customers', ENDPOINTS.customerList, 'admin@demo.test', accountStatusWords],
    ['employees', ENDPOINTS.employeeList, 'admin@demo.test', accountStatusWords],
    ['vessel calls', `${ENDPOINTS.vesselCallList}?PortCode=NLRTM`, 'admin@demo.test', callStatusWords],
    // ports, carriers and terminals wrote "启用 active" whatever the language (issue 32); SIs: tests/api/si/exportWords.test.ts
    ['ports', ENDPOINTS.portList, 'admin@demo.test', { ACTIVE: statusWords.active, DISABLED: statusWords.disabled }],
    ['carriers', ENDPOINTS.carrierList, 'admin@demo.test', { ACTIVE: statusWords.active, DISABLED: statusWords.disabled }],
    ['terminals', ENDPOINTS.terminalList, 'admin@demo.test', { ACTIVE: statusWords.active, DISABLED: statusWords.disabled }],
  ];
  it.each(statusExports)('writes the %s’ statuses in the person’s words, never their codes', async (_name, list, who, words) => {
    const [path, query = ''] = list.split('?');
    for (const lang of ['zh', 'en'] as const) {
      const { rows } = await exported(`${path}/Export${query ? `?${query}` : ''}`, who, lang);
      expect(rows.length).toBeGreaterThan(0);
      const shown = rows.map((r) => r['状态 Status']);
      for (const code of Object.keys(words)) expect(shown).not.toContain(code);
      const known = Object.values(words).map((w) => w[lang]);
      for (const cell of shown) expect(known).toContain(cell);
    }
  });

  it('gives an LCL rate’s price per revenue ton and its minimum as numbers, and its status in words', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const { rows } = await exported(`${ENDPOINTS.lclRateList}/Export`, 'pricing@demo.test', lang);
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) {
        expect(typeof r['每计费吨 Per RT']).toBe('number');
        expect(typeof r['最低计费吨 Min RT']).toBe('number');
      }
      const known = [...Object.values(lclStatusWords), statusWords.expired].map((w) => w[lang]);
      for (const r of rows) expect(known).toContain(r['状态 Status']);
    }
  });

  it('gives every option of a quote a line with its numeric price per container for each class, as its Get shows it', async () => {
    const desk = salesDesk(t, tokens);
    // a second carrier on the lane the search asks (the demo has one rate a lane): the quote holds two options
    const made2 = ok<{ Id: number }>(await desk.post(ENDPOINTS.fclRateSaveDraft, rateBody({ CarrierCode: 'MAEU' }), 'pricing@demo.test'));
    ok(await desk.post(ENDPOINTS.fclRateSubmit, { Id: made2.Id, Revision: 1 }, 'pricing@demo.test'));
    ok(await desk.post(ENDPOINTS.fclRateConfirm, { Ids: [made2.Id], Decision: 'APPROVE' }, 'pricing.manager@demo.test'));
    const companies = (await caller(t).call('GET', ENDPOINTS.customerLevelCompanies, tokens[SALES]!)).json().Data as {
      CompanyId: number;
      CompanyName: string;
    }[];
    const found = await desk.searchFor(companies.find((c) => c.CompanyName.includes('天祥'))!.CompanyId);
    expect(found.Rows.length).toBeGreaterThan(1);
    const made = ok<{ Id: number }>(await desk.post(ENDPOINTS.quoteSave, { SearchId: found.SearchId, RateIds: found.Rows.slice(0, 3).map((r) => r.RateId) }));
    const { rows, headers } = await exported(`${ENDPOINTS.quoteList}/Export`, 'sales@demo.test');
    expect(headers).toEqual(expect.arrayContaining(['方案 Option', '船公司 Carrier', '币种 Currency', '20GP 单价 Sell', '40HQ 单价 Sell']));
    const list = (
      await t.app.inject({ method: 'GET', url: `${ENDPOINTS.quoteList}?PageSize=200`, headers: { authorization: `Bearer ${tokens['sales@demo.test']}` } })
    ).json().Data.Items as { Id: number; QuoteNo: string; Options: number }[];
    // a quote of several options: the export priced only the cheapest (issue 32)
    const several = list.find((q) => q.Id === made.Id)!;
    expect(several.Options).toBeGreaterThan(1);
    const lines = rows.filter((r) => r['报价单号 Quote no.'] === several.QuoteNo);
    expect(lines.map((r) => r['方案 Option'])).toEqual(Array.from({ length: several.Options }, (_, i) => i + 1));
    const quote = (
      await t.app.inject({ method: 'GET', url: `${ENDPOINTS.quoteGet}?Id=${several.Id}`, headers: { authorization: `Bearer ${tokens['sales@demo.test']}` } })
    ).json().Data as { Options: { CarrierCode: string; Currency: string; Classes: { ContainerClass: string; Sell: string }[] }[] };
    quote.Options.forEach((option, i) => {
      expect(lines[i]!['船公司 Carrier']).toBe(option.CarrierCode);
      expect(lines[i]!['币种 Currency']).toBe(option.Currency);
      for (const c of option.Classes) expect(lines[i]![`${c.ContainerClass} 单价 Sell`]).toBe(Number(c.Sell));
    });
  });

  it('writes rate notices’ and rate batches’ statuses in the person’s words', async () => {
    for (const [list, words] of [
      [ENDPOINTS.noticeList, noticeStatusWords],
      [ENDPOINTS.batchList, batchStatusWords],
    ] as const) {
      for (const lang of ['zh', 'en'] as const) {
        const { rows } = await exported(`${list}/Export`, 'pricing@demo.test', lang);
        const known = Object.values(words as Record<string, Bilingual>).map((w) => w[lang]);
        for (const r of rows) expect(known, list).toContain(r['状态 Status']);
      }
    }
  });
});
