/**
 * A list of codes typed in one field (`CNSHA, CNNGB`, `MAEU，MSCU`, one per line): how the forms
 * split it for the server and where the picker finds the code being typed. One rule for both.
 */
const SEPARATORS = /[,，\s]+/;

/** A comma- or space-separated list as typed, as the list the server takes. */
export const listOf = (text: string | undefined) =>
  (text ?? '')
    .split(SEPARATORS)
    .map((s) => s.trim())
    .filter(Boolean);

/** Where the code being typed starts: after the last separator. */
export function lastCodeStart(text: string): number {
  const m = /[^,，\s]*$/.exec(text);
  return m ? m.index : text.length;
}

/**
 * Where the record being typed starts in a list of records ("3 张三, 4 李四"): after the last comma,
 * semicolon or line break; a record reads with spaces, so a space does not part two of them.
 */
export function lastRecordStart(text: string): number {
  const m = /[^,，;；\n]*$/.exec(text);
  const start = m ? m.index : text.length;
  return start + (/^\s*/.exec(text.slice(start))?.[0].length ?? 0);
}
