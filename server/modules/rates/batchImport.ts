import { saleCurrencies } from '../refdata/public';
import type { SheetRateWire, UploadQuery } from '../../../src/contract/rates/batchCalls';
import type { FclRateDraftInput } from '../../../src/contract/rates/calls';
import { blocking, type RateKnown, rateProblems } from '../../../src/domain/pricing/rateCheck';
import { readRateGrid, sheetFieldName, type SheetRow } from '../../../src/domain/pricing/rateSheet';
import type { Queryable } from '../../db/types';
import type { Lang } from './rateRefusals';
import { normalise } from './rateRefusals';
import { activeCodes, type NewBatchRow, publishedOnLanes, type SheetMatch } from './batchRepository';
import type { SheetGrid } from '../../http/sheetParse';

/**
 * An uploaded rate sheet turned into batch rows (commercial.md §2.5 FCLFreightBatch, R2.1–R2.4):
 * every sheet with a header is read (one sheet per trade), each rate checked by the same check as
 * the rate form, against lists read once for the whole file. A rate whose key and window match a
 * published rate of the desk is an UPDATE of it (a new version with the sheet's prices), or SKIP
 * when its prices are the same; any other is a CREATE. A refused row never stops the good ones.
 */

/** A sheet rate as the rate store's draft (GP, FAK, CY/CY: what a carrier's FCL sheet means). */
export function draftOf(r: SheetRateWire): FclRateDraftInput {
  return normalise({
    RateType: r.RateType,
    CarrierCode: r.CarrierCode,
    PolCode: r.PolCode,
    ViaCode: r.ViaCode ?? null,
    PodCode: r.PodCode,
    Currency: r.Currency,
    ContractNo: r.ContractNo ?? null,
    ValidFrom: r.ValidFrom,
    ValidTo: r.ValidTo,
    TransitDays: r.TransitDays ?? null,
    CutOffWeekdays: r.CutOffWeekdays,
    EtdWeekdays: r.EtdWeekdays,
    Remarks: r.Remarks ?? '',
    InternalRemarks: r.InternalRemarks ?? '',
    CargoType: 'GP',
    Commodity: 'FAK',
    Prices: r.Prices.map((p) => ({ ContainerClass: p.ContainerClass, Cost: p.Cost })),
    Surcharges: [],
  });
}

/** The lists the check needs, read once for every code the rows name. */
export async function knownFor(q: Queryable, drafts: readonly FclRateDraftInput[]): Promise<RateKnown> {
  const ports = [...new Set(drafts.flatMap((d) => [d.PolCode, d.PodCode, ...(d.ViaCode ? [d.ViaCode] : [])]))];
  const carriers = [...new Set(drafts.map((d) => d.CarrierCode))];
  const classes = [...new Set(drafts.flatMap((d) => d.Prices.map((p) => p.ContainerClass)))];
  const currencies = [...new Set(drafts.map((d) => d.Currency))];
  return { ...(await activeCodes(q, { ports, carriers, classes })), currencies: await saleCurrencies(q, currencies) };
}

/** The check's problems in words a clerk reads: "POL: is not an active port code", "40HQ cost: must be more than 0". */
export function checkSheetRate(draft: FclRateDraftInput, known: RateKnown, today: string, lang: Lang): string[] {
  return blocking(rateProblems({ ...draft, Surcharges: [] }, known, { today, submitting: true, lang })).map((p) => {
    const [, field, index, sub] = p.Path.split('/');
    if (field === 'Prices' && index !== undefined) {
      const cls = draft.Prices[Number(index)]?.ContainerClass ?? '';
      return `${cls} ${sub ? sheetFieldName(sub === 'ContainerClass' ? 'ContainerClass' : 'Cost', lang) : ''}: ${p.Message}`.trim();
    }
    return `${field ? sheetFieldName(field, lang) : ''}: ${p.Message}`;
  });
}

const laneOf = (r: { CarrierCode: string; PolCode: string; ViaCode?: string | null; PodCode: string }) =>
  `${r.CarrierCode} ${r.PolCode}${r.ViaCode ? ` via ${r.ViaCode}` : ''} → ${r.PodCode}`;

/** Every 500 rows the event loop takes its turn: checking ten thousand rows must not hold other calls. */
const breathe = (i: number) => (i % 500 === 499 ? new Promise<void>((resolve) => setImmediate(resolve)) : undefined);

/** The published versions a sheet's rates may update, by their key and window (`matchKey`). */
async function publishedMatches(q: Queryable, companyId: string, drafts: readonly FclRateDraftInput[]): Promise<Map<string, SheetMatch>> {
  if (!drafts.length) return new Map();
  const rows = await publishedOnLanes(q, companyId, [...new Set(drafts.map((d) => `${d.PolCode}|${d.PodCode}`))]);
  return new Map(rows.map(({ k, ...m }) => [k, m]));
}
const matchKey = (d: FclRateDraftInput) =>
  [d.RateType, d.CarrierCode, d.PolCode, d.ViaCode ?? '', d.PodCode, d.Currency, (d.ContractNo ?? '').toUpperCase(), d.ValidFrom, d.ValidTo].join('|');

/** Batch rows for checked sheet rates: CREATE, UPDATE of the matching published version, SKIP when nothing changed, or refused. */
export async function classify(
  q: Queryable,
  companyId: string,
  rows: readonly { sheet: string; sheetRow: number | null; cells: Record<string, string>; rate?: SheetRateWire; problems: string[] }[],
  today: string,
  lang: Lang,
  firstRowNo = 1,
): Promise<NewBatchRow[]> {
  const drafts = rows.map((r) => (r.rate ? draftOf(r.rate) : undefined));
  const known = await knownFor(
    q,
    drafts.filter((d): d is FclRateDraftInput => !!d),
  );
  const matches = await publishedMatches(
    q,
    companyId,
    drafts.filter((d): d is FclRateDraftInput => !!d),
  );
  const out: NewBatchRow[] = [];
  for (const [i, r] of rows.entries()) {
    await breathe(i);
    const draft = drafts[i];
    const errors = draft ? [...r.problems, ...checkSheetRate(draft, known, today, lang)] : r.problems;
    const match = draft && !errors.length ? matches.get(matchKey(draft)) : undefined;
    if (match?.open)
      errors.push(
        lang === 'zh' ? `${match.rate_no} 已有修改中的版本：请先处理该版本` : `${match.rate_no} already has a version being changed: finish that one first`,
      );
    const same =
      match &&
      draft &&
      Object.keys(match.prices).length === draft.Prices.length &&
      draft.Prices.every((p) => Number(match.prices[p.ContainerClass]) === Number(p.Cost));
    out.push({
      RowNo: firstRowNo + i,
      Sheet: r.sheet,
      SheetRow: r.sheetRow,
      Action: !match ? 'CREATE' : same ? 'SKIP' : 'UPDATE',
      RateId: match?.id ?? null,
      RateRevision: match?.revision ?? null,
      RateNo: match?.rate_no ?? null,
      Lane: draft ? laneOf(draft) : '',
      Cells: r.cells,
      Draft: r.rate ?? null,
      Before: match ? { ValidFrom: draft!.ValidFrom, ValidTo: draft!.ValidTo, Prices: match.prices } : null,
      After:
        draft && !errors.length
          ? { ValidFrom: draft.ValidFrom, ValidTo: draft.ValidTo, Prices: Object.fromEntries(draft.Prices.map((p) => [p.ContainerClass, p.Cost])) }
          : null,
      Errors: errors,
    });
  }
  return out;
}

/** The rows of every sheet with a header; sheets without one (a cover, notes) are passed over unless none has one. */
export function readGrids(
  grids: readonly SheetGrid[],
  classes: readonly string[],
  defaults: UploadQuery,
  lang: Lang,
): { rows: SheetRow[]; template: 'V1' | 'V2' } | { headerless: string[] } {
  const rows: SheetRow[] = [];
  const headerless: string[] = [];
  let v1 = false;
  for (const g of grids) {
    const read = readRateGrid(g.name, g.lines, classes, defaults, lang);
    if (read.headerless) headerless.push(read.headerless);
    else if (read.v1) v1 = true;
    rows.push(...read.rows);
  }
  if (headerless.length === grids.length) return { headerless };
  return { rows, template: v1 ? 'V1' : 'V2' };
}
