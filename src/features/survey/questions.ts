import type { Question, QuestionKind } from '../../domain/survey/survey';

/** A new question of a kind, numbered after the others (q1, q2 …: answers name it). */
export function newQuestion(kind: QuestionKind, existing: readonly Question[]): Question {
  const n = Math.max(0, ...existing.map((q) => Number(q.Id.slice(1)) || 0)) + 1;
  const choices = kind === 'SINGLE' || kind === 'MULTI';
  return {
    Id: `q${n}`,
    Kind: kind,
    TextZh: '',
    TextEn: '',
    Required: true,
    Options: choices
      ? [
          { Zh: '', En: '' },
          { Zh: '', En: '' },
        ]
      : [],
  };
}

/** The list with the question at `from` moved by one place (up −1, down +1); unchanged at an end. */
export function moved<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const out = [...list];
  [out[from], out[to]] = [out[to]!, out[from]!];
  return out;
}

/** Choices as typed, one a line, `中文 | English`. */
export const optionsText = (q: Question) => q.Options.map((o) => (o.En ? `${o.Zh} | ${o.En}` : o.Zh)).join('\n');
export const optionsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.split('|').map((s) => s.trim()))
    .filter(([zh]) => zh)
    .map(([zh, en]) => ({ Zh: zh!.slice(0, 100), En: (en ?? '').slice(0, 100) }));
