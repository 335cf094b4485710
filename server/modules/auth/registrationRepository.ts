import type { Queryable } from '../../db/types';

/** SQL of the registrations waiting for their e-mail's link (pending_registrations: migration 114). */
export interface PendingRow {
  id: string;
  account: string;
  name: string;
  password_hash: string;
  expires_at: Date;
  used_at: Date | null;
}

export async function insertPending(
  q: Queryable,
  p: { tokenHash: string; account: string; name: string; passwordHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await q.query('insert into pending_registrations (token_hash, account, name, password_hash, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)', [
    p.tokenHash,
    p.account,
    p.name,
    p.passwordHash,
    p.now,
    p.expiresAt,
  ]);
}

/** The registration of a token, locked until the transaction ends (two clicks on one link make one user). */
export async function pendingForUpdate(q: Queryable, tokenHash: string): Promise<PendingRow | undefined> {
  const [row] = await q.query<PendingRow>(
    'select id::text, account, name, password_hash, expires_at, used_at from pending_registrations where token_hash = $1 for update',
    [tokenHash],
  );
  return row;
}

export async function markUsed(q: Queryable, id: string, now: Date): Promise<void> {
  await q.query('update pending_registrations set used_at = $2 where id = $1', [id, now]);
}

/** The platform's company (the sender of its own e-mail), through the companies' read view. */
export async function platformCompanyId(q: Queryable): Promise<string | undefined> {
  const [row] = await q.query<{ id: string }>(`select id::text from company_directory where kind = 'platform' order by id limit 1`);
  return row?.id;
}
