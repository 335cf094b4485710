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
