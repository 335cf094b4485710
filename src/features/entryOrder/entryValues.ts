import type { EntryOrderDetail, EntryOrderSave } from '../../contract/entryOrder/calls';
import { containerColumnWords, goodsColumnWords } from '../../contract/entryOrder/words';
import type { Direction, TransportMethod } from '../../domain/entryOrder/codes';
import { type FormField, isEmptyValue } from '../../domain/entryOrder/formFields';
import { splitValues, STANDARD_FIELDS, type StandardKey, valuesOfOrder } from '../../domain/entryOrder/orderFields';
import type { OrderFacts } from '../../domain/entryOrder/orderRules';
import type { Bilingual } from '../../i18n/bilingual';

/**
 * The entry screen's order as a person types it — its header (customer, business, services,
 * operator) and its form's values by field key — and the ways in and out of it: from a read order,
 * to the rules' facts, to the Save body. Pure, so the tests hold it.
 */
export interface EntryHeader {
  CompanyId?: number;
  ENT_DIRECTION: Direction;
  ENT_TRANSPORT_METHOD: TransportMethod;
  ENT_SERVICES: string[];
  ENT_OPERATOR_ID?: number | null;
  ENT_REMARKS: string;
}
export interface EntryDraft {
  header: EntryHeader;
  values: Record<string, unknown>;
}

export const NEW_HEADER: EntryHeader = { ENT_DIRECTION: 'EXPORT', ENT_TRANSPORT_METHOD: 'FCL', ENT_SERVICES: ['BOOKING'], ENT_REMARKS: '' };

/** A read order as the screen holds it. */
export function draftOfOrder(d: EntryOrderDetail): EntryDraft {
  const o = d.Order;
  const values = valuesOfOrder(o as unknown as Record<string, unknown> & { ENT_CUSTOM?: Record<string, unknown> });
  // the wire's empty column is the form's empty value
  for (const [k, v] of Object.entries(values)) if (v === '' || v === null) delete values[k];
  for (const p of ['Shipper', 'Consignee', 'Notify'] as const) if (values[p] && isEmptyValue(values[p])) delete values[p];
  return {
    header: {
      CompanyId: o.CompanyId,
      ENT_DIRECTION: o.ENT_DIRECTION,
      ENT_TRANSPORT_METHOD: o.ENT_TRANSPORT_METHOD,
      ENT_SERVICES: [...o.ENT_SERVICES],
      ENT_OPERATOR_ID: o.ENT_OPERATOR_ID,
      ENT_REMARKS: o.ENT_REMARKS,
    },
    values,
  };
}

/** What the order rules read (orderProblems): the header and the values split into columns and ENT_CUSTOM. */
export function factsOf(d: EntryDraft): OrderFacts {
  const { standard, custom } = splitValues(d.values);
  return { ...(standard as OrderFacts), ENT_TRANSPORT_METHOD: d.header.ENT_TRANSPORT_METHOD, ENT_SERVICES: d.header.ENT_SERVICES, ENT_CUSTOM: custom };
}

const NUMBER_COLUMNS = new Set<StandardKey>(['ENT_PKGS', 'ENT_KG', 'ENT_CBM']);
const UPPER_COLUMNS = new Set<StandardKey>(['ENT_POL', 'ENT_POD', 'ENT_DELIVERY']);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The Save body of the draft: every column the wire would refuse as it is (a number still being
 * typed, a half row) is left for the rules to name instead — a draft saves with its problems; the
 * form's other fields go in ENT_CUSTOM as they are.
 */
export function saveBodyOf(d: EntryDraft, formId: number, subject?: { Id: number; VERSION: number }): EntryOrderSave {
  const { standard, custom } = splitValues(d.values);
  const body: Record<string, unknown> = {
    ...(subject ? { Id: subject.Id, VERSION: subject.VERSION } : {}),
    ...(d.header.CompanyId ? { CompanyId: d.header.CompanyId } : {}),
    ENT_FORM_ID: formId,
    ENT_DIRECTION: d.header.ENT_DIRECTION,
    ENT_TRANSPORT_METHOD: d.header.ENT_TRANSPORT_METHOD,
    ENT_SERVICES: d.header.ENT_SERVICES,
    ENT_OPERATOR_ID: d.header.ENT_OPERATOR_ID ?? null,
    ENT_REMARKS: d.header.ENT_REMARKS,
    ENT_CUSTOM: custom,
  };
  for (const [k, v] of Object.entries(standard) as [StandardKey, unknown][]) {
    if (v === undefined || v === null) continue;
    if (NUMBER_COLUMNS.has(k)) {
      if (isNum(v) && v >= 0 && (k !== 'ENT_PKGS' || Number.isInteger(v))) body[k] = v;
    } else if (STANDARD_FIELDS[k] === 'container-grid') {
      if (Array.isArray(v))
        body[k] = v.map((r: Record<string, unknown>) => ({
          ...(typeof r.TYPE === 'string' && r.TYPE ? { TYPE: r.TYPE.trim().toUpperCase() } : {}),
          ...(isNum(r.COUNT) && Number.isInteger(r.COUNT) && r.COUNT >= 0 ? { COUNT: r.COUNT } : {}),
        }));
    } else if (STANDARD_FIELDS[k] === 'party') {
      if (v && typeof v === 'object') body[k] = Object.fromEntries(Object.entries(v).filter(([, x]) => typeof x === 'string' && x !== ''));
    } else if (typeof v === 'string') {
      const text = UPPER_COLUMNS.has(k) ? v.trim().toUpperCase() : v;
      if (UPPER_COLUMNS.has(k) && text && !/^[A-Z]{2}[A-Z2-9]{3}$/.test(text)) continue; // not a UN/LOCODE yet: the rules say so
      if (STANDARD_FIELDS[k] === 'date' && text && !/^\d{4}-\d{2}-\d{2}$/.test(text)) continue;
      body[k] = text;
    }
  }
  return body as EntryOrderSave;
}

// ── values typed ────────────────────────────────────────────────────────────────────────────

/** A number as typed ("1,234.5" → 1234.5); the text itself when it is none, so the rules say "must be a number"; undefined when empty. */
export function typedNumber(raw: string): number | string | undefined {
  const t = raw.replace(/[,\s]/g, '');
  if (!t) return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : raw;
}

/** A field's value from what its input holds (text, number, date and select fields). */
export function valueOfInput(field: Pick<FormField, 'Type'>, raw: string): unknown {
  if (field.Type === 'number') return typedNumber(raw);
  return raw === '' ? undefined : raw;
}
export const inputOfValue = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

// ── grids ───────────────────────────────────────────────────────────────────────────────────

export type GridKind = 'goods-grid' | 'container-grid';
export interface GridColumn {
  key: string;
  label: Bilingual;
  kind: 'text' | 'number';
  width: number;
}
export const GRID_COLUMNS: Record<GridKind, GridColumn[]> = {
  'goods-grid': [
    { key: 'Marks', label: goodsColumnWords.Marks, kind: 'text', width: 120 },
    { key: 'Description', label: goodsColumnWords.Description, kind: 'text', width: 200 },
    { key: 'HsCode', label: goodsColumnWords.HsCode, kind: 'text', width: 110 },
    { key: 'Pkgs', label: goodsColumnWords.Pkgs, kind: 'number', width: 80 },
    { key: 'Kg', label: goodsColumnWords.Kg, kind: 'number', width: 100 },
    { key: 'Cbm', label: goodsColumnWords.Cbm, kind: 'number', width: 90 },
  ],
  'container-grid': [
    { key: 'TYPE', label: containerColumnWords.TYPE, kind: 'text', width: 110 },
    { key: 'COUNT', label: containerColumnWords.COUNT, kind: 'number', width: 80 },
  ],
};

export type GridRow = Record<string, unknown>;
export interface PasteRefusal {
  row: number;
  why: { kind: 'columns'; have: number; want: number } | { kind: 'number'; column: Bilingual; value: string };
}

/**
 * Rows copied from Excel (tab-separated, a row a line) in the grid's column order → rows, with the
 * rows that could not be read and why (the SI grid's way: a first row whose numbers are words is a
 * header and skipped; thousands separators read). A row may leave its last columns out (the rules
 * then name what is missing), never have fewer than the grid's first two.
 */
export function parseGridPaste(text: string, kind: GridKind): { rows: GridRow[]; refused: PasteRefusal[] } {
  const columns = GRID_COLUMNS[kind];
  const rows: GridRow[] = [];
  const refused: PasteRefusal[] = [];
  const lines = text.replace(/\r?\n$/, '').split(/\r?\n/);
  const want = Math.min(2, columns.length);
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    const cells = line.split('\t').map((c) => c.trim());
    const numbersAreWords = columns.some((c, n) => c.kind === 'number' && cells[n] && typeof typedNumber(cells[n]!) === 'string');
    if (i === 0 && numbersAreWords) return; // a header
    if (cells.length < want) {
      refused.push({ row: i + 1, why: { kind: 'columns', have: cells.length, want: columns.length } });
      return;
    }
    const row: GridRow = {};
    let bad: PasteRefusal | undefined;
    columns.forEach((c, n) => {
      const cell = cells[n];
      if (cell === undefined || cell === '') return;
      if (c.kind === 'number') {
        const v = typedNumber(cell);
        if (typeof v === 'string') bad ??= { row: i + 1, why: { kind: 'number', column: c.label, value: cell } };
        else row[c.key] = v;
      } else row[c.key] = c.key === 'TYPE' ? cell.toUpperCase() : cell;
    });
    if (bad) refused.push(bad);
    else rows.push(row);
  });
  return { rows, refused };
}

// ── the local draft (the draft log's events) ────────────────────────────────────────────────

/** A person's step on the entry form, written ahead to the draft log before it is taken. */
export type DraftEvent =
  | { type: 'start'; draft: EntryDraft; orderId?: number; version?: number }
  | { type: 'set'; key: string; value: unknown }
  | { type: 'header'; patch: Partial<EntryHeader> };

/** The draft the log's events make, from the order as read (or a new one): a reload shows exactly what was typed. */
export function foldDraft(base: EntryDraft, events: readonly DraftEvent[]): EntryDraft {
  let d = base;
  for (const e of events) {
    if (e.type === 'start') d = e.draft;
    else if (e.type === 'header') d = { ...d, header: { ...d.header, ...e.patch } };
    else {
      const values = { ...d.values };
      if (e.value === undefined) delete values[e.key];
      else values[e.key] = e.value;
      d = { ...d, values };
    }
  }
  return d;
}

/** Whether the log holds anything typed after its start (a draft to say "restored" about). */
export const typedSince = (events: readonly DraftEvent[]): boolean => events.some((e) => e.type !== 'start');

/** The log of one person's order on this browser: a new order's, or an existing one's by its id. */
export const draftFlowKey = (employeeId: number, orderId: number | undefined) => `entryOrder:${employeeId}:${orderId ?? 'new'}`;
