import { useQueryClient } from '@tanstack/react-query';
import { type MutableRefObject, useState } from 'react';
import { useWords } from '../../../i18n/words';
import { showToast } from '../../../ui/toaster';
import { auditPackingData, decideApplications, type PackingRow, packingKeys, refreshPacking } from '../api/packing';
import { packingWords } from '../words';
import type { EmptyRelease } from './PklAuditDetail';
import type { Stage } from './PklAuditTabs';

/**
 * A decision on the desk's item: open or reject an application (tab 1, with the empty release's
 * details), approve or return the data (tab 2). Once it went through the queue shrinks and the item
 * now at the cursor opens by itself (`moveTo`); a refusal stays on the desk and reads the item again.
 */
export function usePklDecide(o: {
  stage: Stage;
  universal: boolean;
  release: EmptyRelease;
  cursor: MutableRefObject<number>;
  moveTo(i: number, id: number | undefined): void;
}) {
  const w = useWords(packingWords);
  const queries = useQueryClient();
  const { stage, universal, release } = o;
  const [asking, setAsking] = useState<PackingRow>();
  const [remarks, setRemarks] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // the decision went through: the queue shrinks and the item now at the cursor opens by itself
  const next = async (decided: number) => {
    await queries.invalidateQueries({ queryKey: packingKeys.queue(stage, universal) });
    void refreshPacking();
    // the decision's own live frame may have cancelled that read (the queue then still holds the decided item): never open it again
    const fresh = (queries.getQueryData<PackingRow[]>(packingKeys.queue(stage, universal)) ?? []).filter((r) => r.Id !== decided);
    const i = Math.max(0, Math.min(o.cursor.current, fresh.length - 1));
    o.moveTo(i, fresh[i]?.Id);
  };
  const decide = async (row: PackingRow, approve: boolean, why?: string) => {
    setBusy(true);
    setError('');
    try {
      if (stage === 'applications') {
        const extra = Object.fromEntries(Object.entries(release).filter(([, v]) => v.trim()));
        const answer = await decideApplications({ Ids: [row.Id], Open: approve, ...(approve ? extra : { Remarks: why }) });
        const no = answer.Decided[0]?.PKL_NO ?? '';
        void showToast({ intent: approve ? 'success' : 'warning', message: approve ? w.decidedOpen(no) : w.decidedReject });
      } else {
        await auditPackingData({ Id: row.Id, Approve: approve, ...(approve ? {} : { Remarks: why }) });
        const no = row.PKL_NO ?? '';
        void showToast({ intent: approve ? 'success' : 'warning', message: approve ? w.decidedApprove(no) : w.decidedReturn(no) });
      }
      setAsking(undefined);
      await next(row.Id);
    } catch (e) {
      setError((e as Error).message);
      void queries.invalidateQueries({ queryKey: packingKeys.desk(row.Id) });
    } finally {
      setBusy(false);
    }
  };
  return { asking, setAsking, remarks, setRemarks, busy, error, setError, decide };
}
