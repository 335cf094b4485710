import type { Answers, Question } from './survey';

/** One question's figures over the answers received. */
export interface QuestionResult {
  Id: string;
  /** How many answered this question. */
  Answered: number;
  /** Per choice (SINGLE, MULTI), per score (RATING 1–5, NPS 0–10): how many chose it and its share of those who answered, in whole per cent. */
  Counts: { Label: string; Count: number; Percent: number }[];
  /** RATING and NPS: the mean score, to two places; null with no answer. */
  Average: number | null;
  /** NPS: promoters (9–10) less detractors (0–6), in per cent of those who answered, −100 to 100; null otherwise. */
  Nps: number | null;
  /** TEXT: the answers, in the order received. */
  Texts: string[];
}

const percent = (n: number, of: number) => (of ? Math.round((n / of) * 100) : 0);
const round2 = (x: number) => Math.round(x * 100) / 100;

/** The scores a scale question offers. */
const scale = (q: Question) => (q.Kind === 'RATING' ? [1, 2, 3, 4, 5] : [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

/** One question's figures (answers already checked against it). */
export function questionResult(q: Question, all: readonly Answers[]): QuestionResult {
  const given = all.map((a) => a[q.Id]).filter((v) => v !== undefined);
  const n = given.length;
  const base = { Id: q.Id, Answered: n, Average: null, Nps: null, Texts: [] as string[] };
  if (q.Kind === 'TEXT') return { ...base, Counts: [], Texts: given.map(String) };
  if (q.Kind === 'SINGLE' || q.Kind === 'MULTI') {
    const counts = q.Options.map((o, i) => {
      const c = given.filter((v) => (Array.isArray(v) ? v.includes(i) : v === i)).length;
      return { Label: o.Zh, Count: c, Percent: percent(c, n) };
    });
    return { ...base, Counts: counts };
  }
  const scores = given as number[];
  const counts = scale(q).map((s) => {
    const c = scores.filter((v) => v === s).length;
    return { Label: String(s), Count: c, Percent: percent(c, n) };
  });
  const average = n ? round2(scores.reduce((a, b) => a + b, 0) / n) : null;
  if (q.Kind === 'RATING') return { ...base, Counts: counts, Average: average };
  const promoters = scores.filter((v) => v >= 9).length;
  const detractors = scores.filter((v) => v <= 6).length;
  return { ...base, Counts: counts, Average: average, Nps: n ? Math.round(((promoters - detractors) / n) * 100) : null };
}

/** The response rate in whole per cent: answered of sent. */
export const responseRate = (answered: number, sent: number) => percent(answered, sent);
