import type { SiProblem, SiRecord } from '../../contract/si';
import { renderProblem, type SiLang, type SiParams, type SiProblemCode } from './messages';
import { containerTypeName, maxPayloadKg } from './reference';

/** A line is implausible when its weight per package is more than this many times off the median. */
export const PER_PACKAGE_FACTOR = 10;
/** Fewer lines than this have no meaningful median: of two differing lines, which one is wrong? */
const MIN_LINES = 3;

const round = (n: number) => Math.round(n * 1000) / 1000;
function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/**
 * Weights that are possible but implausible (issue 11): a box heavier than its type usually
 * carries, or a goods line whose weight per package is far from the SI's other lines (a kg typed
 * as tonnes, a count missing a digit). Warnings, never refusals: the SI is still accepted, and the
 * customer and the reviewer both see them. Pure, so the browser and the server say the same.
 */
export function weightWarnings(si: SiRecord, base = '', lang: SiLang = 'zh'): SiProblem[] {
  const out: SiProblem[] = [];
  const warn = (Path: string, Code: SiProblemCode, Params: SiParams) =>
    out.push({ Path, Code, Params, Message: renderProblem(Code, Params, lang), Severity: 'warning' });
  const boxes = si.Boxes ?? [];
  boxes.forEach((b, i) => {
    const max = maxPayloadKg(b.TBX_TYPE ?? '');
    if (max !== undefined && Number.isFinite(b.TBX_WEIGHT) && b.TBX_WEIGHT > max) {
      warn(`${base}/Boxes/${i}/TBX_WEIGHT`, 'weight.overPayload', {
        container: b.TBX_CNNO ?? '',
        type: containerTypeName(b.TBX_TYPE) ?? b.TBX_TYPE,
        weight: round(b.TBX_WEIGHT),
        max,
      });
    }
  });
  const lines = boxes.flatMap((b, i) =>
    (b.Details ?? [])
      .map((d, j) => ({ path: `${base}/Boxes/${i}/Details/${j}/TBD_WEIGHT`, per: d.TBD_NUM > 0 && d.TBD_WEIGHT > 0 ? d.TBD_WEIGHT / d.TBD_NUM : NaN }))
      .filter((l) => Number.isFinite(l.per)),
  );
  if (lines.length < MIN_LINES) return out;
  const mid = median(lines.map((l) => l.per));
  for (const l of lines) {
    if (l.per > mid * PER_PACKAGE_FACTOR || l.per * PER_PACKAGE_FACTOR < mid) {
      warn(l.path, 'weight.perPackageOutlier', { perPackage: round(l.per), median: round(mid), factor: PER_PACKAGE_FACTOR });
    }
  }
  return out;
}
