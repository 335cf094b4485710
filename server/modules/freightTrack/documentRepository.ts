import type { Db, Queryable } from '../../db/types';
import { manifestTimeline } from '../manifest/public';
import { siTimeline } from '../si/public';
import { vgmTimeline } from '../vgm/public';

/**
 * The forwarder's own document milestones of a booking, for the tracking detail (operations.md §8.6
 * "document milestones on the same timeline as carrier events"): the SI's submission and review
 * (si_events), the VGM's declaration and answers and the manifests' customs answers (doc_events),
 * each named by a kind the browser words; and the customs stage each manifest reached.
 */
export const DOCUMENT_KINDS = [
  'SI_SUBMITTED',
  'SI_APPROVED',
  'SI_RETURNED',
  'VGM_DECLARED',
  'VGM_ACCEPTED',
  'VGM_REJECTED',
  'MANIFEST_SENT',
  'MANIFEST_ACCEPTED',
  'MANIFEST_REJECTED',
  'MANIFEST_ARRIVED',
  'MANIFEST_RELEASED',
  'MANIFEST_LOADED',
  'MANIFEST_TALLIED',
  'MANIFEST_HOLD',
] as const;

/**
 * A booking's document timeline: each document module's steps (their tables are theirs: issue 46),
 * merged oldest first (ties by document type), at most 200 — as the one statement over all three was.
 */
export async function documentEvents(q: Queryable | Db, cgoId: string): Promise<{ DocType: string; Ref: string; Type: string; At: string }[]> {
  const steps = (await Promise.all([siTimeline(q, cgoId), vgmTimeline(q, cgoId), manifestTimeline(q, cgoId)])).flat();
  const at = (s: { at: string | Date }) => new Date(s.at).getTime();
  return steps
    .sort((x, y) => at(x) - at(y) || (x.DocType < y.DocType ? -1 : x.DocType > y.DocType ? 1 : 0))
    .slice(0, 200)
    .map((r) => ({ DocType: r.DocType, Ref: r.Ref, Type: r.Type, At: new Date(r.at).toISOString() }));
}

/** A booking's live customs filings and their stages: the manifest module's. */
export { customsStages } from '../manifest/public';
