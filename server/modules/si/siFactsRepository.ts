import type { SiRecord } from '../../../src/contract/si';
import type { Queryable } from '../../db/types';

/**
 * One SI's facts as the documents downstream of it read them (issue 46: data flows down the chain,
 * never retyped): the customs manifest starts from an approved SI and checks its figures against it.
 */

/** An SI (its stored record) with its state, when the reader may see it (`companyId` null: staff); undefined when absent, deleted or another company's. */
export async function siRecordOf(
  q: Queryable,
  id: number,
  companyId: string | null,
): Promise<{ record: SiRecord; status: number; companyId: string } | undefined> {
  const [row] = await q.query<{ id: number; status: number; record: SiRecord; company_id: string; cgo_id: string }>(
    `select id::int, status::int, record, company_id::text, cgo_id from si_records where id = $1 and not deleted and ($2::bigint is null or company_id = $2::bigint)`,
    [id, companyId],
  );
  if (!row) return undefined;
  return {
    record: { ...row.record, Id: row.id, TBI_STATUS: row.status, TBI_CGO_ID: row.record.TBI_CGO_ID || row.cgo_id },
    status: row.status,
    companyId: row.company_id,
  };
}
