import type { BookingParty, BookingWire } from '../../contract/booking/public';
import type { PartyWire } from '../../contract/entryOrder/calls';
import type { FreightTerm } from './codes';

/**
 * An accepted order turned into the booking draft made for it (issue 48, "nothing retyped"): what the
 * customer gave the order goes to the booking's own fields — lane, departure, terms, parties, goods,
 * containers — and the draft names the order it came from. A booking draft may lack anything (the
 * booking's check asks for it in words), so a value the booking could not hold (no real UN/LOCODE,
 * no calendar day, beyond the booking's limits) is left out rather than guessed; the carrier is left
 * for the desk to pick.
 */

/** The order's values the booking reads (EntryOrderSchema's names). */
export interface OrderForBooking {
  ENT_NO: string;
  ENT_INCOTERM?: string | null;
  ENT_FREIGHT_TERM?: string | null;
  ENT_POL?: string | null;
  ENT_POD?: string | null;
  ENT_DELIVERY?: string | null;
  ENT_ETD_FROM?: string | null;
  ENT_CONTAINERS?: readonly { TYPE?: string | null; COUNT?: number | null }[] | null;
  ENT_PKGS?: number | null;
  ENT_KG?: number | null;
  ENT_CBM?: number | null;
  ENT_GOODS?: string | null;
  ENT_HSCODE?: string | null;
  Shipper?: PartyWire | null;
  Consignee?: PartyWire | null;
  Notify?: PartyWire | null;
  ENT_REMARKS?: string | null;
}

/** The booking's payment terms by the order's (PRE: prepaid at origin, COL: collect at destination). */
export const FREIGHT_TERM_OF_BOOKING: Readonly<Record<FreightTerm, 'PRE' | 'COL'>> = { PREPAID: 'PRE', COLLECT: 'COL' };

const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The booking wire's limits (BookingWireSchema): DCSA commodityType 550, remarks 1000, packages, kilograms and cubic metres. */
const LIMITS = { commodity: 550, remarks: 1000, packages: 1_000_000, kg: 10_000_000, cbm: 100_000 } as const;

const trimmed = (v: string | null | undefined) => (v ?? '').trim();
const codeOf = (v: string | null | undefined) => {
  const c = trimmed(v).toUpperCase();
  return LOCODE.test(c) ? c : undefined;
};
const within = (v: number | null | undefined, max: number, whole = false) =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= max && (!whole || Number.isInteger(v)) ? v : undefined;

/** A party block as the booking holds it: its filled fields only; none filled, no party. */
export function bookingParty(p: PartyWire | null | undefined): BookingParty | undefined {
  if (!p) return undefined;
  const out: BookingParty = {};
  for (const k of ['Name', 'Address', 'Contact', 'Phone', 'Email', 'TaxId'] as const) {
    const v = trimmed(p[k]);
    if (v) out[k] = v;
  }
  return Object.keys(out).length ? out : undefined;
}

/** The order's container rows as the booking's equipment: one line per type (rows of one type added up), half-typed rows left out. */
export function bookingEquipment(rows: OrderForBooking['ENT_CONTAINERS']): { ContainerClass: string; Units: number }[] {
  const units = new Map<string, number>();
  for (const r of rows ?? []) {
    const type = trimmed(r.TYPE).toUpperCase();
    const count = r.COUNT ?? 0;
    if (!type || !Number.isInteger(count) || count <= 0) continue;
    units.set(type, (units.get(type) ?? 0) + count);
  }
  return [...units].map(([ContainerClass, Units]) => ({ ContainerClass, Units }));
}

/** The booking draft's wire for an order (BookingWire). */
export function bookingOfOrder(o: OrderForBooking): BookingWire {
  const term = FREIGHT_TERM_OF_BOOKING[trimmed(o.ENT_FREIGHT_TERM) as FreightTerm];
  const etd = trimmed(o.ENT_ETD_FROM);
  const own = trimmed(o.ENT_REMARKS);
  const goods = trimmed(o.ENT_GOODS);
  const equipment = bookingEquipment(o.ENT_CONTAINERS);
  const parties = { Shipper: bookingParty(o.Shipper), Consignee: bookingParty(o.Consignee), Notify: bookingParty(o.Notify) };
  const optional: Partial<BookingWire> = {
    FndCode: codeOf(o.ENT_DELIVERY),
    ExpectedEtd: DAY.test(etd) ? etd : undefined,
    FreightTerm: term,
    Incoterms: trimmed(o.ENT_INCOTERM) || undefined,
    ...parties,
    // the booking holds DCSA's 550 characters; the whole text stays on the order
    Commodity: goods ? goods.slice(0, LIMITS.commodity) : undefined,
    HsCode: trimmed(o.ENT_HSCODE) || undefined,
    Packages: within(o.ENT_PKGS, LIMITS.packages, true),
    GrossKg: within(o.ENT_KG, LIMITS.kg),
    Cbm: within(o.ENT_CBM, LIMITS.cbm),
    Equipment: equipment.length ? equipment : undefined,
  };
  return {
    // the order names no carrier: the desk picks one on the booking (a draft may lack it)
    CarrierCode: '',
    PolCode: codeOf(o.ENT_POL) ?? '',
    PodCode: codeOf(o.ENT_POD) ?? '',
    ...(Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)) as Partial<BookingWire>),
    ShipperRef: o.ENT_NO,
    Remarks: (own ? `委托 ${o.ENT_NO}\n${own}` : `委托 ${o.ENT_NO}`).slice(0, LIMITS.remarks),
  };
}

/**
 * The booking states that end a booking without its sailing: refused by the desk or the carrier, or
 * cancelled. The order made it and stays accepted; a new booking may be made for it (the made one
 * stays in the booking's own history), as a desk books again after a carrier declines.
 */
export const BOOKING_ENDED: readonly string[] = ['REJECTED', 'DECLINED', 'CANCELLED'];

/** Whether an order may have its booking made (MakeBooking): none made yet, or the made one ended. */
export const mayMakeBooking = (made: { Status: string } | null | undefined): boolean => !made || BOOKING_ENDED.includes(made.Status);
