import { blockOverflows, LINE_LIMITS, LINE_WIDTH } from '../si/public';
import { type Add, blank, EPSILON, key, lineTotals, num, type PackingCheckInput, type PackingListData, same } from './packingData';

const HS = /^\d{6,10}$/;
const UNNO = /^\d{4}$/;

/** Each goods line: goods, marks within the B/L's lines, HS code, package, counts and weights, a dangerous good's UN number with its class. */
export function checkLines(add: Add, pkl: PackingListData, packages: ReadonlySet<string>) {
  if (!pkl.Lines.length) {
    add('/Lines', 'pkl.lines.none');
    return;
  }
  pkl.Lines.forEach((l, i) => {
    const p = `/Lines/${i}`;
    if (blank(l.PKD_GOODS)) add(`${p}/PKD_GOODS`, 'pkl.line.goods');
    // printed on the B/L like the SI's goods and marks: the SI's line limits and words (field named as the SI's)
    for (const [f, siField, max] of [
      ['PKD_GOODS', 'TBD_GOODS', LINE_LIMITS.goods],
      ['PKD_MARKS', 'TBD_MARKS', LINE_LIMITS.marks],
    ] as const) {
      const { long, lines } = blockOverflows(l[f] ?? '', max);
      for (const x of long) add(`${p}/${f}`, 'pkl.line.tooLong', { field: siField, line: x.line, length: x.length, max: LINE_WIDTH });
      if (lines) add(`${p}/${f}`, 'pkl.line.tooManyLines', { field: siField, lines, max });
    }
    if (!HS.test(l.PKD_HSCODE ?? '')) add(`${p}/PKD_HSCODE`, 'pkl.line.hsCode', { value: l.PKD_HSCODE ?? '' });
    if (!packages.has(key(l.PKD_PACKAGE))) add(`${p}/PKD_PACKAGE`, 'pkl.line.package', { value: l.PKD_PACKAGE ?? '' });
    if (!Number.isInteger(l.PKD_NUM) || l.PKD_NUM < 1) add(`${p}/PKD_NUM`, 'pkl.line.count', { field: 'PKD_NUM' });
    if (!(l.PKD_WEIGHT > 0)) add(`${p}/PKD_WEIGHT`, 'pkl.weights.positive', { field: 'PKD_WEIGHT' });
    if (!(l.PKD_VOLUME > 0)) add(`${p}/PKD_VOLUME`, 'pkl.weights.positive', { field: 'PKD_VOLUME' });
    const net = l.PKD_NET_WEIGHT;
    if (net !== undefined && net !== null) {
      if (!(net > 0)) add(`${p}/PKD_NET_WEIGHT`, 'pkl.weights.positive', { field: 'PKD_NET_WEIGHT' });
      else if (l.PKD_WEIGHT > 0 && net > l.PKD_WEIGHT + EPSILON) add(`${p}/PKD_NET_WEIGHT`, 'pkl.weights.net', { net, gross: l.PKD_WEIGHT });
    }
    const un = !blank(l.PKD_UNNO);
    const imo = !blank(l.PKD_IMO_CLASS);
    if (un !== imo) add(`${p}/${un ? 'PKD_IMO_CLASS' : 'PKD_UNNO'}`, 'pkl.dg.pair');
    if (un && !UNNO.test(l.PKD_UNNO!.trim())) add(`${p}/PKD_UNNO`, 'pkl.dg.unno', { value: l.PKD_UNNO! });
  });
}

/** The header says what the lines sum to (`pkl.sums`). */
export function checkSums(add: Add, pkl: PackingListData) {
  const t = lineTotals(pkl.Lines);
  if (pkl.PKL_NUM !== t.packages) add('/PKL_NUM', 'pkl.sums.packages', { declared: pkl.PKL_NUM, sum: t.packages });
  if (!same(num(pkl.PKL_WEIGHT), t.weight)) add('/PKL_WEIGHT', 'pkl.sums.weight', { declared: pkl.PKL_WEIGHT, sum: t.weight });
  if (!same(num(pkl.PKL_VOLUME), t.volume)) add('/PKL_VOLUME', 'pkl.sums.volume', { declared: pkl.PKL_VOLUME, sum: t.volume });
}

/** Dangerous goods need the carrier's DG cut-off and its approval of the booking. */
export function checkDangerousGoods(add: Add, pkl: PackingListData, input: PackingCheckInput) {
  if (!pkl.Lines.some((l) => !blank(l.PKD_UNNO) || !blank(l.PKD_IMO_CLASS))) return;
  if (!input.cutoffs?.DGC) add('/Lines', 'pkl.dg.cutoff');
  if (!input.dgApproved) add('/Lines', 'pkl.dg.approval');
}
