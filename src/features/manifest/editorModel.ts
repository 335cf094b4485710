import type { ManifestContainer, ManifestEdit, ManifestItem, ManifestParty, ManifestRecord } from '../../contract/manifest';
import { localDateTime, offsetText, parseLocalDateTime, zoneOffsetAt } from '../../domain/refdata/localTimes';
import type { SheetColumn } from '../../ui/grid/sheet';

/**
 * The manifest editor's model (pure, for the editor and its tests): the draft a person edits, the
 * goods' container allocation as flat grid rows (one row per item and container, 箱货对应) and back,
 * the header totals as the sums of the goods (one source: the items), and what Save sends.
 */

/** One allocation row of the grid: the item it belongs to (its number, 1…) and one container's share. */
export interface AllocationRow {
  ITEM: number;
  CNNO: string;
  PKGS: number;
  KG: number;
  CBM: number | null;
}

/** The items without their allocations (the goods grid's rows). */
export type ItemRow = Omit<ManifestItem, 'Allocation' | 'MFG_SEQ'>;

export interface Draft {
  header: Omit<ManifestEdit, 'Shipper' | 'Consignee' | 'Notify' | 'Containers' | 'Items' | 'Isf'>;
  /** US_ISF: the importer's elements (kept {} on other filings). */
  Isf: NonNullable<ManifestEdit['Isf']>;
  Shipper: ManifestParty;
  Consignee: ManifestParty;
  Notify: ManifestParty;
  Containers: ManifestContainer[];
  items: ItemRow[];
  allocations: AllocationRow[];
}

/** The bill's fields the header form edits, in order. */
export const HEADER_FIELDS = [
  'MFT_MBL_NO',
  'MFT_HBL_NO',
  'MFT_CARRIER',
  'MFT_VESSEL',
  'MFT_VESSEL_IMO',
  'MFT_VOYAGE',
  'MFT_CUSTOMS_CODE',
  'MFT_LOADING_CODE',
  'MFT_DISCHARGE_CODE',
  'MFT_DELIVERY_CODE',
  'MFT_TS_CODE',
  'MFT_PAYMENT_TERM',
  'MFT_TRANSPORT_TERM',
  'MFT_REMARK',
] as const;
export type HeaderField = (typeof HEADER_FIELDS)[number];

/** Fields customs does not let an amendment change (`mft.immutable`): delete and send again. */
export const IMMUTABLE_HEADER: ReadonlySet<string> = new Set(['MFT_VESSEL']);
export const IMMUTABLE_CONTAINER: ReadonlySet<string> = new Set(['MFC_CNNO']);

export const ITEM_COLUMNS: readonly SheetColumn<ItemRow>[] = [
  { field: 'MFG_DESC', kind: 'text', width: 220 },
  { field: 'MFG_HSCODE', kind: 'text', width: 100 },
  { field: 'MFG_PACKAGE', kind: 'text', width: 80, upper: true },
  { field: 'MFG_PKGS', kind: 'number', width: 80, integer: true },
  { field: 'MFG_GROSS_KG', kind: 'number', width: 100 },
  { field: 'MFG_CBM', kind: 'optionalNumber', width: 80 },
  { field: 'MFG_MARKS', kind: 'text', width: 110 },
  { field: 'MFG_UNDG', kind: 'text', width: 80 },
  { field: 'MFG_IMDG_CLASS', kind: 'text', width: 80, upper: true },
  { field: 'MFG_DG_CONTACT', kind: 'text', width: 110 },
  { field: 'MFG_DG_PHONE', kind: 'text', width: 110 },
];

export const ALLOCATION_COLUMNS: readonly SheetColumn<AllocationRow>[] = [
  { field: 'ITEM', kind: 'number', width: 80, integer: true },
  { field: 'CNNO', kind: 'text', width: 130, upper: true },
  { field: 'PKGS', kind: 'number', width: 90, integer: true },
  { field: 'KG', kind: 'number', width: 100 },
  { field: 'CBM', kind: 'optionalNumber', width: 90 },
];

export const CONTAINER_COLUMNS: readonly SheetColumn<ManifestContainer>[] = [
  { field: 'MFC_CNNO', kind: 'text', width: 130, upper: true },
  { field: 'MFC_SIZE_TYPE', kind: 'text', width: 90, upper: true },
  { field: 'MFC_SEALNO', kind: 'text', width: 120, upper: true },
  { field: 'MFC_SEAL_PARTY', kind: 'text', width: 80, upper: true },
  { field: 'MFC_SOURCE', kind: 'text', width: 100, upper: true },
  { field: 'MFC_TARE_KG', kind: 'optionalNumber', width: 90, integer: true },
];

export const blankItem = (before?: ItemRow): ItemRow => ({
  MFG_DESC: '',
  MFG_HSCODE: before?.MFG_HSCODE ?? '',
  MFG_PACKAGE: before?.MFG_PACKAGE ?? 'CT',
  MFG_PKGS: 0,
  MFG_GROSS_KG: 0,
  MFG_CBM: null,
  MFG_MARKS: before?.MFG_MARKS ?? 'N/M',
});
export const blankContainer = (before?: ManifestContainer): ManifestContainer => ({
  MFC_CNNO: '',
  MFC_SIZE_TYPE: before?.MFC_SIZE_TYPE ?? '45G1',
  MFC_SOURCE: before?.MFC_SOURCE ?? 'CARRIER',
  MFC_FULL: true,
  MFC_SEALNO: '',
  MFC_SEAL_PARTY: before?.MFC_SEAL_PARTY ?? 'SH',
  MFC_TARE_KG: null,
});
export const blankAllocation = (before?: AllocationRow): AllocationRow => ({ ITEM: before?.ITEM ?? 1, CNNO: before?.CNNO ?? '', PKGS: 0, KG: 0, CBM: null });

/** The items' allocations as grid rows, item by item in their order. */
export function flattenAllocations(items: readonly ManifestItem[]): AllocationRow[] {
  return items.flatMap((it, i) => it.Allocation.map((a) => ({ ITEM: i + 1, CNNO: a.CNNO, PKGS: a.PKGS, KG: a.KG, CBM: a.CBM ?? null })));
}

/** The grid's rows back onto the items (numbered 1… in order); a row naming no item of the list is kept out and counted. */
export function itemsWithAllocations(items: readonly ItemRow[], rows: readonly AllocationRow[]): { items: ManifestItem[]; orphans: number } {
  let orphans = 0;
  const out: ManifestItem[] = items.map((it, i) => ({ ...it, MFG_SEQ: i + 1, Allocation: [] }));
  for (const r of rows) {
    const item = out[r.ITEM - 1];
    if (!item || !r.CNNO.trim()) {
      orphans += 1;
      continue;
    }
    item.Allocation.push({ CNNO: r.CNNO.trim(), PKGS: r.PKGS, KG: r.KG, ...(r.CBM === null ? {} : { CBM: r.CBM }) });
  }
  return { items: out, orphans };
}

/** Where a check problem on an item's allocation (`/Items/1/Allocation/0/KG`) sits in the flat grid. */
export function allocationRowOf(items: readonly ManifestItem[], item: number, allocation: number): number {
  let at = 0;
  for (let i = 0; i < item; i++) at += items[i]?.Allocation.length ?? 0;
  return at + allocation;
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** The header totals as the sums of the goods (`mft.sums`): packages, the kind when all items share it, weight, volume. */
export function totalsOf(items: readonly ItemRow[]): { MFT_TOTAL_PKGS: number; MFT_PACKAGE: string; MFT_TOTAL_KG: number; MFT_TOTAL_CBM: number } {
  const kinds = new Set(items.map((i) => i.MFG_PACKAGE).filter(Boolean));
  return {
    MFT_TOTAL_PKGS: items.reduce((s, i) => s + (i.MFG_PKGS || 0), 0),
    MFT_PACKAGE: kinds.size === 1 ? [...kinds][0]! : kinds.size ? 'PK' : '',
    MFT_TOTAL_KG: round(
      items.reduce((s, i) => s + (i.MFG_GROSS_KG || 0), 0),
      3,
    ),
    MFT_TOTAL_CBM: round(
      items.reduce((s, i) => s + (i.MFG_CBM ?? 0), 0),
      4,
    ),
  };
}

/** Per container, what the allocations put in it. */
export function perContainer(rows: readonly AllocationRow[]): Map<string, { pkgs: number; kg: number }> {
  const m = new Map<string, { pkgs: number; kg: number }>();
  for (const r of rows) {
    const k = r.CNNO.trim();
    if (!k) continue;
    const v = m.get(k) ?? { pkgs: 0, kg: 0 };
    v.pkgs += r.PKGS;
    v.kg = round(v.kg + r.KG, 3);
    m.set(k, v);
  }
  return m;
}

const emptyParty = (): ManifestParty => ({});

/** The draft of a stored manifest. */
export function draftOf(r: ManifestRecord): Draft {
  const header = Object.fromEntries(HEADER_FIELDS.map((f) => [f, r[f] ?? ''])) as Draft['header'];
  header.MFT_LOADING_AT = r.MFT_LOADING_AT;
  return {
    header,
    Shipper: { ...emptyParty(), ...r.Shipper },
    Consignee: { ...emptyParty(), ...r.Consignee },
    Notify: { ...emptyParty(), ...r.Notify },
    Isf: { ...r.Isf },
    Containers: r.Containers.map((c) => ({ ...c })),
    items: r.Items.map(({ Allocation: _a, MFG_SEQ: _s, ...it }) => it),
    allocations: flattenAllocations(r.Items),
  };
}

/** What Save (and the live check) take: the draft with the items numbered, allocated and summed. */
export function editOf(d: Draft): ManifestEdit {
  const { items } = itemsWithAllocations(d.items, d.allocations);
  const header = Object.fromEntries(Object.entries(d.header).filter(([k, v]) => !(k === 'MFT_PAYMENT_TERM' && v === undefined))) as Draft['header'];
  return { ...header, ...totalsOf(d.items), Shipper: d.Shipper, Consignee: d.Consignee, Notify: d.Notify, Isf: d.Isf, Containers: d.Containers, Items: items };
}

/**
 * The planned loading as the editor's input shows it: on the loading port's clock (`zone`), in the
 * form a datetime-local input takes (2026-12-07T12:00) — never the instant's UTC digits, which put a
 * 12:00 Shanghai loading at 04:00.
 */
export const loadingInputOf = (iso: string | null | undefined, zone: string): string => (iso ? localDateTime(iso, zone).replace(' ', 'T') : '');

/** What a person typed into that input, read on the loading port's clock → the instant stored (null when cleared or no such time). */
export const loadingAtOfInput = (typed: string, zone: string): string | null => (typed ? (parseLocalDateTime(typed, zone) ?? null) : null);

/** The zone and its offset at the loading time, shown beside the input: `Asia/Shanghai +08:00`. */
export const loadingZoneText = (iso: string | null | undefined, zone: string): string =>
  `${zone} ${offsetText(zoneOffsetAt(iso || new Date().toISOString(), zone))}`;

/** The immutable fields an amendment changed from what was sent (`mft.immutable`). */
export function immutableChanges(sent: ManifestRecord, d: Draft): string[] {
  const out: string[] = [];
  if ((d.header.MFT_VESSEL ?? '') !== sent.MFT_VESSEL) out.push('/MFT_VESSEL');
  const before = sent.Containers.map((c) => c.MFC_CNNO).join(',');
  if (d.Containers.map((c) => c.MFC_CNNO).join(',') !== before) out.push('/Containers');
  return out;
}
