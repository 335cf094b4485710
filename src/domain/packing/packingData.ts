import type { SiBox } from '../../contract/si/public';
import type { Cutoffs } from './cutoff';
import type { Lang, PklProblemCode } from './messages';

/** Same tolerance as the SI check's sums (operations.md §3.5 `pkl.sums`). */
export const EPSILON = 0.0005;
/** Warn when cargo + tare reaches this share of the max gross (`pkl.weights`). */
export const NEAR_MAX_SHARE = 0.95;
/**
 * A declared tare this far (as a share) from the type's typical one is worth a second look; beyond
 * the type's tare range (containerLimits.ts) it is refused.
 */
export const TARE_SPREAD = 0.15;

/** DCSA `sealNumber` holds at most 15 characters (operations.md §3.1). */
export const SEAL_MAX = 15;

/** One goods line in the container (`packing_list_lines`). */
export interface PackingLine {
  PKD_SEQ?: number;
  PKD_CNGOODS?: string;
  PKD_GOODS?: string;
  PKD_HSCODE?: string;
  PKD_MARKS?: string;
  PKD_PACKAGE?: string;
  PKD_NUM: number;
  PKD_WEIGHT: number;
  PKD_NET_WEIGHT?: number | null;
  PKD_VOLUME: number;
  PKD_UNNO?: string;
  PKD_IMO_CLASS?: string;
}

/** The stuffed data of one packing list (`packing_lists`) as the check reads it. */
export interface PackingListData {
  PKL_NO?: string;
  PKL_CNTR_TYPE: string;
  PKL_CNNO?: string;
  /** Non-ISO equipment: the number is only required, not checked (the override is logged, as in SI). */
  PKL_NON_ISO?: boolean;
  PKL_SEALNO?: string;
  PKL_TARE_KG?: number | null;
  PKL_MAX_GROSS_KG?: number | null;
  PKL_STUFF_PLACE?: string;
  PKL_STUFF_AT?: string;
  PKL_NUM: number;
  PKL_WEIGHT: number;
  PKL_VOLUME: number;
  Lines: readonly PackingLine[];
}

/** What the check needs besides the data; the server passes what it reads in the writing transaction. */
export interface PackingCheckInput {
  /** The booked slot's type (one of the booking's types). */
  slotType: string;
  /** The booking's container numbers when it knows them (`CNNOS`); empty: not known yet. */
  bookedNumbers?: readonly string[];
  /** The carrier booking number (`PKL_BOOKING_NO`), named when a container is not on it. */
  bookingNo?: string;
  /** Containers on the other live packing lists (any booking). */
  liveContainers?: readonly { CNNO: string; PKL_NO: string }[];
  /** The seals on the other containers of the same voyage. */
  voyageSeals?: readonly { SEALNO: string; CNNO: string }[];
  /** Submitting (state 2/6 → 4): container, seal, stuffing place and time are then required. */
  submitting?: boolean;
  /** The packing list's state (§3.2): 7 (gated in) freezes the data. */
  status?: number;
  now: string;
  /** Empty pick-up (`GTOT` EMPTY) and gate-in, when known. */
  emptyPickupAt?: string;
  gateInAt?: string;
  cutoffs?: Cutoffs;
  /** The carrier approved the dangerous goods of this booking. */
  dgApproved?: boolean;
  /** The SI box carrying this container, when an SI does (`pkl.si`). */
  siBox?: { SiNo: string; box: SiBox };
  packages?: ReadonlySet<string>;
  lang?: Lang;
  /** The loading port's IANA zone: the times in the words are on its clock (Asia/Shanghai when none). */
  zone?: string;
}

/** A problem's adder, as the check's collector gives it (an error, or a warning). */
export type Add = (path: string, code: PklProblemCode, params?: Readonly<Record<string, string | number>>) => void;

export const blank = (s: string | undefined | null) => !s?.trim();
export const key = (s: string | undefined | null) => (s ?? '').trim().toUpperCase();
export const num = (n: number | undefined | null) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);
export const round = (n: number) => Math.round(n * 1000) / 1000;
export const same = (a: number, b: number) => Math.abs(a - b) < EPSILON;

/** The sums of a packing list's lines: what the header must say (`pkl.sums`). */
export function lineTotals(lines: readonly PackingLine[]): { packages: number; weight: number; volume: number } {
  let packages = 0;
  let weight = 0;
  let volume = 0;
  for (const l of lines) {
    packages += num(l.PKD_NUM);
    weight += num(l.PKD_WEIGHT);
    volume += num(l.PKD_VOLUME);
  }
  return { packages, weight: round(weight), volume: round(volume) };
}
