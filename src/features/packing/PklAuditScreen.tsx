import { Button, Callout, Classes, FormGroup, InputGroup, Tab, Tabs, TextArea } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useIdParam } from '../../lib/useIdParam';
import { PACKING_ACCESS, PACKING_PAGES } from '../../contract/packing/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useCan } from '../../session/access';
import { AppDialog } from '../../ui/AppDialog';
import { KeyboardDesk, useFetchAhead } from '../../ui/desk/KeyboardDesk';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import {
  auditPackingData,
  decideApplications,
  packingDeskQueryOptions,
  packingKeys,
  packingQueueQueryOptions,
  refreshPacking,
  type PackingRow,
} from './api/packing';
import { usePklQueueColumns } from './pklQueueColumns';
import { PklBehalfDialog } from './PklBehalfDialog';
import { PklFacts, PklLinesTable, PklLogCard, PklProblems, PklStatusTag } from './PklParts';
import { packingWords } from './words';
import './packing.css';

type Stage = 'applications' | 'auditData';

/**
 * The desk's two tabs with how many wait in each. Memoized: Blueprint's Tabs read the selected tab's
 * size after each render (for the indicator), a layout read the desk need not pay whenever an item's
 * detail arrives (bench/browserPklAudit.ts); they render when the stage or a count changes.
 */
const PklAuditTabs = memo(function PklAuditTabs({
  stage,
  applications,
  auditData,
  onChange,
}: {
  stage: Stage;
  applications: number | undefined;
  auditData: number | undefined;
  onChange(s: Stage): void;
}) {
  const w = useWords(packingWords);
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);
  return (
    <Tabs id="pkl-audit-tabs" selectedTabId={stage} onChange={(t) => onChange(t as Stage)}>
      <Tab id="applications" title={`${w.tabApplications}${count(applications)}`} />
      <Tab id="auditData" title={`${w.tabData}${count(auditData)}`} />
    </Tabs>
  );
});

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
  const [asking, setAsking] = useState<PackingRow>();
  const [remarks, setRemarks] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // empty release details the operator may give when opening (optional; the trucker reads them)
  const [release, setRelease] = useState({ PKL_EMPTY_DEPOT: '', PKL_RETURN_TERMINAL: '', PKL_EIR_NO: '' });
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
  useFetchAhead(rows, cursor, (r) => queries.prefetchQuery(packingDeskQueryOptions(r.Id)));

  const switchTo = useCallback((s: Stage) => {
    setStage(s);
    setCursor(0);
    setShownId(undefined);
    setError('');
  }, []);
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
      setRelease({ PKL_EMPTY_DEPOT: '', PKL_RETURN_TERMINAL: '', PKL_EIR_NO: '' });
    },
    [queries],
  );
  // the decision went through: the queue shrinks and the item now at the cursor opens by itself
  const next = async (decided: number) => {
    await queries.invalidateQueries({ queryKey: packingKeys.queue(stage, universal) });
    void refreshPacking();
    // the decision's own live frame may have cancelled that read (the queue then still holds the decided item): never open it again
    const fresh = (queries.getQueryData<PackingRow[]>(packingKeys.queue(stage, universal)) ?? []).filter((r) => r.Id !== decided);
    const i = Math.max(0, Math.min(cursorRef.current, fresh.length - 1));
    setCursor(i);
    setShownId(fresh[i]?.Id);
    setRelease({ PKL_EMPTY_DEPOT: '', PKL_RETURN_TERMINAL: '', PKL_EIR_NO: '' });
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
          <div className="pkl-audit__detail">
            <PklFacts pkl={detail} universal={universal} />
            {stage === 'applications' && may ? (
              <div className="pkl-audit__release">
                {(
                  [
                    ['PKL_EMPTY_DEPOT', w.emptyDepot],
                    ['PKL_RETURN_TERMINAL', w.returnTerminal],
                    ['PKL_EIR_NO', w.eirNo],
                  ] as const
                ).map(([key, label]) => (
                  <FormGroup key={key} label={label} labelFor={`release-${key}`}>
                    <InputGroup id={`release-${key}`} value={release[key]} onValueChange={(v) => setRelease((r) => ({ ...r, [key]: v }))} />
                  </FormGroup>
                ))}
              </div>
            ) : null}
            {stage === 'auditData' ? (
              <>
                <PklLinesTable pkl={detail} />
                <PklProblems problems={detail.Problems} reviewing />
              </>
            ) : null}
            <PklLogCard events={shown.data?.Log} />
          </div>
        ) : undefined
      }
    >
      {behalf ? <PklBehalfDialog isOpen universal={universal} onClose={() => setBehalf(false)} /> : null}
      <AppDialog
        isOpen={!!asking}
        onClose={() => setAsking(undefined)}
        title={`${rejectWord} ${asking?.PKL_NO ?? asking?.PKL_CGO_ID ?? asking?.PKL_BOOKING_NO ?? ''}`}
      >
        <div className={Classes.DIALOG_BODY}>
          <p>{asking ? `${asking.CompanyName} · ${w.typeSlot(asking.PKL_CNTR_TYPE, asking.PKL_SLOT)}` : ''}</p>
          {error ? (
            <Callout intent="danger" role="alert">
              {error}
            </Callout>
          ) : null}
          <TextArea
            autoFocus
            fill
            aria-label={w.remarksReadByCustomer}
            placeholder={w.remarksReadByCustomer}
            value={remarks}
            onChange={(e) => setRemarks(e.currentTarget.value)}
          />
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text={w.cancel} onClick={() => setAsking(undefined)} />
            <Button
              intent="danger"
              text={rejectWord}
              loading={busy}
              disabled={!remarks.trim()}
              data-testid="pkl-confirm"
              onClick={() => asking && void decide(asking, false, remarks.trim())}
            />
          </div>
        </div>
      </AppDialog>
    </KeyboardDesk>
  );
}
