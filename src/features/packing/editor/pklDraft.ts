import { SEAL_SOURCES as SEAL_SOURCE_CODES } from '../../../contract/packing/schemas';
import { lineTotals, type PackingLine, type PackingListData } from '../../../domain/packing/check';
import { localDateTime, OFFICE_ZONE, parseLocalDateTime } from '../../../domain/refdata/localTimes';
import type { PackingRecord } from '../api/packing';
import { blankLine } from '../lineGrid';

export type SealSource = (typeof SEAL_SOURCE_CODES)[number];

/** The header fields a person fills (the rest of the header is the booking's or the operator's). */
export interface Header {
  PKL_CNNO: string;
  PKL_NON_ISO: boolean;
  PKL_SEALNO: string;
  PKL_SEAL_SOURCE: SealSource;
  PKL_TARE_KG: number | null;
  PKL_MAX_GROSS_KG: number | null;
  PKL_SOC: boolean;
  PKL_STUFF_PLACE: string;
  /** As the datetime input holds it: local `YYYY-MM-DDTHH:mm`, or empty. */
  stuffAt: string;
  PKL_TRUCK_PLATE: string;
  PKL_DRIVER_NAME: string;
  PKL_DRIVER_PHONE: string;
}
export interface Draft extends Header {
  Lines: PackingLine[];
}

/** Problems only the server can find (other packing lists, the voyage's seals, the SI, cut-offs, events): kept from its last answer. */
export const SERVER_ONLY = new Set([
  'pkl.cnno.live',
  'pkl.cnno.notBooked',
  'pkl.seal.twice',
  'pkl.si.mismatch',
  'pkl.dg.cutoff',
  'pkl.dg.approval',
  'pkl.time.beforePickup',
  'pkl.time.afterGateIn',
]);
export const SEAL_SOURCES = [
  ['CAR', 'sealCarrier'],
  ['SHI', 'sealShipper'],
  ['VET', 'sealVet'],
  ['CUS', 'sealCustoms'],
] as const;

// the stuffing time is typed and shown on the office's clock (Asia/Shanghai), never the browser's
export const localTime = (iso: string | null) => (iso ? localDateTime(iso, OFFICE_ZONE).replace(' ', 'T') : '');
export const isoOf = (local: string) => (local ? (parseLocalDateTime(local, OFFICE_ZONE) ?? '') : '');
export const intOrNull = (s: string) => {
  const n = Number(s.trim());
  return s.trim() && Number.isInteger(n) && n > 0 ? n : null;
};

export function draftOf(r: PackingRecord): Draft {
  return {
    PKL_CNNO: r.PKL_CNNO,
    PKL_NON_ISO: r.PKL_NON_ISO,
    PKL_SEALNO: r.PKL_SEALNO,
    PKL_SEAL_SOURCE: (SEAL_SOURCE_CODES as readonly string[]).includes(r.PKL_SEAL_SOURCE) ? (r.PKL_SEAL_SOURCE as SealSource) : 'CAR',
    PKL_TARE_KG: r.PKL_TARE_KG,
    PKL_MAX_GROSS_KG: r.PKL_MAX_GROSS_KG,
    PKL_SOC: r.PKL_SOC,
    PKL_STUFF_PLACE: r.PKL_STUFF_PLACE,
    stuffAt: localTime(r.PKL_STUFF_AT),
    PKL_TRUCK_PLATE: r.PKL_TRUCK_PLATE,
    PKL_DRIVER_NAME: r.PKL_DRIVER_NAME,
    PKL_DRIVER_PHONE: r.PKL_DRIVER_PHONE,
    // nothing typed yet: the goods the booking named (StartLines), else one blank line
    Lines: r.Lines.length ? r.Lines.map((l) => ({ ...l })) : r.StartLines.length ? r.StartLines.map((l) => ({ ...l })) : [blankLine()],
  };
}

/** The data as the check reads it (the header's sums are always the lines': nobody types them). */
export function dataOf(d: Draft, r: PackingRecord): PackingListData {
  const t = lineTotals(d.Lines);
  const { stuffAt, ...header } = d;
  return {
    ...header,
    PKL_NO: r.PKL_NO ?? undefined,
    PKL_CNTR_TYPE: r.PKL_CNTR_TYPE,
    PKL_STUFF_AT: isoOf(stuffAt),
    PKL_NUM: t.packages,
    PKL_WEIGHT: t.weight,
    PKL_VOLUME: t.volume,
  };
}
