import { useState } from 'react';
import type { ManifestRow } from '../../contract/manifest';
import { MANIFEST_ACCESS as A } from '../../contract/manifest/module';
import { useWords } from '../../i18n/words';
import { useCan } from '../../session/access';
import { showToast } from '../../ui/toaster';
import { submitManifests, verifyManifest } from './api/manifest';
import { refreshManifestQueries } from './manifestQueries';
import type { Side } from './pages';
import { useSendFlow } from './SendFlow';
import { manifestWords } from './words';

/**
 * The moves a manifest list offers, each where the person may: submit the ticked drafts, verify the
 * ticked submissions, send the ticked verified ones (the send flow), and a row's own move (`act`).
 */
export function useManifestListMoves(side: Side) {
  const w = useWords(manifestWords);
  const staff = side === 'staff';
  const maySubmit = useCan(A.manifestSubmit);
  const mayVerify = useCan(A.manifestVerify) && staff;
  const maySend = useCan(A.manifestSend) && staff;
  const mayRetry = useCan(A.manifestRetry) && staff;
  const mayAmend = useCan(A.manifestAmend) && staff;
  const flow = useSendFlow();
  const [busy, setBusy] = useState(false);

  const submitTicked = async (rows: ManifestRow[]) => {
    setBusy(true);
    try {
      const a = await submitManifests(rows.map((r) => r.Id));
      void showToast({
        intent: a.Failed.length ? 'warning' : 'success',
        message: [w.submitted(a.Submitted.length), ...(a.Failed.length ? [w.submitFailed(a.Failed.length)] : [])].join(' · '),
      });
    } catch (e) {
      void showToast({ intent: 'danger', message: (e as Error).message });
    } finally {
      setBusy(false);
      void refreshManifestQueries();
    }
  };
  const verifyTicked = async (rows: ManifestRow[]) => {
    setBusy(true);
    const refused: string[] = [];
    for (const r of rows) await verifyManifest({ Id: r.Id, Approve: true }).catch((e: Error) => refused.push(`${r.MFT_NO} ${e.message}`));
    void showToast({ intent: refused.length ? 'warning' : 'success', message: [w.decidedVerify(String(rows.length - refused.length)), ...refused].join('；') });
    setBusy(false);
    void refreshManifestQueries();
  };
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      void showToast({ intent: 'success', message: done });
    } catch (e) {
      void showToast({ intent: 'danger', message: (e as Error).message });
    } finally {
      void refreshManifestQueries();
    }
  };
  return { staff, maySubmit, mayVerify, maySend, mayRetry, mayAmend, flow, busy, submitTicked, verifyTicked, act };
}

export type ManifestListMoves = ReturnType<typeof useManifestListMoves>;
