import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { recordDocEvent } from '../../platform/spine/docEvents';

/** The packing list's history (doc_events, doc_type `packingList`): one event per change, in the change's transaction. */
export const PKL_DOC = 'packingList';

export type PklEventType =
  | 'Applied'
  | 'Opened'
  | 'Rejected'
  | 'DataSaved'
  | 'DataSubmitted'
  | 'DataApproved'
  | 'DataReturned'
  | 'Split'
  | 'SplitFrom'
  | 'Cancelled'
  | 'TruckerAssigned';

export const pklEvent = (tx: Queryable, actor: Actor, id: number, type: PklEventType, detail: Record<string, unknown> = {}) =>
  recordDocEvent(tx, { docType: PKL_DOC, docId: id, actor: { kind: 'employee', id: Number(actor.id) }, type: `v1.PackingList${type}`, detail });
