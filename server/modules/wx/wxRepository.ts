import type { Queryable } from '../../db/types';
import { insertUser } from '../../platform/auth/accountRepository';

/** The SQL of signing in through the social app (wxService.ts): the one-time states, the identities bound to users. */

/** Drops the states nobody came back with within `minutes`, and keeps a new one. */
export async function keepState(q: Queryable, state: string, minutes: number): Promise<void> {
  // states nobody came back with are dropped as new ones are made: the table cannot grow without end
  await q.query(`delete from oauth_states where created_at < now() - ($1::int * interval '1 minute')`, [minutes]);
  await q.query('insert into oauth_states (state) values ($1)', [state]);
}

/** Spends a state made within `minutes`: whether there was one to spend (a state is used once). */
export async function spendState(q: Queryable, state: string, minutes: number): Promise<boolean> {
  const [valid] = await q.query(`delete from oauth_states where state = $1 and created_at > now() - ($2::int * interval '1 minute') returning state`, [
    state,
    minutes,
  ]);
  return Boolean(valid);
}

/** The user an identity of a provider is bound to, if any. */
export async function userOfIdentity(q: Queryable, provider: string, subject: string): Promise<string | undefined> {
  return (await q.query<{ user_id: string }>('select user_id from user_identities where provider = $1 and subject = $2', [provider, subject]))[0]?.user_id;
}

/** A new user for a new identity, bound to it: its id. */
export async function createUserOfIdentity(q: Queryable, provider: string, subject: string, account: string, name: string, passwordHash: string) {
  // The account is the platform's (server/platform/auth): it makes the user; the identity is ours.
  const created = await insertUser(q, account, name, passwordHash);
  if (!created) throw new Error(`The account ${account} exists without its identity`);
  await q.query('insert into user_identities (provider, subject, user_id) values ($1, $2, $3)', [provider, subject, created]);
  return created;
}

/** Marks the user's first sign-in: whether this was it (the platform's account). */
export { markFirstLogin } from '../../platform/auth/accountRepository';
