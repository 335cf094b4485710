import type { Queryable } from '../../db/types';

/**
 * One history for every document after the booking (operations.md §1 `doc_events`): appended in the
 * transaction that changes the document, read newest first by its log. The SI and the booking keep
 * their own event tables; the later modules (packing lists, VGM, manifests, bills …) write here.
 */

/** Who did it: an employee, the visitor of a share link (by the link's id), a gateway (a carrier's or customs' answer) or a round. */
export type DocActor = { kind: 'employee'; id: number } | { kind: 'share'; id: number } | { kind: 'gateway'; id: string } | { kind: 'system'; id?: string };

export interface DocEventInput {
  /** The document's kind as the module names it (`packingList`, `vgm`, `manifest` …). */
  docType: string;
  docId: string | number;
  actor: DocActor;
  /** Past tense and versioned, so a log written today still reads after the shape changes: `v1.PackingListOpened`. */
  type: string;
  detail?: Record<string, unknown>;
}

export interface DocEvent {
  id: number;
  at: string;
  actorKind: DocActor['kind'];
  actorId: string | null;
  /** The employee's name, when an employee did it. */
  actorName: string | null;
  type: string;
  detail: Record<string, unknown>;
}

const TYPE = /^v[0-9]+\.[A-Z][A-Za-z]+$/;

export async function recordDocEvent(tx: Queryable, e: DocEventInput): Promise<number> {
  // a wrong type is the code's mistake, not the person's: said loudly rather than stored
  if (!TYPE.test(e.type)) throw new Error(`doc event type ${e.type} is not past tense and versioned (v1.Something)`);
  const [row] = await tx.query<{ id: string }>(
    'insert into doc_events (doc_type, doc_id, actor_kind, actor_id, type, detail) values ($1, $2, $3, $4, $5, $6) returning id',
    [e.docType, String(e.docId), e.actor.kind, e.actor.id === undefined ? null : String(e.actor.id), e.type, JSON.stringify(e.detail ?? {})],
  );
  return Number(row!.id);
}

/**
 * A line of a demo's past (seed steps only): the row recordDocEvent writes, dated `hoursAgo` hours
 * before the transaction's now, so a seeded document's history reads as if lived (issue 46: the
 * modules' seeds write the platform's table through this, never by their own SQL).
 */
export async function recordPastDocEvent(tx: Queryable, e: DocEventInput, hoursAgo: number): Promise<void> {
  if (!TYPE.test(e.type)) throw new Error(`doc event type ${e.type} is not past tense and versioned (v1.Something)`);
  await tx.query(
    'insert into doc_events (doc_type, doc_id, at, actor_kind, actor_id, type, detail) values ($1, $2, now() - make_interval(hours => $3), $4, $5, $6, $7)',
    [e.docType, String(e.docId), hoursAgo, e.actor.kind, e.actor.id === undefined ? null : String(e.actor.id), e.type, JSON.stringify(e.detail ?? {})],
  );
}

/** Many history lines in one statement (a channel's batch of events): the same rows recordDocEvent writes, in the order given. */
export async function recordDocEvents(tx: Queryable, events: readonly DocEventInput[]): Promise<void> {
  if (!events.length) return;
  for (const e of events) if (!TYPE.test(e.type)) throw new Error(`doc event type ${e.type} is not past tense and versioned (v1.Something)`);
  const rows = events.map((e) => [e.docType, String(e.docId), e.actor.kind, e.actor.id === undefined ? null : String(e.actor.id), e.type, e.detail ?? {}]);
  await tx.query(
    `insert into doc_events (doc_type, doc_id, actor_kind, actor_id, type, detail)
     select r->>0, r->>1, r->>2, r->>3, r->>4, r->5 from jsonb_array_elements($1::jsonb) with ordinality as x(r, n) order by n`,
    [JSON.stringify(rows)],
  );
}

/** A document's history, newest first (at most `limit` events). */
export async function docHistory(q: Queryable, docType: string, docId: string | number, limit = 200): Promise<DocEvent[]> {
  const rows = await q.query<{
    id: string;
    at: Date | string;
    actor_kind: DocActor['kind'];
    actor_id: string | null;
    actor_name: string | null;
    type: string;
    detail: Record<string, unknown>;
  }>(
    `select d.id, d.at, d.actor_kind, d.actor_id, e.name as actor_name, d.type, d.detail
       from doc_events d
       left join employees e on d.actor_kind = 'employee' and e.id::text = d.actor_id
      where d.doc_type = $1 and d.doc_id = $2
      order by d.id desc
      limit $3`,
    [docType, String(docId), limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    at: new Date(r.at).toISOString(),
    actorKind: r.actor_kind,
    actorId: r.actor_id,
    actorName: r.actor_name,
    type: r.type,
    detail: r.detail,
  }));
}

/** The documents of a kind whose history holds an event of this type with this detail value (`detail->>key`), oldest event first. */
export async function docsWithEvent(q: Queryable, docType: string, type: string, detail: { key: string; value: string }): Promise<string[]> {
  const rows = await q.query<{ doc_id: string }>('select doc_id from doc_events where doc_type = $1 and type = $2 and detail->>$3 = $4 order by id', [
    docType,
    type,
    detail.key,
    detail.value,
  ]);
  return rows.map((r) => r.doc_id);
}
