import type { VgmPayload } from './payload';

/**
 * The TERMINAL_VGM channel (operations.md §6.6, §17.1): the same VERMAS data as the carrier's, plus
 * the seal the box was closed with (the terminal checks container and seal at the gate). Its
 * receipts carry the same message reference as the carrier's (`VGM<id>V<version>`), on their own channel.
 */
export const TERMINAL_VGM_CHANNEL = 'TERMINAL_VGM';

export interface TerminalVgmPayload extends VgmPayload {
  sealNumber: string;
}

/** Who weighed a box, as stored with the measured weight: the simulated terminal says it is one. */
export const measuredBy = (simulated: boolean) => (simulated ? 'terminal (模拟)' : 'terminal');
