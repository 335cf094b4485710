import type { ImportRowAnswer } from '../../../src/contract/admin';
import type { ManifestContainer, ManifestItem, ManifestParty } from '../../../src/contract/manifest';
import { type ImportField, type ImportRows, gridRows, missingColumnsWords } from '../../http/imports';
import type { SheetGrid } from '../../http/sheetShapes';
import { BILL_FIELDS, CONTAINER_FIELDS, GOODS_FIELDS, UPLOAD_SHEETS, sheetName } from './uploadTemplate';

/**
 * The manifest upload's workbook as forwarders fill it (operations.md §7.4 `Upload`: sheets bills,
 * containers, goods): a main-data row per bill, a row per container of the bill, a row per goods
 * line in a container, joined by the B/L number and the container number. This file only reads and
 * joins (no database): each bill with its rows, and each row refused with its reasons in words that
 * name the sheet, row and column as the template names them. The one-sheet format of before is not
 * read: its file lacks the three sheets and is told so (the template, uploadTemplate.ts, is one click away).
 */

/** The three sheets' names as the template writes them (`zh en`), for the refusals' words. */
const [BILLS, CONTAINERS, GOODS] = UPLOAD_SHEETS.map(sheetName) as [string, string, string];

type Lang = 'zh' | 'en';
const say = (lang: Lang, zh: string, en: string) => (lang === 'zh' ? zh : en);

/** A bill as the sheets give it: its rows, its header cells, containers and goods — or the reasons it is refused. */
export interface UploadBill {
  bl: string;
  cgo: string;
  /** Every row of the bill: the main row, its container rows, its goods rows. */
  rows: { sheet: string; row: number; reasons: string[] }[];
  cells: Record<string, string>;
  containers: ManifestContainer[];
  items: ManifestItem[];
}

export type ReadUpload =
  | { ok: true; bills: UploadBill[]; orphans: ImportRowAnswer[]; rowCount: number }
  | { ok: false; code: 'MFT_UPLOAD_SHEETS' | 'IMPORT_MISSING_COLUMNS'; message: string };

const where = (lang: Lang, sheet: string, row: number, column?: ImportField) =>
  column
    ? say(lang, `“${sheet}”第 ${row} 行“${column.headers[0]}”：`, `Sheet "${sheet}", row ${row}, column "${column.headers[0]}": `)
    : say(lang, `“${sheet}”第 ${row} 行：`, `Sheet "${sheet}", row ${row}: `);
const col = (fields: ImportField[], key: string) => fields.find((f) => f.key === key)!;
const upper = (v: string | undefined) => (v ?? '').trim().toUpperCase();

/**
 * The workbook's three sheets read and joined: a missing sheet or column refuses the whole file
 * (nothing is read, nothing changes); else each bill with its rows and each row's own reasons
 * (an empty required cell, a number that is not one, a goods line in a container the bill lacks …),
 * and the rows that belong to no bill (a container or goods row whose B/L has no main row).
 */
export function readUploadSheets(grids: SheetGrid[], lang: Lang): ReadUpload {
  const sheets = sheetsOf(grids, lang);
  if (!sheets.ok) return sheets;
  const { bills: billRows, containers: boxRows, goods: goodsRows } = sheets;
  const c = reading(lang);
  readBills(c, billRows);
  readContainers(c, boxRows);
  readGoods(c, goodsRows);
  eachBoxHasGoods(c);
  return { ok: true, bills: [...c.bills.values()], orphans: c.orphans, rowCount: billRows.length + boxRows.length + goodsRows.length };
}

/** The three sheets by their names, each with its columns; a missing sheet or column refuses the whole file. */
function sheetsOf(grids: SheetGrid[], lang: Lang): { ok: true; bills: ImportRows; containers: ImportRows; goods: ImportRows } | (ReadUpload & { ok: false }) {
  const read = new Map<string, ImportRows>();
  const lacking: string[] = [];
  for (const s of UPLOAD_SHEETS) {
    const names = [sheetName(s), s.zh, s.en].map((n) => n.toLowerCase());
    const grid = grids.find((g) => names.includes(g.name.trim().toLowerCase()));
    if (!grid) {
      lacking.push(sheetName(s));
      continue;
    }
    const rows = gridRows(grid.lines, s.fields);
    if ('missing' in rows) return { ok: false, code: 'IMPORT_MISSING_COLUMNS', message: missingColumnsWords(rows.missing, lang, sheetName(s)) };
    read.set(s.key, rows.rows);
  }
  if (lacking.length) {
    const all = UPLOAD_SHEETS.map(sheetName).join(say(lang, '、', ', '));
    return {
      ok: false,
      code: 'MFT_UPLOAD_SHEETS',
      message: say(
        lang,
        `文件缺少工作表：${lacking.join('、')}。舱单上传模板有三个工作表：${all}（表名须一致；可下载模板）。`,
        `The file lacks the sheet(s): ${lacking.join(', ')}. The manifest upload template has three sheets: ${all} (named so; download the template).`,
      ),
    };
  }
  return { ok: true, bills: read.get('bills')!, containers: read.get('containers')!, goods: read.get('goods')! };
}

/** What the reading of the three sheets gathers: the bills, the rows of none, the containers' rows and their goods. */
function reading(lang: Lang) {
  const empty = (sheet: string, row: number, fields: ImportField[], v: Record<string, string>) =>
    fields.filter((f) => f.required && !v[f.key]?.trim()).map((f) => `${where(lang, sheet, row, f)}${say(lang, '不能为空。', 'must not be empty.')}`);
  const number = (sheet: string, row: number, f: ImportField, cell: string, o: { integer?: boolean; positive?: boolean; optional?: boolean }) => {
    const text = (cell ?? '').replace(/,/g, '').trim();
    if (!text && o.optional) return { value: null, reason: undefined };
    const n = Number(text);
    const bad = !text || !Number.isFinite(n) || n < 0 || (o.positive && n === 0) || (o.integer && !Number.isInteger(n)) || n > 100_000_000;
    if (!bad) return { value: n, reason: undefined };
    const what = o.integer
      ? say(lang, o.positive ? '须为正整数' : '须为整数', o.positive ? 'must be a whole number above 0' : 'must be a whole number')
      : say(lang, o.positive ? '须为大于 0 的数字' : '须为数字', o.positive ? 'must be a number above 0' : 'must be a number');
    return {
      value: null,
      reason: `${where(lang, sheet, row, f)}${say(lang, `“${cell}”不是有效数字，${what}。`, `"${cell}" is not a valid number: it ${what}.`)}`,
    };
  };

  const bills = new Map<string, UploadBill>();
  const orphans: ImportRowAnswer[] = [];
  const orphan = (sheet: string, row: number, bl: string, reasons: string[]) =>
    orphans.push({ Sheet: sheet, Row: row, Subject: bl, Answer: 'REFUSED', Reasons: reasons });
  const boxRowOf = new Map<string, number>(); // `${bl}|${cnno}` → its container row
  const goodsOf = new Map<string, number>(); // `${bl}|${cnno}` → goods lines in it
  return { lang, empty, number, bills, orphans, orphan, boxRowOf, goodsOf };
}
type Reading = ReturnType<typeof reading>;

/** The main rows: one bill per B/L, its cells checked. */
function readBills(c: Reading, billRows: ImportRows): void {
  for (const { row, values: v } of billRows) {
    const bl = upper(v.BL_NO);
    const reasons = c.empty(BILLS, row, BILL_FIELDS, v);
    const term = upper(v.PAYMENT_TERM);
    if (term && term !== 'PP' && term !== 'CC')
      reasons.push(
        `${where(c.lang, BILLS, row, col(BILL_FIELDS, 'PAYMENT_TERM'))}${say(c.lang, `“${v.PAYMENT_TERM}”应为 PP（预付）或 CC（到付）。`, `"${v.PAYMENT_TERM}" must be PP (prepaid) or CC (collect).`)}`,
      );
    for (const [key, max] of [
      ['SHIPPER_NAME', 70],
      ['CONSIGNEE_NAME', 70],
      ['NOTIFY_NAME', 70],
      ['REMARK', 512],
      ['SHIPPER_COUNTRY', 2],
      ['CONSIGNEE_COUNTRY', 2],
    ] as const)
      if ((v[key] ?? '').length > max)
        reasons.push(`${where(c.lang, BILLS, row, col(BILL_FIELDS, key))}${say(c.lang, `超过 ${max} 个字符。`, `is longer than ${max} characters.`)}`);
    if (bl.length > 35)
      reasons.push(`${where(c.lang, BILLS, row, col(BILL_FIELDS, 'BL_NO'))}${say(c.lang, '超过 35 个字符。', 'is longer than 35 characters.')}`);
    const twice = c.bills.get(bl);
    if (bl && twice) {
      reasons.push(
        `${where(c.lang, BILLS, row, col(BILL_FIELDS, 'BL_NO'))}${say(c.lang, `提单号 ${bl} 已在第 ${twice.rows[0]!.row} 行出现。`, `B/L ${bl} is already on row ${twice.rows[0]!.row}.`)}`,
      );
      twice.rows.push({ sheet: BILLS, row, reasons });
      continue;
    }
    if (!bl) {
      c.orphan(BILLS, row, '', reasons);
      continue;
    }
    c.bills.set(bl, { bl, cgo: (v.CGO_ID ?? '').trim(), rows: [{ sheet: BILLS, row, reasons }], cells: v, containers: [], items: [] });
  }
}

/** The container rows, each under its bill's B/L. */
function readContainers(c: Reading, boxRows: ImportRows): void {
  for (const { row, values: v } of boxRows) {
    const bl = upper(v.BL_NO);
    const cnno = upper(v.CNNO);
    const reasons = c.empty(CONTAINERS, row, CONTAINER_FIELDS, v);
    const tare = c.number(CONTAINERS, row, col(CONTAINER_FIELDS, 'TARE_KG'), v.TARE_KG ?? '', { integer: true, optional: true });
    if (tare.reason) reasons.push(tare.reason);
    if (cnno.length > 11)
      reasons.push(`${where(c.lang, CONTAINERS, row, col(CONTAINER_FIELDS, 'CNNO'))}${say(c.lang, '超过 11 个字符。', 'is longer than 11 characters.')}`);
    if (upper(v.SIZE_TYPE).length > 4)
      reasons.push(
        `${where(c.lang, CONTAINERS, row, col(CONTAINER_FIELDS, 'SIZE_TYPE'))}${say(c.lang, '应为 4 位箱型代码（如 45G1）。', 'must be a 4-character ISO code (e.g. 45G1).')}`,
      );
    if ((v.SEALNO ?? '').length > 15)
      reasons.push(`${where(c.lang, CONTAINERS, row, col(CONTAINER_FIELDS, 'SEALNO'))}${say(c.lang, '超过 15 个字符。', 'is longer than 15 characters.')}`);
    const bill = c.bills.get(bl);
    if (!bill) {
      if (bl)
        reasons.push(
          `${where(c.lang, CONTAINERS, row, col(CONTAINER_FIELDS, 'BL_NO'))}${say(c.lang, `提单号 ${bl} 不在“${BILLS}”表中。`, `B/L ${bl} is on no row of sheet "${BILLS}".`)}`,
        );
      c.orphan(CONTAINERS, row, bl, reasons);
      continue;
    }
    const key = `${bl}|${cnno}`;
    if (cnno && c.boxRowOf.has(key))
      reasons.push(
        `${where(c.lang, CONTAINERS, row, col(CONTAINER_FIELDS, 'CNNO'))}${say(c.lang, `箱号 ${cnno} 已在第 ${c.boxRowOf.get(key)} 行出现。`, `Container ${cnno} is already on row ${c.boxRowOf.get(key)}.`)}`,
      );
    else if (cnno) c.boxRowOf.set(key, row);
    bill.rows.push({ sheet: CONTAINERS, row, reasons });
    if (!reasons.length)
      bill.containers.push({
        MFC_CNNO: cnno,
        MFC_SIZE_TYPE: upper(v.SIZE_TYPE),
        MFC_SEALNO: (v.SEALNO ?? '').trim(),
        MFC_FULL: true,
        MFC_SOURCE: 'CARRIER',
        ...(tare.value === null ? {} : { MFC_TARE_KG: tare.value }),
      });
  }
}

/** The goods rows, each in a container of its bill. */
function readGoods(c: Reading, goodsRows: ImportRows): void {
  for (const { row, values: v } of goodsRows) {
    const bl = upper(v.BL_NO);
    const cnno = upper(v.CNNO);
    const reasons = c.empty(GOODS, row, GOODS_FIELDS, v);
    const f = (key: string) => col(GOODS_FIELDS, key);
    const pkgs = v.PKGS ? c.number(GOODS, row, f('PKGS'), v.PKGS, { integer: true, positive: true }) : { value: null, reason: undefined };
    const kg = v.KG ? c.number(GOODS, row, f('KG'), v.KG, { positive: true }) : { value: null, reason: undefined };
    const cbm = c.number(GOODS, row, f('CBM'), v.CBM ?? '', { optional: true });
    for (const n of [pkgs, kg, cbm]) if (n.reason) reasons.push(n.reason);
    const hs = (v.HSCODE ?? '').replace(/[.\s]/g, '');
    if (hs && !/^\d{6,10}$/.test(hs))
      reasons.push(`${where(c.lang, GOODS, row, f('HSCODE'))}${say(c.lang, `“${v.HSCODE}”应为 6 到 10 位数字。`, `"${v.HSCODE}" must be 6 to 10 digits.`)}`);
    if (upper(v.PACKAGE).length > 10)
      reasons.push(`${where(c.lang, GOODS, row, f('PACKAGE'))}${say(c.lang, '超过 10 个字符。', 'is longer than 10 characters.')}`);
    const bill = c.bills.get(bl);
    if (!bill) {
      if (bl)
        reasons.push(
          `${where(c.lang, GOODS, row, f('BL_NO'))}${say(c.lang, `提单号 ${bl} 不在“${BILLS}”表中。`, `B/L ${bl} is on no row of sheet "${BILLS}".`)}`,
        );
      c.orphan(GOODS, row, bl, reasons);
      continue;
    }
    if (cnno && !c.boxRowOf.has(`${bl}|${cnno}`))
      reasons.push(
        `${where(c.lang, GOODS, row, f('CNNO'))}${say(c.lang, `箱号 ${cnno} 不在“${CONTAINERS}”表中提单 ${bl} 的箱子里。`, `container ${cnno} is on no row of sheet "${CONTAINERS}" for B/L ${bl}.`)}`,
      );
    bill.rows.push({ sheet: GOODS, row, reasons });
    c.goodsOf.set(`${bl}|${cnno}`, (c.goodsOf.get(`${bl}|${cnno}`) ?? 0) + 1);
    if (!reasons.length) {
      const alloc = { CNNO: cnno, PKGS: pkgs.value!, KG: kg.value!, ...(cbm.value === null ? {} : { CBM: cbm.value }) };
      bill.items.push({
        MFG_SEQ: bill.items.length + 1,
        MFG_PKGS: pkgs.value!,
        MFG_PACKAGE: upper(v.PACKAGE),
        MFG_DESC: (v.DESC ?? '').trim(),
        MFG_HSCODE: hs,
        MFG_GROSS_KG: kg.value!,
        MFG_CBM: cbm.value,
        MFG_MARKS: (v.MARKS ?? '').trim(),
        Allocation: [alloc],
      });
    }
  }
}

/** A bill needs its containers and each container its goods (customs asks for every box's cargo). */
function eachBoxHasGoods(c: Reading): void {
  for (const bill of c.bills.values()) {
    const main = bill.rows[0]!;
    if (!bill.rows.some((r) => r.sheet === CONTAINERS))
      main.reasons.push(
        `${where(c.lang, BILLS, main.row)}${say(c.lang, `提单 ${bill.bl} 在“${CONTAINERS}”表中没有箱子。`, `B/L ${bill.bl} has no row on sheet "${CONTAINERS}".`)}`,
      );
    for (const [key, row] of c.boxRowOf)
      if (key.startsWith(`${bill.bl}|`) && !c.goodsOf.has(key)) {
        const box = bill.rows.find((r) => r.sheet === CONTAINERS && r.row === row)!;
        box.reasons.push(
          `${where(c.lang, CONTAINERS, row)}${say(c.lang, `箱 ${key.split('|')[1]} 在“${GOODS}”表中没有货物。`, `container ${key.split('|')[1]} has no row on sheet "${GOODS}".`)}`,
        );
      }
  }
}

/** A party block from the main row's cells (`PREFIX_NAME`, `_ADDRESS`, `_COUNTRY`, `_CODE`), laid over what the manifest has. */
export function partyOf(cells: Record<string, string>, prefix: string, base: ManifestParty | undefined): ManifestParty | undefined {
  const cell = (k: string) => (cells[`${prefix}_${k}`] ?? '').trim();
  const given = { NAME: cell('NAME'), ADDRESS: cell('ADDRESS'), COUNTRY: cell('COUNTRY').toUpperCase(), CODE: cell('CODE') };
  const set = Object.fromEntries(Object.entries(given).filter(([, v]) => v));
  return Object.keys(set).length ? { ...(base ?? {}), ...set } : base;
}
