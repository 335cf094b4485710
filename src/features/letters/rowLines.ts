import type { SailingRowInput, SailingRowWire } from '../../contract/letters/calls';
import { localDateTime, OFFICE_ZONE, parseLocalDateTime } from '../../domain/refdata/localTimes';

/** A sailing row as the grid editor holds it: every cell as typed, times on the port's clock ("2026-12-20 18:00"). */
export const TIMES = ['ETD', 'DCO', 'VCO', 'PCO', 'ETA'] as const;
export const ORDER = ['Vessel', 'IMO', 'Voyage', 'POL', 'ETD', 'DCO', 'VCO', 'PCO', 'POD', 'ETA', 'Remarks'] as const;
export type Line = Record<(typeof ORDER)[number], string>;
export const BLANK: Line = { Vessel: '', IMO: '', Voyage: '', POL: '', POD: '', Remarks: '', ETD: '', DCO: '', VCO: '', PCO: '', ETA: '' };

/** A stored row as the grid's line. */
export const lineOf = (r: SailingRowWire): Line => ({
  Vessel: r.Vessel,
  IMO: r.IMO,
  Voyage: r.Voyage,
  POL: r.POL,
  POD: r.POD,
  Remarks: r.Remarks,
  ETD: localDateTime(r.ETD, r.POLZone),
  DCO: r.DCO ? localDateTime(r.DCO, r.POLZone) : '',
  VCO: r.VCO ? localDateTime(r.VCO, r.POLZone) : '',
  PCO: r.PCO ? localDateTime(r.PCO, r.POLZone) : '',
  ETA: localDateTime(r.ETA, r.PODZone),
});

/** Each port's clock as the table's rows read it (a port new to the table: the office's until the server knows it). */
export const zonesOf = (rows: readonly SailingRowWire[]) => {
  const zones = new Map(rows.flatMap((r) => [[r.POL, r.POLZone] as const, [r.POD, r.PODZone] as const]));
  return (port: string) => zones.get(port.trim().toUpperCase()) ?? OFFICE_ZONE;
};

/** A grid line as the Save call's row; a time that is no time throws `badTime(cell)`. */
export function inputOf(l: Line, zone: (port: string) => string, badTime: (cell: string) => string): SailingRowInput {
  const at = (key: (typeof TIMES)[number], port: string) => {
    if (!l[key].trim()) return null;
    const v = parseLocalDateTime(l[key], zone(port));
    if (!v) throw new Error(badTime(`${l.Vessel} ${key} “${l[key]}”`));
    return v;
  };
  return {
    Vessel: l.Vessel,
    IMO: l.IMO.trim(),
    Voyage: l.Voyage,
    POL: l.POL.trim().toUpperCase(),
    POD: l.POD.trim().toUpperCase(),
    Remarks: l.Remarks,
    ETD: at('ETD', l.POL) ?? '',
    DCO: at('DCO', l.POL),
    VCO: at('VCO', l.POL),
    PCO: at('PCO', l.POL),
    ETA: at('ETA', l.POD) ?? '',
  };
}
