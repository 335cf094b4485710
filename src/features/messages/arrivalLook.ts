import type { Intent } from '@blueprintjs/core';
import type { ServerFrame } from '../../contract/live';
import { SI_STATUS } from '../../domain/si/status';

type Arrival = Extract<ServerFrame, { type: 'message' | 'send' }>;

/**
 * How an arriving message's toast looks: a review decision looks like its outcome (approved is a
 * success, returned for correction a warning, cancelled a danger), so the two are told apart at a
 * glance; any other message is plain.
 */
export function arrivalLook(frame: Arrival): { intent: Intent; icon: 'tick-circle' | 'warning-sign' | 'disable' | 'envelope' | 'notifications' } {
  const status = frame.type === 'message' ? frame.Si?.TBI_STATUS : undefined;
  if (status === SI_STATUS.APPROVED) return { intent: 'success', icon: 'tick-circle' };
  if (status === SI_STATUS.RETURNED) return { intent: 'warning', icon: 'warning-sign' };
  if (status === SI_STATUS.CANCELLED) return { intent: 'danger', icon: 'disable' };
  return { intent: 'primary', icon: frame.type === 'send' ? 'notifications' : 'envelope' };
}
