import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { EXPORT_IN_WORKER_CELLS, workbookBytes } from '../../../../server/http/xlsx';

/** Large exports are written in a worker thread (issue 13): the workbook is the same as one built here. */
describe('Excel exports', () => {
  it('a large export, built in the worker, holds every row and value; a small one too, built here', async () => {
    const columns = [{ header: '代码 Code' }, { header: '名称 Name', width: 30 }, { header: '数量 Count' }];
    for (const n of [Math.ceil(EXPORT_IN_WORKER_CELLS / columns.length) + 10, 5]) {
      const rows = Array.from({ length: n }, (_, i) => [`C${i}`, `名称 ${i}`, i]);
      const bytes = await workbookBytes({ sheet: 'rows', columns, rows });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
      const ws = book.getWorksheet('rows')!;
      expect(ws.rowCount).toBe(n + 1);
      expect(ws.getRow(1).getCell(2).value).toBe('名称 Name');
      expect(ws.getRow(1).font?.bold).toBe(true);
      expect(ws.getRow(n + 1).values).toEqual([undefined, `C${n - 1}`, `名称 ${n - 1}`, n - 1]);
    }
  }, 60_000);
});
