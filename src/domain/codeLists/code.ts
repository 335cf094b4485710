/**
 * Code lists (基础代码, issue 51): the rules both sides run on a code — of a list or of an entry.
 * A code is trimmed and held in capitals (commercial.md §0.1: code values in capitals), so two codes
 * that differ only in case are the same code; 1–20 characters of letters, digits, `-` and `_`.
 */
export const CODE_MAX = 20;
// checked before the capitals: a letter outside ASCII may become ASCII in capitals (ß → SS)
const CODE_SHAPE = /^[A-Za-z0-9_-]+$/;

export const LIST_KINDS = ['SYSTEM', 'CUSTOM'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** Why a typed code is not a code. */
export type CodeProblem = 'empty' | 'tooLong' | 'badChars';

/** A typed code as it is kept (trimmed, in capitals), or why it cannot be one. */
export function normaliseCode(typed: string): { code: string } | { problem: CodeProblem } {
  const code = typed.trim();
  if (!code) return { problem: 'empty' };
  if (code.length > CODE_MAX) return { problem: 'tooLong' };
  if (!CODE_SHAPE.test(code)) return { problem: 'badChars' };
  return { code: code.toUpperCase() };
}

/** Whether two typed codes are one code (the uniqueness of a list's codes). */
export const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
