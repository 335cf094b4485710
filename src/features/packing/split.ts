import { EPSILON, type PackingLine } from '../../domain/packing/check';

/**
 * Splitting an opened packing list (operations.md §3.2/§3.3 `Split`): its goods lines divided
 * among two or more children, each line's packages, gross weight and volume summing to the
 * parent's. Pure: the split dialog builds the plan with it and shows what does not add up before
 * anything is sent (the server checks the same sums as the authority).
 */

export interface SplitShare {
  PKD_SEQ: number;
  PKD_NUM: number;
  PKD_WEIGHT: number;
  PKD_VOLUME: number;
}
/** One child per entry: its share of each parent line. */
export type SplitPlan = SplitShare[][];

type Parent = Pick<PackingLine, 'PKD_SEQ' | 'PKD_NUM' | 'PKD_WEIGHT' | 'PKD_VOLUME'>;

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const seqOf = (l: Parent, i: number) => l.PKD_SEQ ?? i + 1;

/**
 * The parent's lines divided among `children` as evenly as whole packages allow (the first children
 * take the odd ones); weight and volume follow the packages, the last child taking what rounding
 * leaves so the sums hold exactly.
 */
export function evenSplit(lines: readonly Parent[], children: number): SplitPlan {
  const n = Math.max(2, Math.floor(children));
  const plan: SplitPlan = Array.from({ length: n }, () => []);
  lines.forEach((l, i) => {
    const base = Math.floor(l.PKD_NUM / n);
    const odd = l.PKD_NUM - base * n;
    let weight = 0;
    let volume = 0;
    for (let c = 0; c < n; c++) {
      const num = base + (c < odd ? 1 : 0);
      const last = c === n - 1;
      const share = l.PKD_NUM > 0 ? num / l.PKD_NUM : 1 / n;
      const w = last ? round3(l.PKD_WEIGHT - weight) : round3(l.PKD_WEIGHT * share);
      const v = last ? round3(l.PKD_VOLUME - volume) : round3(l.PKD_VOLUME * share);
      weight += w;
      volume += v;
      plan[c]!.push({ PKD_SEQ: seqOf(l, i), PKD_NUM: num, PKD_WEIGHT: w, PKD_VOLUME: v });
    }
  });
  return plan;
}

/** A child's packages of one line changed: its weight and volume follow in proportion to the parent line. */
export function setPackages(plan: SplitPlan, lines: readonly Parent[], child: number, seq: number, num: number): SplitPlan {
  const parent = lines.find((l, i) => seqOf(l, i) === seq);
  if (!parent) return plan;
  const share = parent.PKD_NUM > 0 ? num / parent.PKD_NUM : 0;
  return plan.map((shares, c) =>
    c !== child
      ? shares
      : shares.map((s) =>
          s.PKD_SEQ !== seq ? s : { ...s, PKD_NUM: num, PKD_WEIGHT: round3(parent.PKD_WEIGHT * share), PKD_VOLUME: round3(parent.PKD_VOLUME * share) },
        ),
  );
}

/** One value of a child's share typed as it is (weight or volume corrected by hand). */
export function setShare(plan: SplitPlan, child: number, seq: number, field: 'PKD_WEIGHT' | 'PKD_VOLUME', value: number): SplitPlan {
  return plan.map((shares, c) => (c !== child ? shares : shares.map((s) => (s.PKD_SEQ !== seq ? s : { ...s, [field]: value }))));
}

/** The sums of one line over the children. */
export function lineSums(plan: SplitPlan, seq: number): { num: number; weight: number; volume: number } {
  let num = 0;
  let weight = 0;
  let volume = 0;
  for (const shares of plan)
    for (const s of shares)
      if (s.PKD_SEQ === seq) {
        num += s.PKD_NUM;
        weight += s.PKD_WEIGHT;
        volume += s.PKD_VOLUME;
      }
  return { num, weight: round3(weight), volume: round3(volume) };
}

/** What does not add up, for the dialog to name: a line whose children's sum differs, a child left empty. */
export type SplitProblem =
  | { kind: 'sum'; seq: number; what: 'num' | 'weight' | 'volume'; parent: number; sum: number }
  | { kind: 'emptyChild'; child: number }
  | { kind: 'negative'; child: number; seq: number };

export function splitProblems(lines: readonly Parent[], plan: SplitPlan): SplitProblem[] {
  const out: SplitProblem[] = [];
  lines.forEach((l, i) => {
    const seq = seqOf(l, i);
    const s = lineSums(plan, seq);
    if (s.num !== l.PKD_NUM) out.push({ kind: 'sum', seq, what: 'num', parent: l.PKD_NUM, sum: s.num });
    if (Math.abs(s.weight - l.PKD_WEIGHT) >= EPSILON) out.push({ kind: 'sum', seq, what: 'weight', parent: l.PKD_WEIGHT, sum: s.weight });
    if (Math.abs(s.volume - l.PKD_VOLUME) >= EPSILON) out.push({ kind: 'sum', seq, what: 'volume', parent: l.PKD_VOLUME, sum: s.volume });
  });
  plan.forEach((shares, child) => {
    for (const s of shares) if (s.PKD_NUM < 0 || s.PKD_WEIGHT < 0 || s.PKD_VOLUME < 0) out.push({ kind: 'negative', child, seq: s.PKD_SEQ });
    if (!shares.some((s) => s.PKD_NUM > 0)) out.push({ kind: 'emptyChild', child });
  });
  return out;
}

/** A child's totals (shown under its column). */
export function childTotals(shares: readonly SplitShare[]): { num: number; weight: number; volume: number } {
  return shares.reduce((t, s) => ({ num: t.num + s.PKD_NUM, weight: round3(t.weight + s.PKD_WEIGHT), volume: round3(t.volume + s.PKD_VOLUME) }), {
    num: 0,
    weight: 0,
    volume: 0,
  });
}

/** The plan as the Split call takes it: only the lines a child has a share of. */
export const splitInto = (plan: SplitPlan) => plan.map((shares) => ({ Lines: shares.filter((s) => s.PKD_NUM > 0 || s.PKD_WEIGHT > 0 || s.PKD_VOLUME > 0) }));
