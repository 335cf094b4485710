import ExcelJS from 'exceljs';
import { BILL_FIELDS, CONTAINER_FIELDS, GOODS_FIELDS } from '../../../server/modules/manifest/uploadTemplate';

/** A cell row of a sheet, by field key (the rest empty). */
export type Cells = Record<string, string | number>;

/**
 * A manifest upload workbook as a forwarder fills the template: the three sheets under the
 * template's headers (or other sheet names / fewer columns, for the bad files).
 */
export async function manifestWorkbook(
  sheets: { bills: Cells[]; containers: Cells[]; goods: Cells[] },
  o: { names?: [string, string, string]; drop?: string } = {},
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const names = o.names ?? ['主数据 Bills', '集装箱 Containers', '货物 Goods'];
  [
    [BILL_FIELDS, sheets.bills],
    [CONTAINER_FIELDS, sheets.containers],
    [GOODS_FIELDS, sheets.goods],
  ].forEach(([fields, rows], i) => {
    const ws = book.addWorksheet(names[i]!);
    const kept = (fields as typeof BILL_FIELDS).filter((f) => !(i === 2 && f.key === o.drop));
    ws.addRow(kept.map((f) => f.headers[0]));
    for (const r of rows as Cells[]) ws.addRow(kept.map((f) => r[f.key] ?? ''));
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
