import type { CodeEntrySave } from '../../../src/contract/codeLists/calls';
import { codeListCodeWords as C } from '../../../src/contract/codeLists/words';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { entryChanges } from './changes';
import { type CodeListReader, usesOf } from './readers';
import { codeOrRefusal, duplicate, noEntry, noList, noNameZh, stale, systemFixed } from './refusals';
import * as repo from './repository';

type Saved = Outcome<{ Id: number; Version: number }>;

/** An entry's fields as typed, checked: the code kept, the Chinese name there. */
export function entryFields(input: Pick<CodeEntrySave, 'Code' | 'NameZh' | 'NameEn' | 'Remarks' | 'Active'>): repo.EntryFields | Outcome<never> {
  const typed = codeOrRefusal(input.Code);
  if ('refused' in typed) return typed.refused;
  if (!input.NameZh.trim()) return noNameZh();
  return { code: typed.code, nameZh: input.NameZh.trim(), nameEn: input.NameEn.trim(), remarks: input.Remarks.trim(), active: input.Active };
}
const isOutcome = (f: repo.EntryFields | Outcome<never>): f is Outcome<never> => 'ok' in f;

/**
 * Writes one entry of a list, in the caller's transaction: a new one (`entry` undefined) or a change of
 * `entry` at `version`. A SYSTEM list takes no new code and keeps each entry's code; codes are unique
 * per list. Shared by the save call and the import (which names entries by code, not by version).
 */
export async function writeEntry(
  tx: Queryable,
  actor: Actor,
  list: repo.ListRecord,
  entry: repo.EntryRecord | undefined,
  version: number,
  f: repo.EntryFields,
): Promise<Saved> {
  if (list.kind === 'SYSTEM' && (!entry || entry.code !== f.code)) return systemFixed();
  const same = await repo.entryByCode(tx, list.id, f.code);
  if (same && same.id !== entry?.id) return duplicate(f.code);
  if (!entry) {
    const id = await repo.insertEntry(tx, list.id, f);
    await repo.addEvent(tx, list.id, actor, { action: 'ENTRY_ADDED', entryCode: f.code, changes: entryChanges(undefined, f) });
    return { ok: true, value: { Id: id, Version: 1 } };
  }
  if (!(await repo.updateEntry(tx, entry.id, version, f))) return stale();
  await repo.addEvent(tx, list.id, actor, { action: 'ENTRY_EDITED', entryCode: f.code, changes: entryChanges(entry, f) });
  return { ok: true, value: { Id: entry.id, Version: entry.version + 1 } };
}

/** Saves an entry from the screen (a new one without Id); the entry must be of the list named. */
export async function saveCodeEntry(db: Db, actor: Actor, input: CodeEntrySave): Promise<Saved> {
  const f = entryFields(input);
  if (isOutcome(f)) return f;
  return inTransaction(db, async (tx) => {
    const list = await repo.listOf(tx, input.ListId, true);
    if (!list) return noList();
    const entry = input.Id === undefined ? undefined : await repo.entryOf(tx, input.Id, true);
    if (input.Id !== undefined && (!entry || entry.listId !== list.id)) return noEntry();
    return writeEntry(tx, actor, list, entry, input.Version ?? 0, f);
  });
}

/** Deletes an entry of a CUSTOM list that no reading module uses; a SYSTEM list's entries are deactivated instead. */
export async function deleteCodeEntry(db: Db, actor: Actor, readers: readonly CodeListReader[], id: number, version: number): Promise<Outcome<null>> {
  return inTransaction(db, async (tx) => {
    const entry = await repo.entryOf(tx, id, true);
    if (!entry) return noEntry();
    const list = (await repo.listOf(tx, entry.listId))!;
    if (list.kind === 'SYSTEM') return systemFixed();
    if (entry.version !== version) return stale();
    const use = (await usesOf(tx, readers, list.code, [entry.code])).get(entry.code);
    if (use) {
      const uses = use.by.map((r) => `${r.name.zh}`).join('、');
      const usesEn = use.by.map((r) => r.name.en).join(', ');
      return no('IN_USE', C.inUse(entry.code, `${usesEn}: ${use.count}`).en, C.inUse(entry.code, `${uses} ${use.count}`).zh);
    }
    await repo.deleteEntry(tx, id);
    await repo.addEvent(tx, list.id, actor, { action: 'ENTRY_DELETED', entryCode: entry.code, changes: entryChanges(entry, undefined) });
    return { ok: true, value: null };
  });
}
