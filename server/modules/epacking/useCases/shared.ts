import type { Actor } from '../../../platform/access/grants';

/** The packing-list states a pack may be applied from (§4.3: data submitted or approved). */
export const PACKABLE: readonly number[] = [4, 5];

export type Decided = { Decided: { Id: number; ECP_STATUS: number; MessageId?: number }[]; Replayed?: boolean };

export const employee = (actor: Actor) => ({ kind: 'employee' as const, id: Number(actor.id) });
