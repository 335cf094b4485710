import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { roundSetting, type RoundSource } from '../../jobs/types';
import { announce, type Told } from '../../live/tell';
import { CALL_AT_POL } from '../booking/public';
import { publishStock, orderEvent } from './repository';
import { expireOrder, lockOrderById } from './orderRepository';

/**
 * What ready space does by itself (commercial.md §5.2): holds past their time expire (R5.4) — on a
 * round and whenever a listing or order is read — and a released order whose vessel has left its
 * POL (the ATD of the booking's call, the booking module's own reading) is completed. Each order
 * moves in its own transaction.
 */

/** Expires the holds due at `now` (of one listing, or all); answers how many. */
export async function expireDue(db: Db, hub: LiveHub, now: Date, only: { spaceId?: number } = {}): Promise<number> {
  const due = await db.query<{ id: number }>(
    `select id::int as id from ready_space_orders where status = 'PLACED' and hold_expires_at <= $1 and ($2::bigint is null or ready_space_id = $2)
      order by hold_expires_at, id limit 500`,
    [now.toISOString(), only.spaceId ?? null],
  );
  const spaces: number[] = [];
  const told: Told[] = [];
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const o = await lockOrderById(tx, id);
      // another reader or the round expired it meanwhile, or the provider confirmed it first
      if (o?.status !== 'PLACED' || Date.parse(o.hold_expires_at) > now.getTime()) return undefined;
      return { space: o.ready_space_id, told: await expireOrder(tx, o) };
    });
    if (!done) continue;
    spaces.push(done.space);
    told.push(...done.told);
  }
  await announce(hub, told);
  await publishStock(db, hub, spaces);
  return spaces.length;
}

/** SO_RELEASED → COMPLETED once the vessel has departed (its ATD at the POL). */
async function completeSailed(db: Db, now: Date): Promise<number> {
  const done = await db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number }>(
      `update ready_space_orders r set status = 'COMPLETED', version = r.version + 1, updated_at = now()
         from booking_orders o join vessel_calls c on c.id = ${CALL_AT_POL}
        where o.id = r.booking_order_id and r.status = 'SO_RELEASED' and c.atd is not null and c.atd <= $1
       returning r.id::int as id`,
      [now.toISOString()],
    );
    for (const r of rows) await orderEvent(tx, r.id, null, 'v1.ReadySpaceOrderCompleted');
    return rows.length;
  });
  return done;
}

export async function runReadySpaceRound(db: Db, hub: LiveHub, now: Date): Promise<{ expired: number; completed: number }> {
  const expired = await expireDue(db, hub, now);
  const completed = await completeSailed(db, now);
  return { expired, completed };
}

/** The round, once per READY_SPACE_ROUND_EVERY_MS across all server processes (0: the API tests drive it with their own clock). */
export const readySpaceRound: RoundSource = {
  name: 'readySpace.round',
  everyMs: roundSetting('READY_SPACE_ROUND_EVERY_MS', 60_000),
  run: ({ db, hub }, now) => runReadySpaceRound(db, hub, now),
};
