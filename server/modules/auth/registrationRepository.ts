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

/** A mobile number's sign-up waiting for its texted code (migration 122): only the code's hash is kept. */
export async function insertPendingCode(
  q: Queryable,
  p: { account: string; name: string; passwordHash: string; codeHash: string; now: Date; expiresAt: Date },
): Promise<number> {
  const [row] = await q.query<{ id: string }>(
    'insert into pending_registrations (code_hash, account, name, password_hash, created_at, expires_at) values ($1, $2, $3, $4, $5, $6) returning id::text',
    [p.codeHash, p.account, p.name, p.passwordHash, p.now, p.expiresAt],
  );
  return Number(row!.id);
}

/** When the newest code-confirmed sign-up of a number was made (the 60 s before another may be texted). */
export async function newestCodeSentAt(q: Queryable, account: string): Promise<Date | undefined> {
  const [row] = await q.query<{ created_at: Date }>(
    'select created_at from pending_registrations where account = $1 and code_hash is not null order by id desc limit 1',
    [account],
  );
  return row ? new Date(row.created_at) : undefined;
}

export interface PendingCodeRow extends PendingRow {
  code_hash: string;
  tries: number;
}

/** The newest code-confirmed sign-up of a number, locked until the transaction ends: only the newest code works. */
export async function newestCodeForUpdate(q: Queryable, account: string): Promise<PendingCodeRow | undefined> {
  const [row] = await q.query<PendingCodeRow>(
    `select id::text, account, name, password_hash, expires_at, used_at, code_hash, tries from pending_registrations
      where account = $1 and code_hash is not null order by pending_registrations.id desc limit 1 for update`,
    [account],
  );
  return row;
}

/** One try of a code counted; the right one also uses it up. */
export async function codeTried(q: Queryable, id: string, right: boolean, now: Date): Promise<void> {
  await q.query('update pending_registrations set tries = tries + 1, used_at = case when $2 then $3::timestamptz else used_at end where id = $1', [
    id,
    right,
    now,
  ]);
}
