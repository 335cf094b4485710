import type { PklAction } from '../../../src/contract/packing/schemas';
import { PKL_DATA_EDITABLE, type PklActor, type PklEvent, type PklStatus, pklMove } from '../../../src/domain/packing/status';
import type { Actor } from '../../platform/access/grants';

/**
 * Who the actor is to one packing list (operations.md §2): platform staff are its operator, the
 * owner company's employees its customer, the assigned provider's employees its trucker. Another
 * company never gets here (the repository's scope answers 404 first).
 */
export function roleOf(actor: Actor, pkl: { company_id: string; pkl_trucker_id: string | null }): PklActor {
  if (actor.companyKind === 'platform') return 'operator';
  if (pkl.company_id === String(actor.companyId)) return 'customer';
  return 'trucker';
}

/** States a trucker may be named in: before gate-in, not rejected or cancelled. */
const TRUCKER_STATES: readonly number[] = [1, 2, 4, 5, 6];
export const canAssignTrucker = (status: number) => TRUCKER_STATES.includes(status);

/** Editing the data keeps the state (§3.2): in 2 and 6, by anyone who sees the packing list (staff correct a typo for the customer; only the customer and the trucker submit). */
export const canSaveData = (_role: PklActor, status: number) => PKL_DATA_EDITABLE.includes(status as PklStatus);

const EVENT_OF: Partial<Record<PklAction, PklEvent>> = {
  open: 'open',
  reject: 'reject',
  submitData: 'submitData',
  approveData: 'approveData',
  returnData: 'returnData',
  split: 'split',
  cancel: 'cancel',
};

/**
 * What the reader may do now (Get's `Moves`): the moves of PKL_MOVES for the reader's role, editing
 * the data in 2 and 6, naming the trucker (staff).
 */
export function movesFor(role: PklActor, status: number): PklAction[] {
  const out: PklAction[] = [];
  for (const [action, event] of Object.entries(EVENT_OF) as [PklAction, PklEvent][]) if (pklMove(status, event, role)) out.push(action);
  if (canSaveData(role, status)) out.push('saveData');
  if (role === 'operator' && canAssignTrucker(status)) out.push('assignTrucker');
  const order = ['open', 'reject', 'saveData', 'submitData', 'approveData', 'returnData', 'split', 'cancel', 'assignTrucker'];
  return out.sort((a, b) => order.indexOf(a) - order.indexOf(b));
}
