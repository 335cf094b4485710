/**
 * An order's milestones (commercial.md §6.3 OrderTracking): submitted, accepted, released, empty
 * picked up, gate-in, loaded (the vessel's ATD), arrived (its ATA at the POD), SI approved. Each is
 * done (with when), expected (a planned time: the sailing's ETD/ETA), or not known — the container
 * events (empty pick-up, gate-in) come from the tracking module, which this product does not have
 * yet, so they say so rather than guess.
 */
export const MILESTONES = ['SUBMITTED', 'ACCEPTED', 'RELEASED', 'EMPTY_PICKED_UP', 'GATE_IN', 'LOADED', 'ARRIVED', 'SI_APPROVED'] as const;
export type MilestoneCode = (typeof MILESTONES)[number];

export interface MilestoneFacts {
  submittedAt?: string | null;
  acceptedAt?: string | null;
  releasedAt?: string | null;
  /** The POL call: its actual departure, or the planned one. */
  atd?: string | null;
  etd?: string | null;
  /** The POD call: its actual arrival, or the planned one. */
  ata?: string | null;
  eta?: string | null;
  /** SIs on the cargo record: how many, how many approved, and the last approval. */
  sis: number;
  sisApproved: number;
  lastApprovedAt?: string | null;
}

export type MilestoneState = 'DONE' | 'EXPECTED' | 'PENDING' | 'NOT_TRACKED';
export interface Milestone {
  Code: MilestoneCode;
  State: MilestoneState;
  /** When it happened (DONE) or is planned (EXPECTED); null otherwise. */
  At: string | null;
}

export function milestonesOf(f: MilestoneFacts): Milestone[] {
  const done = (at: string | null | undefined): Pick<Milestone, 'State' | 'At'> => (at ? { State: 'DONE', At: at } : { State: 'PENDING', At: null });
  const actualOrPlanned = (actual: string | null | undefined, planned: string | null | undefined): Pick<Milestone, 'State' | 'At'> =>
    actual ? { State: 'DONE', At: actual } : planned ? { State: 'EXPECTED', At: planned } : { State: 'PENDING', At: null };
  return [
    { Code: 'SUBMITTED', ...done(f.submittedAt) },
    { Code: 'ACCEPTED', ...done(f.acceptedAt) },
    { Code: 'RELEASED', ...done(f.releasedAt) },
    { Code: 'EMPTY_PICKED_UP', State: 'NOT_TRACKED', At: null },
    { Code: 'GATE_IN', State: 'NOT_TRACKED', At: null },
    { Code: 'LOADED', ...(f.releasedAt ? actualOrPlanned(f.atd, f.etd) : done(null)) },
    { Code: 'ARRIVED', ...(f.releasedAt ? actualOrPlanned(f.ata, f.eta) : done(null)) },
    {
      Code: 'SI_APPROVED',
      ...(f.sis > 0 && f.sisApproved === f.sis ? { State: 'DONE' as const, At: f.lastApprovedAt ?? null } : { State: 'PENDING' as const, At: null }),
    },
  ];
}
