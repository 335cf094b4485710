import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * Issue 45 items 10 and 21: the currencies as ISO 4217 lists them today (XCG in; ANG, BGN and CUC
 * withdrawn), and every amount of the bills — charge, invoice, payment, PDF, export — in its
 * currency's minor unit: JPY none, BHD and KWD three (the bills assumed two for every currency).
 */
const t = withTestApp({ modules: ['billing', 'refdata'] });
const { call, asUser } = caller(t);
let staff = '';
let customerId = 0;
let made = 0;

beforeAll(async () => {
  staff = await asUser('admin@demo.test');
  customerId = (await t.db.query<{ id: number }>(`select id::int from companies where code = 'CUS-HZTX'`))[0]!.id;
  // book rates of today for the three-digit dinars (the demo keeps the currencies forwarders quote in)
  const today = todayInShanghai();
  for (const [code, rate] of [
    ['BHD', '19.000000'],
    ['KWD', '23.300000'],
  ])
    await t.db.query(
      `insert into exchange_rates (from_code, to_code, kind, rate, valid_from, valid_to, source) values ($1, 'CNY', 'MONTHLY_BOOK', $2, $3::date - 1, $3::date + 40, 'MANUAL')`,
      [code, rate, today],
    );
});

const post = (url: string, body: object) => t.app.inject({ method: 'POST', url, payload: body, headers: { authorization: `Bearer ${staff}` } });
const get = (url: string) => call('GET', url, staff);

async function newJob(): Promise<string> {
  const cgo = `CGO-DIG-${process.pid % 10000}-${++made}`;
  await t.db.query(
    `insert into bookings (cgo_id, company_id, mbl_no, carrier, vessel, voyage, loading_place, loading_code, discharge_place, discharge_code, containers)
     values ($1, $2, 'COSU' || $3, 'COSU', 'COSCO SHIPPING ARIES', '031W', 'SHANGHAI', 'CNSHA', 'HAMBURG', 'DEHAM', '[{"TYPE":"40HQ","COUNT":2,"CNNOS":[]}]')`,
    [cgo, customerId, `77${String(made).padStart(8, '0')}`],
  );
  return cgo;
}

const line = (currency: string, qty: string, price: string) => ({
  CHG_SIDE: 'AR',
  CHG_PARTY_ID: customerId,
  CHG_CODE: 'OF',
  CHG_BASIS: 'PER_CONTAINER:40HQ',
  CHG_QTY: qty,
  CHG_UNIT_PRICE: price,
  CHG_CURRENCY: currency,
  CHG_TERM: 'PRE',
});

type Sheet = { Lines: { Id: number; CHG_CURRENCY: string; CHG_AMOUNT: string; CHG_UNIT_PRICE: string }[]; ArTotals: { Currency: string; Amount: string }[] };
const sheetOf = async (cgo: string) => (await get(`${ENDPOINTS.chargeList}?CGO_ID=${cgo}`)).json().Data as Sheet;

async function invoiceOf(ids: number[], currency: string) {
  const made = await post(ENDPOINTS.invoiceCreate, { Kind: 1, PartyId: customerId, ChargeIds: ids, Currency: currency });
  expect(made.statusCode, made.body).toBe(200);
  const id = made.json().Data.Id as number;
  return { id, inv: (await get(`${ENDPOINTS.invoiceGet}?Id=${id}`)).json().Data };
}

describe('currencies as ISO 4217 lists them today', () => {
  it('lists XCG in use and ANG, BGN and CUC withdrawn with their month; the bills refuse a withdrawn one', async () => {
    type Row = { Code: string; Number: string; Digits: number; Status: string; Withdrawn: string | null };
    const by = new Map<string, Row>();
    for (const code of ['XCG', 'ANG', 'BGN', 'CUC']) {
      const page = (await get(`${ENDPOINTS.currencyList}?Code=${code}`)).json().Data as { Items: Row[] };
      for (const c of page.Items) by.set(c.Code, c);
    }
    expect(by.get('XCG')).toMatchObject({ Number: '532', Digits: 2, Status: 'ACTIVE', Withdrawn: null });
    expect(by.get('ANG')).toMatchObject({ Status: 'DISABLED', Withdrawn: '2025-03' });
    expect(by.get('BGN')).toMatchObject({ Status: 'DISABLED', Withdrawn: '2026-01' });
    expect(by.get('CUC')).toMatchObject({ Status: 'DISABLED', Withdrawn: '2021-06' });
    // the pickers' list: what the server takes, with the digits
    const inUse = (await get(ENDPOINTS.currencyInUse)).json().Data as { Code: string; Digits: number; IsBase: boolean }[];
    const codes = inUse.map((c) => c.Code);
    expect(codes[0]).toBe('CNY');
    expect(codes).toEqual(expect.arrayContaining(['XCG', 'USD', 'EUR', 'JPY', 'BHD', 'KWD']));
    for (const gone of ['ANG', 'BGN', 'CUC']) expect(codes).not.toContain(gone);
    expect(inUse.find((c) => c.Code === 'JPY')?.Digits).toBe(0);
    expect(inUse.find((c) => c.Code === 'KWD')?.Digits).toBe(3);
    const cgo = await newJob();
    const bgn = await post(ENDPOINTS.chargeSave, { CGO_ID: cgo, Lines: [line('BGN', '1', '100')] });
    expect(bgn.statusCode).toBe(400);
    expect(bgn.json().Errors.map((e: { Path: string }) => e.Path)).toEqual(['/Lines/0/CHG_CURRENCY']);
  });

  it('is open to any employee, and to no one signed out', async () => {
    const customer = await asUser('customer.admin@demo.test');
    expect((await call('GET', ENDPOINTS.currencyInUse, customer)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: ENDPOINTS.currencyInUse })).statusCode).toBe(401);
  });
});

describe('every amount of the bills in its currency’s minor unit', () => {
  it('JPY has no decimals: 12345.5 is refused in words, 12345 is kept and shown as 12345', async () => {
    const cgo = await newJob();
    const half = await post(ENDPOINTS.chargeSave, { CGO_ID: cgo, Lines: [line('JPY', '1', '12345.5')] });
    expect(half.statusCode).toBe(400);
    expect(half.json().Message).toBe('第 1 行 单价：须为不小于 0 的整数：JPY 没有小数位。');
    expect(half.json().Errors[0]).toMatchObject({ Path: '/Lines/0/CHG_UNIT_PRICE' });
    expect(await t.db.query('select 1 from charges where chg_cgo_id = $1', [cgo])).toEqual([]);
    const ok = await post(ENDPOINTS.chargeSave, { CGO_ID: cgo, Lines: [line('JPY', '1', '12345')] });
    expect(ok.statusCode, ok.body).toBe(200);
    const sheet = await sheetOf(cgo);
    expect(sheet.Lines[0]).toMatchObject({ CHG_CURRENCY: 'JPY', CHG_AMOUNT: '12345', CHG_UNIT_PRICE: '12345' });
    expect(sheet.ArTotals).toEqual([{ Currency: 'JPY', Amount: '12345' }]);
    const { inv } = await invoiceOf([sheet.Lines[0]!.Id], 'JPY');
    expect(inv).toMatchObject({ INV_CURRENCY: 'JPY', Total: '12345', Outstanding: '12345' });
    expect(inv.Lines[0]).toMatchObject({ CHG_AMOUNT: '12345', Amount: '12345' });
    // a payment of half a yen is refused in words; a whole one is recorded as such
    const pay = (Amount: string) => post(ENDPOINTS.invoicePay, { Id: inv.Id, Version: inv.Version + 1, Amount, Date: todayInShanghai() });
    await post(ENDPOINTS.invoiceConfirm, { Id: inv.Id, Version: inv.Version });
    const halfYen = await pay('100.5');
    expect(halfYen.statusCode).toBe(400);
    expect(halfYen.json().Message).toBe('收款金额须为大于 0 的整数：JPY 没有小数位。');
    expect((await pay('345')).statusCode).toBe(200);
    expect((await get(`${ENDPOINTS.invoiceGet}?Id=${inv.Id}`)).json().Data).toMatchObject({ Paid: '345', Outstanding: '12000' });
  });

  it('BHD has three: 2 × 1.5 is 3.000, on the charge, the invoice, its PDF and the export', async () => {
    const cgo = await newJob();
    expect((await post(ENDPOINTS.chargeSave, { CGO_ID: cgo, Lines: [line('BHD', '2', '1.5')] })).statusCode).toBe(200);
    const sheet = await sheetOf(cgo);
    expect(sheet.Lines[0]).toMatchObject({ CHG_AMOUNT: '3.000', CHG_UNIT_PRICE: '1.500' });
    expect(sheet.ArTotals).toEqual([{ Currency: 'BHD', Amount: '3.000' }]);
    const { id, inv } = await invoiceOf([sheet.Lines[0]!.Id], 'BHD');
    expect(inv).toMatchObject({ Total: '3.000', Tax: '0.000', Paid: '0.000', Outstanding: '3.000' });
    const pdf = await t.app.inject({ method: 'GET', url: `${ENDPOINTS.invoicePrint}?Id=${id}`, headers: { authorization: `Bearer ${staff}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const sheetFile = await t.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.invoiceList}/Export?INV_NO=${inv.INV_NO}`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(sheetFile.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheetFile.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    const header = rows[0]!.map(String);
    const row = rows.find((r) => r.includes(inv.INV_NO))!;
    expect(row[header.indexOf('金额 Total')]).toBe('3.000');
    // and the invoice list reads the same figure
    const list = (await get(`${ENDPOINTS.invoiceList}?INV_NO=${inv.INV_NO}`)).json().Data.Items;
    expect(list[0]).toMatchObject({ Total: '3.000', Paid: '0.000' });
  });

  it('KWD 12.345 is taken as it is (not refused as "at most 2 decimals", not rounded to 12.35), and converts into CNY by its digits', async () => {
    const cgo = await newJob();
    const res = await post(ENDPOINTS.chargeSave, { CGO_ID: cgo, Lines: [line('KWD', '1', '12.345')] });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await sheetOf(cgo);
    expect(sheet.Lines[0]).toMatchObject({ CHG_AMOUNT: '12.345' });
    // a CNY invoice of it: 12.345 × 23.3 = 287.6385 → CNY 287.64
    const { inv } = await invoiceOf([sheet.Lines[0]!.Id], 'CNY');
    expect(inv).toMatchObject({ Total: '287.64' });
    expect(inv.Lines[0]).toMatchObject({ CHG_CURRENCY: 'KWD', CHG_AMOUNT: '12.345', Amount: '287.64' });
    // and one more decimal than KWD has is refused in words
    const four = await post(ENDPOINTS.chargeSave, { CGO_ID: cgo, Lines: [line('KWD', '1', '12.3456')] });
    expect(four.json().Message).toBe('第 1 行 单价：须为不小于 0 的数，KWD 至多 3 位小数。');
  });
});
