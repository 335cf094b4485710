import type { Queryable } from '../../db/types';

/** A release's Idempotency-Key: claimed, answered once, freed by a refusal. */

/** Release Idempotency-Key: claims the key (true) or finds it taken. */
export async function claimReleaseKey(tx: Queryable, key: string, hash: string): Promise<boolean> {
  const rows = await tx.query('insert into bl_release_keys (idempotency_key, request_hash) values ($1, $2) on conflict do nothing returning 1', [key, hash]);
  return rows.length > 0;
}
export async function releaseKeyAnswer(q: Queryable, key: string): Promise<{ hash: string; answer: unknown } | undefined> {
  const [r] = await q.query<{ request_hash: string; answer: unknown }>('select request_hash, answer from bl_release_keys where idempotency_key = $1', [key]);
  return r && { hash: r.request_hash, answer: r.answer };
}
/** A refused release frees its key (the refusal committed what it moved, but no answer to replay). */
export async function forgetReleaseKey(tx: Queryable, key: string): Promise<void> {
  await tx.query('delete from bl_release_keys where idempotency_key = $1 and answer is null', [key]);
}
export async function keepReleaseAnswer(tx: Queryable, key: string, answer: unknown): Promise<void> {
  await tx.query('update bl_release_keys set answer = $2 where idempotency_key = $1', [key, JSON.stringify(answer)]);
}
