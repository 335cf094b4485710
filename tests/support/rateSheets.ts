import ExcelJS from 'exceljs';
import { templateHeaders } from '../../src/domain/pricing/rateSheet';

/**
 * Rate sheets as forwarders get them, for the batch import's tests, its browser test and its bench:
 * a carrier's tariff (a title, a blank line, a two-line header with merged group cells, one sheet
 * per trade, blank lines between groups, prices written "USD 1,580" or "-") and our template v2.
 */

export interface SheetLane {
  pol: string;
  pod: string;
  via?: string;
  /** Class → price cell text ("1580", "USD 1,580", "-"). */
  prices: Record<string, string>;
  from: string;
  to: string;
  transit?: string;
}

/** A carrier's workbook: one sheet per trade, each with its title line, its two-line header and a blank line between lane groups. */
export async function carrierWorkbook(trades: { name: string; title: string; lanes: SheetLane[] }[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const trade of trades) {
    const ws = book.addWorksheet(trade.name);
    ws.getCell('A1').value = trade.title;
    ws.mergeCells('A1:I1');
    // row 2 blank; rows 3–4 the header: POL/POD/Via merged down, the freight and validity groups merged across
    ws.getRow(3).values = ['POL', 'POD', 'T/S Port', 'Ocean Freight (USD)', '', '', 'Validity', '', 'Transit time'];
    ws.getRow(4).values = ['', '', '', "20'GP", "40'GP", "40'HC", 'From', 'To', ''];
    ws.mergeCells('A3:A4');
    ws.mergeCells('B3:B4');
    ws.mergeCells('C3:C4');
    ws.mergeCells('D3:F3');
    ws.mergeCells('G3:H3');
    ws.mergeCells('I3:I4');
    let row = 5;
    trade.lanes.forEach((l, i) => {
      if (i > 0 && i % 3 === 0) row += 1; // a blank line between groups of lanes
      ws.getRow(row).values = [
        l.pol,
        l.pod,
        l.via ?? '',
        l.prices['20GP'] ?? '-',
        l.prices['40GP'] ?? '-',
        l.prices['40HQ'] ?? '-',
        l.from,
        l.to,
        l.transit ?? '',
      ];
      row += 1;
    });
    ws.getRow(row + 1).values = ['Subject to GRI/PSS as announced. All rates in USD per container.'];
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Each template header is "中文 English": the English name says which value of a lane goes under it. */
const V2_CELLS: Record<string, (r: SheetLane & { carrier: string }) => string> = {
  Carrier: (r) => r.carrier,
  POL: (r) => r.pol,
  Via: (r) => r.via ?? '',
  POD: (r) => r.pod,
  Currency: () => 'USD',
  'Valid from': (r) => r.from,
  'Valid to': (r) => r.to,
  'Transit days': (r) => r.transit ?? '',
};

/** Our template v2: one row per lane, one column per class. */
export async function templateV2Workbook(rows: (SheetLane & { carrier: string })[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('rates');
  const classes = ['20GP', '40GP', '40HQ'];
  const headers = templateHeaders('V2', classes);
  ws.addRow(headers);
  const cellOf = (h: string, r: SheetLane & { carrier: string }) =>
    classes.includes(h) ? (r.prices[h] ?? '') : (V2_CELLS[h.slice(h.indexOf(' ') + 1)]?.(r) ?? '');
  for (const r of rows) ws.addRow(headers.map((h) => cellOf(h, r)));
  return Buffer.from(await book.xlsx.writeBuffer());
}
