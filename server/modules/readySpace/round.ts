import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { roundSetting, type RoundSource } from '../../jobs/types';
import { announce, type Told } from '../../live/tell';
import { publishStock, orderEvent } from './repository';
import { completeSailedOrders, dueHolds, expireOrder, lockOrderById } from './orderRepository';

/**
 * What ready space does by itself (commercial.md §5.2): holds past their time expire (R5.4) — on a
 * round and whenever a listing or order is read — and a released order whose vessel has left its
 * POL (the ATD of the booking's call, the booking module's own reading) is completed. Each order
 * moves in its own transaction.
 */

/** Expires the holds due at `now` (of one listing, or all); answers how many. */
export async function expireDue(db: Db, hub: LiveHub, now: Date, only: { spaceId?: number } = {}): Promise<number> {
  const due = await dueHolds(db, now, only.spaceId);
  const spaces: number[] = [];
  const told: Told[] = [];
  for (const id of due) {
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
    const ids = await completeSailedOrders(tx, now);
    for (const id of ids) await orderEvent(tx, id, null, 'v1.ReadySpaceOrderCompleted');
    return ids.length;
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
  everyMs: roundSetting('READY_SPACE_ROUND_EVERY_MS'),
  run: ({ db, hub }, now) => runReadySpaceRound(db, hub, now),
};
