import { VGM_STATUS } from './status';
import { vgmDeviation } from './check';

/**
 * A container's VGM in one word, as the packing lists and the VGM panel show it (issue 34): the
 * latest version's state at the carrier and at the terminal, and the terminal's weight against the
 * declared one. A deviation beyond vgm.tolerance outranks everything (the box risks not being
 * loaded); then a refusal by either counterpart; "accepted" only when the carrier accepted and the
 * terminal, if it was sent there, acked too; "sent" while either still owes its answer.
 */
export type VgmShown = 'none' | 'draft' | 'declared' | 'sent' | 'accepted' | 'rejected' | 'deviation' | 'superseded';

export interface VgmShownFacts {
  VGM_STATUS: number;
  /** null: never sent to the terminal. */
  TerminalStatus: number | null;
  VGM_KG: number;
  VGM_MEASURED_KG: number | null;
}

export function vgmShown(v: VgmShownFacts | null | undefined): VgmShown {
  if (!v) return 'none';
  const { DRAFT, DECLARED, SENT, ACCEPTED, REJECTED } = VGM_STATUS;
  if (v.VGM_STATUS === DRAFT) return 'draft';
  if (v.VGM_STATUS === VGM_STATUS.SUPERSEDED) return 'superseded';
  if (v.VGM_MEASURED_KG !== null && vgmDeviation(v.VGM_KG, v.VGM_MEASURED_KG).exception) return 'deviation';
  if (v.VGM_STATUS === REJECTED || v.TerminalStatus === REJECTED) return 'rejected';
  if (v.VGM_STATUS === SENT || v.TerminalStatus === SENT) return 'sent';
  if (v.VGM_STATUS === ACCEPTED && (v.TerminalStatus === null || v.TerminalStatus === ACCEPTED)) return 'accepted';
  if (v.VGM_STATUS === DECLARED || v.TerminalStatus === DECLARED) return 'declared';
  return 'sent';
}

/** Whether a counterpart still owes an answer (the panel's "waiting for receipts" shows only then). */
export const vgmWaiting = (v: Pick<VgmShownFacts, 'VGM_STATUS' | 'TerminalStatus'> | null | undefined) =>
  !!v && (v.VGM_STATUS === VGM_STATUS.SENT || v.TerminalStatus === VGM_STATUS.SENT);
