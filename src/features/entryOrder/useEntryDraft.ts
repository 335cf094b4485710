import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { appendEvent, clearEvents, readEvents } from '../../streams/draftLog';
import { type DraftEvent, draftFlowKey, type EntryDraft, foldDraft, typedSince } from './entryValues';

/**
 * The order as typed, kept in the draft log (src/streams/draftLog.ts: each step written ahead to
 * localStorage, then IndexedDB, per signed-in employee; signing out deletes it): the screen shows
 * the fold of the log over the order as read, so a reload or a crash loses nothing typed. Once a
 * save has landed and the order is read again, the steps it carried leave the log; the steps typed
 * while it was on its way stay.
 */
export function useEntryDraft(employeeId: number | undefined, orderId: number | undefined, base: EntryDraft | undefined) {
  const flow = employeeId ? draftFlowKey(employeeId, orderId) : undefined;
  const [events, setEvents] = useState<{ flow: string; list: DraftEvent[] }>();
  const latest = useRef<DraftEvent[]>([]);
  latest.current = events && events.flow === flow ? events.list : [];
  useEffect(() => {
    if (!flow) return;
    let live = true;
    void readEvents<DraftEvent>(flow)
      .catch(() => [] as DraftEvent[])
      .then((list) => live && setEvents({ flow, list }));
    return () => {
      live = false;
    };
  }, [flow]);
  const ready = !!flow && events?.flow === flow;
  const draft = useMemo(() => (base && ready ? foldDraft(base, events!.list) : undefined), [base, ready, events]);
  /** A person's step: written ahead (synchronously) before it shows. */
  const record = useCallback(
    (e: DraftEvent) => {
      if (!flow) return;
      void appendEvent(flow, e);
      setEvents((prev) => ({ flow, list: [...(prev?.flow === flow ? prev.list : []), e] }));
    },
    [flow],
  );
  /** How many steps the log holds now (a save carries these). */
  const mark = useCallback(() => latest.current.length, []);
  /**
   * A save landed (and the order was read again): the `carried` first steps leave the log; those typed
   * since stay — under the made order's log when the save made it.
   */
  const settle = useCallback(
    async (carried: number, madeId?: number) => {
      if (!flow || !employeeId) return;
      const after = latest.current.slice(carried);
      await clearEvents(flow);
      const into = madeId ? draftFlowKey(employeeId, madeId) : flow;
      for (const e of after) await appendEvent(into, e);
      if (!madeId) setEvents({ flow, list: after });
    },
    [flow, employeeId],
  );
  const discard = useCallback(async () => {
    if (!flow) return;
    await clearEvents(flow);
    setEvents({ flow, list: [] });
  }, [flow]);
  return { draft, record, mark, settle, discard, restored: ready && typedSince(events!.list) };
}
