import type { Queryable } from '../../db/types';

/** A send's Idempotency-Key (manifest_send_keys): claimed once per scope, its answer kept to replay. */

export async function claimKey(tx: Queryable, scope: string, key: string, hash: string): Promise<{ fresh: boolean; hash: string; answer: unknown }> {
  const [row] = await tx.query<{ fresh: boolean; request_hash: string; answer: unknown }>(
    `with ins as (insert into manifest_send_keys (scope, idempotency_key, request_hash) values ($1, $2, $3) on conflict do nothing returning true as fresh, request_hash, answer)
     select fresh, request_hash, answer from ins union all
     select false, request_hash, answer from manifest_send_keys where scope = $1 and idempotency_key = $2 and not exists (select 1 from ins)`,
    [scope, key, hash],
  );
  return { fresh: row!.fresh, hash: row!.request_hash, answer: row!.answer };
}

export async function keepAnswer(tx: Queryable, scope: string, key: string, answer: unknown): Promise<void> {
  await tx.query('update manifest_send_keys set answer = $3 where scope = $1 and idempotency_key = $2', [scope, key, JSON.stringify(answer)]);
}
