import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Callout, Card, Classes, H2, H4, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import type { SiProblem, SiRecord } from '../../contract/si';
import { checkModification, checkSi, checkWarnings } from '../../domain/si/check';
import { SI_STATUS } from '../../domain/si/status';
import { useLanguage } from '../../i18n/language';
import { useIdParam } from '../../lib/useIdParam';
import { formatDate } from '../../domain/dates';
import { ApiError } from '../../streams/callApi';
import { siSourceQueryOptions } from './api/lists';
import { AppDialog } from '../../ui/AppDialog';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { useCan } from '../../session/access';
import { Problems } from './SiProblems';
import { SiRecordEditor } from './SiRecordEditor';
import { recordOf, SiFacts, SiLog, siKeys, type SiDetail } from './SiFacts';
import { refreshSiQueries } from './siQueries';
import { CORRECTION_HASH } from '../../routes/siLinks';
import { returnReason } from './returnReason';
import { deleteSi, modifySi, siLogQueryOptions, siQueryOptions } from './api/records';
import { ModulePanels } from '../../ui/panels';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { siWords } from './words';

export { SiFacts, SiLog, siKeys };

/** Moves the person into the correction: its first field focused, the editor in view. */
function focusCorrection() {
  const card = document.getElementById('si-correction');
  card?.scrollIntoView({ block: 'start' });
  card?.querySelector<HTMLElement>('input, textarea, select')?.focus({ preventScroll: true });
}

/**
 * Why a returned SI came back, at the top of its page: the reviewer's remarks, who and when (the
 * log at the bottom keeps the whole history), with the way into the correction.
 */
function SiReturnNotice({ id, correctable }: { id: number; correctable: boolean }) {
  const w = useWords(siWords);
  const log = useQuery(siLogQueryOptions(id));
  const reason = log.data ? returnReason(log.data) : undefined;
  return (
    <Callout intent="warning" icon="warning-sign" title={w.returnedForCorrection} data-testid="si-return-reason">
      {reason ? (
        <>
          <p className="pre" data-testid="si-return-remarks">
            {reason.remarks || w.reviewerGaveNoReason}
          </p>
          <p>{w.returnedByOn(reason.by, formatDate(reason.at, 'dateTime'))}</p>
        </>
      ) : (
        log.isPending && <Spinner size={16} />
      )}
      {correctable && <Button intent="warning" icon="edit" text={w.correctAndResubmit} onClick={focusCorrection} />}
    </Callout>
  );
}

/**
 * The company corrects its SI — returned for correction, or still awaiting review — as a whole
 * record in the same editor as the drafts, with the live check (the booking's other SIs
 * included), and resubmits it (ModifyTDBillLadingInfo: the status goes back to 1).
 */
function SiCorrection({ si, onClose }: { si: SiDetail; onClose?(): void }) {
  const w = useWords(siWords);
  const queries = useQueryClient();
  const templates = useCan(ACCESS.siTemplates);
  const stored = useMemo(() => recordOf(si), [si]);
  const [draft, setDraft] = useState<SiRecord>(stored);
  const [refused, setRefused] = useState<{ message: string; problems: SiProblem[] }>();
  const [busy, setBusy] = useState(false);
  // the booking (with the containers its other SIs use) for the booking-wide part of the check
  const booking = useQuery(siSourceQueryOptions(si.TBI_CGO_ID));
  const problems = booking.data ? checkModification(draft, stored, booking.data) : checkSi(draft);
  const resubmit = async () => {
    setBusy(true);
    setRefused(undefined);
    try {
      await modifySi({ ...draft, Id: si.Id! });
      await refreshSiQueries(queries);
      showToast({ intent: 'success', message: w.resubmittedAwaitingReview });
      onClose?.();
    } catch (e) {
      setRefused({
        message: e instanceof ApiError ? e.message : String(e),
        problems: e instanceof ApiError ? ((e.errors as SiProblem[] | undefined) ?? []) : [],
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card data-testid="si-resubmit" id="si-correction">
      <H4>{si.TBI_STATUS === SI_STATUS.RETURNED ? w.correctAndResubmitTitle : w.changeSiStillAwaiting}</H4>
      <SiRecordEditor record={draft} onCommit={setDraft} problems={problems} idPrefix={`si-${si.Id}`} templates={templates} />
      <Problems problems={[...problems, ...checkWarnings([draft])]} record={draft} />
      {refused && (
        <Callout intent="danger" role="alert">
          {refused.message}
        </Callout>
      )}
      {refused && refused.problems.length > 0 && <Problems problems={refused.problems} record={draft} />}
      <div className="si-actions">
        <Button intent="primary" icon="send-message" text={w.resubmit} loading={busy} disabled={problems.length > 0} onClick={() => void resubmit()} />
        {onClose && <Button text={w.cancelChanges} onClick={onClose} />}
      </div>
    </Card>
  );
}

/** Deleting an SI that is not approved (the server's rule), after a confirmation. */
function DeleteSi({ si, after }: { si: SiDetail; after(): void }) {
  const w = useWords(siWords);
  const c = useWords(commonWords);
  const queries = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const remove = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await deleteSi(si.Id!);
      setOpen(false);
      queries.removeQueries({ queryKey: siKeys.detail(si.Id) });
      await refreshSiQueries(queries);
      showToast({ intent: 'success', message: w.siDeleted(si.NoText) });
      after();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button intent="danger" variant="outlined" icon="trash" text={w.deleteThisSi} onClick={() => setOpen(true)} />
      <AppDialog isOpen={open} onClose={() => setOpen(false)} title={w.deleteSi}>
        <div className={Classes.DIALOG_BODY}>
          <p>{w.deleteSiConfirm(si.NoText, si.TBI_CGO_ID, si.BoxSummary)}</p>
          {error && (
            <Callout intent="danger" role="alert">
              {error}
            </Callout>
          )}
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text={c.cancel} onClick={() => setOpen(false)} />
            <Button intent="danger" text={w.deleteIt} loading={busy} onClick={() => void remove()} />
          </div>
        </div>
      </AppDialog>
    </>
  );
}

/** One SI: its facts, the company's corrections and deletion, and its log. */
export function SiDetailView({ id, external }: { id: number; external: boolean }) {
  const w = useWords(siWords);
  const navigate = useNavigate();
  const canChange = useCan(ACCESS.siSubmit);
  const si = useQuery(siQueryOptions(id));
  const [editing, setEditing] = useState(false);
  // "correct and resubmit" from the list: once the correction is on screen, the person is in it
  const { hash } = useLocation();
  const jumped = useRef(false);
  const returned = si.data?.TBI_STATUS === SI_STATUS.RETURNED;
  useEffect(() => {
    if (hash !== CORRECTION_HASH || !returned || jumped.current) return;
    jumped.current = true;
    focusCorrection();
  }, [hash, returned]);
  if (si.isPending) return <Spinner />;
  if (si.error)
    return (
      <Callout intent="danger" role="alert">
        {(si.error as Error).message}
      </Callout>
    );
  const data = si.data!;
  const status = data.TBI_STATUS ?? SI_STATUS.SUBMITTED;
  // the company changes its own SI while it is not decided for good (returned, or still awaiting review)
  const mayEdit = external && canChange && (status === SI_STATUS.RETURNED || status === SI_STATUS.SUBMITTED);
  const mayDelete = external && canChange && status !== SI_STATUS.APPROVED;
  return (
    <>
      {status === SI_STATUS.RETURNED && <SiReturnNotice id={id} correctable={mayEdit} />}
      <SiFacts si={data} />
      {status === SI_STATUS.APPROVED ? <ModulePanels slot="si.detail" cgoId={data.TBI_CGO_ID ?? ''} siId={id} /> : null}
      {(mayEdit || mayDelete) && (
        <div className="si-actions">
          {mayEdit && status === SI_STATUS.SUBMITTED && !editing && <Button icon="edit" text={w.changeThisSi} onClick={() => setEditing(true)} />}
          {mayDelete && <DeleteSi si={data} after={() => navigate(external ? '/external/workbench/SISubimtList' : '/tdManage/internalSiList')} />}
        </div>
      )}
      {mayEdit && status === SI_STATUS.RETURNED && <SiCorrection key={`${data.Id}-${status}`} si={data} />}
      {mayEdit && status === SI_STATUS.SUBMITTED && editing && <SiCorrection key={`${data.Id}-${status}`} si={data} onClose={() => setEditing(false)} />}
      <SiLog id={id} />
    </>
  );
}

/** /tdManage/siDetail?id= (staff) and /external/workbench/SILogs?id= (the customer's SI with its log). */
export default function SiDetailScreen() {
  const w = useWords(siWords);
  const lang = useLanguage();
  const route = useRoute();
  const id = useIdParam();
  if (id === undefined) return <Callout intent="warning">{w.openSiFromList}</Callout>;
  return (
    <section className="admin-screen" data-testid="si-detail">
      <H2>{route.title[lang]}</H2>
      <SiDetailView key={id} id={id} external={route.path.startsWith('/external/')} />
    </section>
  );
}
