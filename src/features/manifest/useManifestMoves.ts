import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MANIFEST_ACCESS as A } from '../../contract/manifest/module';
import type { ManifestRecord } from '../../contract/manifest';
import { useWords } from '../../i18n/words';
import { useCan } from '../../session/access';
import { showToast } from '../../ui/toaster';
import { amendManifest } from './api/manifest';
import { refreshManifestQueries } from './manifestQueries';
import { pagesOf, type Side } from './pages';
import { useSendFlow } from './SendFlow';
import { manifestWords } from './words';

/**
 * The moves a manifest's info page offers (verify, send, retry, amend, share), each where the
 * person may and the manifest allows it; `act` runs one with its toast and refreshes the lists.
 */
export function useManifestMoves(record: ManifestRecord, side: Side) {
  const w = useWords(manifestWords);
  const navigate = useNavigate();
  const staff = side === 'staff';
  const mayVerify = useCan(A.manifestVerify) && staff && record.Moves.includes('verify');
  const maySend = useCan(A.manifestSend) && staff && record.Moves.includes('send');
  const mayRetry = useCan(A.manifestRetry) && staff && record.Moves.includes('retry');
  const mayAmend = useCan(A.manifestAmend) && staff && record.Moves.includes('amend');
  const mayShare = useCan(A.manifestShare) && record.Moves.includes('share');
  const flow = useSendFlow();
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      void showToast({ intent: 'success', message: done });
      return true;
    } catch (e) {
      void showToast({ intent: 'danger', message: (e as Error).message });
      return false;
    } finally {
      setBusy(false);
      void refreshManifestQueries();
    }
  };
  const amend = async () => {
    if (await act(() => amendManifest(record.Id), w.amendOpened)) navigate(`${pagesOf(side).sendEdit}?id=${record.Id}`);
  };
  return { mayVerify, maySend, mayRetry, mayAmend, mayShare, flow, busy, act, amend };
}

export type ManifestMoves = ReturnType<typeof useManifestMoves>;
