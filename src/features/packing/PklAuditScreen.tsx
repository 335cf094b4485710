import { Button } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PACKING_ACCESS, PACKING_PAGES } from '../../contract/packing/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useIdParam } from '../../lib/useIdParam';
import { useCan } from '../../session/access';
import { KeyboardDesk, useFetchAhead } from '../../ui/desk/KeyboardDesk';
import { useRoute } from '../../ui/routeContext';
import { packingDeskQueryOptions, packingQueueQueryOptions } from './api/packing';
import { type EmptyRelease, NO_RELEASE, PklAuditDetail } from './audit/PklAuditDetail';
import { PklAuditTabs, type Stage } from './audit/PklAuditTabs';
import { PklRefuseDialog } from './audit/PklRefuseDialog';
import { usePklDecide } from './audit/usePklDecide';
import { usePklQueueColumns } from './pklQueueColumns';
import { PklBehalfDialog } from './PklBehalfDialog';
import { PklStatusTag } from './PklParts';
import { packingWords } from './words';
import './packing.css';

/**
 * The operator's packing-list desk (operations.md §3.4 TrachManDataAudit, …Universal), worked from
 * the keyboard like the SI review: tab 1 the applications, tab 2 the submitted data; j/k (or the
 * arrows) move, Enter opens, `a` opens the packing list (tab 1) or approves its data (tab 2), `r`
 * asks for the remarks of a rejection or a return in a dialog that only its own button confirms.
 * After a decision the queue's next item opens by itself. The keys obey src/lib/pageKeys.ts.
 */
/** The item a link asks for (the work center's next item): its tab and id, from `?stage=…&id=…`. */
function useAskedItem(): { stage?: Stage; id?: number } {
  const id = useIdParam();
  const raw = new URLSearchParams(useLocation().search).get('stage');
  return { stage: raw === 'applications' || raw === 'auditData' ? raw : undefined, id };
}

export default function PklAuditScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(packingWords);
  const queries = useQueryClient();
  const universal = route.path === PACKING_PAGES.auditUniversal;
  // the work center's next item (`?stage=auditData&id=12`) opens that item on its tab
  const asked = useAskedItem();
  const [stage, setStage] = useState<Stage>(asked.stage ?? 'applications');
  const queue = useQuery(packingQueueQueryOptions(stage, universal));
  // both tabs say how many wait in them
  const waiting = {
    applications: useQuery(packingQueueQueryOptions('applications', universal)).data?.length,
    auditData: useQuery(packingQueueQueryOptions('auditData', universal)).data?.length,
  };
  const rows = queue.data ?? [];
  const [cursor, setCursor] = useState(0);
  const [shownId, setShownId] = useState<number | undefined>(asked.id);
  useEffect(() => {
    if (asked.stage) setStage(asked.stage);
    if (asked.id) setShownId(asked.id);
  }, [asked.stage, asked.id]);
  // the record and its log in one call (PackingList/Detail), not Get and Log answered side by side
  const shown = useQuery(packingDeskQueryOptions(shownId ?? 0));
  // empty release details the operator may give when opening (optional; the trucker reads them)
  const [release, setRelease] = useState<EmptyRelease>(NO_RELEASE);
  const mayDecide = useCan(PACKING_ACCESS.packingDecide);
  const mayReject = useCan(PACKING_ACCESS.packingReject);
  const mayAudit = useCan(PACKING_ACCESS.packingAuditData);
  // staff applying for a customer company (its booking, or a universal one), in a dialog over the desk
  const mayBehalf = useCan(PACKING_ACCESS.packingApplyOnBehalf);
  const [behalf, setBehalf] = useState(false);
  const may = stage === 'applications' ? mayDecide : mayAudit;
  const mayRefuse = stage === 'applications' ? mayReject : mayAudit;

  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const cursorRef = useRef(cursor);
  cursorRef.current = cursor;
  const { asking, setAsking, remarks, setRemarks, busy, error, setError, decide } = usePklDecide({
    stage,
    universal,
    release,
    cursor: cursorRef,
    moveTo: (i, id) => {
      setCursor(i);
      setShownId(id);
      setRelease(NO_RELEASE);
    },
  });
  useFetchAhead(rows, cursor, (r) => queries.prefetchQuery(packingDeskQueryOptions(r.Id)));

  const switchTo = useCallback(
    (s: Stage) => {
      setStage(s);
      setCursor(0);
      setShownId(undefined);
      setError('');
    },
    [setError],
  );
  // stable, so the memoized queue rows do not render again for a new handler
  const openAt = useCallback(
    (i: number) => {
      const r = rowsRef.current[i];
      if (!r) return false;
      // asked in the click itself, before the render that shows the spinner: the panel's query joins this fetch
      void queries.prefetchQuery(packingDeskQueryOptions(r.Id));
      setCursor(i);
      setShownId(r.Id);
      setError('');
      setRelease(NO_RELEASE);
    },
    [queries, setError],
  );
  const shownRow = rows.find((r) => r.Id === shownId);
  const ask = () => {
    if (!shownRow || !mayRefuse) return false;
    setRemarks('');
    setError('');
    setAsking(shownRow);
  };

  const approveWord = stage === 'applications' ? w.openApplication : w.approveData;
  const rejectWord = stage === 'applications' ? w.rejectApplication : w.returnData;
  const detail = shown.data && shown.data.Record.Id === shownId ? shown.data.Record : undefined;
  const columns = usePklQueueColumns(stage, universal);

  return (
    <KeyboardDesk
      testId="pkl-audit"
      part="pkl"
      data={{ 'data-stage': stage }}
      title={route.title[lang]}
      headAction={mayBehalf ? <Button icon="add" text={w.applyForCustomer} data-testid="pkl-behalf-open" onClick={() => setBehalf(true)} /> : null}
      hints={{
        move: w.keysHint,
        open: w.keysOpen,
        approve: stage === 'applications' ? w.keysApproveApplication : w.keysApproveData,
        refuse: w.keysReject,
      }}
      above={<PklAuditTabs stage={stage} applications={waiting.applications} auditData={waiting.auditData} onChange={switchTo} />}
      rows={rows}
      loading={queue.isPending}
      empty={w.queueEmpty}
      columns={columns}
      cursor={cursor}
      setCursor={setCursor}
      openId={shownId}
      shownId={detail?.Id}
      onOpen={openAt}
      onApprove={() => (shownRow && may && !busy ? void decide(shownRow, true) : false)}
      // only asks: the rejection or return needs the remarks and the dialog's own button
      onReturn={ask}
      error={error && !asking ? error : undefined}
      loadingDetail={!!shownId && !detail}
      actions={
        detail
          ? {
              lead: <PklStatusTag status={detail.PKL_STATUS} />,
              approve: may ? { text: approveWord, loading: busy, onClick: () => shownRow && void decide(shownRow, true) } : undefined,
              refuse: mayRefuse ? { text: rejectWord, disabled: busy, onClick: () => void ask() } : undefined,
            }
          : undefined
      }
      detail={
        detail ? (
          <PklAuditDetail detail={detail} log={shown.data?.Log} stage={stage} universal={universal} may={may} release={release} setRelease={setRelease} />
        ) : undefined
      }
    >
      {behalf ? <PklBehalfDialog isOpen universal={universal} onClose={() => setBehalf(false)} /> : null}
      <PklRefuseDialog
        asking={asking}
        setAsking={setAsking}
        rejectWord={rejectWord}
        error={error}
        remarks={remarks}
        setRemarks={setRemarks}
        busy={busy}
        decide={decide}
      />
    </KeyboardDesk>
  );
}
