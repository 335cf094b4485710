import type { SiBookingFacts, SiBox, SiRecord, SiSourceData } from '../../contract/si';
import { partyBlock } from '../booking/public';
import { wrapBl } from './blLines';
import { emptyBox, withTotals } from './boxes';
import { containerTypeName } from './reference';

/**
 * SI drafts start from the booking (issue 32): what the customer told the booking desk — parties,
 * commodity, HS code, packages, weight, volume, reference, B/L release and the released containers
 * — is not typed again. Every field stays editable, and the SI check runs on the drafts as ever.
 */

/** One container a draft holds: its number (empty until known), class, and place among all the booking's containers. */
export interface PlannedBox {
  no: string;
  type: string;
  /** Its index among all the booking's containers: the booking's totals are shared out over all of them. */
  at: number;
}

/** Every container of the booking, numbered or not, in the booking's order. */
export function bookingContainers(source: Pick<SiSourceData, 'Containers'>): PlannedBox[] {
  return source.Containers.flatMap((c) => (c.CNNOS.length ? c.CNNOS : Array<string>(c.COUNT).fill('')).map((no) => ({ no, type: c.TYPE }))).map((c, at) => ({
    ...c,
    at,
  }));
}

/** The booked containers not yet on a live SI of the booking (a later batch takes only those). */
export function freeContainers(source: SiSourceData): PlannedBox[] {
  const used = new Set((source.UsedContainers ?? []).map((u) => u.CNNO));
  return bookingContainers(source).filter((c) => !c.no || !used.has(c.no));
}

/** The booking's B/L release as the SI's signing method, its freight term as the SI's payment. */
const SIGNING: Record<string, string> = { ORIGINAL: 'ORIGINAL', TELEX: 'TELEX RELEASE', SEAWAY: 'SEAWAY BILL' };
const PAYMENT: Record<string, string> = { PRE: 'PREPAID', COL: 'COLLECT' };

const round3 = (n: number) => Math.round(n * 1000) / 1000;
/** Box `at` of `n`'s share of a whole number: the remainder goes to the first boxes. */
const wholeShare = (total: number, n: number, at: number) => Math.floor(total / n) + (at < total % n ? 1 : 0);
/** Box `at` of `n`'s share of an amount: equal parts, the last box takes what rounding left. */
const share = (total: number, n: number, at: number) => (at < n - 1 ? round3(total / n) : round3(total - round3(total / n) * (n - 1)));

// the booking keeps free text (a commodity of up to 550 characters on one line); a B/L line holds 35
const blText = (text: string | undefined) => wrapBl(text ?? '').join('\n');
const party = (p: SiBookingFacts['Shipper']) => (p ? blText(partyBlock({ Name: p.Name ?? '', Address: p.Address ?? '', BlText: '' })) : '');

/** A box of the booking: its goods line carries the booking's commodity and its share of the booking's packages, weight and volume. */
export function boxFromBooking(c: PlannedBox, of: number, b: SiBookingFacts | undefined): SiBox {
  const box = emptyBox(c.no, c.type);
  if (!b) return box;
  const kind = b.PackageKind || box.TBX_PACKAGE;
  const perUnit = Object.entries(b.GrossKgPerUnit ?? {}).find(([cls]) => (containerTypeName(cls) ?? cls) === (containerTypeName(c.type) ?? c.type))?.[1];
  const line = {
    ...box.Details[0]!,
    TBD_GOODS: blText(b.Commodity),
    TBD_HSCODE: b.HsCode ?? '',
    TBD_PACKAGE: kind,
    TBD_NUM: b.Packages ? wholeShare(b.Packages, of, c.at) : 0,
    // a weight per container where the booking gave one, else the booking's gross weight shared out
    TBD_WEIGHT: perUnit ? perUnit : b.GrossKg ? share(b.GrossKg, of, c.at) : 0,
    TBD_VOLUME: b.Cbm ? share(b.Cbm, of, c.at) : 0,
  };
  return { ...box, TBX_PACKAGE: kind, Details: [line] };
}

/**
 * The SI drafts of a booking: `groups` of its containers (the plan's split), each a record with the
 * booking's places and vessel and, where a booking order made the cargo record, its cargo facts.
 */
export function draftsFromBooking(source: SiSourceData, groups: readonly PlannedBox[][]): SiRecord[] {
  const b = source.Booking;
  const of = Math.max(1, bookingContainers(source).length);
  return groups.map((g) =>
    withTotals({
      TBI_SHREF_NO: b?.ShipperRef ?? '',
      TBI_GOODS_TYPE: 'GENERAL',
      TBI_SITYPE: groups.length > 1 ? 2 : 1,
      TBI_NUM: 0,
      TBI_MBL_NO: source.MBL_NO,
      TBI_SIMBL_NO: '',
      TBI_PAYMENT_METHOD: PAYMENT[b?.FreightTerm ?? ''] ?? 'PREPAID',
      TBI_SIGNING_METHOD: SIGNING[b?.BlRelease ?? ''] ?? 'ORIGINAL',
      TBI_CONSIGNOR: party(b?.Shipper),
      TBI_CONSIGNEE: party(b?.Consignee),
      TBI_NOTIFIER_1: party(b?.Notify),
      TBI_NOTIFIER_2: '',
      TBI_NOTIFIER_3: '',
      TBI_CARRIER: source.CARRIER,
      TBI_VESSEL: source.VESSEL,
      TBI_VOYAGE: source.VOYAGE,
      TBI_RECEIPT_PLACE: source.RECEIPT_PLACE,
      TBI_RECEIPT_CODE: source.RECEIPT_CODE,
      TBI_LOADING_PLACE: source.LOADING_PLACE,
      TBI_LOADING_CODE: source.LOADING_CODE,
      TBI_DISCHARGE_PLACE: source.DISCHARGE_PLACE,
      TBI_DISCHARGE_CODE: source.DISCHARGE_CODE,
      TBI_DELIVERY_PLACE: source.DELIVERY_PLACE,
      TBI_DELIVERY_CODE: source.DELIVERY_CODE,
      TBI_MARKS: 'N/M',
      TBI_GOODS: blText(b?.Commodity),
      TBI_PACKAGE: b?.PackageKind || 'CT',
      TBI_HSCODE: b?.HsCode ?? '',
      TBI_EMAILS: b?.Shipper?.Email ?? '',
      TBI_REMARKS: '',
      TBI_SHREMARKS: '',
      TBI_MERGEMBL_NO: '',
      TBI_SAILINGDATE: source.SAILINGDATE,
      TBI_DEADLINE: source.DEADLINE,
      TBI_QUNO: '',
      TBI_TRANSPORT_METHOD: 'SEA',
      TBI_CGO_ID: source.CGO_ID,
      Boxes: g.map((c) => boxFromBooking(c, of, b)),
      Masters: [],
    }),
  );
}
