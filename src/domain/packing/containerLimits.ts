import { containerTypeName } from '../si/public';

/**
 * Container limits per box type (operations.md §1 "container limits"), keyed by the names of
 * `CONTAINER_TYPES` in ../si/reference.ts — the one list of box types; a type missing here has no
 * limits and the checks then skip the limit rules rather than guess.
 *
 * Sources. Max gross: ISO 668:2013 (Series 1 freight containers) rates the 1CC (20'), 1AA and
 * 1AAA (40', 40' high) boxes at 30,480 kg, which is the default for every dry, open-top and 45'
 * box here. Types whose standard or usual plate says otherwise: modern 40' high reefers are plated
 * 34,000 kg (ISO 668 Amd. 1 allows more than 30,480; Maersk and Hapag-Lloyd reefer specifications),
 * 20' flat racks 34,000 kg, 40' flat racks 45,000 kg, 20' tanks 36,000 kg (carriers' and tank
 * operators' published specifications). Tares and volumes are the typical published figures of
 * the same carrier pages reference.ts cites (Hapag-Lloyd "Container specification", Maersk
 * "Containers"): approximate, warnings only — the CSC safety-approval plate of the actual box
 * wins (`PKL_MAX_GROSS_KG`, `PKL_TARE_KG`). Flat racks have no closed internal volume (undefined).
 *
 * What a carrier refuses outright, by contrast, is bounded here too: a CSC plate outside the range
 * ISO 668 gives its type (`plateKg`), a tare no box of the type has (`tareRangeKg`, the lightest and
 * the heaviest boxes in service with margin), and so a VGM at or below the lightest tare. These are
 * the one table of those bounds: the packing list, the VGM check and the simulated carrier and
 * terminal read them from here.
 */
export interface ContainerLimits {
  /** Maximum gross mass (box + cargo), kg, when the CSC plate is not known. */
  maxGrossKg: number;
  /** Typical tare (empty box), kg. */
  tareKg: number;
  /**
   * The max gross a CSC plate of this type can state, kg: a plate outside is a typing error (a 20'
   * box plated 200,000 kg does not exist), refused by the packing list, the VGM and the simulated
   * carrier and terminal alike.
   */
  plateKg: Range;
  /** The tare any real box of this type has, kg (generous): a tare outside is a typing error. */
  tareRangeKg: Range;
  /** Typical internal volume, m³; undefined where the box is open (flat racks). */
  volumeM3?: number;
}

export interface Range {
  min: number;
  max: number;
}

export const DEFAULT_MAX_GROSS_KG = 30_480;

/**
 * ISO 668's ratings R of Series 1 boxes over its editions: 20' (1C) 20,320 kg in the first editions,
 * 24,000 kg until Amd 1:2005 raised it to 30,480; 40' (1A) 30,480 kg from the start, and 45' (1EE)
 * too since Amd 2:2005 added it; ISO 668:2013/Amd 2:2016 (kept by the 2020 edition) raised every
 * Series 1 box but the 10' to 36,000 kg. A plate of a box in service lies between its length's first
 * rating and today's: 20' 20,320–36,000 kg, 40' and 45' 30,480–36,000 kg.
 */
const ISO_20: Range = { min: 20_320, max: 36_000 };
const ISO_40: Range = { min: DEFAULT_MAX_GROSS_KG, max: 36_000 };

export const CONTAINER_LIMITS: Readonly<Record<string, ContainerLimits>> = {
  '20GP': { maxGrossKg: DEFAULT_MAX_GROSS_KG, tareKg: 2_230, plateKg: ISO_20, tareRangeKg: { min: 1_700, max: 3_000 }, volumeM3: 33.2 },
  '40GP': { maxGrossKg: DEFAULT_MAX_GROSS_KG, tareKg: 3_750, plateKg: ISO_40, tareRangeKg: { min: 3_000, max: 4_500 }, volumeM3: 67.7 },
  '40HQ': { maxGrossKg: DEFAULT_MAX_GROSS_KG, tareKg: 3_900, plateKg: ISO_40, tareRangeKg: { min: 3_200, max: 4_800 }, volumeM3: 76.4 },
  '45HQ': { maxGrossKg: DEFAULT_MAX_GROSS_KG, tareKg: 4_800, plateKg: ISO_40, tareRangeKg: { min: 3_900, max: 5_900 }, volumeM3: 86.0 },
  '20RF': { maxGrossKg: DEFAULT_MAX_GROSS_KG, tareKg: 3_080, plateKg: ISO_20, tareRangeKg: { min: 2_400, max: 4_000 }, volumeM3: 28.3 },
  '40RH': { maxGrossKg: 34_000, tareKg: 4_800, plateKg: ISO_40, tareRangeKg: { min: 3_900, max: 5_600 }, volumeM3: 67.3 },
  // the same box as 40RH with its machinery off (reference.ts)
  '40NOR': { maxGrossKg: 34_000, tareKg: 4_800, plateKg: ISO_40, tareRangeKg: { min: 3_900, max: 5_600 }, volumeM3: 67.3 },
  '20OT': { maxGrossKg: DEFAULT_MAX_GROSS_KG, tareKg: 2_350, plateKg: ISO_20, tareRangeKg: { min: 1_800, max: 3_000 }, volumeM3: 32.5 },
  '40OT': { maxGrossKg: DEFAULT_MAX_GROSS_KG, tareKg: 3_850, plateKg: ISO_40, tareRangeKg: { min: 3_200, max: 4_800 }, volumeM3: 65.9 },
  // heavy-duty flat racks are plated above ISO 668's 36,000 kg (carriers publish 45,000 kg for a
  // 40' rack, more for heavy-lift ones): their bound is kept wide so that no real plate is refused
  '20FR': { maxGrossKg: 34_000, tareKg: 2_750, plateKg: { min: ISO_20.min, max: 45_000 }, tareRangeKg: { min: 2_000, max: 4_500 } },
  '40FR': { maxGrossKg: 45_000, tareKg: 5_000, plateKg: { min: ISO_40.min, max: 60_000 }, tareRangeKg: { min: 3_800, max: 8_000 } },
  // a tank's capacity (≈ 26,000 l) stands for its volume
  '20TK': { maxGrossKg: 36_000, tareKg: 4_000, plateKg: ISO_20, tareRangeKg: { min: 2_500, max: 7_000 }, volumeM3: 26.0 },
};

/** The limits of a box type given by name (40HQ) or ISO code (45G1); undefined for an unknown type. */
export function containerLimits(type: string | undefined): ContainerLimits | undefined {
  const name = containerTypeName(type ?? '');
  return name ? CONTAINER_LIMITS[name] : undefined;
}

const given = (kg: number | undefined | null): kg is number => kg !== undefined && kg !== null && Number.isFinite(kg) && kg > 0;
const within = (kg: number, r: Range) => kg >= r.min && kg <= r.max;

/** A CSC plate's max gross outside what its type can carry: the type's range, else undefined (fine, unknown type or no plate). */
export function plateOutOfRange(type: string | undefined, plateKg?: number | null): Range | undefined {
  const range = containerLimits(type)?.plateKg;
  return range && given(plateKg) && !within(plateKg, range) ? range : undefined;
}

/** A typed tare outside what any box of its type weighs: the type's range, else undefined (fine, unknown type or no tare). */
export function tareOutOfRange(type: string | undefined, tareKg?: number | null): Range | undefined {
  const range = containerLimits(type)?.tareRangeKg;
  return range && given(tareKg) && !within(tareKg, range) ? range : undefined;
}

/**
 * The max gross that applies: the CSC plate's when given (> 0) and one its type can carry, else the
 * type's default, else (unknown type) the plate, else undefined. A plate out of its type's range is
 * not believed here; the checks refuse it in words (`plateOutOfRange`).
 */
export function maxGrossKg(type: string | undefined, plateKg?: number | null): number | undefined {
  const limits = containerLimits(type);
  if (given(plateKg) && (!limits || within(plateKg, limits.plateKg))) return plateKg;
  return limits?.maxGrossKg;
}

/**
 * The least a packed box of this type can weigh: more than its tare — the one known (the CSC plate's,
 * method 2's) when it is believable, and never less than the lightest box of the type. Undefined for
 * an unknown type without a known tare.
 */
export function tareFloorKg(type: string | undefined, knownTareKg?: number | null): number | undefined {
  const lightest = containerLimits(type)?.tareRangeKg.min;
  const known = given(knownTareKg) ? knownTareKg : undefined;
  if (lightest === undefined) return known;
  return Math.max(lightest, known ?? 0);
}
