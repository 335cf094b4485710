import type { PackingLine } from '../../contract/packing';

/** What the booking said of its cargo, as a packing list's goods start from it. */
export interface CargoOfBooking {
  commodity: string;
  hsCode: string;
  packages: number | null;
  packageKind: string;
  grossKg: number | null;
  cbm: number | null;
  /** Per container type: the units booked and, where the booking gave one, the gross weight of one. */
  equipment: readonly { type: string; units: number; grossKgPerUnit: number | null }[];
}

/**
 * The goods line a packing list of container type `type` starts from when nothing was typed yet
 * (operations.md §3: data flows down the chain, never retyped): the booking's commodity, HS code and
 * package kind; the amounts where the booking says them for one box — its weight per unit of this
 * type, or its totals when the whole booking is this one box. Amounts it cannot know for one box (a
 * total spread over several) stay 0 for the person to type: an even split would be a guess shown as
 * a fact. No line when the booking named no goods.
 */
export function startLinesFromBooking(cargo: CargoOfBooking | undefined, type: string): PackingLine[] {
  if (!cargo || (!cargo.commodity.trim() && !cargo.hsCode.trim())) return [];
  const boxes = cargo.equipment.reduce((n, e) => n + e.units, 0);
  const onlyBox = boxes === 1 && cargo.equipment.some((e) => e.units === 1 && sameType(e.type, type));
  const perUnit = cargo.equipment.find((e) => sameType(e.type, type))?.grossKgPerUnit ?? null;
  return [
    {
      PKD_SEQ: 1,
      PKD_GOODS: cargo.commodity.trim(),
      PKD_CNGOODS: '',
      PKD_HSCODE: cargo.hsCode.replace(/\D/g, '').slice(0, 10),
      PKD_MARKS: 'N/M',
      PKD_PACKAGE: cargo.packageKind || 'CT',
      PKD_NUM: onlyBox && cargo.packages ? cargo.packages : 0,
      PKD_WEIGHT: onlyBox && cargo.grossKg ? cargo.grossKg : (perUnit ?? 0),
      PKD_NET_WEIGHT: null,
      PKD_VOLUME: onlyBox && cargo.cbm ? cargo.cbm : 0,
      PKD_UNNO: '',
      PKD_IMO_CLASS: '',
    },
  ];
}

const sameType = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
