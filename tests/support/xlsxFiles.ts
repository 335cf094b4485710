import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { createRequire } from 'node:module';
const XLSX = createRequire(import.meta.url)('xlsx') as typeof import('xlsx');

/**
 * Workbooks an attacker or a busy office would send to an import: a plain sheet of many rows, a
 * zip bomb (a tiny file whose sheet inflates to hundreds of MiB), and a bomb whose zip directory
 * lies about the inflated size. The zip is written by hand so the declared sizes can be chosen.
 */

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** The uncompressed size the zip claims (default: the true one). */
  declaredSize?: number;
}

/** A zip of deflated entries, with local headers and a central directory, as Excel writes one. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const packed = deflateRawSync(e.data, { level: 9 });
    const size = e.declaredSize ?? e.data.length;
    const crc = crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // names are UTF-8
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const head = Buffer.alloc(46);
    head.writeUInt32LE(0x02014b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(20, 6);
    head.writeUInt16LE(0x0800, 8);
    head.writeUInt16LE(8, 10);
    head.writeUInt32LE(crc, 16);
    head.writeUInt32LE(packed.length, 20);
    head.writeUInt32LE(size, 24);
    head.writeUInt16LE(name.length, 28);
    head.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    central.push(head, name);
    offset += local.length + name.length + packed.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** A workbook of one sheet: the header row, then the rows. */
export async function workbookOf(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('sheet');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** `count` SI templates, each row valid (distinct names, every common column filled). */
export function templateRows(count: number, prefix = 'T'): string[][] {
  const rows: string[][] = [['模板', '发货人', '收货人', '通知人1', 'HS编码']];
  for (let i = 1; i <= count; i++) rows.push([`${prefix}${String(i).padStart(5, '0')}`, 'HANGZHOU TIANXIANG', 'TO ORDER', 'ACME GMBH', '610910']);
  return rows;
}

/** A row of sheet XML that repeats without row numbers, so it deflates about a thousand to one. */
const BOMB_ROW = '<row><c t="inlineStr"><is><t>A</t></is></c></row>';

/**
 * A real workbook whose first sheet is replaced by one that inflates to `inflatedBytes`: the
 * other parts (content types, workbook, relations) are the ones ExcelJS wrote, so a reader that
 * does not bound inflation parses it all. `declaredSize` makes the zip directory lie about it.
 */
export async function zipBomb(inflatedBytes: number, declaredSize?: number): Promise<Buffer> {
  const base = await JSZip.loadAsync(await workbookOf([['模板'], ['X']]));
  const entries: ZipEntry[] = [];
  for (const [name, file] of Object.entries(base.files)) {
    if (file.dir) continue;
    if (name === 'xl/worksheets/sheet1.xml') {
      const open = Buffer.from(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
      );
      const close = Buffer.from('</sheetData></worksheet>');
      const body = Buffer.alloc(Math.max(0, inflatedBytes - open.length - close.length), BOMB_ROW);
      // keep the XML well formed: cut the repetition at a whole row
      const whole = body.subarray(0, body.length - (body.length % BOMB_ROW.length));
      entries.push({ name, data: Buffer.concat([open, whole, close]), declaredSize });
    } else {
      entries.push({ name, data: await file.async('nodebuffer') });
    }
  }
  return zipOf(entries);
}

/**
 * A workbook whose text `marker` is written in its XML as `reference` (a character reference such
 * as `&#xD800;`, which a sheet can carry but no call accepts).
 */
export async function workbookWithReference(rows: (string | number)[][], marker: string, reference: string): Promise<Buffer> {
  const base = await JSZip.loadAsync(await workbookOf(rows));
  const entries: ZipEntry[] = [];
  for (const [name, file] of Object.entries(base.files)) {
    if (file.dir) continue;
    const data = await file.async('nodebuffer');
    entries.push({ name, data: name.endsWith('.xml') ? Buffer.from(data.toString('utf8').split(marker).join(reference)) : data });
  }
  return zipOf(entries);
}

/**
 * The same workbook in the older Excel format carriers still send (.xls, BIFF8 in a compound file),
 * written by SheetJS from an .xlsx: every sheet, hidden ones and merged cells included.
 */
export function asXls(xlsx: Buffer): Buffer {
  const book = XLSX.read(xlsx, { type: 'buffer', cellDates: true, cellNF: true });
  return XLSX.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer;
}

/** An .xls of one sheet from its rows (the first the header), written by SheetJS. */
export function xlsOf(rows: (string | number | boolean | Date | null)[][], sheet = 'Sheet1'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), sheet);
  return XLSX.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer;
}
