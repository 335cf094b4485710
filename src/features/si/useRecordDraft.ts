import { useEffect, useRef, useState } from 'react';
import type { SiRecord } from '../../contract/si';
import { withTotals } from '../../domain/si/boxes';

/**
 * The SI record as the editor holds it while the person types: `local` is what is on screen, a
 * field left or a cell confirmed commits it (box and SI totals recomputed) to `onCommit`.
 */
export function useRecordDraft(record: SiRecord, onCommit: (next: SiRecord) => void) {
  const [local, setLocal] = useState<SiRecord>(record);
  // What this editor committed: the echo (from the draft log, or a parent's state) must not
  // overwrite newer typing; any other change (a replay, a container moved here) is taken.
  const sent = useRef(new WeakSet<SiRecord>());
  /** The record as last committed or received: leaving a field unchanged commits nothing. */
  const base = useRef(record);
  useEffect(() => {
    if (!sent.current.has(record)) {
      base.current = record;
      setLocal(record);
    }
  }, [record]);

  // empty goods lines take the SI's goods description; totals follow the lines
  const commit = (next: SiRecord) => {
    const full = withTotals({
      ...next,
      Boxes: next.Boxes.map((b) => ({ ...b, Details: b.Details.map((d) => (d.TBD_GOODS ? d : { ...d, TBD_GOODS: next.TBI_GOODS })) })),
    });
    sent.current.add(full);
    base.current = full;
    setLocal(full);
    onCommit(full);
  };
  const setField = (field: keyof SiRecord, value: string) => setLocal((r) => ({ ...r, [field]: value }));
  const leave = () => {
    if (local !== base.current) commit(local);
  };
  // the record as typed right now: a template that arrives later lands on it, not on an older copy
  const latest = useRef(local);
  latest.current = local;
  // a reload or a closed tab with the cursor still in a field commits what it holds: the draft log
  // writes it ahead synchronously, so the page that comes back shows it
  const commitRef = useRef(commit);
  commitRef.current = commit;
  useEffect(() => {
    const flush = () => {
      if (latest.current !== base.current) commitRef.current(latest.current);
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, []);
  return { local, commit, setField, leave, latest };
}
