import type { Queryable } from '../../db/types';

/** A placement's Idempotency-Key (R5.5): claimed once per company, the placement's answer kept to replay. */

/** R5.5: claims an Idempotency-Key for a placement; false when the company used it already (the first placement's commit is awaited). */
export async function claimPlacementKey(tx: Queryable, companyId: string, key: string, hash: string): Promise<boolean> {
  const claimed = await tx.query(
    'insert into ready_space_order_keys (company_id, idempotency_key, request_hash) values ($1, $2, $3) on conflict do nothing returning 1',
    [companyId, key, hash],
  );
  return claimed.length > 0;
}

/** What a key's first placement asked and answered, and its order's status now. */
export async function placementOfKey<A>(tx: Queryable, companyId: string, key: string) {
  const [r] = await tx.query<{ request_hash: string; answer: A | null; status: string | null }>(
    `select k.request_hash, k.answer, o.status from ready_space_order_keys k left join ready_space_orders o on o.id = k.order_id
      where k.company_id = $1 and k.idempotency_key = $2`,
    [companyId, key],
  );
  return r;
}

/** The placement's answer kept with its key, for a retry to replay. */
export async function keepPlacement(tx: Queryable, companyId: string, key: string, orderId: number, answer: unknown): Promise<void> {
  await tx.query('update ready_space_order_keys set order_id = $3, answer = $4 where company_id = $1 and idempotency_key = $2', [
    companyId,
    key,
    orderId,
    JSON.stringify(answer),
  ]);
}
