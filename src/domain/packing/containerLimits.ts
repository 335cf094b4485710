import { containerTypeName } from '../si/reference';

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
 */
export interface ContainerLimits {
  /** Maximum gross mass (box + cargo), kg, when the CSC plate is not known. */
  maxGrossKg: number;
  /** Typical tare (empty box), kg. */
  tareKg: number;
  /** Typical internal volume, m³; undefined where the box is open (flat racks). */
  volumeM3?: number;
}

export const DEFAULT_MAX_GROSS_KG = 30_480;

export const CONTAINER_LIMITS: Readonly<Record<string, ContainerLimits>> = {
  '20GP': { maxGrossKg: DEFAULT_MAX_GROSS_KG, tareKg: 2_230, volumeM3: 33.2 },
  '40GP': { maxGrossKg: DEFAULT_MAX_GROSS_KG, tareKg: 3_750, volumeM3: 67.7 },
  '40HQ': { maxGrossKg: DEFAULT_MAX_GROSS_KG, tareKg: 3_900, volumeM3: 76.4 },
  '45HQ': { maxGrossKg: DEFAULT_MAX_GROSS_KG, tareKg: 4_800, volumeM3: 86.0 },
  '20RF': { maxGrossKg: DEFAULT_MAX_GROSS_KG, tareKg: 3_080, volumeM3: 28.3 },
  '40RH': { maxGrossKg: 34_000, tareKg: 4_800, volumeM3: 67.3 },
  // the same box as 40RH with its machinery off (reference.ts)
  '40NOR': { maxGrossKg: 34_000, tareKg: 4_800, volumeM3: 67.3 },
  '20OT': { maxGrossKg: DEFAULT_MAX_GROSS_KG, tareKg: 2_350, volumeM3: 32.5 },
  '40OT': { maxGrossKg: DEFAULT_MAX_GROSS_KG, tareKg: 3_850, volumeM3: 65.9 },
  '20FR': { maxGrossKg: 34_000, tareKg: 2_750 },
  '40FR': { maxGrossKg: 45_000, tareKg: 5_000 },
  // a tank's capacity (≈ 26,000 l) stands for its volume
  '20TK': { maxGrossKg: 36_000, tareKg: 4_000, volumeM3: 26.0 },
};

/** The limits of a box type given by name (40HQ) or ISO code (45G1); undefined for an unknown type. */
export function containerLimits(type: string | undefined): ContainerLimits | undefined {
  const name = containerTypeName(type ?? '');
  return name ? CONTAINER_LIMITS[name] : undefined;
}

/** The max gross that applies: the CSC plate's when given (> 0), else the type's default, else undefined. */
export function maxGrossKg(type: string | undefined, plateKg?: number | null): number | undefined {
  if (plateKg !== undefined && plateKg !== null && Number.isFinite(plateKg) && plateKg > 0) return plateKg;
  return containerLimits(type)?.maxGrossKg;
}
