import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { XLSX_TYPE } from '../../../server/http/xlsx';
import { siApp } from './siApp';

/** SI templates: edited by their Id within the company, imported from and exported to Excel. */
const { t, call, tokens, post, get } = siApp();

async function sheet(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('templates');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const names = async (who: string) =>
  ((await call('GET', `${ENDPOINTS.siTemplateList}?PageSize=100`, tokens[who]!)).json().Data.Items as { TBI_TEMPLATE_NAME: string }[]).map(
    (x) => x.TBI_TEMPLATE_NAME,
  );

describe('templates', () => {
  it("a saved template is edited by its Id; another company's Id is refused and left as it was", async () => {
    const saved = await post(ENDPOINTS.siTemplateSave, { TBI_TEMPLATE_NAME: '鹿特丹 ACME', TBI_CONSIGNEE: 'TO ORDER' });
    const Id = saved.json().Data.Id as number;
    const edited = await post(ENDPOINTS.siTemplateSave, {
      Id,
      TBI_TEMPLATE_NAME: '鹿特丹 ACME BV',
      TBI_CONSIGNEE: 'ACME BV',
      TBI_NOTIFIER_1: 'SAME AS CONSIGNEE',
    });
    expect(edited.json()).toEqual({ Status: true, Data: { Id } });
    expect((await get(`${ENDPOINTS.siTemplateGet}?Id=${Id}`)).json().Data).toMatchObject({
      Id,
      TBI_TEMPLATE_NAME: '鹿特丹 ACME BV',
      TBI_CONSIGNEE: 'ACME BV',
      TBI_NOTIFIER_1: 'SAME AS CONSIGNEE',
    });
    expect((await get(ENDPOINTS.siTemplateList)).json().Data.Total).toBe(1);

    const foreign = await post(ENDPOINTS.siTemplateSave, { Id, TBI_TEMPLATE_NAME: '抢来的模板', TBI_CONSIGNEE: 'SOMEONE ELSE' }, 'customer2@demo.test');
    expect(foreign.statusCode).toBe(404);
    expect((await get(`${ENDPOINTS.siTemplateGet}?Id=${Id}`)).json().Data).toMatchObject({ TBI_TEMPLATE_NAME: '鹿特丹 ACME BV', TBI_CONSIGNEE: 'ACME BV' });
    expect((await get(ENDPOINTS.siTemplateList, 'customer2@demo.test')).json().Data.Total).toBe(0);
  });
});

describe('SI templates from Excel', () => {
  it('adds new names, updates known ones, reports refused rows with reasons, and stays in the company', async () => {
    const file = await sheet([
      ['模板', '发货人', '收货人', '通知人1', 'HS编码'],
      ['汉堡 ACME', 'HANGZHOU TIANXIANG', 'TO ORDER', 'ACME GMBH', '610910'],
      ['鹿特丹 ROTTERDAM', 'HANGZHOU TIANXIANG', 'ROTTERDAM BV', '', ''],
      ['', 'NO NAME CO', '', '', ''],
      ['X'.repeat(61), '', '', '', ''],
    ]);
    const res = await call('POST', `${ENDPOINTS.siTemplateList}/Import`, tokens['customer@demo.test']!, file, XLSX_TYPE);
    expect(res.statusCode).toBe(200);
    const result = res.json().Data as { Imported: number; Rejected: { Row: number; Reasons: string[] }[] };
    expect(result.Imported).toBe(2);
    expect(result.Rejected.map((r) => r.Row)).toEqual([4, 5]);
    expect(result.Rejected[1]!.Reasons.join(' ')).toContain('60');
    expect(await names('customer@demo.test')).toEqual(expect.arrayContaining(['汉堡 ACME', '鹿特丹 ROTTERDAM']));
    expect(await names('customer2@demo.test')).not.toContain('汉堡 ACME'); // another company sees none of it

    // the same name again updates that template instead of adding a second one
    const again = await call(
      'POST',
      `${ENDPOINTS.siTemplateList}/Import`,
      tokens['customer@demo.test']!,
      await sheet([
        ['模板', '收货人'],
        ['汉堡 ACME', 'ACME HAMBURG GMBH'],
      ]),
      XLSX_TYPE,
    );
    expect(again.json().Data.Imported).toBe(1);
    expect((await names('customer@demo.test')).filter((n) => n === '汉堡 ACME')).toHaveLength(1);
    const [row] = await t.db.query<{ fields: Record<string, string> }>(
      `select t.fields from si_templates t join companies c on c.id = t.company_id where t.name = '汉堡 ACME'`,
    );
    expect(row!.fields.TBI_CONSIGNEE).toBe('ACME HAMBURG GMBH');

    // a sheet without the name column is refused whole, and changes nothing
    const before = (await names('customer@demo.test')).length;
    const bad = await call('POST', `${ENDPOINTS.siTemplateList}/Import`, tokens['customer@demo.test']!, await sheet([['发货人'], ['SOMEONE']]), XLSX_TYPE);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toContain('TBI_TEMPLATE_NAME');
    expect((await names('customer@demo.test')).length).toBe(before);
  });

  it('exports every template field under the headers the import reads back', async () => {
    const res = await call('GET', `${ENDPOINTS.siTemplateList}/Export`, tokens['customer@demo.test']!);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const headers = (book.worksheets[0]!.getRow(1).values as unknown[]).filter(Boolean);
    expect(headers).toEqual(expect.arrayContaining(['模板 Template', '发货人 Consignor', '通知人1 Notify 1', '备注 Remarks']));
  });
});
