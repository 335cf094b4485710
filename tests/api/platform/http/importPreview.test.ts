import { describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../../../../server/http/xlsx';
import type { ImportResult } from '../../../../src/contract/admin';
import { ENDPOINTS } from '../../../../src/contract/endpoints';
import { workbookOf } from '../../../support/xlsxFiles';
import { withTestApp } from '../../support/build';
import { caller } from '../../support/calls';

/**
 * Issue 32: an Excel import showed its row report only after writing. Every import of the server
 * (server/http/imports.ts defineImport: ports, carriers, fee codes, lanes, employees, SI templates …)
 * now answers a preview with `DryRun` that writes nothing, and `Confirm=<its token>` writes exactly
 * what the preview showed, or nothing when the file or the data changed in between.
 */
const t = withTestApp({ modules: ['refdata'] });
const { call, asUser } = caller(t);
const HEADER = ['代码 UN/LOCODE', '中文名 Chinese name', '英文名 English name', '国家 Country', '时区 Time zone', '功能 Functions', '别名 Aliases'];
const portCount = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from ports'))[0]!.n;
const auditCount = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from audit_events'))[0]!.n;
const port = async (code: string) => (await t.db.query<Record<string, unknown>>('select name_zh from ports where code = $1', [code]))[0];

describe('an import previews before it writes', () => {
  it('ports: the preview reports every row and writes nothing; confirming writes exactly those rows', async () => {
    const admin = await asUser('admin@demo.test');
    const file = await workbookOf([
      HEADER,
      ['PLPRV', '预览港', 'Preview port', 'PL', 'Europe/Warsaw', '1', ''],
      ['DEPRV', '错国家', 'Wrong country', 'PL', 'Europe/Warsaw', '1', ''],
      ['PLPRV', '同一代码第二次', 'Twice in one sheet', 'PL', 'Europe/Warsaw', '1', ''],
    ]);
    const [ports, audits] = [await portCount(), await auditCount()];
    const preview = await call('POST', `${ENDPOINTS.portList}/Import?DryRun=true`, admin, file, XLSX_TYPE);
    expect(preview.statusCode, preview.body).toBe(200);
    const shown = preview.json().Data as ImportResult;
    expect(shown.Imported).toBe(2); // the second PLPRV will update the first
    expect(shown.Rejected.map((r) => r.Row)).toEqual([3]);
    expect(shown.Token).toMatch(/^[0-9a-f]{64}$/);
    expect(preview.json().Message).toContain('确认后才写入');
    expect([await portCount(), await auditCount()]).toEqual([ports, audits]); // nothing written
    expect(await port('PLPRV')).toBeUndefined();

    const done = await call('POST', `${ENDPOINTS.portList}/Import?Confirm=${shown.Token}`, admin, file, XLSX_TYPE);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().Data).toEqual({ Imported: shown.Imported, Rejected: shown.Rejected });
    expect(await portCount()).toBe(ports + 1);
    expect(await port('PLPRV')).toEqual({ name_zh: '同一代码第二次' });
  });

  it('a confirmation whose file or data changed since its preview writes nothing', async () => {
    const admin = await asUser('admin@demo.test');
    const file = await workbookOf([HEADER, ['PLCHG', '变化港', 'Changed port', 'PL', 'Europe/Warsaw', '1', '']]);
    const token = ((await call('POST', `${ENDPOINTS.portList}/Import?DryRun=true`, admin, file, XLSX_TYPE)).json().Data as ImportResult).Token;
    const other = await workbookOf([HEADER, ['PLOTH', '另一个', 'Another', 'PL', 'Europe/Warsaw', '1', '']]);
    const wrongFile = await call('POST', `${ENDPOINTS.portList}/Import?Confirm=${token}`, admin, other, XLSX_TYPE);
    expect([wrongFile.statusCode, wrongFile.json().Code]).toEqual([400, 'IMPORT_CHANGED_SINCE_PREVIEW']);
    expect(await port('PLOTH')).toBeUndefined();
    // a lane whose port is unknown is refused in the preview; someone adds the port meanwhile, so the
    // same file would now import a row the preview refused: nothing is written
    const lanes = await workbookOf([
      ['代码 Code', '中文名 Chinese name', '英文名 English name', '上级 Parent', '目的港 PODs', '排序 Order'],
      ['QLANE', '预览航线', 'Preview lane', '', 'PLQQQ', ''],
    ]);
    const lanePreview = (await call('POST', `${ENDPOINTS.tradeLaneList}/Import?DryRun=true`, admin, lanes, XLSX_TYPE)).json().Data as ImportResult;
    expect(lanePreview).toMatchObject({ Imported: 0, Rejected: [{ Row: 2 }] });
    await t.db.query(`insert into ports (code, name_zh, name_en, country_code, time_zone) values ('PLQQQ', '新港', 'New port', 'PL', 'Europe/Warsaw')`);
    const changed = await call('POST', `${ENDPOINTS.tradeLaneList}/Import?Confirm=${lanePreview.Token}`, admin, lanes, XLSX_TYPE);
    expect([changed.statusCode, changed.json().Code]).toEqual([400, 'IMPORT_CHANGED_SINCE_PREVIEW']);
    expect(changed.json().Message).toContain('重新导入');
    expect(await t.db.query(`select 1 from trade_lanes where code = 'QLANE'`)).toEqual([]);
  });
});
