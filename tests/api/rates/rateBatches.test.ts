import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { BatchRowWire, BatchWire } from '../../../src/contract/rates/batchCalls';
import type { RateSearchAnswer } from '../../../src/contract/rates/searchCalls';
import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { carrierWorkbook, templateV2Workbook } from '../../support/rateSheets';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { ok, refusedWith } from './salesDesk';

/**
 * Rate batches (commercial.md §2.3 FclRate/Batch/*, R2.9, issue 16): a carrier's sheet as it comes
 * (title, merged two-line header, two trades, blank lines, "USD 1,580", "-") is reported row by row,
 * a refused row never stops the good ones, a row is corrected in the grid, and Apply writes drafts
 * once per Idempotency-Key. An increase is planned over a filter (never an empty one), splits a
 * window at its effective day, and applies whole — or, when a rate moved since the preview, not at all.
 */
const t = withTestApp({ modules: ['rates'] });
const { call, asUser } = caller(t);
const CLERK = 'pricing@demo.test';
const MANAGER = 'pricing.manager@demo.test';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tokens: Record<string, string> = {};
const today = todayInShanghai();
const [from, to] = [addDays(today, 1), addDays(today, 40)];

beforeAll(async () => {
  for (const who of [CLERK, MANAGER, 'customer@demo.test']) tokens[who] = await asUser(who);
});

const upload = (file: Buffer, query: string, who = CLERK) =>
  t.app.inject({
    method: 'POST',
    url: `${ENDPOINTS.batchUpload}?${query}`,
    payload: file,
    headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': XLSX },
  });
const preview = async (id: number, outcome = '') =>
  ok<{ Batch: BatchWire; Rows: { Items: BatchRowWire[]; Total: number } }>(
    await call('GET', `${ENDPOINTS.batchPreview}?BatchId=${id}&Outcome=${outcome}&PageSize=200`, tokens[CLERK]!),
  );
const apply = (id: number, key: string, who = CLERK) =>
  t.app.inject({
    method: 'POST',
    url: ENDPOINTS.batchApply,
    payload: { BatchId: id },
    headers: { authorization: `Bearer ${tokens[who]}`, 'idempotency-key': key },
  });
const count = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(`select count(*)::int as n ${sql}`, params))[0]!.n;

const europe = {
  name: 'Europe 欧洲',
  title: 'COSCO SHIPPING — FAR EAST / NORTH EUROPE — December tariff',
  lanes: [
    { pol: 'CNSHA', pod: 'GBFXT', prices: { '20GP': 'USD 1,180', '40GP': '1,520', '40HQ': '1,580' }, from, to, transit: '31 days' },
    { pol: 'CNNGB', pod: 'GBFXT', prices: { '20GP': '1200', '40GP': '1550', '40HQ': '1600' }, from, to, transit: '33' },
    { pol: 'CNSHA', pod: 'BEANR', prices: { '20GP': '1150', '40GP': '-', '40HQ': '1560' }, from, to },
    // a port no list knows: this row is refused, the others go on
    { pol: 'CNSHA', pod: 'XXZZZ', prices: { '20GP': '999', '40GP': '1299', '40HQ': '1399' }, from, to },
  ],
};
const med = {
  name: 'Med 地中海',
  title: 'COSCO SHIPPING — FAR EAST / MEDITERRANEAN',
  lanes: [{ pol: 'CNSHA', pod: 'ITGOA', prices: { '20GP': '1350', '40GP': '1800', '40HQ': '1850' }, from, to, transit: '28' }],
};

describe('importing a carrier sheet', () => {
  let batch: BatchWire;

  it('reads every trade sheet under its merged two-line header and reports each row, the refused one with its reason', async () => {
    batch = ok<BatchWire>(await upload(await carrierWorkbook([europe, med]), 'CarrierCode=COSU&FileName=cosco-dec.xlsx'));
    expect(batch).toMatchObject({
      Kind: 'IMPORT',
      Status: 'VALIDATED',
      RowsTotal: 5,
      RowsOk: 4,
      RowsRefused: 1,
      FileName: 'cosco-dec.xlsx',
      TemplateVersion: 'V2',
    });
    const rows = (await preview(batch.Id)).Rows.Items;
    const antwerp = rows.find((r) => r.Lane.includes('BEANR'))!;
    // "-" is no price for that class; "USD 1,580" is 1580; "31 days" is 31
    expect(antwerp.Rate!.Prices.map((p) => p.ContainerClass).sort()).toEqual(['20GP', '40HQ']);
    const felixstowe = rows.find((r) => r.Lane === 'COSU CNSHA → GBFXT')!;
    expect(felixstowe).toMatchObject({ Sheet: 'Europe 欧洲', SheetRow: 5, Action: 'CREATE', Errors: [] });
    expect(felixstowe.Rate).toMatchObject({ TransitDays: 31, ValidFrom: from, ValidTo: to, Currency: 'USD' });
    expect(felixstowe.Rate!.Prices).toContainEqual({ ContainerClass: '40HQ', Cost: '1580' });
    expect(rows.find((r) => r.Sheet === 'Med 地中海')?.SheetRow).toBe(5);
    const refused = (await preview(batch.Id, 'REFUSED')).Rows.Items;
    expect(refused).toHaveLength(1);
    expect(refused[0]!.SheetRow).toBe(9); // after the blank line that closes the first group of three
    expect(refused[0]!.Errors.join(' ')).toContain('目的港');
    expect(refused[0]!.Cells).toMatchObject({ POD: 'XXZZZ' });
  });

  it('downloads the refused rows as a sheet with their cells and reasons', async () => {
    const res = await call('GET', `${ENDPOINTS.batchErrors}?BatchId=${batch.Id}`, tokens[CLERK]!);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    const header = (ws.getRow(1).values as string[]).filter(Boolean);
    expect(header).toEqual(expect.arrayContaining(['POL', 'POD', '原因 Reasons']));
    expect(ws.rowCount).toBe(2);
    expect(String(ws.getRow(2).getCell(header.indexOf('POD') + 1).value)).toBe('XXZZZ');
  });

  it('a row corrected in the grid is checked again and counted', async () => {
    const bad = (await preview(batch.Id, 'REFUSED')).Rows.Items[0]!;
    // still wrong: refused again, with the reason, and nothing else moves
    const still = ok<{ Batch: BatchWire; Row: BatchRowWire }>(
      await call('POST', ENDPOINTS.batchSaveRow, tokens[CLERK]!, { BatchId: batch.Id, RowNo: bad.RowNo, Rate: { ...bad.Rate!, PodCode: 'XXZZY' } }),
    );
    expect(still.Row.Errors.length).toBeGreaterThan(0);
    expect(still.Batch.RowsRefused).toBe(1);
    const fixed = ok<{ Batch: BatchWire; Row: BatchRowWire }>(
      await call('POST', ENDPOINTS.batchSaveRow, tokens[CLERK]!, { BatchId: batch.Id, RowNo: bad.RowNo, Rate: { ...bad.Rate!, PodCode: 'DEHAM' } }),
    );
    expect(fixed.Row).toMatchObject({ Errors: [], Action: 'CREATE', Lane: 'COSU CNSHA → DEHAM' });
    expect(fixed.Batch).toMatchObject({ RowsOk: 5, RowsRefused: 0, Status: 'VALIDATED' });
  });

  it('applies once per Idempotency-Key: drafts of source IMPORT, the same answer again, and a second apply refused', async () => {
    const drafts = await count(`from fcl_rates where status = 'DRAFT'`);
    const first = ok<{ Applied: number; Status: string }>(await apply(batch.Id, 'batch-apply-0001'));
    expect(first).toMatchObject({ Applied: 5, Status: 'APPLIED' });
    expect(await count(`from fcl_rates where status = 'DRAFT'`)).toBe(drafts + 5);
    expect(await count(`from fcl_rates where batch_id = $1 and source = 'IMPORT'`, [batch.Id])).toBe(5);
    expect(ok(await apply(batch.Id, 'batch-apply-0001'))).toEqual(first);
    expect(await count(`from fcl_rates where batch_id = $1`, [batch.Id])).toBe(5);
    refusedWith(await apply(batch.Id, 'batch-apply-0002'), 'NOT_VALIDATED');
    const rows = (await preview(batch.Id)).Rows.Items;
    expect(rows.every((r) => r.NewRateId && r.NewRateNo?.startsWith('FCL'))).toBe(true);
    // the drafts carry the sheet's facts, ready to submit from the drafts page
    const [made] = await t.db.query<{ cost: string; transit_days: number }>(
      `select p.cost::text, r.transit_days from fcl_rates r join fcl_rate_prices p on p.rate_id = r.id
        where r.batch_id = $1 and r.pod_code = 'GBFXT' and r.pol_code = 'CNSHA' and p.container_class = '40HQ'`,
      [batch.Id],
    );
    expect(made).toEqual({ cost: '1580.00', transit_days: 31 });
  });

  it('a sheet matching a published rate updates it (a new draft version) or, with the same prices, skips it', async () => {
    const [rate] = await t.db.query<{ rate_no: string; valid_from: string; valid_to: string }>(
      `select rate_no, valid_from::text, valid_to::text from fcl_rates
        where status = 'PUBLISHED' and carrier_code = 'MSCU' and pol_code = 'CNYTN' and pod_code = 'NLRTM' and rate_type = 'SPOT'`,
    );
    const lane = { carrier: 'MSCU', pol: 'CNYTN', pod: 'NLRTM', from: rate!.valid_from, to: rate!.valid_to };
    const b = ok<BatchWire>(
      await upload(
        await templateV2Workbook([
          { ...lane, prices: { '20GP': '1390', '40GP': '1690', '40HQ': '1760' } },
          { ...lane, pol: 'CNSHA', pod: 'SGSIN', carrier: 'ONEY', prices: { '20GP': '220', '40GP': '380', '40HQ': '400' } },
        ]),
        'Template=V2',
      ),
    );
    const rows = (await preview(b.Id)).Rows.Items;
    expect(rows[0]).toMatchObject({ Action: 'SKIP', RateNo: rate!.rate_no });
    const changed = ok<{ Row: BatchRowWire }>(
      await call('POST', ENDPOINTS.batchSaveRow, tokens[CLERK]!, {
        BatchId: b.Id,
        RowNo: 1,
        Rate: {
          ...rows[0]!.Rate!,
          Prices: [
            { ContainerClass: '40HQ', Cost: '1800' },
            { ContainerClass: '20GP', Cost: '1390' },
            { ContainerClass: '40GP', Cost: '1690' },
          ],
        },
      }),
    );
    expect(changed.Row).toMatchObject({
      Action: 'UPDATE',
      RateNo: rate!.rate_no,
      Before: { Prices: { '40HQ': '1760.00' } },
      After: { Prices: { '40HQ': '1800' } },
    });
    ok(await apply(b.Id, 'batch-apply-0003'));
    const [next] = await t.db.query<{ status: string; version: number }>(
      `select status, version from fcl_rates where rate_no = $1 order by version desc limit 1`,
      [rate!.rate_no],
    );
    expect(next).toMatchObject({ status: 'DRAFT' });
  });

  it('refuses what is not a rate sheet, and a sheet without a header, changing nothing', async () => {
    const batches = await count('from rate_batches');
    const notXlsx = await upload(Buffer.from('POL,POD\nCNSHA,NLRTM\n'), 'Template=V1');
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json().Code).toBe('IMPORT_NOT_XLSX');
    const book = new ExcelJS.Workbook();
    book.addWorksheet('notes').addRow(['nothing', 'here']);
    refusedWith(await upload(Buffer.from(await book.xlsx.writeBuffer()), 'Template=V1'), 'IMPORT_NO_HEADER');
    expect(await count('from rate_batches')).toBe(batches);
    // a customer's employee has no import
    expect((await upload(await templateV2Workbook([]), 'Template=V2', 'customer@demo.test')).statusCode).toBe(403);
  });
});

describe('a batch increase (GRI)', () => {
  const search = async (date: string) =>
    ok<RateSearchAnswer>(
      await call('POST', ENDPOINTS.fclRateSearch, tokens[MANAGER]!, {
        PolCode: 'CNNGB',
        PodCode: 'DEHAM',
        Lines: [{ ContainerClass: '40HQ', Qty: 1 }],
        Date: date,
      }),
    ).Rows.find((r) => r.CarrierCode === 'MAEU');
  const plan = (body: object) => call('POST', ENDPOINTS.batchPlan, tokens[MANAGER]!, body);

  it('refuses an empty filter and a change that says nothing, writing no batch', async () => {
    const batches = await count('from rate_batches');
    refusedWith(await plan({ Kind: 'INCREASE', Filter: {}, Change: { Pct: '5' } }), 'EMPTY_FILTER');
    refusedWith(await plan({ Kind: 'INCREASE', Filter: { Classes: ['40HQ'] }, Change: { Pct: '5' } }), 'EMPTY_FILTER');
    refusedWith(await plan({ Kind: 'INCREASE', Filter: { PodCodes: ['DEHAM'] }, Change: {} }), 'CHANGE_REQUIRED');
    refusedWith(await plan({ Kind: 'INCREASE', Filter: { PodCodes: ['DEHAM'] }, Change: { Pct: '5', EffectiveFrom: addDays(today, -1) } }), 'PAST_EFFECTIVE');
    refusedWith(await plan({ Kind: 'INCREASE', Filter: { PodCodes: ['DEHAM'] }, Change: { Pct: '5', EffectiveFrom: '2026-02-30' } }), 'BAD_DATE');
    refusedWith(await plan({ Kind: 'INCREASE', Filter: { PodCodes: ['ZADUR'] }, Change: { Pct: '5' } }), 'NOTHING_MATCHES');
    expect(await count('from rate_batches')).toBe(batches);
    // the clerk has no batch change button
    expect(
      (await call('POST', ENDPOINTS.batchPlan, tokens[CLERK]!, { Kind: 'INCREASE', Filter: { PodCodes: ['DEHAM'] }, Change: { Pct: '5' } })).statusCode,
    ).toBe(403);
  });

  it('splits a window at the effective day: the old price before it, the new one from it, both published', async () => {
    const effective = addDays(today, 5);
    const before = (await search(addDays(today, 2)))!;
    const b = ok<BatchWire>(
      await plan({
        Kind: 'INCREASE',
        Filter: { CarrierCodes: ['MAEU'], PodCodes: ['DEHAM'], Classes: ['40HQ'] },
        Change: { Amounts: { '40HQ': '150' }, EffectiveFrom: effective, Reason: 'GRI' },
      }),
    );
    expect(b).toMatchObject({ Kind: 'INCREASE', Status: 'VALIDATED', RowsRefused: 0 });
    const [row] = (await preview(b.Id)).Rows.Items;
    expect(row).toMatchObject({
      Action: 'SPLIT',
      Before: { Prices: { '40HQ': '1930.00', '20GP': '1520.00' } },
      After: { ValidFrom: effective, Prices: { '40HQ': '2080.00', '20GP': '1520.00' } },
    });
    expect(ok(await apply(b.Id, 'increase-apply-0001', MANAGER))).toMatchObject({ Applied: 1, Status: 'APPLIED' });
    const versions = await t.db.query<{ status: string; valid_from: string; valid_to: string; cost: string }>(
      `select r.status, r.valid_from::text, r.valid_to::text, p.cost::text from fcl_rates r join fcl_rate_prices p on p.rate_id = r.id and p.container_class = '40HQ'
        where r.rate_no = $1 order by r.version`,
      [row!.RateNo],
    );
    expect(versions).toEqual([
      { status: 'PUBLISHED', valid_from: row!.Before!.ValidFrom, valid_to: addDays(effective, -1), cost: '1930.00' },
      { status: 'PUBLISHED', valid_from: effective, valid_to: row!.Before!.ValidTo, cost: '2080.00' },
    ]);
    // the surcharge lines travel with the new version; the search prices each day by its version
    expect(await count(`from fcl_rate_surcharges s join fcl_rates r on r.id = s.rate_id where r.rate_no = $1 group by r.id`, [row!.RateNo])).toBeGreaterThan(0);
    expect((await search(addDays(today, 2)))!.Classes).toEqual(before.Classes);
    const after = (await search(addDays(effective, 1)))!;
    expect(after.Classes[0]!.Cost).toBe('2080.00');
    expect(Number(after.Classes[0]!.Sell) - Number(before.Classes[0]!.Sell)).toBeGreaterThanOrEqual(150);
  });

  it('applies all or nothing: a rate changed since the preview refuses the whole batch, nothing written', async () => {
    const b = ok<BatchWire>(await plan({ Kind: 'INCREASE', Filter: { PodCodes: ['USLAX', 'SGSIN'] }, Change: { Pct: '5' } }));
    expect(b.RowsOk).toBeGreaterThan(2);
    const rows = (await preview(b.Id, 'OK')).Rows.Items;
    const versions = await count('from fcl_rates');
    // one of them is hidden (or shown) meanwhile: its revision moves
    const [{ visible }] = (await t.db.query<{ visible: boolean }>('select visible from fcl_rates where id = $1', [rows[1]!.RateId])) as [{ visible: boolean }];
    expect(ok(await call('POST', ENDPOINTS.fclRateSetVisibility, tokens[MANAGER]!, { Ids: [rows[1]!.RateId], Visible: !visible }))).toEqual({ Changed: 1 });
    const res = await apply(b.Id, 'increase-apply-0002', MANAGER);
    refusedWith(res, 'BATCH_STALE');
    expect(res.json().Message).toContain(rows[1]!.RateNo!);
    expect(await count('from fcl_rates')).toBe(versions);
    expect((await preview(b.Id)).Batch.Status).toBe('VALIDATED');
    // the clerk has no batch change: an increase is not hers to cancel either
    refusedWith(await call('POST', ENDPOINTS.batchCancel, tokens[CLERK]!, { BatchId: b.Id }), 'NOT_PERMITTED');
    expect(ok(await call('POST', ENDPOINTS.batchCancel, tokens[MANAGER]!, { BatchId: b.Id }))).toEqual({ Status: 'CANCELLED' });
    refusedWith(await apply(b.Id, 'increase-apply-0003', MANAGER), 'NOT_VALIDATED');
  });

  it('an edit moves a last day later only where no other rate of the key holds those days', async () => {
    const b = ok<BatchWire>(
      await plan({ Kind: 'EDIT', Filter: { CarrierCodes: ['EGLV'], PodCodes: ['SGSIN'] }, Change: { TransitDays: 7, Remarks: '周三截关' } }),
    );
    expect(ok(await apply(b.Id, 'edit-apply-0001', MANAGER))).toMatchObject({ Status: 'APPLIED' });
    const [now] = await t.db.query<{ transit_days: number; remarks: string; status: string }>(
      `select transit_days, remarks, status from fcl_rates where carrier_code = 'EGLV' and pod_code = 'SGSIN' order by id desc limit 1`,
    );
    expect(now).toEqual({ transit_days: 7, remarks: '周三截关', status: 'PUBLISHED' });
  });

  it('the demo: CMA CGM’s GRI split Shanghai → Los Angeles at its notice’s effective day', async () => {
    const [demo] = await t.db.query<{ kind: string; status: string; notice: string }>(
      `select b.kind, b.status, n.title as notice from rate_batches b join rate_notices n on n.id = b.notice_id order by b.id limit 1`,
    );
    expect(demo).toEqual({ kind: 'INCREASE', status: 'APPLIED', notice: 'CMA CGM 美西航线 GRI' });
  });
});

describe('rate notices', () => {
  it('a notice is written, its PDF attached, and publishing it tells every customer company (a message each)', async () => {
    const made = ok<{ Id: number; Revision: number }>(
      await call('POST', ENDPOINTS.noticeSave, tokens[CLERK]!, {
        Title: 'MSC 欧线 PSS',
        Body: '12 月起 40HQ 加 USD 200',
        CarrierCode: 'MSCU',
        EffectiveDate: addDays(today, 7),
        Audience: 'CUSTOMERS',
      }),
    );
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const attached = await t.app.inject({
      method: 'POST',
      url: `${ENDPOINTS.noticeAttach}?Id=${made.Id}&Revision=${made.Revision}&Name=MSC-PSS.pdf`,
      payload: pdf,
      headers: { authorization: `Bearer ${tokens[CLERK]}`, 'content-type': 'application/pdf' },
    });
    const { Revision } = ok<{ Revision: number }>(attached);
    const notPdf = await t.app.inject({
      method: 'POST',
      url: `${ENDPOINTS.noticeAttach}?Id=${made.Id}&Revision=${Revision}&Name=x.pdf`,
      payload: Buffer.from('hello'),
      headers: { authorization: `Bearer ${tokens[CLERK]}`, 'content-type': 'application/pdf' },
    });
    expect(notPdf.statusCode).toBe(415);
    // the clerk writes; the manager publishes
    expect((await call('POST', ENDPOINTS.noticePublish, tokens[CLERK]!, { Id: made.Id, Revision })).statusCode).toBe(403);
    const customers = await count(`from companies where kind = 'customer' and status = 'active'`);
    const published = ok<{ Status: string; Told: number }>(await call('POST', ENDPOINTS.noticePublish, tokens[MANAGER]!, { Id: made.Id, Revision }));
    expect(published).toEqual({ Status: 'PUBLISHED', Told: customers });
    expect(await count(`from messages where title like '运价公告：MSC 欧线 PSS%' and scope = 'company'`)).toBe(customers);
    // the customer reads it beside the rate query, and downloads the circular
    const list = ok<{ Id: number; Title: string; AttachmentName: string }[]>(await call('GET', ENDPOINTS.noticePublished, tokens['customer@demo.test']!));
    expect(list.find((n) => n.Id === made.Id)).toMatchObject({ Title: 'MSC 欧线 PSS', AttachmentName: 'MSC-PSS.pdf' });
    const file = await call('GET', `${ENDPOINTS.noticeAttachment}?Id=${made.Id}`, tokens['customer@demo.test']!);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // published is final: withdrawn, it leaves the customers' list
    refusedWith(
      await call('POST', ENDPOINTS.noticeSave, tokens[CLERK]!, { Id: made.Id, Revision: Revision + 1, Title: 'x', EffectiveDate: today, Audience: 'ALL' }),
      'NOT_DRAFT',
    );
    ok(await call('POST', ENDPOINTS.noticeWithdraw, tokens[MANAGER]!, { Id: made.Id, Revision: Revision + 1 }));
    const after = ok<{ Id: number }[]>(await call('GET', ENDPOINTS.noticePublished, tokens['customer@demo.test']!));
    expect(after.map((n) => n.Id)).not.toContain(made.Id);
  });

  it('an internal notice reaches the desk only, and an increase may name it', async () => {
    const made = ok<{ Id: number; Revision: number }>(
      await call('POST', ENDPOINTS.noticeSave, tokens[MANAGER]!, { Title: '内部：ONE 东南亚调价', EffectiveDate: addDays(today, 3), Audience: 'INTERNAL' }),
    );
    expect(ok(await call('POST', ENDPOINTS.noticePublish, tokens[MANAGER]!, { Id: made.Id, Revision: made.Revision }))).toEqual({
      Status: 'PUBLISHED',
      Told: 1,
    });
    const customerList = ok<{ Id: number }[]>(await call('GET', ENDPOINTS.noticePublished, tokens['customer@demo.test']!));
    expect(customerList.map((n) => n.Id)).not.toContain(made.Id);
    const b = ok<BatchWire>(
      await call('POST', ENDPOINTS.batchPlan, tokens[MANAGER]!, {
        Kind: 'INCREASE',
        Filter: { CarrierCodes: ['ONEY'] },
        Change: { Amounts: { '40HQ': '20' }, Reason: 'MARKET', EffectiveFrom: addDays(today, 3) },
        NoticeId: made.Id,
      }),
    );
    expect(b).toMatchObject({ NoticeId: made.Id, NoticeTitle: '内部：ONE 东南亚调价' });
    refusedWith(
      await call('POST', ENDPOINTS.batchPlan, tokens[MANAGER]!, {
        Kind: 'INCREASE',
        Filter: { CarrierCodes: ['ONEY'] },
        Change: { Pct: '3' },
        NoticeId: 999999,
      }),
      'NOTICE_UNKNOWN',
    );
  });
});
