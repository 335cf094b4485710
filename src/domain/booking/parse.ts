import type { BookingWire, Party } from '../../contract/booking/calls';
import { EQUIPMENT, readEquipment } from './equipment';

/**
 * Smart booking (commercial.md §6.3 Parse, §6.4 /FlcExport/BookingOrder): a customer's booking note
 * pasted as text becomes booking drafts to correct. Deterministic — labels and patterns, no outside
 * service: labelled lines (SHIPPER:, POL:, 起运港：…, in English or Chinese), party blocks running
 * until the next label, equipment written as 20GP*2, 2x40HQ, 40HQ X 2 or 2*40'HC, weights and
 * volumes with their units. Ports and carriers are resolved by the caller's lookups (codes, names,
 * aliases), so the browser and the server read a note the same way. Notes are split into several
 * drafts by a line of dashes or equals signs. Whatever is not understood is a warning with its line.
 */

export { readEquipment } from './equipment';

export interface ParseLookups {
  /** A port's UN/LOCODE from a code, a name or an alias; undefined when unknown. */
  port(text: string): string | undefined;
  /** A carrier's code from its SCAC or name; undefined when unknown. */
  carrier(text: string): string | undefined;
}
export interface ParseWarning {
  Line: number;
  Message: string;
  Code: 'unknownPort' | 'unknownCarrier' | 'badDate' | 'badNumber' | 'unknownEquipment' | 'unread';
}
export interface ParseResult {
  Drafts: BookingWire[];
  Warnings: ParseWarning[];
}

type Field =
  | 'shipper'
  | 'consignee'
  | 'notify'
  | 'pol'
  | 'pod'
  | 'por'
  | 'fnd'
  | 'carrier'
  | 'etd'
  | 'commodity'
  | 'hs'
  | 'packages'
  | 'weight'
  | 'volume'
  | 'equipment'
  | 'ref'
  | 'remarks'
  | 'vessel'
  | 'voyage'
  | 'terms';

/** Labels as people write them on booking notes, English and Chinese, each to its field. */
const LABELS: [RegExp, Field][] = [
  [/^(shipper|consignor|发货人|托运人)$/, 'shipper'],
  [/^(consignee|收货人)$/, 'consignee'],
  [/^(notify( party)?|通知人)$/, 'notify'],
  [/^(pol|port of loading|loading port|起运港|装货港|起运港口)$/, 'pol'],
  [/^(pod|port of discharge|discharge port|destination|目的港|卸货港)$/, 'pod'],
  [/^(por|place of receipt|收货地)$/, 'por'],
  [/^(fnd|final destination|place of delivery|交货地|最终目的地)$/, 'fnd'],
  [/^(carrier|shipping line|line|船公司|承运人)$/, 'carrier'],
  [/^(etd|sailing date|departure|开船日期|开船日|船期|预计开船)$/, 'etd'],
  [/^(commodity|description|goods|cargo|品名|货名|货物描述)$/, 'commodity'],
  [/^(hs|hs code|hscode|hs编码|海关编码)$/, 'hs'],
  [/^(pkgs|packages|quantity|qty|件数)$/, 'packages'],
  [/^(gw|g\.w\.|gross weight|weight|毛重)$/, 'weight'],
  [/^(cbm|meas|measurement|volume|体积)$/, 'volume'],
  [/^(equipment|container|containers|cntr|箱型|箱型箱量|箱量)$/, 'equipment'],
  [/^(ref|reference|po|po no|shipper ref|客户参考号|订单号)$/, 'ref'],
  [/^(remarks|remark|备注)$/, 'remarks'],
  [/^(vessel|船名)$/, 'vessel'],
  [/^(voyage|voy|航次)$/, 'voyage'],
  [/^(freight|freight term|payment|运费条款|付款方式)$/, 'terms'],
];
const PARTY: readonly Field[] = ['shipper', 'consignee', 'notify', 'remarks', 'commodity'];
/** "LABEL: value" with an ASCII or full-width colon. */
const LABELLED = /^\s*([A-Za-z][A-Za-z .]*?|[\u4e00-\u9fff]+)\s*[:：]\s*(.*)$/;
const SPLIT = /^\s*(-{3,}|={3,})\s*$/;

const fieldOf = (label: string): Field | undefined => LABELS.find(([re]) => re.test(label.trim().toLowerCase()))?.[1];
const number = (text: string) => {
  const m = /-?\d[\d,]*(\.\d+)?/.exec(text.replace(/\s/g, ''));
  return m ? Number(m[0].replace(/,/g, '')) : undefined;
};
/** 2026-12-06, 2026/12/6, 06/12/2026 (day first, as booking notes in Asia and Europe write it), 6 DEC 2026. */
function dateOf(text: string): string | undefined {
  const t = text.trim().toUpperCase();
  const pad = (n: number) => String(n).padStart(2, '0');
  const valid = (y: number, m: number, d: number) => {
    const dt = new Date(Date.UTC(y, m - 1, d));
    return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d ? `${y}-${pad(m)}-${pad(d)}` : undefined;
  };
  let m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?/.exec(t);
  if (m) return valid(+m[1]!, +m[2]!, +m[3]!);
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})/.exec(t);
  if (m) return valid(+m[3]!, +m[2]!, +m[1]!);
  m = /^(\d{1,2})[\s-]*(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*[\s-]*(\d{4})/.exec(t);
  if (m) return valid(+m[3]!, ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'].indexOf(m[2]!) + 1, +m[1]!);
  return undefined;
}
type Block = { start: number; fields: Record<Field, string[]>; lineOf: Partial<Record<Field, number>> };
type Warn = (f: Field, Code: ParseWarning['Code'], Message: string) => void;

/** The note's lines as blocks of labelled fields, one block per draft (a line of dashes splits them); a line not understood is a warning. */
function readBlocks(text: string, warnings: ParseWarning[]): Block[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let current: Record<Field, string[]> | undefined;
  let firstLine = 0;
  let open: Field | undefined;
  const blocks: Block[] = [];
  const begin = (at: number) => {
    current = {} as Record<Field, string[]>;
    firstLine = at;
    blocks.push({ start: firstLine, fields: current, lineOf: {} });
    open = undefined;
  };
  lines.forEach((raw, i) => {
    const line = raw.trimEnd();
    if (SPLIT.test(line)) {
      current = undefined;
      open = undefined;
      return;
    }
    if (!line.trim()) {
      // a blank line ends a party block; an equipment line may stand on its own
      open = undefined;
      return;
    }
    if (!current) begin(i + 1);
    const block = blocks[blocks.length - 1]!;
    const m = LABELLED.exec(line);
    const field = m ? fieldOf(m[1]!) : undefined;
    if (field) {
      const values = current![field] ?? [];
      current![field] = values;
      if (m![2]!.trim()) values.push(m![2]!.trim());
      block.lineOf[field] ??= i + 1;
      open = PARTY.includes(field) ? field : undefined;
      return;
    }
    if (open) {
      current![open]!.push(line.trim());
      return;
    }
    // an unlabelled equipment line ("2x40HQ")
    if (EQUIPMENT.test(line)) {
      EQUIPMENT.lastIndex = 0;
      current!.equipment = [...(current!.equipment ?? []), line.trim()];
      block.lineOf.equipment ??= i + 1;
      return;
    }
    warnings.push({ Line: i + 1, Code: 'unread', Message: `Line ${i + 1} was not understood: "${line.trim().slice(0, 60)}"` });
  });
  return blocks;
}

/** The package kind a packages line names ("120 CTNS" → CT), its code on the booking. */
function packageKindOf(text: string): string | undefined {
  const kind = /\b(CTNS?|CARTONS?|PLTS?|PALLETS?|BAGS?|CASES?|DRUMS?|ROLLS?|BALES?|PKGS?)\b/i.exec(text)?.[1]?.toUpperCase();
  if (!kind) return undefined;
  return kind.startsWith('CT') || kind.startsWith('CART')
    ? 'CT'
    : kind.startsWith('PL') || kind.startsWith('PAL')
      ? 'PL'
      : kind.startsWith('BAG')
        ? 'BG'
        : kind.startsWith('CAS')
          ? 'CS'
          : kind.startsWith('DR')
            ? 'DR'
            : kind.startsWith('RO')
              ? 'RL'
              : kind.startsWith('BAL')
                ? 'BL'
                : 'PK';
}

/** Packages, weight and volume onto the draft: numbers with their units (a weight in tonnes read in kilograms). */
function readMeasures(w: BookingWire, one: (f: Field) => string, warn: Warn) {
  for (const [f, key] of [
    ['packages', 'Packages'],
    ['weight', 'GrossKg'],
    ['volume', 'Cbm'],
  ] as const) {
    if (!one(f)) continue;
    const n = number(one(f));
    if (n === undefined || n < 0) warn(f, 'badNumber', `"${one(f)}" is no number.`);
    else {
      // a weight in tonnes ("18.6 T", "18.6 MT") is read in kilograms
      const kg = f === 'weight' && /\b(M?T|TONS?|吨)\b/i.test(one(f)) ? n * 1000 : n;
      w[key] = key === 'Packages' ? Math.round(kg) : kg;
    }
    if (f === 'packages') {
      const kind = packageKindOf(one(f));
      if (kind) w.PackageKind = kind;
    }
  }
}

/** The equipment lines of a block, added up by class; a type or line not understood is a warning. */
function readEquipmentLines(lines: string[], warn: Warn): NonNullable<BookingWire['Equipment']> {
  const equipment: NonNullable<BookingWire['Equipment']> = [];
  for (const e of lines) {
    const read = readEquipment(e);
    for (const t of read.unknownTypes) warn('equipment', 'unknownEquipment', `"${t}" is no container type.`);
    if (read.nothing) warn('equipment', 'unknownEquipment', `"${e}" names no container type and count.`);
    for (const x of read.equipment) {
      const same = equipment.find((y) => y.ContainerClass === x.ContainerClass);
      if (same) same.Units += x.Units;
      else equipment.push(x);
    }
  }
  return equipment;
}

/** Ports and carrier by the caller's lookups, and the sailing date; what is not known is a warning. */
function readRouting(w: BookingWire, one: (f: Field) => string, lookups: ParseLookups, warn: Warn) {
  for (const [f, key] of [
    ['pol', 'PolCode'],
    ['pod', 'PodCode'],
    ['por', 'PorCode'],
    ['fnd', 'FndCode'],
  ] as const) {
    const v = one(f);
    if (!v) continue;
    const code = lookups.port(v);
    if (code) w[key] = code;
    else warn(f, 'unknownPort', `No known port "${v}".`);
  }
  if (one('carrier')) {
    const code = lookups.carrier(one('carrier'));
    if (code) w.CarrierCode = code;
    else warn('carrier', 'unknownCarrier', `No known carrier "${one('carrier')}".`);
  }
  if (one('etd')) {
    const d = dateOf(one('etd'));
    if (d) w.ExpectedEtd = d;
    else warn('etd', 'badDate', `"${one('etd')}" is no date.`);
  }
}

/** One block of the note as a booking draft. */
function draftOf({ fields, lineOf }: Block, lookups: ParseLookups, warnings: ParseWarning[]): BookingWire {
  const one = (f: Field) => (fields[f] ?? []).join(' ').trim();
  const party = (f: Field): Party | undefined => {
    const [name, ...address] = fields[f] ?? [];
    return name ? { Name: name.toUpperCase(), ...(address.length ? { Address: address.join('\n').toUpperCase() } : {}) } : undefined;
  };
  const w: BookingWire = {
    CarrierCode: '',
    PolCode: '',
    PodCode: '',
    ReceiptType: 'CY',
    DeliveryType: 'CY',
    FreightTerm: 'PRE',
    TransportDocType: 'BOL',
    BlRelease: 'TELEX',
    NumberOfOriginals: 0,
    CargoType: 'GP',
  };
  const warn: Warn = (f, Code, Message) => warnings.push({ Line: lineOf[f] ?? 0, Code, Message });
  readRouting(w, one, lookups, warn);
  const shipper = party('shipper');
  const consignee = party('consignee');
  const notify = party('notify');
  if (shipper) w.Shipper = shipper;
  if (consignee) w.Consignee = consignee;
  if (notify) w.Notify = notify;
  if (one('commodity')) w.Commodity = (fields.commodity ?? []).join(' ').toUpperCase().slice(0, 550);
  const hs = one('hs').replace(/[.\s]/g, '');
  if (hs) w.HsCode = hs;
  readMeasures(w, one, warn);
  const equipment = readEquipmentLines(fields.equipment ?? [], warn);
  if (equipment.length) w.Equipment = equipment;
  if (one('ref')) w.ShipperRef = one('ref').slice(0, 50);
  if (one('vessel')) w.RequestedVessel = one('vessel').toUpperCase();
  if (one('voyage')) w.RequestedVoyage = one('voyage').toUpperCase();
  if (/COLLECT|到付|\bCOL\b/i.test(one('terms'))) w.FreightTerm = 'COL';
  if (one('remarks')) w.Remarks = (fields.remarks ?? []).join('\n').slice(0, 1000);
  return w;
}

export function parseBookingNote(text: string, lookups: ParseLookups): ParseResult {
  const warnings: ParseWarning[] = [];
  const blocks = readBlocks(text, warnings);
  const drafts = blocks.map((block) => draftOf(block, lookups, warnings));
  return { Drafts: drafts, Warnings: warnings.sort((a, b) => a.Line - b.Line) };
}
