import type { Queryable } from '../../db/types';
import { channelModes } from '../../channels/modes';
import { TERMINAL_VGM_CHANNEL } from './terminalPayload';
import { terminalGateIn } from './terminalSimulator';

/**
 * A box gated in laden at a terminal (told by the container events, in their transaction, as they
 * close its packing lists): on the simulated terminal its gate records the box and its weighbridge
 * weighs it — the weight comes back later as a TERMINAL_VGM receipt, never written here. A real
 * terminal weighs on its own and sends the same receipt: nothing to tell it.
 */
export async function vgmGateIn(tx: Queryable, g: { cnno: string; location: string; at: string; eventId: string }): Promise<void> {
  if ((channelModes()[TERMINAL_VGM_CHANNEL] ?? 'simulator') !== 'simulator') return;
  await terminalGateIn(tx, { ...g, cnno: g.cnno.trim().toUpperCase() });
}
