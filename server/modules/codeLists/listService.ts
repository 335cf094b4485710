import type { CodeEntry, CodeList, CodeListRow, CodeListSave, HistoryLine } from '../../../src/contract/codeLists/calls';
import { codeListCodeWords as C, codeListRefusalWords as W } from '../../../src/contract/codeLists/words';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { type CodeListReader, readersOf, usesOf } from './readers';
import { codeOrRefusal, duplicateList, noList, noNameZh, stale, systemList } from './refusals';
import * as repo from './repository';
import { listChanges } from './changes';

const rowOf = (l: repo.ListRecord, readers: readonly CodeListReader[]): CodeListRow => ({
  Id: l.id,
  Code: l.code,
  NameZh: l.nameZh,
  NameEn: l.nameEn,
  Description: l.description,
  Kind: l.kind,
  Entries: l.entries,
  ActiveEntries: l.activeEntries,
  ReadBy: readersOf(readers, l.code).map((r) => ({ Module: r.module, Zh: r.name.zh, En: r.name.en })),
  Version: l.version,
});

/** The lists (SYSTEM first), those whose code or names hold the search. */
export async function listCodeLists(db: Db, readers: readonly CodeListReader[], search: string): Promise<Outcome<CodeListRow[]>> {
  return { ok: true, value: (await repo.listsOf(db, search.trim())).map((l) => rowOf(l, readers)) };
}

/** One list with its entries in order, each with its uses by the reading modules. */
export async function getCodeList(db: Queryable, readers: readonly CodeListReader[], id: number): Promise<Outcome<CodeList>> {
  const l = await repo.listOf(db, id);
  if (!l) return noList();
  const entries = await repo.entriesOf(db, id);
  const uses = await usesOf(
    db,
    readers,
    l.code,
    entries.map((e) => e.code),
  );
  const items: CodeEntry[] = entries.map((e) => ({
    Id: e.id,
    Code: e.code,
    NameZh: e.nameZh,
    NameEn: e.nameEn,
    SortOrder: e.sortOrder,
    Active: e.active,
    Remarks: e.remarks,
    InUse: uses.get(e.code)?.count ?? 0,
    Version: e.version,
  }));
  return { ok: true, value: { ...rowOf(l, readers), Items: items } };
}

/**
 * Saves a list: a new one (no Id) is CUSTOM; a SYSTEM list keeps its code (the product reads it by
 * that code), its names and description change. An old Version is STALE.
 */
export async function saveCodeList(db: Db, actor: Actor, input: CodeListSave): Promise<Outcome<{ Id: number; Version: number }>> {
  const typed = codeOrRefusal(input.Code);
  if ('refused' in typed) return typed.refused;
  if (!input.NameZh.trim()) return noNameZh();
  const f: repo.ListFields = { code: typed.code, nameZh: input.NameZh.trim(), nameEn: input.NameEn.trim(), description: input.Description.trim() };
  return inTransaction(db, async (tx) => {
    const same = await repo.listByCode(tx, f.code);
    if (same && same.id !== input.Id) return duplicateList(f.code);
    if (input.Id === undefined) {
      const id = await repo.insertList(tx, f, 'CUSTOM');
      if (!id) return duplicateList(f.code);
      await repo.addEvent(tx, id, actor, { action: 'CREATED', changes: listChanges(undefined, f) });
      return { ok: true, value: { Id: id, Version: 1 } };
    }
    const l = await repo.listOf(tx, input.Id, true);
    if (!l) return noList();
    if (l.kind === 'SYSTEM' && l.code !== f.code) return systemList();
    if (!(await repo.updateList(tx, l.id, input.Version ?? 0, f))) return stale();
    await repo.addEvent(tx, l.id, actor, { action: 'EDITED', changes: listChanges(l, f) });
    return { ok: true, value: { Id: l.id, Version: l.version + 1 } };
  });
}

/** Deletes a CUSTOM list with its entries, unless one of them is in use; a SYSTEM list stays. */
export async function deleteCodeList(db: Db, readers: readonly CodeListReader[], id: number, version: number): Promise<Outcome<null>> {
  return inTransaction(db, async (tx) => {
    const l = await repo.listOf(tx, id, true);
    if (!l) return noList();
    if (l.kind === 'SYSTEM') return systemList();
    if (l.version !== version) return stale();
    const codes = (await repo.entriesOf(tx, id)).map((e) => e.code);
    const used = [...(await usesOf(tx, readers, l.code, codes)).keys()][0];
    if (used) return no('IN_USE', C.listInUse(used).en, C.listInUse(used).zh);
    await repo.deleteList(tx, id);
    return { ok: true, value: null };
  });
}

/** Puts the list's entries in the order given: every entry once, none of another list. */
export async function reorderCodeList(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  entryIds: readonly number[],
): Promise<Outcome<{ Id: number; Version: number }>> {
  return inTransaction(db, async (tx) => {
    const l = await repo.listOf(tx, id, true);
    if (!l) return noList();
    const entries = await repo.entriesOf(tx, id);
    const given = new Set(entryIds);
    if (given.size !== entryIds.length || given.size !== entries.length || entries.some((e) => !given.has(e.id)))
      return no('NOT_ALL_ENTRIES', W.notAllEntries.en, W.notAllEntries.zh);
    if (!(await repo.bumpList(tx, id, version))) return stale();
    await repo.setOrder(tx, id, entryIds);
    const codeOf = new Map(entries.map((e) => [e.id, e.code]));
    const order = (ids: readonly number[]) => ids.map((i) => codeOf.get(i)).join(' ');
    await repo.addEvent(tx, id, actor, {
      action: 'REORDERED',
      changes: [{ Field: 'SortOrder', Before: order(entries.map((e) => e.id)), After: order(entryIds) }],
    });
    return { ok: true, value: { Id: id, Version: l.version + 1 } };
  });
}

/** Who changed what of the list and when, the latest first. */
export async function codeListHistory(db: Db, id: number): Promise<Outcome<HistoryLine[]>> {
  if (!(await repo.listOf(db, id))) return noList();
  const events = await repo.eventsOf(db, id);
  return {
    ok: true,
    value: events.map((e) => ({
      At: e.at,
      Actor: e.actorName,
      Action: e.action,
      EntryCode: e.entryCode,
      Changes: (e.detail.changes ?? []) as HistoryLine['Changes'],
    })),
  };
}

/** The list, or 404 (what an import checks before it reads a row). */
export async function findCodeList(db: Db, id: number): Promise<Outcome<{ Code: string }>> {
  const l = await repo.listOf(db, id);
  return l ? { ok: true, value: { Code: l.code } } : noList();
}
