import type { Queryable } from '../../db/types';
import { hashToken, newToken } from './tokens';

export type AccountMode = 'userBindEmployee' | 'employee';

export interface SessionRow {
  id: string;
  user_id: string | null;
  employee_id: string | null;
  mode: AccountMode;
  expires_at: Date;
  last_seen_at: Date;
  revoked_at: Date | null;
  replaced_at: Date | null;
}

export interface SessionPolicy {
  /** A session unused this long ends. */
  idleMs: number;
  /** No session lives longer than this. */
  absoluteMs: number;
  /** One active session per employee account: a new sign-in replaces the old one (409). */
  singleSessionPerEmployee: boolean;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleMs: 12 * 60 * 60 * 1000,
  absoluteMs: 7 * 24 * 60 * 60 * 1000,
  singleSessionPerEmployee: true,
};

/** Opens a session and returns its token (shown once; only the hash is kept). */
export async function createSession(
  db: Queryable,
  who: { userId?: string | null; employeeId?: string | null; mode: AccountMode },
  policy: SessionPolicy,
): Promise<string> {
  return (await openSession(db, who, policy)).token;
}

/** Opens a session: its token, and the older sessions of the same employee it replaced (their sockets close). */
export async function openSession(
  db: Queryable,
  who: { userId?: string | null; employeeId?: string | null; mode: AccountMode },
  policy: SessionPolicy,
): Promise<{ token: string; replaced: string[] }> {
  const token = newToken();
  let replaced: string[] = [];
  if (who.employeeId && policy.singleSessionPerEmployee) {
    const rows = await db.query<{ id: string }>(
      'update sessions set replaced_at = now() where employee_id = $1 and revoked_at is null and replaced_at is null returning id',
      [who.employeeId],
    );
    replaced = rows.map((r) => String(r.id));
  }
  await db.query(
    `insert into sessions (token_hash, user_id, employee_id, mode, expires_at)
     values ($1, $2, $3, $4, now() + ($5::bigint * interval '1 millisecond'))`,
    [hashToken(token), who.userId ?? null, who.employeeId ?? null, who.mode, policy.absoluteMs],
  );
  return { token, replaced };
}

export async function findSessionByHash(db: Queryable, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await db.query<SessionRow>(
    `select id, user_id, employee_id, mode, expires_at, last_seen_at, revoked_at, replaced_at
     from sessions where token_hash = $1`,
    [tokenHash],
  );
  return row;
}

export async function touchSession(db: Queryable, id: string): Promise<void> {
  await db.query('update sessions set last_seen_at = now() where id = $1', [id]);
}

export async function revokeSession(db: Queryable, id: string): Promise<void> {
  await db.query('update sessions set revoked_at = now() where id = $1 and revoked_at is null', [id]);
}

/** Every open session of a company's people ends (a disabled company): the companies module's call (issue 46). */
export async function revokeCompanySessions(db: Queryable, companyId: number | string): Promise<void> {
  await db.query(`update sessions set revoked_at = now() where revoked_at is null and employee_id in (select id from employees where company_id = $1)`, [
    companyId,
  ]);
}
