import { containerNumberProblem } from '../si/public';
import { type Actor, collector, containerLimits, type Cutoffs, cutoffVerdict, type Lang, type Params, type Problem } from '../packing/public';
import { massProblems } from './counterpart';
import { isVgmEditable } from './status';
import { renderVgm, type VgmProblemCode } from './messages';

/** China's tolerance for a declared VGM against a measured one: 5 % of the measured, at most 1,000 kg (§6.4 [S7]). */
export const TOLERANCE_SHARE = 0.05;
export const TOLERANCE_MAX_KG = 1_000;
/** The control tower raises `VGM_MISSING` this long before the VGM cut-off (§6.4 `vgm.noload`). */
export const MISSING_WARNING_MS = 24 * 3600 * 1000;

/** One container's declaration (`vgm_declarations`) as the check reads it. */
export interface VgmDeclarationData {
  VGM_CNNO: string;
  VGM_NON_ISO?: boolean;
  VGM_KG: number;
  VGM_METHOD: number;
  VGM_CARGO_KG?: number | null;
  VGM_TARE_KG?: number | null;
  VGM_WEIGHED_AT: string;
  VGM_WEIGHING_PARTY?: string;
  VGM_CERT_NO?: string;
  VGM_RESPONSIBLE_PARTY: string;
  VGM_SIGNATORY: string;
  VGM_SIGNED_AT?: string;
  VGM_DECLARATION?: string;
  /** The declaration was ticked (`Accept: true` of `Declare`). */
  Accept?: boolean;
}

export interface VgmCheckInput {
  /** The container's type (the packing list's `PKL_CNTR_TYPE`). */
  type: string;
  /** The packing list behind the container, when there is one: its lines' gross, its tare, plate and stuffing time. */
  packingList?: { grossKg: number; tareKg?: number | null; maxGrossKg?: number | null; stuffAt?: string };
  /** The state of the version being changed, when it exists (`vgm.immutable`). */
  status?: number;
  cutoffs: Cutoffs;
  now: string;
  actor: Actor;
  lang?: Lang;
}

const blank = (s: string | undefined | null) => !s?.trim();
const massOk = (n: number | undefined | null): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;

/** The largest deviation accepted between a declared and a measured mass: min(5 % of measured, 1,000 kg). */
export const toleranceKg = (measuredKg: number) => Math.min(measuredKg * TOLERANCE_SHARE, TOLERANCE_MAX_KG);

/**
 * `vgm.tolerance`: a declared VGM against a terminal or spot-check weight. Beyond the tolerance the
 * control tower raises `VGM_DEVIATION` (risk of a loading refusal), both values shown.
 */
export function vgmDeviation(declaredKg: number, measuredKg: number) {
  const deviation = Math.abs(declaredKg - measuredKg);
  const limit = toleranceKg(measuredKg);
  return { deviation, limit, exception: deviation > limit ? ('VGM_DEVIATION' as const) : undefined };
}

/**
 * `vgm.noload`: a container without a declared VGM is not loaded (SOLAS VI/2); from 24 h before the
 * `VCO` on, the control tower raises `VGM_MISSING`. Nothing before, nor without a known VCO.
 */
export function vgmMissing(declared: boolean, vco: string | undefined, now: string): 'VGM_MISSING' | undefined {
  if (declared || !vco || !Number.isFinite(Date.parse(vco))) return undefined;
  return Date.parse(now) >= Date.parse(vco) - MISSING_WARNING_MS ? 'VGM_MISSING' : undefined;
}

// a required time missing is named; the signing time may be absent (the server stamps it when signing)
function time(add: (p: string, c: VgmProblemCode, x?: Params) => void, field: 'VGM_WEIGHED_AT' | 'VGM_SIGNED_AT', value: string | undefined, now: string) {
  if (blank(value)) {
    if (field === 'VGM_WEIGHED_AT') add(`/${field}`, 'vgm.required', { field });
    return undefined;
  }
  const at = Date.parse(value!);
  if (!Number.isFinite(at)) {
    add(`/${field}`, 'vgm.time.invalid', { field, value: value! });
    return undefined;
  }
  if (at > Date.parse(now)) add(`/${field}`, 'vgm.time.future', { field, at: value! });
  return at;
}

/**
 * The check of one VGM declaration (operations.md §6.4): container (ISO 6346), method 1 (weighing
 * party and ticket) or 2 (contents + tare exactly, contents not less than the packing list's gross,
 * a tare some box of the type has), bounds (tare < VGM ≤ max gross: the tare known and never below
 * the type's lightest box; the CSC plate within its type's ISO 668 range, else the type's default —
 * ../packing/containerLimits.ts, the one table of them), signatory, responsible
 * party, declaration ticked, times, the `VCO` cut-off (customers refused after it, staff with a
 * reason), and a declared version never edited. A method-1 VGM far from the packing list's gross +
 * tare is warned with §6.4's tolerance (the only one §6 gives), never refused: the scale wins.
 */
export function checkVgm(vgm: VgmDeclarationData, input: VgmCheckInput): Problem[] {
  const { out, add, warn } = collector(renderVgm, input.lang);
  if (input.status !== undefined && !isVgmEditable(input.status)) add('', 'vgm.immutable');

  const no = (vgm.VGM_CNNO ?? '').trim().toUpperCase();
  if (!no) add('/VGM_CNNO', 'vgm.cnno.missing');
  else if (!vgm.VGM_NON_ISO) {
    const problem = containerNumberProblem(no);
    if (problem === 'shape') add('/VGM_CNNO', 'vgm.cnno.shape', { value: vgm.VGM_CNNO });
    if (problem === 'checkDigit') add('/VGM_CNNO', 'vgm.cnno.checkDigit', { value: no });
  }

  const kgOk = massOk(vgm.VGM_KG);
  if (!kgOk) add('/VGM_KG', 'vgm.mass.invalid', { field: 'VGM_KG' });
  const pkl = input.packingList;
  const pklTare = pkl?.tareKg && pkl.tareKg > 0 ? pkl.tareKg : undefined;

  if (vgm.VGM_METHOD === 1) {
    for (const field of ['VGM_WEIGHING_PARTY', 'VGM_CERT_NO'] as const) if (blank(vgm[field])) add(`/${field}`, 'vgm.method1.required', { field });
  } else if (vgm.VGM_METHOD === 2) {
    for (const field of ['VGM_CARGO_KG', 'VGM_TARE_KG'] as const) {
      const v = vgm[field];
      if (v === undefined || v === null) add(`/${field}`, 'vgm.method2.required', { field });
      else if (!massOk(v)) add(`/${field}`, 'vgm.mass.invalid', { field });
    }
    const cargo = vgm.VGM_CARGO_KG;
    if (massOk(cargo) && pkl && cargo < pkl.grossKg) add('/VGM_CARGO_KG', 'vgm.method2.belowPackingList', { cargo, gross: pkl.grossKg });
  } else add('/VGM_METHOD', 'vgm.method.unknown');

  // the bounds a carrier refuses too (counterpart.ts, which the simulators run), each naming the box
  const masses = { container: no, type: input.type, kg: vgm.VGM_KG, method: vgm.VGM_METHOD, cargoKg: vgm.VGM_CARGO_KG, tareKg: vgm.VGM_TARE_KG };
  for (const p of massProblems({ ...masses, knownTareKg: pklTare, plateKg: pkl?.maxGrossKg })) add(p.path, p.code, p.params);

  if (kgOk) {
    const expectedTare = (vgm.VGM_METHOD === 2 && massOk(vgm.VGM_TARE_KG) ? vgm.VGM_TARE_KG : pklTare) ?? containerLimits(input.type)?.tareKg;
    if (vgm.VGM_METHOD === 1 && pkl && expectedTare !== undefined) {
      const expected = Math.round(pkl.grossKg + expectedTare);
      const { deviation, limit } = vgmDeviation(vgm.VGM_KG, expected);
      if (deviation > limit) warn('/VGM_KG', 'vgm.packingList', { vgm: vgm.VGM_KG, expected, deviation, limit: Math.round(limit) });
    }
  }

  for (const field of ['VGM_RESPONSIBLE_PARTY', 'VGM_SIGNATORY', 'VGM_DECLARATION'] as const)
    if (blank(vgm[field])) add(`/${field}`, 'vgm.required', { field });
  if (/[a-z]/.test(vgm.VGM_SIGNATORY ?? '')) add('/VGM_SIGNATORY', 'vgm.signatory.capitals');
  if (vgm.Accept !== true) add('/Accept', 'vgm.declaration.accept');

  const weighed = time(add, 'VGM_WEIGHED_AT', vgm.VGM_WEIGHED_AT, input.now);
  time(add, 'VGM_SIGNED_AT', vgm.VGM_SIGNED_AT, input.now);
  if (weighed !== undefined && pkl?.stuffAt && weighed < Date.parse(pkl.stuffAt))
    add('/VGM_WEIGHED_AT', 'vgm.time.beforeStuffing', { at: vgm.VGM_WEIGHED_AT, stuffedAt: pkl.stuffAt });

  const verdict = cutoffVerdict(input.cutoffs.VCO, input.now, input.actor);
  if (verdict.kind === 'late')
    add(verdict.reasonMissing ? '/Reason' : '', verdict.reasonMissing ? 'vgm.cutoff.reason' : 'vgm.cutoff.passed', { at: verdict.at });
  return out;
}
