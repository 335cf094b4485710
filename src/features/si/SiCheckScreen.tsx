import { useMemo } from 'react';
import { Button, Classes, Tag, TextArea } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS } from '../../contract/endpoints';
import type { ListPage } from '../../contract/admin';
import { SI_STATUS } from '../../domain/si/status';
import { listKey } from '../../lib/listKey';
import { KeyboardDesk, useFetchAhead, type DeskColumn } from '../../ui/desk/KeyboardDesk';
import { useReviewDesk } from '../../ui/desk/useReviewDesk';
import { reviewQueueQueryOptions } from './api/lists';
import { SiReviewFactsPanel, factsKey } from './SiReviewFacts';
import './si.css';
import { AppDialog } from '../../ui/AppDialog';
import { showToast } from '../../ui/toaster';
import { SiFacts, SiLog, siKeys, type SiDetail } from './SiFacts';
import type { QueueRow } from './SiListScreen';
import { siLogQueryOptions, siQueryOptions } from './api/records';
import { changeSiStatus, reviewFactsQueryOptions } from './api/review';
import { useWords, type WordsIn } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { siWords } from './words';

const QUEUE_KEY = siKeys.reviewQueue();
const Kbd = ({ children }: { children: string }) => <kbd className="navbar__kbd">{children}</kbd>;

/** The queue's columns: SI number, customer, booking, boxes, cut-off. */
const queueColumns = (w: WordsIn<typeof siWords>, common: WordsIn<typeof commonWords>): DeskColumn<QueueRow>[] => [
  { title: w.siNo, cell: (r) => r.TBI_NO },
  { title: common.customer, cell: (r) => r.CompanyName, tip: (r) => r.CompanyName },
  { title: w.cgoId, cell: (r) => r.TBI_CGO_ID },
  { title: w.boxSummary, cell: (r) => <Tag minimal>{r.BoxSummary}</Tag> },
  { title: w.cutOff, cell: (r) => r.TBI_DEADLINE },
];

/** The SI open in the desk: what to decide on, the record, its history. */
function ReviewDetail({ si, logId }: { si: SiDetail; logId: number }) {
  return (
    <>
      <SiReviewFactsPanel si={si} />
      <SiFacts si={si} />
      <SiLog id={logId} />
    </>
  );
}

/**
 * /tdManage/siCheck: the reviewer's keyboard-first queue (the shared keyboard desk) — j/k move,
 * Enter opens, a approves (sent after a few seconds' undo window; u undoes), r returns with remarks
 * (a dialog that closes only by its buttons); the next SI opens by itself. A decision carries the
 * version shown: when the SI changed meanwhile the server refuses it (STALE) and the detail reloads.
 */
export default function SiCheckScreen() {
  const w = useWords(siWords);
  const common = useWords(commonWords);
  const queries = useQueryClient();
  const queue = useQuery(reviewQueueQueryOptions());
  const rows = queue.data?.Items ?? [];

  const { review, state, ctx, cursor, deskProps } = useReviewDesk<QueueRow>({
    rows,
    decide: (input) =>
      changeSiStatus({
        TDId: input.siId,
        Status: input.decision === 'approve' ? SI_STATUS.APPROVED : SI_STATUS.RETURNED,
        Remarks: input.remarks || undefined,
        Version: input.version,
      }),
    // the SI changed since it was shown: its current content (and facts, log) load again
    reload: (siId) => {
      void queries.invalidateQueries({ queryKey: siKeys.detail(siId) });
      void queries.invalidateQueries({ queryKey: factsKey(siId) });
      void queries.invalidateQueries({ queryKey: siKeys.log(siId) });
    },
    decided: async (siId) => {
      await queries.invalidateQueries({ queryKey: listKey(ENDPOINTS.siReviewQueue) });
      await queries.invalidateQueries({ queryKey: siKeys.detail(siId) });
      return queries.getQueryData<ListPage<QueueRow>>(QUEUE_KEY)?.Items ?? [];
    },
    sendLeftApproval: (siId, version) => {
      const no = shown?.NoText ?? String(siId);
      changeSiStatus({ TDId: siId, Status: SI_STATUS.APPROVED, Version: version }).catch((e: Error) => {
        void showToast({ intent: 'danger', message: w.approvalNotSent(no, e.message) });
      });
    },
  });
  const detail = useQuery(siQueryOptions(ctx.siId ?? 0, !!ctx.siId && state !== 'idle'));
  // the SI on screen (what a decision is bound to): only the one the machine has open
  const shown = detail.data && detail.data.Id === ctx.siId ? detail.data : undefined;
  // a reviewer works down the queue: the click or Enter that opens one finds its record, facts and history at hand
  useFetchAhead(rows, cursor, (r) =>
    Promise.all([
      queries.prefetchQuery(siQueryOptions(r.Id)),
      queries.prefetchQuery(reviewFactsQueryOptions(r.Id)),
      queries.prefetchQuery(siLogQueryOptions(r.Id)),
    ]),
  );

  const columns = useMemo(() => queueColumns(w, common), [w, common]);

  return (
    <KeyboardDesk
      testId="si-check"
      part="si"
      title={w.sisAwaitingReview}
      hints={{ move: w.hintMove, open: w.hintOpen, approve: w.hintApprove, undo: w.hintUndoApproval, refuse: w.hintReturn }}
      rows={rows}
      loading={queue.isPending}
      empty={w.queueIsEmpty}
      columns={columns}
      {...deskProps}
      shownId={shown?.Id}
      // a decision is only made on an SI that is shown, and names the version shown
      onApprove={() => (shown ? review.send({ type: 'review.approve', version: shown.Version }) : false)}
      // only opens the return dialog: the return itself needs the remarks and the dialog's own button
      onReturn={() => (shown ? review.send({ type: 'review.return', version: shown.Version }) : false)}
      undo={state === 'undoable' ? { says: (left) => w.approvingIn(shown?.NoText ?? '', left), button: w.undoU } : undefined}
      stale={ctx.stale ? `${ctx.error} ${w.currentContentIsShown}` : undefined}
      loadingDetail={state !== 'idle' && !!ctx.siId && detail.isPending}
      detail={detail.data && state !== 'idle' ? <ReviewDetail si={detail.data} logId={ctx.siId!} /> : undefined}
    >
      <ReturnRemarksDialog isOpen={state === 'deciding'} remarks={ctx.remarks} send={(e) => review.send(e)} />
    </KeyboardDesk>
  );
}

type RemarksEvent = { type: 'review.cancel' } | { type: 'review.confirm' } | { type: 'review.remarks'; remarks: string };

/** Returning an SI for correction: the remarks the customer reads; the dialog closes only by its buttons, Ctrl+Enter returns. */
function ReturnRemarksDialog({ isOpen, remarks, send }: { isOpen: boolean; remarks: string; send(event: RemarksEvent): void }) {
  const w = useWords(siWords);
  const common = useWords(commonWords);
  return (
    <AppDialog isOpen={isOpen} onClose={() => send({ type: 'review.cancel' })} title={w.returnForCorrection}>
      <div className={Classes.DIALOG_BODY}>
        <TextArea
          autoFocus
          fill
          aria-label={w.remarksCustomerReadsThem}
          placeholder={w.remarksCustomerReadsThem}
          value={remarks}
          onChange={(e) => send({ type: 'review.remarks', remarks: e.currentTarget.value })}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) send({ type: 'review.confirm' });
          }}
        />
        <p className="kdesk__keys">
          <Kbd>Ctrl+Enter</Kbd> {w.hintReturnIt}
        </p>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={common.cancel} onClick={() => send({ type: 'review.cancel' })} />
          <Button intent="danger" text={w.returnIt} disabled={!remarks.trim()} onClick={() => send({ type: 'review.confirm' })} />
        </div>
      </div>
    </AppDialog>
  );
}
