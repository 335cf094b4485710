import type { ImportField } from '../../http/imports';

export { type Outcome as MasterOutcome, refused, sendOutcome } from '../../http/outcome';

/**
 * Import fields read by the export's own bilingual headers ("代码 Code") or either half of one
 * ("代码", "Code"), so the exported sheet imports back and so does one typed by hand.
 */
export const sheetFields = (fields: readonly { key: string; header: string; required?: boolean }[]): ImportField[] =>
  fields.map((f) => {
    const space = f.header.indexOf(' ');
    const halves = space > 0 ? [f.header.slice(0, space), f.header.slice(space + 1)] : [];
    return { key: f.key, required: f.required, headers: [f.header, ...halves] };
  });
