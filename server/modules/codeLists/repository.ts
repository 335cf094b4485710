import type { ListKind } from '../../../src/domain/codeLists/code';
import type { Queryable } from '../../db/types';

/** The code lists' SQL (issue 51): only its own three tables. */

export interface ListRecord {
  id: number;
  code: string;
  nameZh: string;
  nameEn: string;
  description: string;
  kind: ListKind;
  version: number;
  entries: number;
  activeEntries: number;
}
export interface EntryRecord {
  id: number;
  listId: number;
  code: string;
  nameZh: string;
  nameEn: string;
  sortOrder: number;
  active: boolean;
  remarks: string;
  version: number;
}

const LIST = `select l.id::int, l.code, l.name_zh as "nameZh", l.name_en as "nameEn", l.description, l.kind, l.version,
    (select count(*)::int from code_list_entries e where e.list_id = l.id) as entries,
    (select count(*)::int from code_list_entries e where e.list_id = l.id and e.active) as "activeEntries"
  from code_lists l`;
const ENTRY = `select e.id::int, e.list_id::int as "listId", e.code, e.name_zh as "nameZh", e.name_en as "nameEn",
    e.sort_order as "sortOrder", e.active, e.remarks, e.version from code_list_entries e`;

/** The lists whose code or names hold the search (a few dozen lists: read whole). */
export async function listsOf(q: Queryable, search: string): Promise<ListRecord[]> {
  return q.query<ListRecord>(
    `${LIST} where $1 = '' or l.code ilike '%' || $1 || '%' or l.name_zh ilike '%' || $1 || '%' or l.name_en ilike '%' || $1 || '%'
     order by l.kind desc, l.code`,
    [search],
  );
}

export async function listOf(q: Queryable, id: number, lock = false): Promise<ListRecord | undefined> {
  if (lock) await q.query('select id from code_lists where id = $1 for update', [id]);
  return (await q.query<ListRecord>(`${LIST} where l.id = $1`, [id]))[0];
}

export async function listByCode(q: Queryable, code: string): Promise<ListRecord | undefined> {
  return (await q.query<ListRecord>(`${LIST} where l.code = $1`, [code]))[0];
}

export interface ListFields {
  code: string;
  nameZh: string;
  nameEn: string;
  description: string;
}

export async function insertList(q: Queryable, f: ListFields, kind: ListKind): Promise<number> {
  const [row] = await q.query<{ id: string }>(
    `insert into code_lists (code, name_zh, name_en, description, kind) values ($1, $2, $3, $4, $5) on conflict (code) do nothing returning id`,
    [f.code, f.nameZh, f.nameEn, f.description, kind],
  );
  return row ? Number(row.id) : 0;
}

/** Writes the list's fields when it is still at `version`; false when it moved on. */
export async function updateList(q: Queryable, id: number, version: number, f: ListFields): Promise<boolean> {
  const rows = await q.query(
    `update code_lists set code = $3, name_zh = $4, name_en = $5, description = $6, version = version + 1, updated_at = now()
     where id = $1 and version = $2 returning id`,
    [id, version, f.code, f.nameZh, f.nameEn, f.description],
  );
  return rows.length > 0;
}

export async function bumpList(q: Queryable, id: number, version: number): Promise<boolean> {
  const rows = await q.query('update code_lists set version = version + 1, updated_at = now() where id = $1 and version = $2 returning id', [id, version]);
  return rows.length > 0;
}

export async function deleteList(q: Queryable, id: number): Promise<void> {
  await q.query('delete from code_lists where id = $1', [id]);
}

export async function entriesOf(q: Queryable, listId: number): Promise<EntryRecord[]> {
  return q.query<EntryRecord>(`${ENTRY} where e.list_id = $1 order by e.sort_order, e.id`, [listId]);
}

export async function entryOf(q: Queryable, id: number, lock = false): Promise<EntryRecord | undefined> {
  return (await q.query<EntryRecord>(`${ENTRY} where e.id = $1${lock ? ' for update' : ''}`, [id]))[0];
}

export async function entryByCode(q: Queryable, listId: number, code: string): Promise<EntryRecord | undefined> {
  return (await q.query<EntryRecord>(`${ENTRY} where e.list_id = $1 and e.code = $2`, [listId, code]))[0];
}

/** The entries of a list named by its code, in their order (public.ts). */
export async function entriesOfList(q: Queryable, listCode: string): Promise<EntryRecord[]> {
  return q.query<EntryRecord>(`${ENTRY} join code_lists l on l.id = e.list_id where l.code = $1 order by e.sort_order, e.id`, [listCode]);
}

export interface EntryFields {
  code: string;
  nameZh: string;
  nameEn: string;
  remarks: string;
  active: boolean;
}

/** A new entry, last in the list's order. */
export async function insertEntry(q: Queryable, listId: number, f: EntryFields): Promise<number> {
  const [row] = await q.query<{ id: string }>(
    `insert into code_list_entries (list_id, code, name_zh, name_en, remarks, active, sort_order)
     values ($1, $2, $3, $4, $5, $6, (select coalesce(max(sort_order), 0) + 10 from code_list_entries where list_id = $1)) returning id`,
    [listId, f.code, f.nameZh, f.nameEn, f.remarks, f.active],
  );
  return Number(row!.id);
}

export async function updateEntry(q: Queryable, id: number, version: number, f: EntryFields): Promise<boolean> {
  const rows = await q.query(
    `update code_list_entries set code = $3, name_zh = $4, name_en = $5, remarks = $6, active = $7, version = version + 1
     where id = $1 and version = $2 returning id`,
    [id, version, f.code, f.nameZh, f.nameEn, f.remarks, f.active],
  );
  return rows.length > 0;
}

export async function deleteEntry(q: Queryable, id: number): Promise<void> {
  await q.query('delete from code_list_entries where id = $1', [id]);
}

/** The entries in the order given (10, 20, 30 …). */
export async function setOrder(q: Queryable, listId: number, entryIds: readonly number[]): Promise<void> {
  await q.query(
    `update code_list_entries e set sort_order = x.n * 10 from unnest($2::bigint[]) with ordinality as x(id, n)
     where e.id = x.id and e.list_id = $1`,
    [listId, entryIds],
  );
}

export interface EventFields {
  action: string;
  entryCode?: string | null;
  changes?: { Field: string; Before: string; After: string }[];
}

export async function addEvent(q: Queryable, listId: number, actor: { id: string; name: string } | null, e: EventFields): Promise<void> {
  await q.query('insert into code_list_events (list_id, actor_id, actor_name, action, entry_code, detail) values ($1, $2, $3, $4, $5, $6::jsonb)', [
    listId,
    actor?.id ?? null,
    actor?.name ?? '',
    e.action,
    e.entryCode ?? null,
    JSON.stringify({ changes: e.changes ?? [] }),
  ]);
}

export interface EventRecord {
  at: string;
  actorName: string;
  action: string;
  entryCode: string | null;
  detail: { changes?: { Field: string; Before: string; After: string }[] };
}

export async function eventsOf(q: Queryable, listId: number): Promise<EventRecord[]> {
  return q.query<EventRecord>(
    `select to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at, actor_name as "actorName", action,
       entry_code as "entryCode", detail from code_list_events where list_id = $1 order by id desc limit 500`,
    [listId],
  );
}
