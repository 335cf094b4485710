import type { Queryable } from '../../db/types';

/**
 * The module's history (entry_order_events): an order's, a supplement's and a form's events, each
 * written in the transaction of its move, past tense and versioned (events.ts says them in words).
 */

export interface EntryEventInput {
  entId?: number | null;
  supId?: number | null;
  efmId?: number | null;
  /** The employee; none: the system (tracking events, the settlement). */
  actorId?: string | null;
  type: string;
  detail?: Record<string, unknown>;
}

export async function recordEntryEvent(tx: Queryable, e: EntryEventInput): Promise<void> {
  await tx.query(`insert into entry_order_events (ent_id, sup_id, efm_id, actor_kind, actor_id, type, detail) values ($1, $2, $3, $4, $5, $6, $7)`, [
    e.entId ?? null,
    e.supId ?? null,
    e.efmId ?? null,
    e.actorId ? 'employee' : 'system',
    e.actorId ?? null,
    e.type,
    JSON.stringify(e.detail ?? {}),
  ]);
}

/** A demo's past: the same row, dated `hoursAgo` before now. */
export async function recordPastEntryEvent(tx: Queryable, e: EntryEventInput, hoursAgo: number): Promise<void> {
  await tx.query(
    `insert into entry_order_events (ent_id, sup_id, efm_id, actor_kind, actor_id, type, detail, at)
     values ($1, $2, $3, $4, $5, $6, $7, now() - make_interval(hours => $8))`,
    [e.entId ?? null, e.supId ?? null, e.efmId ?? null, e.actorId ? 'employee' : 'system', e.actorId ?? null, e.type, JSON.stringify(e.detail ?? {}), hoursAgo],
  );
}

export interface HistoryRow {
  At: string;
  ActorName: string;
  ActorCompany: string;
  Type: string;
  Detail: Record<string, unknown>;
}

/** An order's history with its supplements' (or a form's), newest first. */
export function historyOf(q: Queryable, of: { entId: number } | { efmId: number } | { supId: number }): Promise<HistoryRow[]> {
  const where =
    'entId' in of
      ? 'ev.ent_id = $1 or ev.sup_id in (select s.id from order_supplements s where s.sup_ent_id = $1)'
      : 'efmId' in of
        ? 'ev.efm_id = $1'
        : 'ev.sup_id = $1';
  const id = 'entId' in of ? of.entId : 'efmId' in of ? of.efmId : of.supId;
  return q.query<HistoryRow>(
    `select to_char(ev.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "At", coalesce(e.name, '') as "ActorName", coalesce(c.name_zh, '') as "ActorCompany",
            ev.type as "Type", ev.detail as "Detail"
       from entry_order_events ev left join employee_directory e on e.id = ev.actor_id left join company_directory c on c.id = e.company_id
      where ${where} order by ev.at desc, ev.id desc limit 500`,
    [id],
  );
}
