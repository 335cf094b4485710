import type { ChangeField } from '../../../src/contract/codeLists/calls';
import type { EntryFields, ListFields } from './repository';

type Change = { Field: ChangeField; Before: string; After: string };

const said = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** The fields that differ, before and after (before empty for a new record). */
function diff(pairs: [ChangeField, unknown, unknown][]): Change[] {
  return pairs.filter(([, b, a]) => said(b) !== said(a)).map(([Field, b, a]) => ({ Field, Before: said(b), After: said(a) }));
}

export const listChanges = (before: ListFields | undefined, after: ListFields): Change[] =>
  diff([
    ['Code', before?.code, after.code],
    ['NameZh', before?.nameZh, after.nameZh],
    ['NameEn', before?.nameEn, after.nameEn],
    ['Description', before?.description, after.description],
  ]);

export const entryChanges = (before: EntryFields | undefined, after: EntryFields | undefined): Change[] =>
  diff([
    ['Code', before?.code, after?.code],
    ['NameZh', before?.nameZh, after?.nameZh],
    ['NameEn', before?.nameEn, after?.nameEn],
    ['Active', before?.active, after?.active],
    ['Remarks', before?.remarks, after?.remarks],
  ]);
