import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { runTaxChannel } from '../../../server/modules/billing/channel';
import { overdueInvoicesOf, unpaidOfBooking } from '../../../server/modules/billing/public';
import { taxInvoiceSimulator } from '../../../server/modules/billing/simulator';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { overprints, pdfText, pdfTextItems } from '../../support/pdfText';

/**
 * Billing (operations.md §10, issue 37) through its calls: charges from the booking's frozen price and
 * by hand (chg.amount), invoices (inv.once, mixed parties, tax rules, conversion at the invoice date),
 * confirm, payments and over-payment, void with a credit note, the TAX_INVOICE channel, print and
 * export, what a customer sees (never cost or profit), and the demo's states and public figures.
 */
const t = withTestApp({ modules: ['billing'] });
const { call, asUser } = caller(t);
const STAFF = 'admin@demo.test';
const CUSTOMER = 'customer.admin@demo.test';
const tokens: Record<string, string> = {};
let customerId = 0;
let providerId = 0;
let otherId = 0;
let made = 0;

beforeAll(async () => {
  for (const who of [STAFF, CUSTOMER]) tokens[who] = await asUser(who);
  const [c] = await t.db.query<{ customer: number; provider: number; other: number }>(
    `select (select id::int from companies where code = 'CUS-HZTX') as customer, (select id::int from companies where kind = 'provider' order by id limit 1) as provider,
            (select id::int from companies where code = 'CUS-NBHY') as other`,
  );
  customerId = c!.customer;
  providerId = c!.provider;
  otherId = c!.other;
});

const post = (who: string, url: string, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: body, headers: { authorization: `Bearer ${tokens[who]}`, ...headers } });
const get = (who: string, url: string) => call('GET', url, tokens[who]!);

/** A fresh booking of 天祥, with a frozen booking price when `price` is given. */
async function newJob(price?: object): Promise<string> {
  const cgo = `CGO-BILL-${process.pid % 10000}-${++made}`;
  await t.db.query(
    `insert into bookings (cgo_id, company_id, mbl_no, carrier, vessel, voyage, loading_place, loading_code, discharge_place, discharge_code, containers)
     values ($1, $2, 'COSU' || $3, 'COSU', 'COSCO SHIPPING ARIES', '031W', 'SHANGHAI', 'CNSHA', 'HAMBURG', 'DEHAM', '[{"TYPE":"40HQ","COUNT":2,"CNNOS":[]}]')`,
    [cgo, customerId, String(made).padStart(10, '0')],
  );
  if (price)
    await t.db.query(
      `insert into booking_orders (booking_no, company_id, body, status, price_snapshot, cgo_id) values ('BKBILL' || $1, $2, '{}', 'RELEASED', $3, $1)`,
      [cgo, customerId, JSON.stringify(price)],
    );
  return cgo;
}

const line = (over: object = {}) => ({
  CHG_SIDE: 'AR',
  CHG_PARTY_ID: customerId,
  CHG_CODE: 'OF',
  CHG_BASIS: 'PER_CONTAINER:40HQ',
  CHG_QTY: '1',
  CHG_UNIT_PRICE: '100.00',
  CHG_CURRENCY: 'USD',
  CHG_TERM: 'PRE',
  ...over,
});

async function saveLines(cgo: string, lines: object[]): Promise<number[]> {
  const r = await post(STAFF, ENDPOINTS.chargeSave, { CGO_ID: cgo, Lines: lines });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().Data.Ids;
}
async function usdRate(day = todayInShanghai()): Promise<string> {
  const [r] = await t.db.query<{ rate: string }>(
    `select rate::text from exchange_rates where from_code = 'USD' and to_code = 'CNY' and kind = 'MONTHLY_BOOK' and valid_from <= $1::date and valid_to >= $1::date`,
    [day],
  );
  return r!.rate;
}
const cents = (s: string) => Math.round(Number(s) * 100);

describe('charges', () => {
  it('takes the charges from the booking frozen price once, amounts computed half-up, tax from the fee code', async () => {
    const cgo = await newJob({
      Detail: {
        Currency: 'USD',
        Classes: [{ ContainerClass: '40HQ', Qty: 2, Sell: '1850.00', Amount: '3700.00' }],
        Charges: [
          { FeeCode: 'BAF', FeeName: 'BAF', ContainerClass: '40HQ', Basis: 'PER_CONTAINER', Currency: 'USD', UnitAmount: '120.00', Qty: 2, Amount: '240.00' },
          { FeeCode: 'DOC', FeeName: '文件费', Basis: 'PER_BL', Currency: 'CNY', UnitAmount: '450.00', Qty: 1, Amount: '450.00' },
        ],
      },
    });
    const first = await post(STAFF, ENDPOINTS.chargeTakeFromBooking, { CGO_ID: cgo });
    expect(first.json().Data).toEqual({ Added: 3 });
    expect((await post(STAFF, ENDPOINTS.chargeTakeFromBooking, { CGO_ID: cgo })).json().Data).toEqual({ Added: 0 });
    const sheet = (await get(STAFF, `${ENDPOINTS.chargeList}?CGO_ID=${cgo}`)).json().Data;
    expect(sheet.Lines.map((l: { CHG_CODE: string; CHG_AMOUNT: string; CHG_ORIGIN: string }) => [l.CHG_CODE, l.CHG_AMOUNT, l.CHG_ORIGIN])).toEqual([
      ['OF', '3700.00', 'BOOKING'],
      ['BAF', '240.00', 'BOOKING'],
      ['DOC', '450.00', 'BOOKING'],
    ]);
    // per currency, never added across
    expect(sheet.ArTotals).toEqual([
      { Currency: 'CNY', Amount: '450.00' },
      { Currency: 'USD', Amount: '3940.00' },
    ]);
    const doc = sheet.Lines.find((l: { CHG_CODE: string }) => l.CHG_CODE === 'DOC');
    expect([doc.CHG_TAX_CODE, doc.CHG_TAX_RATE]).toEqual(['VAT6', '0.0600']);
    expect(sheet.Lines[0].CHG_EX_RATE).toBe(`${await usdRate()}`);
    // a booking without a frozen price: told, nothing added
    const bare = await newJob();
    const refused = await post(STAFF, ENDPOINTS.chargeTakeFromBooking, { CGO_ID: bare });
    expect([refused.statusCode, refused.json().Code]).toEqual([400, 'NO_PRICE']);
  });

  it('amount = round-half-up(qty × unit price, 2); bad figures refused naming the field; profit in CNY at the booked rates', async () => {
    const cgo = await newJob();
    const ids = await saveLines(cgo, [
      line({ CHG_QTY: '1.005', CHG_UNIT_PRICE: '1.00' }),
      line({ CHG_QTY: '2.5', CHG_UNIT_PRICE: '3.33' }),
      line({ CHG_SIDE: 'AP', CHG_PARTY_ID: providerId, CHG_QTY: '1', CHG_UNIT_PRICE: '2.00', CHG_CURRENCY: 'CNY' }),
    ]);
    const sheet = (await get(STAFF, `${ENDPOINTS.chargeList}?CGO_ID=${cgo}`)).json().Data;
    expect(sheet.Lines.filter((l: { Id: number }) => ids.includes(l.Id)).map((l: { CHG_AMOUNT: string }) => l.CHG_AMOUNT)).toEqual(['1.01', '8.33', '2.00']);
    const rate = Number(await usdRate());
    expect(sheet.ProfitCny).toBe((Math.round(101 * rate) / 100 + Math.round(833 * rate) / 100 - 2).toFixed(2));
    const bad = await post(STAFF, ENDPOINTS.chargeSave, { CGO_ID: cgo, Lines: [line({ CHG_UNIT_PRICE: '1.005' })] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors[0].Path).toBe('/Lines/0/CHG_UNIT_PRICE');
    const before = await t.db.query(`select 1 from charges where chg_cgo_id = $1`, [cgo]);
    expect(before).toHaveLength(3);
  });
});

describe('invoices', () => {
  it('converts at the invoice date rate, locks billed lines (inv.once), refuses mixed parties and bad tax invoices', async () => {
    const cgo = await newJob();
    const [of, doc, other, thc] = await saveLines(cgo, [
      line({ CHG_UNIT_PRICE: '1000.00' }),
      line({ CHG_CODE: 'DOC', CHG_BASIS: 'PER_BL', CHG_UNIT_PRICE: '450.00', CHG_CURRENCY: 'CNY' }),
      line({ CHG_PARTY_ID: otherId }),
      line({ CHG_CODE: 'THC', CHG_UNIT_PRICE: '1050.00', CHG_CURRENCY: 'CNY' }),
    ]);
    const mixed = await post(STAFF, ENDPOINTS.invoiceCreate, { Kind: 1, PartyId: customerId, ChargeIds: [of, other], Currency: 'USD' });
    expect([mixed.statusCode, mixed.json().Code]).toEqual([400, 'MIXED_PARTIES']);
    const notCny = await post(STAFF, ENDPOINTS.invoiceCreate, {
      Kind: 3,
      PartyId: customerId,
      ChargeIds: [thc],
      Currency: 'USD',
      BuyerName: 'x',
      BuyerTaxId: 'y',
    });
    expect(notCny.json().Code).toBe('TAX_NOT_CNY');
    const noTaxId = await post(STAFF, ENDPOINTS.invoiceCreate, { Kind: 3, PartyId: customerId, ChargeIds: [thc], Currency: 'CNY', BuyerName: '天祥' });
    expect(noTaxId.json().Code).toBe('TAX_NO_BUYER');

    const day = todayInShanghai();
    const made = await post(STAFF, ENDPOINTS.invoiceCreate, { Kind: 1, PartyId: customerId, ChargeIds: [of, doc], Currency: 'CNY', IssueDate: day });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().Data.INV_NO).toMatch(/^DN\d{4}\d{6}$/);
    const inv = (await get(STAFF, `${ENDPOINTS.invoiceGet}?Id=${made.json().Data.Id}`)).json().Data;
    const rate = await usdRate(day);
    // USD 1000.00 at the invoice date's rate, CNY 450.00 as is, DOC's 6 % VAT on top
    const usdInCny = Math.round(100000 * Number(rate));
    expect(inv.Lines.map((l: { Amount: string; Tax: string }) => [l.Amount, l.Tax])).toEqual([
      [(usdInCny / 100).toFixed(2), '0.00'],
      ['450.00', '27.00'],
    ]);
    expect(cents(inv.Total)).toBe(usdInCny + 45000 + 2700);
    expect(inv.ExRateText).toBe(`1 USD = ${rate.replace(/(\.\d{4}\d*?)0+$/, '$1')} CNY, monthly rate ${day.slice(0, 7)}`);
    expect(inv.INV_STATUS).toBe(1);

    const again = await post(STAFF, ENDPOINTS.invoiceCreate, { Kind: 1, PartyId: customerId, ChargeIds: [of], Currency: 'USD' });
    expect([again.statusCode, again.json().Code]).toEqual([400, 'BILLED']);
    expect(again.json().Message).toContain(inv.INV_NO);
    const sheet = (await get(STAFF, `${ENDPOINTS.chargeList}?CGO_ID=${cgo}`)).json().Data;
    const billed = sheet.Lines.find((l: { Id: number }) => l.Id === of);
    const edit = await post(STAFF, ENDPOINTS.chargeSave, { CGO_ID: cgo, Lines: [line({ Id: of, Version: billed.Version, CHG_UNIT_PRICE: '1.00' })] });
    expect([edit.statusCode, edit.json().Code]).toEqual([400, 'LOCKED']);
    const [amount] = await t.db.query<{ chg_amount: string }>(`select chg_amount::text from charges where id = $1`, [of]);
    expect(amount!.chg_amount).toBe('1000.00');

    // confirm (locks: billed), stale version refused
    const stale = await post(STAFF, ENDPOINTS.invoiceConfirm, { Id: inv.Id, Version: inv.Version + 5 });
    expect(stale.json().Code).toBe('STALE');
    const ok = await post(STAFF, ENDPOINTS.invoiceConfirm, { Id: inv.Id, Version: inv.Version });
    expect(ok.json().Data.INV_STATUS).toBe(2);
    const [st] = await t.db.query<{ chg_status: number }>(`select chg_status from charges where id = $1`, [of]);
    expect(st!.chg_status).toBe(3);
  });

  it('payments: partly paid, over-payment refused, paid; void of a paid one refused; void of a confirmed one makes a credit note and frees its charges', async () => {
    const cgo = await newJob();
    const [a, b] = await saveLines(cgo, [line({ CHG_UNIT_PRICE: '500.00' }), line({ CHG_CODE: 'BAF', CHG_UNIT_PRICE: '80.00' })]);
    const one = (await post(STAFF, ENDPOINTS.invoiceCreate, { Kind: 1, PartyId: customerId, ChargeIds: [a], Currency: 'USD' })).json().Data;
    await post(STAFF, ENDPOINTS.invoiceConfirm, { Id: one.Id, Version: 1 });
    const part = await post(STAFF, ENDPOINTS.invoicePay, { Id: one.Id, Version: 2, Amount: '200.00', Date: todayInShanghai(), Ref: 'TT1' });
    expect(part.json().Data.INV_STATUS).toBe(4);
    // the same payment sent again (a double click, a resend after a dropped connection) carries the
    // version the clerk saw: refused in words, and recorded once
    const again = await post(STAFF, ENDPOINTS.invoicePay, { Id: one.Id, Version: 2, Amount: '200.00', Date: todayInShanghai(), Ref: 'TT1' });
    expect([again.statusCode, again.json().Code]).toEqual([400, 'STALE']);
    expect(again.json().Message).toContain('这笔收款可能已经登记');
    const once = (await get(STAFF, `${ENDPOINTS.invoiceGet}?Id=${one.Id}`)).json().Data;
    expect([once.Paid, once.Payments.length, once.Version]).toEqual(['200.00', 1, 3]);
    const over = await post(STAFF, ENDPOINTS.invoicePay, { Id: one.Id, Version: 3, Amount: '300.01', Date: todayInShanghai() });
    expect([over.statusCode, over.json().Code]).toEqual([400, 'OVERPAID']);
    expect(over.json().Message).toContain('USD 300.00');
    expect((await post(STAFF, ENDPOINTS.invoiceVoid, { Id: one.Id, Reason: 'x' })).json().Code).toBe('STATE');
    const full = await post(STAFF, ENDPOINTS.invoicePay, { Id: one.Id, Version: 3, Amount: '300.00', Date: todayInShanghai() });
    expect(full.json().Data.INV_STATUS).toBe(5);
    const paid = (await get(STAFF, `${ENDPOINTS.invoiceGet}?Id=${one.Id}`)).json().Data;
    expect([paid.Paid, paid.Outstanding, paid.Payments.length, paid.Moves]).toEqual(['500.00', '0.00', 2, []]);
    // the log in words, newest first, with the figures (never an event code or stored JSON)
    expect(paid.Log.map((e: { Text: { zh: string } }) => e.Text.zh)).toEqual([
      `登记收款 USD 300.00（${todayInShanghai()}），累计已收 500.00`,
      `登记收款 USD 200.00（${todayInShanghai()}，TT1），累计已收 200.00`,
      '确认，费用已锁定',
      `开立 ${one.INV_NO}：USD 500.00`,
    ]);

    const two = (await post(STAFF, ENDPOINTS.invoiceCreate, { Kind: 1, PartyId: customerId, ChargeIds: [b], Currency: 'USD' })).json().Data;
    await post(STAFF, ENDPOINTS.invoiceConfirm, { Id: two.Id, Version: 1 });
    const voided = await post(STAFF, ENDPOINTS.invoiceVoid, { Id: two.Id, Reason: '金额有误' });
    expect(voided.statusCode, voided.body).toBe(200);
    const credit = (await get(STAFF, `${ENDPOINTS.invoiceGet}?Id=${voided.json().Data.CreditNote.Id}`)).json().Data;
    expect([credit.INV_KIND, credit.INV_STATUS, credit.Total, credit.CreditOf]).toEqual([2, 2, '-80.00', two.Id]);
    expect(credit.INV_NO).toMatch(/^CN/);
    const gone = (await get(STAFF, `${ENDPOINTS.invoiceGet}?Id=${two.Id}`)).json().Data;
    expect([gone.INV_STATUS, gone.VoidReason]).toEqual([6, '金额有误']);
    // its charge is free again: billed anew
    const anew = await post(STAFF, ENDPOINTS.invoiceCreate, { Kind: 1, PartyId: customerId, ChargeIds: [b], Currency: 'USD' });
    expect(anew.statusCode).toBe(200);
  });

  it('a tax-invoice request goes through the TAX_INVOICE channel once (Idempotency-Key) and comes back issued', async () => {
    const cgo = await newJob();
    const [thc] = await saveLines(cgo, [line({ CHG_CODE: 'THC', CHG_UNIT_PRICE: '1050.00', CHG_CURRENCY: 'CNY', CHG_QTY: '2' })]);
    const ti = (
      await post(STAFF, ENDPOINTS.invoiceCreate, {
        Kind: 3,
        PartyId: customerId,
        ChargeIds: [thc],
        Currency: 'CNY',
        BuyerName: '杭州天祥贸易有限公司',
        BuyerTaxId: '91330100MA2B3C4D5E',
      })
    ).json().Data;
    expect((await post(STAFF, ENDPOINTS.invoiceRequestTax, { Id: ti.Id }, { 'idempotency-key': 'key-draft-1' })).json().Code).toBe('STATE');
    await post(STAFF, ENDPOINTS.invoiceConfirm, { Id: ti.Id, Version: 1 });
    expect((await post(STAFF, ENDPOINTS.invoiceRequestTax, { Id: ti.Id })).statusCode).toBe(400);
    for (let i = 0; i < 2; i++)
      expect((await post(STAFF, ENDPOINTS.invoiceRequestTax, { Id: ti.Id }, { 'idempotency-key': `tax-key-${ti.Id}` })).statusCode).toBe(200);
    const msgs = await t.db.query(`select 1 from outbound_messages where channel = 'TAX_INVOICE' and doc_id = $1`, [ti.Id]);
    expect(msgs).toHaveLength(1);
    await runTaxChannel(t.db, taxInvoiceSimulator(t.db, { delayMs: 0, faults: {} }), new Date(Date.now() + 1000));
    const issued = (await get(STAFF, `${ENDPOINTS.invoiceGet}?Id=${ti.Id}`)).json().Data;
    expect(issued.INV_STATUS).toBe(3);
    expect(issued.TaxNo).toMatch(/^\d{20}$/);
    expect(issued.Tax).toBe('126.00');
    const [sim] = await t.db.query<{ times_received: number; decision: string }>(
      `select times_received, decision from sim_tax_invoices where message_ref like $1`,
      [`TI${ti.Id}V%`],
    );
    expect(sim).toEqual({ times_received: 1, decision: 'ISSUED' });
  });
});

describe('days typed on an invoice (issue 45 item 8)', () => {
  it('refuses a payment date that is no day of the calendar, or outside the window, in words, and records nothing', async () => {
    const cgo = await newJob();
    const [a] = await saveLines(cgo, [line({ CHG_UNIT_PRICE: '300.00' })]);
    const inv = (await post(STAFF, ENDPOINTS.invoiceCreate, { Kind: 1, PartyId: customerId, ChargeIds: [a], Currency: 'USD' })).json().Data;
    await post(STAFF, ENDPOINTS.invoiceConfirm, { Id: inv.Id, Version: 1 });
    const today = todayInShanghai();
    const cases: [string, string][] = [
      ['2026-02-30', '收款日期不是日历上的日期'],
      ['2026-13-01', '收款日期不是日历上的日期'],
      ['2999-12-31', `收款日期不能晚于 ${addDays(today, 1)}`],
      ['1900-01-01', `收款日期不能早于 ${addDays(today, -180)}`],
    ];
    for (const [day, words] of cases) {
      const res = await post(STAFF, ENDPOINTS.invoicePay, { Id: inv.Id, Version: 2, Amount: '100.00', Date: day });
      expect([day, res.statusCode, res.json().Code], res.body).toEqual([day, 400, 'BAD_DATE']);
      expect(res.json().Message).toContain(words);
      expect(res.json().Errors[0].Path).toBe('/Date');
    }
    const en = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.invoicePay,
      payload: { Id: inv.Id, Version: 2, Amount: '100.00', Date: '2026-02-30' },
      headers: { authorization: `Bearer ${tokens[STAFF]}`, 'accept-language': 'en' },
    });
    expect(en.json().Message).toBe('The payment date is not a day of the calendar: type the day the money came in (year-month-day).');
    const after = (await get(STAFF, `${ENDPOINTS.invoiceGet}?Id=${inv.Id}`)).json().Data;
    expect([after.Paid, after.Payments.length, after.INV_STATUS]).toEqual(['0.00', 0, 2]);
    // the day the money came in, today or tomorrow on a bank's clock ahead of Shanghai, is recorded
    const ok = await post(STAFF, ENDPOINTS.invoicePay, { Id: inv.Id, Version: 2, Amount: '100.00', Date: addDays(today, 1) });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses an invoice date that is no day of the calendar, or over a year back or a month ahead', async () => {
    const cgo = await newJob();
    const [a] = await saveLines(cgo, [line({ CHG_UNIT_PRICE: '300.00', CHG_CURRENCY: 'CNY' })]);
    for (const day of ['2026-02-30', '2026-13-01', '1900-01-01', '2999-12-31']) {
      const res = await post(STAFF, ENDPOINTS.invoiceCreate, { Kind: 1, PartyId: customerId, ChargeIds: [a], Currency: 'CNY', IssueDate: day });
      expect([day, res.statusCode, res.json().Code], res.body).toEqual([day, 400, 'BAD_DATE']);
      expect(res.json().Message).toMatch(/^开账日期/);
    }
    const [free] = await t.db.query<{ chg_invoice_id: number | null }>('select chg_invoice_id from charges where id = $1', [a]);
    expect(free!.chg_invoice_id).toBeNull();
  });
});

describe('what a customer sees, print and export', () => {
  it('a customer reads its receivable lines and invoices only: no AP, no profit, no payable statement', async () => {
    const cgo = 'CGO-HZTX-2611-001';
    const staffSheet = (await get(STAFF, `${ENDPOINTS.chargeList}?CGO_ID=${cgo}`)).json().Data;
    expect(staffSheet.Lines.some((l: { CHG_SIDE: string }) => l.CHG_SIDE === 'AP')).toBe(true);
    expect(staffSheet.ProfitCny).not.toBeNull();
    const res = await get(CUSTOMER, `${ENDPOINTS.chargeList}?CGO_ID=${cgo}`);
    expect(res.statusCode).toBe(200);
    const sheet = res.json().Data;
    expect(sheet.Lines.length).toBeGreaterThan(0);
    expect(sheet.Lines.every((l: { CHG_SIDE: string }) => l.CHG_SIDE === 'AR')).toBe(true);
    expect([sheet.ProfitCny, sheet.ApTotals, sheet.Staff]).toEqual([null, [], false]);
    expect(res.body).not.toContain('"AP"');
    const list = (await get(CUSTOMER, `${ENDPOINTS.invoiceList}?PageSize=200`)).json().Data;
    expect(list.Total).toBeGreaterThan(0);
    expect(list.Items.every((i: { INV_KIND: number }) => i.INV_KIND !== 4)).toBe(true);
    const [ps] = await t.db.query<{ id: number }>(`select id::int from invoices where inv_kind = 4 order by id limit 1`);
    expect((await get(CUSTOMER, `${ENDPOINTS.invoiceGet}?Id=${ps!.id}`)).statusCode).toBe(404);
    expect((await get(STAFF, `${ENDPOINTS.invoiceGet}?Id=${ps!.id}`)).statusCode).toBe(200);
    // and changes nothing
    expect((await post(CUSTOMER, ENDPOINTS.chargeSave, { CGO_ID: cgo, Lines: [line()] })).statusCode).toBe(403);
  });

  it('prints a PDF and exports the list to Excel with states in words', async () => {
    const [inv] = await t.db.query<{ id: number; inv_no: string }>(`select id::int, inv_no from invoices where inv_status = 4 order by id limit 1`);
    const pdf = await get(STAFF, `${ENDPOINTS.invoicePrint}?Id=${inv!.id}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.invoiceList}/Export?INV_NO=${inv!.inv_no}`,
      headers: { authorization: `Bearer ${tokens[STAFF]}`, 'accept-language': 'en' },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(inv!.inv_no);
    expect(rows[1]).toContain('Partly paid');
  });
});

describe('the printed debit note a person pays from (issue 45 item 14)', () => {
  it('names the issuer, its tax number and bank account, says each tax treatment in words, and prints no text over other text', async () => {
    const cgo = await newJob();
    const ids = await saveLines(cgo, [
      line({ CHG_UNIT_PRICE: '1000.00' }),
      line({ CHG_CODE: 'DOC', CHG_BASIS: 'PER_BL', CHG_UNIT_PRICE: '450.00', CHG_CURRENCY: 'CNY' }),
      line({ CHG_CODE: 'THC', CHG_UNIT_PRICE: '1050.00', CHG_CURRENCY: 'CNY' }),
    ]);
    const made = await post(STAFF, ENDPOINTS.invoiceCreate, { Kind: 1, PartyId: customerId, ChargeIds: ids, Currency: 'CNY' });
    expect(made.statusCode, made.body).toBe(200);
    const [codes] = await t.db.query<{ codes: string[] }>('select array_agg(distinct tax_code) as codes from invoice_lines where invoice_id = $1', [
      made.json().Data.Id,
    ]);
    expect(codes!.codes).toContain('EXEMPT_INTL_AGENCY');
    const pdf = await get(STAFF, `${ENDPOINTS.invoicePrint}?Id=${made.json().Data.Id}`);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).join(' ');
    // who issues it, and where the money goes
    expect(text).toContain('环球货代平台');
    expect(text).toContain('Global Freight Platform');
    expect(text).toContain('上海市浦东新区世纪大道 100 号 18 楼');
    expect(text).toContain('纳税人识别号 Tax no.: 91310115MA1H7GQX24');
    expect(text).toContain('账号 Account no.: 4500 1234 5678 9012');
    expect(text).toContain('SWIFT: BKCHCNBJ300');
    // each line's tax in words, never the raw code and its rate
    expect(text).toContain('免税（国际货运代理）');
    expect(text).toContain('增值税 6%');
    expect(text).not.toContain('EXEMPT_INTL_AGENCY');
    expect(text).not.toContain('0.0000');
    expect(overprints(await pdfTextItems(pdf.rawPayload))).toEqual([]);
  });
});

describe('the demo and the figures the B/L application reads', () => {
  it('has every state, in USD and CNY, a credit note, a tax-issued request, an overdue customer and an unbilled approved-SI booking', async () => {
    const states = await t.db.query<{ inv_status: number; inv_kind: number; inv_currency: string }>(
      `select distinct inv_status, inv_kind, inv_currency from invoices`,
    );
    for (const s of [1, 2, 3, 4, 5, 6])
      expect(
        states.some((x) => x.inv_status === s),
        `state ${s}`,
      ).toBe(true);
    expect(states.some((x) => x.inv_kind === 2)).toBe(true);
    expect(new Set(states.map((x) => x.inv_currency))).toEqual(new Set(['USD', 'CNY']));
    const today = todayInShanghai();
    const overdue = await overdueInvoicesOf(t.db, customerId, today, 30);
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue[0]!.currency).toBe('USD');
    expect(overdue[0]!.daysOverdue).toBeGreaterThan(30);
    expect(overdue[0]!.cnyMinor).toBe(Math.round(overdue[0]!.outstandingMinor * Number(await usdRate(addDaysIso(today, -60)))));
    const [unbilled] = await t.db.query<{ cgo: string }>(
      `select c.chg_cgo_id as cgo from charges c join si_records s on s.cgo_id = c.chg_cgo_id and s.status = 2
        where c.chg_invoice_id is null and c.chg_cgo_id like 'CGO-%' group by c.chg_cgo_id order by 1 limit 1`,
    );
    expect(unbilled).toBeDefined();
    const unpaid = await unpaidOfBooking(t.db, customerId, unbilled!.cgo, today);
    expect(unpaid.byCurrency).toEqual({ USD: 198000, CNY: 45000 });
    expect(unpaid.cnyMinor).toBe(45000 + Math.round(198000 * Number(await usdRate(today))));
    expect(unpaid.invoices).toEqual([]);
    // a partly paid USD invoice: its open part, converted at its own rate
    const first = await unpaidOfBooking(t.db, customerId, 'CGO-HZTX-2611-001', today);
    expect(first.invoices.find((i) => i.currency === 'USD')?.outstandingMinor).toBe(591000 - 300000);
    expect(first.byCurrency.USD).toBe(591000 - 300000);
    // another company's view of it: nothing
    expect(await unpaidOfBooking(t.db, otherId, 'CGO-HZTX-2611-001', today)).toEqual({ byCurrency: {}, cnyMinor: 0, invoices: [], chargeIds: [] });
  });
});

function addDaysIso(day: string, n: number) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
