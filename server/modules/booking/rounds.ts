import { BOOKING_PAGES } from '../../../src/contract/booking/module';
import type { BookingEvent } from '../../../src/domain/booking/status';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { roundSetting, type RoundSource } from '../../jobs/types';
import { announce, type Told, tell } from '../../live/tell';
import { applyMove, publishBooking } from './moves';
import { deskPeople, lockOrderById } from './orderRepository';
import { dueToComplete, dueToSail, markSlaTold } from './roundRepository';

/**
 * What the booking module does by itself, on a round (commercial.md §6.2, §6.6):
 * - R6.12: a submission waiting beyond its carrier's acceptance SLA messages the desk, once;
 * - the system's moves: a released booking whose vessel has left the POL (its ATD) has sailed, and a
 *   sailed one whose vessel has arrived at the POD (its ATA) is completed.
 * Each booking moves in its own transaction, with its event, as the desk's moves do.
 */

export async function runBookingRound(db: Db, hub: LiveHub, now: Date): Promise<{ told: number; sailed: number; completed: number }> {
  const told = await tellDeskOverSla(db, hub, now);
  const sailed = await systemMoves(db, hub, 'sail', await dueToSail(db, now));
  const completed = await systemMoves(db, hub, 'complete', await dueToComplete(db, now));
  return { told, sailed, completed };
}

async function systemMoves(db: Db, hub: LiveHub, event: BookingEvent, due: number[]): Promise<number> {
  let moved = 0;
  for (const id of due) {
    const done = await db.transaction(async (tx) => {
      const o = await lockOrderById(tx, id);
      if (!o) return undefined;
      const r = await applyMove(tx, o, event, 'system', null, '');
      return r.ok ? { o, told: r.value.told, status: r.value.moved.Status } : undefined;
    });
    if (!done) continue;
    moved++;
    await announce(hub, done.told);
    await publishBooking(db, hub, done.o, done.status);
  }
  return moved;
}

/** R6.12: the desk's people (those who may accept) are told of each submission past its carrier's SLA, once. */
async function tellDeskOverSla(db: Db, hub: LiveHub, now: Date): Promise<number> {
  const told: Told[] = [];
  await db.transaction(async (tx) => {
    const late = await markSlaTold(tx, now);
    if (!late.length) return;
    const desk = await deskPeople(tx);
    for (const b of late)
      for (const e of desk)
        told.push(
          await tell(
            tx,
            { employeeId: e.id },
            `订舱超时未受理：${b.booking_no}（时限 ${b.minutes} 分钟）`,
            `Booking waiting beyond the SLA: ${b.booking_no} (${b.minutes} min)`,
            `${BOOKING_PAGES.deskDetail}?id=${b.id}`,
          ),
        );
  });
  await announce(hub, told);
  return told.length;
}

/** The round, once per BOOKING_ROUND_EVERY_MS across all server processes (0: the API tests drive it). */
export const bookingRound: RoundSource = {
  name: 'booking.round',
  everyMs: roundSetting('BOOKING_ROUND_EVERY_MS'),
  run: ({ db, hub }, now) => runBookingRound(db, hub, now),
};
