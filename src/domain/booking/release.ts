import type { ReleaseFacts } from '../../contract/booking/calls';
import { CALL_HOUR, parseLocalDateTime, SEED_CUT_OFF_CODES } from '../refdata/public';
import { containerTypeName } from '../si/public';

/**
 * The release (放舱) check, R6.8: the carrier's booking number, vessel, voyage, ETD, the confirmed
 * equipment and at least the DCO and FCO cut-offs; every cut-off before the ETD and the gate opening
 * (EFC) before the gate closing (FCO). Times are typed on the POL's clock (R6.13) and kept as
 * instants. Fewer units than requested make a partial release. The number's uniqueness per carrier
 * needs the database: the server's.
 */

export type ReleaseRefusal = { ok: false; code: 'CUTOFF_MISSING' | 'CUTOFF_ORDER' | 'BAD_TIME' | 'BAD_EQUIPMENT'; detail: string };
export interface CheckedRelease {
  ok: true;
  etd: string;
  eta: string | null;
  cutOffs: { Code: string; DateTime: string }[];
  equipment: { ContainerClass: string; Units: number }[];
  partial: boolean;
}

/** The cut-offs a release must carry (R6.8). */
export const RELEASE_CUTOFFS = ['DCO', 'FCO'] as const;
const KNOWN = new Set(SEED_CUT_OFF_CODES.map((c) => c.code));

/** A date (the port's noon: planned departures are at noon, as schedules plan them) or a date and time on the port's clock. */
export function portInstant(text: string, zone: string): string | undefined {
  const t = text.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(t) ? parseLocalDateTime(`${t} ${CALL_HOUR}:00`, zone) : parseLocalDateTime(t, zone);
}

export function checkRelease(
  facts: ReleaseFacts,
  requested: readonly { ContainerClass: string; Units: number }[],
  zone: string,
): CheckedRelease | ReleaseRefusal {
  const etd = portInstant(facts.Etd, zone);
  if (!etd) return { ok: false, code: 'BAD_TIME', detail: facts.Etd };
  const eta = facts.Eta?.trim() ? portInstant(facts.Eta, zone) : null;
  if (eta === undefined) return { ok: false, code: 'BAD_TIME', detail: facts.Eta! };
  const cutOffs: CheckedRelease['cutOffs'] = [];
  for (const c of facts.CutOffs) {
    const code = c.Code.trim().toUpperCase();
    const at = portInstant(c.DateTime, zone);
    if (!KNOWN.has(code) || !at || cutOffs.some((x) => x.Code === code)) return { ok: false, code: 'BAD_TIME', detail: `${code} ${c.DateTime}` };
    cutOffs.push({ Code: code, DateTime: at });
  }
  const missing = RELEASE_CUTOFFS.filter((code) => !cutOffs.some((c) => c.Code === code));
  if (missing.length) return { ok: false, code: 'CUTOFF_MISSING', detail: missing.join(', ') };
  const late = cutOffs.filter((c) => c.DateTime >= etd).map((c) => c.Code);
  if (late.length) return { ok: false, code: 'CUTOFF_ORDER', detail: late.join(', ') };
  const efc = cutOffs.find((c) => c.Code === 'EFC');
  const fco = cutOffs.find((c) => c.Code === 'FCO')!;
  if (efc && efc.DateTime >= fco.DateTime) return { ok: false, code: 'CUTOFF_ORDER', detail: 'EFC' };
  const equipment: CheckedRelease['equipment'] = [];
  for (const e of facts.ConfirmedEquipment) {
    const type = containerTypeName(e.ContainerClass);
    if (!type) return { ok: false, code: 'BAD_EQUIPMENT', detail: e.ContainerClass };
    if (e.Units > 0) equipment.push({ ContainerClass: type, Units: e.Units });
  }
  if (!equipment.length) return { ok: false, code: 'BAD_EQUIPMENT', detail: '0' };
  const units = (list: readonly { ContainerClass: string; Units: number }[], type: string) =>
    list.filter((e) => (containerTypeName(e.ContainerClass) ?? e.ContainerClass) === type).reduce((n, e) => n + e.Units, 0);
  const types = new Set(requested.map((r) => containerTypeName(r.ContainerClass) ?? r.ContainerClass));
  for (const e of equipment) if (!types.has(e.ContainerClass)) return { ok: false, code: 'BAD_EQUIPMENT', detail: e.ContainerClass };
  const partial = [...types].some((t) => units(equipment, t) < units(requested, t));
  if ([...types].some((t) => units(equipment, t) > units(requested, t))) return { ok: false, code: 'BAD_EQUIPMENT', detail: 'more than requested' };
  return { ok: true, etd, eta, cutOffs: cutOffs.sort((a, b) => (a.DateTime < b.DateTime ? -1 : 1)), equipment, partial };
}

/** The short company code of a CGO_ID: CUS-HZTX → HZTX (R6.9). */
export const shortCompanyCode = (code: string) =>
  code
    .split('-')
    .pop()!
    .replace(/[^A-Z0-9]/gi, '')
    .toUpperCase() || 'X';
/** R6.9: `CGO-{short company code}-{YYMM}-{SEQ}`, SEQ at least 3 digits (CGO-HZTX-2611-001). */
export const cgoIdOf = (companyCode: string, yymm: string, seq: number) => `CGO-${shortCompanyCode(companyCode)}-${yymm}-${String(seq).padStart(3, '0')}`;
