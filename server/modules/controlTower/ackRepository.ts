import type { Queryable } from '../../db/types';

export interface AckRow {
  code: string;
  doc_type: string;
  doc_id: string;
  snoozed_until: string | Date;
  note: string;
}

/** The company's snoozes still in force, by exception. */
export async function snoozesInForce(q: Queryable, companyId: string): Promise<Map<string, AckRow>> {
  const rows = await q.query<AckRow>(`select code, doc_type, doc_id, snoozed_until, note from exception_acks where company_id = $1 and snoozed_until > now()`, [
    companyId,
  ]);
  return new Map(rows.map((r) => [ackKey(r.code, r.doc_type, r.doc_id), r]));
}

export const ackKey = (code: string, docType: string, docId: string) => `${code}\u0000${docType}\u0000${docId}`;

/** Snoozes (or snoozes again) one exception for the company: the last ack wins. */
export async function saveAck(
  tx: Queryable,
  a: { companyId: string; code: string; docType: string; docId: string; hours: number; by: string; note: string },
): Promise<string> {
  const [row] = await tx.query<{ until: string | Date }>(
    `insert into exception_acks (company_id, code, doc_type, doc_id, snoozed_until, by_employee, note)
     values ($1, $2, $3, $4, now() + make_interval(hours => $5), $6, $7)
     on conflict (company_id, code, doc_type, doc_id)
       do update set snoozed_until = excluded.snoozed_until, by_employee = excluded.by_employee, note = excluded.note, acked_at = now()
     returning snoozed_until as until`,
    [a.companyId, a.code, a.docType, a.docId, a.hours, a.by, a.note],
  );
  return new Date(row!.until).toISOString();
}
