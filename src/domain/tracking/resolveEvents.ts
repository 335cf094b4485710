import { instant, type TrackingEvent } from './event';
import type { TimelineEvent } from './projectionTypes';

const identity = (e: TrackingEvent) => (e.EVT_SOURCE_ID ? `src\u0000${e.EVT_PUBLISHER}\u0000${e.EVT_SOURCE_ID}` : `id\u0000${e.EVT_ID}`);
export const byId = (a: TrackingEvent, b: TrackingEvent) => (a.EVT_ID < b.EVT_ID ? -1 : a.EVT_ID > b.EVT_ID ? 1 : 0);
/** The publisher's latest word first: newer update, then the first one we received, then the id. */
export const newestFirst = (a: TrackingEvent, b: TrackingEvent) =>
  instant(b.EVT_UPDATED_AT) - instant(a.EVT_UPDATED_AT) || instant(a.EVT_RECEIVED_AT) - instant(b.EVT_RECEIVED_AT) || byId(a, b);

/**
 * evt.dedupe and retractions: each event's state. One stored row given twice counts once. Of the
 * versions of one publisher event (publisher, source id), the newest update is KEPT, the ones with
 * the same update time are DUPLICATE and older ones SUPERSEDED. A retraction names our event id;
 * it withdraws every version of that publisher event, since DCSA retracts by the publisher's id.
 */
export function resolveEvents(events: readonly TrackingEvent[]): Map<string, Omit<TimelineEvent, 'localTime' | 'anomalies' | 'milestone'>> {
  const rows = new Map<string, TrackingEvent>();
  for (const e of [...events].sort(newestFirst)) if (!rows.has(e.EVT_ID)) rows.set(e.EVT_ID, e);
  const groups = new Map<string, TrackingEvent[]>();
  for (const e of rows.values()) groups.set(identity(e), [...(groups.get(identity(e)) ?? []), e]);
  const out = new Map<string, Omit<TimelineEvent, 'localTime' | 'anomalies' | 'milestone'>>();
  for (const versions of groups.values()) {
    const [winner, ...losers] = versions.sort(newestFirst);
    out.set(winner!.EVT_ID, { event: winner!, state: winner!.EVT_RETRACTS ? 'RETRACTION' : 'KEPT' });
    for (const e of losers) {
      const same = instant(e.EVT_UPDATED_AT) === instant(winner!.EVT_UPDATED_AT);
      out.set(e.EVT_ID, { event: e, state: same ? 'DUPLICATE' : 'SUPERSEDED', by: winner!.EVT_ID });
    }
  }
  // a retraction (whatever its own state) withdraws its target and the target's other versions
  const retractedBy = new Map<string, string>();
  for (const e of [...rows.values()].sort(byId)) {
    if (!e.EVT_RETRACTS) continue;
    const target = rows.get(e.EVT_RETRACTS);
    const ids = target ? groups.get(identity(target))!.map((v) => v.EVT_ID) : [e.EVT_RETRACTS];
    for (const id of ids) if (!retractedBy.has(id)) retractedBy.set(id, e.EVT_ID);
  }
  for (const [id, r] of out) {
    if (r.state === 'RETRACTION') continue;
    const by = retractedBy.get(id);
    if (by) out.set(id, { event: r.event, state: 'RETRACTED', by });
    else if (r.event.EVT_RETRACTED) out.set(id, { event: r.event, state: 'RETRACTED' });
  }
  return out;
}
