import type { Board } from '../../../src/contract/entryOrder/calls';
import { BOARD_STEPS, type BoardCellState, type BoardStep, SERVICE_STEPS, type Service } from '../../../src/domain/entryOrder/codes';
import { ENT_STATUS } from '../../../src/domain/entryOrder/status';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { wayOf } from './destination';
import { historyOf } from './eventRepository';
import { documentSteps, houseBillsOf, linkedBooking } from './facts';
import { followOrders } from './followService';
import { readReachable } from './orderAccess';
import { readOrder } from './orderRepository';
import { noOrder, sideOf } from './terms';

/**
 * One order's board (orderTracking, operations.md §9.4): a row per service the order has, a cell per
 * step of that service (codes.ts SERVICE_STEPS), each done (its actual time), expected (a planned
 * time), pending, or not tracked (no booking yet). The booking's progress comes from its tracking
 * and its documents' steps (facts.ts); the order is moved on from them first (followOrders).
 */
export async function board(db: Db, actor: Actor, entId: number): Promise<Outcome<Board>> {
  const reached = await readReachable(db, actor, entId);
  if (!reached || sideOf(actor) === 'agent') return noOrder();
  await followOrders(db, [entId]);
  const o = (await readOrder(db, entId))!;
  const booking = await linkedBooking(db, o.ENT_CGO_ID);
  const way = await wayOf(db, { id: o.Id, cgoId: o.ENT_CGO_ID, pod: o.ENT_POD });
  const docs = o.ENT_CGO_ID ? await documentSteps(db, o.ENT_CGO_ID) : [];
  const bills = o.ENT_CGO_ID ? await houseBillsOf(db, o.ENT_CGO_ID) : [];
  const linkedAt = (await historyOf(db, { entId })).find((h) => h.Type === 'v1.BookingLinked')?.At ?? null;
  const done: Record<BoardStep, string | null> = {
    BOOKED: o.ENT_STATUS >= ENT_STATUS.BOOKED && o.ENT_STATUS <= ENT_STATUS.CLOSED ? (linkedAt ?? o.UpdatedAt) : null,
    EMPTY_OUT: way.emptyOutAt,
    GATED_IN: way.gatedInAt,
    CUSTOMS_RELEASED: way.exportReleasedAt,
    SI_APPROVED: docs.find((d) => d.Type === 'SI_APPROVED')?.at ?? null,
    LOADED: way.loadedAt,
    DEPARTED: way.departedAt,
    BL_ISSUED: bills.length ? (docs.find((d) => d.Type === 'SI_APPROVED')?.at ?? null) : null,
    ARRIVED: way.arrivedAt,
    DELIVERED: way.deliveredAt,
  };
  const planned: Partial<Record<BoardStep, string | null>> = {
    DEPARTED: way.etd ?? (booking?.Etd ? `${booking.Etd}T00:00:00Z` : null),
    ARRIVED: way.eta,
    SI_APPROVED: booking?.Dco ?? null,
  };
  const cell = (step: BoardStep): { Step: BoardStep; State: BoardCellState; At: string | null; Planned: string | null } => {
    const at = done[step];
    const plan = planned[step] ?? null;
    if (at || (step === 'BL_ISSUED' && bills.length)) return { Step: step, State: 'DONE', At: at, Planned: plan };
    if (!o.ENT_CGO_ID && step !== 'BOOKED') return { Step: step, State: 'NOT_TRACKED', At: null, Planned: null };
    return { Step: step, State: plan ? 'EXPECTED' : 'PENDING', At: null, Planned: plan };
  };
  return {
    ok: true,
    value: {
      ENT_ID: o.Id,
      ENT_NO: o.ENT_NO,
      ENT_STATUS: o.ENT_STATUS,
      CGO_ID: o.ENT_CGO_ID,
      BookingNo: booking?.BookingNo ?? '',
      Steps: [...BOARD_STEPS],
      Services: (o.ENT_SERVICES as Service[]).filter((s) => SERVICE_STEPS[s]).map((s) => ({ Service: s, Cells: SERVICE_STEPS[s].map(cell) })),
    },
  };
}
