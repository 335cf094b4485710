import type { Queryable } from '../../db/types';
import { iso } from './repository';

/** The SMS codes that verify an address (the 5-an-hour limit, tries); the simulated gateway's inbox is the sms module's. */

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
