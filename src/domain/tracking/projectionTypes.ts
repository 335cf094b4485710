import type { TrackingEvent } from './event';
import type { MilestoneKey } from './milestoneRanks';

// what the milestone projection (milestones.ts) answers: each event's state, the anomalies, the milestones

/**
 * KEPT feeds milestones; DUPLICATE / SUPERSEDED lost to a newer or equal version of the same
 * publisher event (evt.dedupe); RETRACTED was withdrawn; RETRACTION is the withdrawing event.
 */
export type EventState = 'KEPT' | 'DUPLICATE' | 'SUPERSEDED' | 'RETRACTED' | 'RETRACTION';

export type AnomalyKind = 'sequence' | 'discWithoutLoad' | 'loadOffRoute' | 'vesselNotOnBooking';

export interface Anomaly {
  kind: AnomalyKind;
  eventId: string;
  /** For `sequence`: the later-ranked event that happened before it. */
  otherId?: string;
}

export interface TimelineEvent {
  event: TrackingEvent;
  state: EventState;
  /** The event that won over a DUPLICATE / SUPERSEDED one, or that retracted a RETRACTED one. */
  by?: string;
  milestone?: MilestoneKey;
  /** The place's clock, offset named (evt.tz). */
  localTime: string;
  anomalies: AnomalyKind[];
}

export interface MilestoneTime {
  at: string;
  localTime: string;
  eventId: string;
}

export interface Milestone {
  key: MilestoneKey;
  rank: number;
  location: string;
  /** evt.actual_wins: ACT beats EST beats PLN. */
  state: 'ACTUAL' | 'ESTIMATED' | 'PLANNED';
  actual?: MilestoneTime;
  estimated?: MilestoneTime;
  planned?: MilestoneTime;
}

export interface ContainerProjection {
  equipmentRef: string;
  milestones: Milestone[];
  /** The latest milestone reached (ACT), along the voyage. */
  latest?: MilestoneKey;
  events: TimelineEvent[];
  anomalies: Anomaly[];
}
