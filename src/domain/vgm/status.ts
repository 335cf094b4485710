/**
 * A VGM declaration's life (operations.md §6.2) as data. A declared version is never edited
 * (`vgm.immutable`): a correction is a new version, which supersedes the older one.
 * Words for each state are in ../packing/words.ts (with the packing list's).
 */
export const VGM_STATUS = {
  DRAFT: 1,
  DECLARED: 2,
  SENT: 3,
  ACCEPTED: 4,
  REJECTED: 5,
  SUPERSEDED: 6,
} as const;
export type VgmStatus = (typeof VGM_STATUS)[keyof typeof VGM_STATUS];
export const VGM_STATUSES = Object.values(VGM_STATUS) as VgmStatus[];

export type VgmEvent = 'declare' | 'send' | 'sendFailed' | 'deliveredAfterAll' | 'accept' | 'reject' | 'supersede';
/** The declarant (customer employee, share visitor, operator), the gateway (a receipt), the system. */
export type VgmActor = 'declarant' | 'gateway' | 'system';

export interface VgmMove {
  from: readonly VgmStatus[];
  event: VgmEvent;
  to: VgmStatus;
  by: VgmActor;
}

const { DRAFT, DECLARED, SENT, ACCEPTED, REJECTED, SUPERSEDED } = VGM_STATUS;

/** §6.2's table (plus the outbox's failure, which §6.2 leaves out); saving a draft creates it (no `from`) and keeps it a draft (no move). */
export const VGM_MOVES: readonly VgmMove[] = [
  { from: [DRAFT], event: 'declare', to: DECLARED, by: 'declarant' },
  { from: [DECLARED], event: 'send', to: SENT, by: 'system' },
  // the outbox gave up (retries spent, §17.2): declared again, with why, to be sent again — never "accepted"
  { from: [SENT], event: 'sendFailed', to: DECLARED, by: 'system' },
  // …but a timed-out attempt had reached the carrier, and its receipt proves it: sent after all
  { from: [DECLARED], event: 'deliveredAfterAll', to: SENT, by: 'gateway' },
  { from: [SENT], event: 'accept', to: ACCEPTED, by: 'gateway' },
  { from: [SENT], event: 'reject', to: REJECTED, by: 'gateway' },
  { from: [DECLARED, SENT, ACCEPTED, REJECTED], event: 'supersede', to: SUPERSEDED, by: 'system' },
];

export function vgmMove(from: number, event: VgmEvent, by: VgmActor): VgmMove | undefined {
  return VGM_MOVES.find((m) => m.event === event && m.from.includes(from as VgmStatus) && m.by === by);
}

/** `vgm.immutable`: only a draft's figures may be changed; from declared on, a new version is made. */
export const isVgmEditable = (status: number) => status === DRAFT;
