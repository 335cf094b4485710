import { SI_STATUS } from '../../domain/si/status';

/** What the log (GetTDBillLadingLog) says about a step: enough to find the reviewer's decision. */
export interface LogStep {
  At: string;
  Type: string;
  Actor: string;
  Detail: Record<string, unknown>;
}

/** Why the SI came back: the reviewer's remarks, who returned it and when. */
export interface ReturnReason {
  remarks: string;
  by: string;
  at: string;
}

/**
 * The reason of the return in force: the newest review decision of the log (newest first), when
 * it returned the SI; an older return that was since resubmitted and decided again says nothing.
 */
export function returnReason(log: readonly LogStep[]): ReturnReason | undefined {
  const decision = log.find((e) => e.Type === 'v1.SiStatusChanged');
  if (!decision || Number(decision.Detail.to) !== SI_STATUS.RETURNED) return undefined;
  return { remarks: String(decision.Detail.remarks ?? ''), by: decision.Actor, at: decision.At };
}
