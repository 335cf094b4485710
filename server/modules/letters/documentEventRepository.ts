import type { Queryable } from '../../db/types';

/** The history of a published document — a letter or a sailing table: one events table each, the same shape. */
const EVENTS = {
  letter: { table: 'carrier_letter_events', key: 'letter_id' },
  sailingTable: { table: 'sailing_table_events', key: 'table_id' },
} as const;
type DocumentKind = keyof typeof EVENTS;

/** One line of a document's history (what was done, by whom, to which version, why). */
export async function documentEvent(
  q: Queryable,
  kind: DocumentKind,
  id: number,
  action: string,
  by: string | null,
  versionNo = 0,
  reason: string | null = null,
): Promise<void> {
  const e = EVENTS[kind];
  await q.query(`insert into ${e.table} (${e.key}, action, version_no, reason, by_id) values ($1, $2, $3, $4, $5)`, [id, action, versionNo, reason, by]);
}

/** A document's history, newest first, with who did each step. */
export function documentHistory(q: Queryable, kind: DocumentKind, id: number) {
  const e = EVENTS[kind];
  return q.query<{ At: unknown; Action: string; By: string; Version: number; Reason: string | null }>(
    `select e.at as "At", e.action as "Action", coalesce(p.name, '') as "By", e.version_no as "Version", e.reason as "Reason"
       from ${e.table} e left join employee_directory p on p.id = e.by_id where e.${e.key} = $1 order by e.id desc`,
    [id],
  );
}
