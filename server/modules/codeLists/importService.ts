import type { ImportResult, ImportRowAnswer } from '../../../src/contract/admin';
import { codeListRefusalWords as W } from '../../../src/contract/codeLists/words';
import { entryFieldWords as F } from '../../../src/contract/codeLists/fieldWords';
import type { Db, Queryable } from '../../db/types';
import type { ImportRows } from '../../http/imports';
import { rolledBack } from '../../http/imports';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { entryFields, writeEntry } from './entryService';
import { noList } from './refusals';
import * as repo from './repository';
import { activeCell } from './sheet';

type Lang = 'zh' | 'en';

/** A refusal as a row's reason in the importer's language (a field's refusal after the field's name). */
function reasonOf(o: Outcome<unknown>, lang: Lang, field?: string): string {
  if (o.ok) return '';
  const text = lang === 'zh' ? (o.zh ?? o.message) : o.message;
  if (!o.asField || !field) return text;
  const label = F[field as keyof typeof F][lang];
  return lang === 'zh' ? `${label}：${text}` : `${label}: ${text}`;
}

const fieldOf = (o: Outcome<unknown>) => (o.ok ? undefined : o.errors?.[0]?.Path.slice(1));

/** One row: added, changed, left as it was (undefined), or refused with its reasons. */
async function importRow(
  tx: Queryable,
  actor: Actor,
  list: repo.ListRecord,
  cells: Record<string, string>,
  lang: Lang,
): Promise<ImportRowAnswer['Answer'] | string[] | undefined> {
  const active = activeCell(cells.Active ?? '');
  if (active === null) return [`${F.Active[lang]}${lang === 'zh' ? '：' : ': '}${W.activeCell[lang]}`];
  const code = (cells.Code ?? '').trim().toUpperCase();
  const entry = await repo.entryByCode(tx, list.id, code);
  const f = entryFields({
    Code: cells.Code ?? '',
    NameZh: cells.NameZh ?? '',
    NameEn: cells.NameEn ?? '',
    Remarks: cells.Remarks ?? '',
    Active: active ?? entry?.active ?? true,
  });
  if ('ok' in f) return [reasonOf(f, lang, fieldOf(f))];
  if (entry && entry.nameZh === f.nameZh && entry.nameEn === f.nameEn && entry.remarks === f.remarks && entry.active === f.active) return undefined;
  const saved = await writeEntry(tx, actor, list, entry, entry?.version ?? 0, f);
  if (!saved.ok) return [reasonOf(saved, lang, fieldOf(saved))];
  return entry ? 'UPDATE' : 'CREATE';
}

/**
 * A sheet of entries into one list, in one transaction (a list is small): each row added, changed
 * or refused with its reasons; the rows taken are written, the refused ones are not. `dry`: the same
 * work, undone (the preview). The answer lists every row that adds, changes or is refused.
 */
export async function importEntries(db: Db, actor: Actor, listId: number, rows: ImportRows, lang: Lang, dry: boolean): Promise<Outcome<ImportResult>> {
  const work = async (tx: Queryable): Promise<Outcome<ImportResult>> => {
    const list = await repo.listOf(tx, listId, true);
    if (!list) return noList();
    const result: ImportResult = { Imported: 0, Rejected: [], Answers: [] };
    for (const { row, values } of rows) {
      const answer = await importRow(tx, actor, list, values, lang);
      if (answer === undefined) continue;
      const Subject = (values.Code ?? '').trim().toUpperCase();
      if (Array.isArray(answer)) {
        result.Rejected.push({ Row: row, Reasons: answer });
        result.Answers!.push({ Sheet: list.code, Row: row, Subject, Answer: 'REFUSED', Reasons: answer });
      } else {
        result.Imported += 1;
        result.Answers!.push({ Sheet: list.code, Row: row, Subject, Answer: answer, Reasons: [] });
      }
    }
    return { ok: true, value: result };
  };
  return dry ? rolledBack(db, work) : db.transaction(work);
}
