import type { Queryable } from '../../db/types';
import { iso } from './repository';

/** The SMS codes that verify an address (the 5-an-hour limit, tries) and the simulated gateway's inbox. */

/** Codes sent to a phone within the last hour (the 5-an-hour limit). */
export async function codesSentLastHour(q: Queryable, phone: string): Promise<{ count: number; oldest: string | null }> {
  const [r] = await q.query<{ n: string; oldest: unknown }>(
    `select count(*) as n, min(sent_at) as oldest from auth_sms_codes where phone = $1 and sent_at > now() - interval '1 hour'`,
    [phone],
  );
  return { count: Number(r!.n), oldest: iso(r!.oldest) };
}

export async function insertCode(tx: Queryable, c: { addressId: number; phone: string; hash: string; expiresAt: string }): Promise<number> {
  const [r] = await tx.query<{ id: string }>('insert into auth_sms_codes (aad_id, phone, code_hash, expires_at) values ($1, $2, $3, $4) returning id', [
    c.addressId,
    c.phone,
    c.hash,
    c.expiresAt,
  ]);
  return Number(r!.id);
}

/** The address's latest unused code still valid, locked. */
export async function latestCode(tx: Queryable, addressId: number): Promise<{ id: number; hash: string; tries: number } | undefined> {
  const [r] = await tx.query<{ id: string; code_hash: string; tries: number }>(
    `select id, code_hash, tries from auth_sms_codes where aad_id = $1 and used_at is null and expires_at > now() order by id desc limit 1 for update`,
    [addressId],
  );
  return r && { id: Number(r.id), hash: r.code_hash, tries: r.tries };
}

export async function codeTried(q: Queryable, id: number, used: boolean): Promise<void> {
  await q.query(`update auth_sms_codes set tries = tries + 1, used_at = case when $2 then now() else used_at end where id = $1`, [id, used]);
}

export async function simulatedInbox(q: Queryable, phone: string): Promise<{ Phone: string; Body: string; ReceivedAt: string }[]> {
  const rows = await q.query<{ phone: string; body: string; received_at: unknown }>(
    'select phone, body, received_at from sim_sms_messages where phone = $1 order by id desc limit 10',
    [phone],
  );
  return rows.map((r) => ({ Phone: r.phone, Body: r.body, ReceivedAt: iso(r.received_at) ?? '' }));
}

/** The simulated SMS gateway keeps what it delivered (once per idempotency key). */
export async function keepSimulatedSms(q: Queryable, m: { key: string; phone: string; body: string }): Promise<void> {
  await q.query(
    `insert into sim_sms_messages (idempotency_key, phone, body) values ($1, $2, $3)
     on conflict (idempotency_key) do update set times_received = sim_sms_messages.times_received + 1`,
    [m.key, m.phone, m.body],
  );
}
