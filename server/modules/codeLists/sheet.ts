import type { CodeEntry } from '../../../src/contract/codeLists/calls';
import { entryFieldWords as F } from '../../../src/contract/codeLists/fieldWords';
import { codeListSheetWords as S } from '../../../src/contract/codeLists/words';
import type { ImportField } from '../../http/imports';
import type { SheetColumn } from '../../http/xlsx';

/**
 * The sheet of one list's entries: the export writes these columns, the import reads them back
 * (each header in both languages, as the export writes it; the bare key or the Chinese alone too).
 */
const header = (key: keyof typeof F) => `${F[key].zh} ${F[key].en}`;
const field = (key: keyof typeof F, required = false): ImportField => ({ key, headers: [header(key), F[key].zh, F[key].en], required });

export const ENTRY_FIELDS: ImportField[] = [field('Code', true), field('NameZh', true), field('NameEn'), field('Active'), field('Remarks')];

export const ENTRY_COLUMNS: SheetColumn<CodeEntry>[] = [
  { header: header('Code'), value: (e) => e.Code, width: 22 },
  { header: header('NameZh'), value: (e) => e.NameZh, width: 24 },
  { header: header('NameEn'), value: (e) => e.NameEn, width: 32 },
  { header: header('Active'), value: (e, lang) => (e.Active ? S.yes : S.no)[lang], width: 10 },
  { header: header('Remarks'), value: (e) => e.Remarks, width: 40 },
];

const TRUE = new Set(['是', '启用', 'Y', 'YES', 'TRUE', '1', 'ACTIVE']);
const FALSE = new Set(['否', '停用', 'N', 'NO', 'FALSE', '0', 'DISABLED', 'INACTIVE']);

/** An Active cell: true, false, undefined when blank (a new entry is active, an existing one keeps its state), or null when unreadable. */
export function activeCell(cell: string): boolean | undefined | null {
  const v = cell.trim().toUpperCase();
  if (!v) return undefined;
  if (TRUE.has(v)) return true;
  if (FALSE.has(v)) return false;
  return null;
}
