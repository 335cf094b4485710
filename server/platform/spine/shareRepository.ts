import type { Queryable } from '../../db/types';
import type { ShareScope } from '../../../src/domain/spine/shares';

/** The SQL of share links (shares.ts holds the rules). */

export interface ShareRow {
  id: number;
  docType: string;
  docId: string;
  companyId: number;
  scope: ShareScope[];
  accessCodeHash: string | null;
  expiresAt: string;
  revokedAt: string | null;
  createdBy: number;
  createdByName: string;
  createdAt: string;
  uses: number;
  failedCodes: number;
  lockedUntil: string | null;
}

const COLUMNS = `s.id, s.doc_type, s.doc_id, s.company_id, s.scope, s.access_code_hash, s.expires_at, s.revoked_at,
  s.created_by, e.name as created_by_name, s.created_at, s.uses, s.failed_codes, s.locked_until`;

type Raw = {
  id: string;
  doc_type: string;
  doc_id: string;
  company_id: string;
  scope: ShareScope[];
  access_code_hash: string | null;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  created_by: string;
  created_by_name: string;
  created_at: Date | string;
  uses: number;
  failed_codes: number;
  locked_until: Date | string | null;
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const shareOf = (r: Raw): ShareRow => ({
  id: Number(r.id),
  docType: r.doc_type,
  docId: r.doc_id,
  companyId: Number(r.company_id),
  scope: r.scope,
  accessCodeHash: r.access_code_hash,
  expiresAt: iso(r.expires_at)!,
  revokedAt: iso(r.revoked_at),
  createdBy: Number(r.created_by),
  createdByName: r.created_by_name,
  createdAt: iso(r.created_at)!,
  uses: r.uses,
  failedCodes: r.failed_codes,
  lockedUntil: iso(r.locked_until),
});

export async function insertShare(
  tx: Queryable,
  s: {
    tokenHash: string;
    docType: string;
    docId: string;
    companyId: number;
    scope: ShareScope[];
    accessCodeHash: string | null;
    expiresAt: Date;
    createdBy: number;
  },
): Promise<number> {
  const [row] = await tx.query<{ id: string }>(
    `insert into shares (token_hash, doc_type, doc_id, company_id, scope, access_code_hash, expires_at, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [s.tokenHash, s.docType, s.docId, s.companyId, s.scope, s.accessCodeHash, s.expiresAt, s.createdBy],
  );
  return Number(row!.id);
}

/** The link with this token's hash, locked for the opening's update. */
export async function shareByTokenHashForUpdate(tx: Queryable, tokenHash: string): Promise<ShareRow | undefined> {
  const [row] = await tx.query<Raw>(`select ${COLUMNS} from shares s join employees e on e.id = s.created_by where s.token_hash = $1 for update of s`, [
    tokenHash,
  ]);
  return row ? shareOf(row) : undefined;
}

export async function shareOfCompany(q: Queryable, id: number, companyId: number): Promise<ShareRow | undefined> {
  const [row] = await q.query<Raw>(`select ${COLUMNS} from shares s join employees e on e.id = s.created_by where s.id = $1 and s.company_id = $2`, [
    id,
    companyId,
  ]);
  return row ? shareOf(row) : undefined;
}

/** A document's links, newest first (the share dialog's list). */
export async function sharesOfDoc(q: Queryable, docType: string, docId: string, companyId: number): Promise<ShareRow[]> {
  const rows = await q.query<Raw>(
    `select ${COLUMNS} from shares s join employees e on e.id = s.created_by where s.doc_type = $1 and s.doc_id = $2 and s.company_id = $3 order by s.id desc`,
    [docType, docId, companyId],
  );
  return rows.map(shareOf);
}

export async function markOpened(tx: Queryable, id: number): Promise<void> {
  await tx.query('update shares set uses = uses + 1, failed_codes = 0 where id = $1', [id]);
}

/** One wrong code more; at `misses` the link locks until `lockUntil` and the count starts again. */
export async function markCodeMissed(tx: Queryable, id: number, misses: number, lockUntil: Date): Promise<{ failedCodes: number; lockedUntil: string | null }> {
  const [row] = await tx.query<{ failed_codes: number; locked_until: Date | string | null }>(
    `update shares
        set failed_codes = case when failed_codes + 1 >= $2 then 0 else failed_codes + 1 end,
            locked_until = case when failed_codes + 1 >= $2 then $3::timestamptz else locked_until end
      where id = $1
      returning failed_codes, locked_until`,
    [id, misses, lockUntil],
  );
  return { failedCodes: row!.failed_codes, lockedUntil: iso(row!.locked_until) };
}

/**
 * Ends a document's live links of one scope at once (a B/L draft's links when the shipper has
 * answered): answers the ids ended. `by` null: ended by the document's move, not by a person.
 */
export async function endLiveShares(tx: Queryable, docType: string, docId: string, scope: ShareScope, by: number | null): Promise<number[]> {
  const rows = await tx.query<{ id: string }>(
    `update shares set revoked_at = now(), revoked_by = $4
      where doc_type = $1 and doc_id = $2 and scope @> array[$3]::text[] and revoked_at is null and expires_at > now() returning id`,
    [docType, docId, scope, by],
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

export async function markRevoked(tx: Queryable, id: number, by: number): Promise<void> {
  await tx.query('update shares set revoked_at = now(), revoked_by = $2 where id = $1 and revoked_at is null', [id, by]);
}

/** The company a share link of this document kind belongs to (a module checks who may revoke it); undefined when there is none. */
export async function shareCompanyOf(q: Queryable, id: number, docType: string): Promise<number | undefined> {
  const [row] = await q.query<{ company_id: number }>('select company_id::int from shares where id = $1 and doc_type = $2', [id, docType]);
  return row?.company_id;
}

/** A link of one document type by id: its document and company (a module checks its reader reaches that document before revoking). */
export async function shareDocOf(q: Queryable, id: number, docType: string): Promise<{ docId: string; companyId: number } | undefined> {
  const [row] = await q.query<{ doc_id: string; company_id: number }>('select doc_id, company_id::int from shares where id = $1 and doc_type = $2', [
    id,
    docType,
  ]);
  return row ? { docId: row.doc_id, companyId: row.company_id } : undefined;
}
