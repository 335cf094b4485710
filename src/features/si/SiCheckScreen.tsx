import { useEffect, useRef, useState } from 'react';
import { Button, Callout, Classes, H2, HTMLTable, NonIdealState, Spinner, Tag, TextArea } from '@blueprintjs/core';

const Kbd = ({ children }: { children: string }) => <kbd className="navbar__kbd">{children}</kbd>;
import { useActorRef, useSelector } from '@xstate/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { ENDPOINTS } from '../../contract/endpoints';
import type { ListPage } from '../../contract/admin';
import { siReviewMachine, UNDO_WINDOW_MS } from '../../machines/siReviewMachine';
import { SI_STATUS } from '../../domain/si/status';
import { listKey } from '../../lib/listKey';
import { usePageKeys } from '../../lib/pageKeys';
import { reviewQueueQueryOptions } from './api/lists';
import { SiReviewFactsPanel, factsKey } from './SiReviewFacts';
import './si.css';
import { AppDialog } from '../../ui/AppDialog';
import { showToast } from '../../ui/toaster';
import { SiFacts, SiLog, siKeys, type SiDetail } from './SiFacts';
import { useIdParam } from '../../lib/useIdParam';
import type { QueueRow } from './SiListScreen';
import { siLogQueryOptions, siQueryOptions } from './api/records';
import { changeSiStatus, reviewFactsQueryOptions } from './api/review';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { siWords } from './words';

const QUEUE_KEY = siKeys.reviewQueue();

/** The approval's undo bar: counts the window down; the decision is sent when it ends. */
function UndoBar({ noText, onUndo }: { noText: string; onUndo: () => void }) {
  const w = useWords(siWords);
  const [left, setLeft] = useState(Math.ceil(UNDO_WINDOW_MS / 1000));
  useEffect(() => {
    const started = Date.now();
    const t = setInterval(() => setLeft(Math.max(0, Math.ceil((UNDO_WINDOW_MS - (Date.now() - started)) / 1000))), 250);
    return () => clearInterval(t);
  }, []);
  return (
    <Callout className="si-undo" intent="success" icon="tick" role="status" data-testid="si-undo">
      {w.approvingIn(noText, left)} <Button size="small" text={w.undoU} onClick={onUndo} />
    </Callout>
  );
}

/**
 * /tdManage/siCheck: the reviewer's keyboard-first queue — j/k move, Enter opens, a approves
 * (sent after a few seconds' undo window; u undoes), r returns with remarks (a dialog that closes
 * only by its buttons); the next SI opens by itself. A decision carries the version shown: when
 * the SI changed meanwhile the server refuses it (STALE) and the detail reloads.
 */
export default function SiCheckScreen() {
  const w = useWords(siWords);
  const common = useWords(commonWords);
  const queries = useQueryClient();
  const queue = useQuery(reviewQueueQueryOptions());
  const rows = queue.data?.Items ?? [];
  const [cursor, setCursor] = useState(0);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const cursorRef = useRef(cursor);
  cursorRef.current = cursor;

  const review = useActorRef(
    siReviewMachine.provide({
      actors: {
        decide: fromPromise(({ input }) =>
          changeSiStatus({
            TDId: input.siId,
            Status: input.decision === 'approve' ? SI_STATUS.APPROVED : SI_STATUS.RETURNED,
            Remarks: input.remarks || undefined,
            Version: input.version,
          }).then(() => undefined),
        ),
      },
      actions: {
        // decided: the queue shrinks, and the SI now at the cursor opens by itself
        // the SI changed since it was shown: its current content (and facts, log) load again
        reload: (_, { siId }) => {
          void queries.invalidateQueries({ queryKey: siKeys.detail(siId) });
          void queries.invalidateQueries({ queryKey: factsKey(siId) });
          void queries.invalidateQueries({ queryKey: siKeys.log(siId) });
        },
        decided: (_, { siId }) => {
          void (async () => {
            await queries.invalidateQueries({ queryKey: listKey(ENDPOINTS.siReviewQueue) });
            await queries.invalidateQueries({ queryKey: siKeys.detail(siId) });
            const fresh = queries.getQueryData<ListPage<QueueRow>>(QUEUE_KEY)?.Items ?? [];
            const at = Math.min(cursorRef.current, fresh.length - 1);
            setCursor(Math.max(0, at));
            if (fresh[at]) review.send({ type: 'review.open', siId: fresh[at]!.Id });
          })();
        },
      },
    }),
  );
  const state = useSelector(review, (s) => s.value as string);
  const ctx = useSelector(review, (s) => s.context);
  const detail = useQuery({ ...siQueryOptions(ctx.siId ?? 0), enabled: !!ctx.siId && state !== 'idle' });
  // the SI at the cursor and the next one are fetched ahead (a reviewer works down the queue): the
  // click or Enter that opens one finds its record, facts and history at hand
  useEffect(() => {
    for (const r of [rows[cursor], rows[cursor + 1]]) {
      if (!r) continue;
      void queries.prefetchQuery(siQueryOptions(r.Id));
      void queries.prefetchQuery(reviewFactsQueryOptions(r.Id));
      void queries.prefetchQuery(siLogQueryOptions(r.Id));
    }
  }, [queries, rows, cursor]);
  // the SI on screen (what a decision is bound to): only the one the machine has open
  const shownRef = useRef<SiDetail | undefined>(undefined);
  shownRef.current = detail.data && detail.data.Id === ctx.siId ? detail.data : undefined;

  // /tdManage/siAudit?id= (and the palette's "next SI to review"): that SI opens in the review flow
  const askedFor = useIdParam();
  useEffect(() => {
    if (askedFor === undefined) return;
    review.send({ type: 'review.open', siId: askedFor });
  }, [askedFor, review]);
  useEffect(() => {
    if (askedFor === undefined) return;
    const at = rows.findIndex((r) => r.Id === askedFor);
    if (at >= 0) setCursor(at);
  }, [askedFor, rows]);

  // An approval inside its undo window is never dropped unseen. The page going away (a reload, the
  // window closed) sends it at once, kept alive past the unload; closing this tab unmounts the page
  // and stops its machine, so the decision goes out directly, and a refusal is still shown.
  const wordsRef = useRef(w);
  wordsRef.current = w;
  useEffect(() => {
    const leave = () => review.send({ type: 'review.leave' });
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      const { value, context } = review.getSnapshot();
      if (value !== 'undoable' || context.decision !== 'approve' || context.siId === undefined) return;
      const no = shownRef.current?.NoText ?? String(context.siId);
      changeSiStatus({ TDId: context.siId, Status: SI_STATUS.APPROVED, Version: context.version }).catch((e: Error) => {
        void showToast({ intent: 'danger', message: wordsRef.current.approvalNotSent(no, e.message) });
      });
    };
  }, [review]);

  // a decision is only made on an SI that is shown, and names the version shown; the keys obey src/lib/pageKeys.ts
  usePageKeys({
    j: () => setCursor((c) => Math.min(c + 1, Math.max(0, rowsRef.current.length - 1))),
    k: () => setCursor((c) => Math.max(c - 1, 0)),
    enter: () => {
      const at = rowsRef.current[cursorRef.current];
      if (!at) return false;
      review.send({ type: 'review.open', siId: at.Id });
    },
    a: () => (shownRef.current ? review.send({ type: 'review.approve', version: shownRef.current.Version }) : false),
    u: () => review.send({ type: 'review.undo' }),
    // only opens the return dialog: the return itself needs the remarks and the dialog's own button
    r: () => (shownRef.current ? review.send({ type: 'review.return', version: shownRef.current.Version }) : false),
  });

  return (
    <section className="admin-screen si-check" data-testid="si-check" data-review={state} data-shown={shownRef.current?.Id ?? ''}>
      <H2>{w.sisAwaitingReview}</H2>
      <p className="si-check__keys">
        <Kbd>j</Kbd>/<Kbd>k</Kbd> {w.hintMove} · <Kbd>Enter</Kbd> {w.hintOpen} · <Kbd>a</Kbd> {w.hintApprove} · <Kbd>u</Kbd> {w.hintUndoApproval} · <Kbd>r</Kbd>{' '}
        {w.hintReturn}
      </p>
      <div className="si-check__grid">
        <div>
          {queue.isPending ? (
            <Spinner />
          ) : rows.length === 0 ? (
            <NonIdealState icon="tick" title={w.queueIsEmpty} />
          ) : (
            <HTMLTable compact interactive className="si-check__queue" data-testid="si-queue">
              <thead>
                <tr>
                  <th>{w.siNo}</th>
                  <th>{common.customer}</th>
                  <th>{w.cgoId}</th>
                  <th>{w.boxSummary}</th>
                  <th>{w.cutOff}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <tr
                    key={r.Id}
                    aria-selected={i === cursor}
                    className={i === cursor ? 'is-cursor' : ''}
                    onClick={() => {
                      setCursor(i);
                      review.send({ type: 'review.open', siId: r.Id });
                    }}
                  >
                    <td>{r.TBI_NO}</td>
                    <td className="si-check__company" title={r.CompanyName}>
                      {r.CompanyName}
                    </td>
                    <td>{r.TBI_CGO_ID}</td>
                    <td>
                      <Tag minimal>{r.BoxSummary}</Tag>
                    </td>
                    <td>{r.TBI_DEADLINE}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
        </div>
        <div>
          {state === 'failed' && (
            <Callout intent="danger" role="alert">
              {ctx.error} <Button text={common.retry} onClick={() => review.send({ type: 'review.retry' })} />
            </Callout>
          )}
          {ctx.stale && (
            <Callout intent="warning" role="alert" data-testid="si-stale">
              {ctx.error} {w.currentContentIsShown}
            </Callout>
          )}
          {state === 'sending' && <Spinner size={20} />}
          {state === 'undoable' && <UndoBar noText={detail.data?.NoText ?? ''} onUndo={() => review.send({ type: 'review.undo' })} />}
          {state !== 'idle' && ctx.siId && detail.isPending && <Spinner size={20} />}
          {detail.data && state !== 'idle' && (
            <>
              <SiReviewFactsPanel si={detail.data} />
              <SiFacts si={detail.data} />
              <SiLog id={ctx.siId!} />
            </>
          )}
        </div>
      </div>
      <AppDialog isOpen={state === 'deciding'} onClose={() => review.send({ type: 'review.cancel' })} title={w.returnForCorrection}>
        <div className={Classes.DIALOG_BODY}>
          <TextArea
            autoFocus
            fill
            aria-label={w.remarksCustomerReadsThem}
            placeholder={w.remarksCustomerReadsThem}
            value={ctx.remarks}
            onChange={(e) => review.send({ type: 'review.remarks', remarks: e.currentTarget.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) review.send({ type: 'review.confirm' });
            }}
          />
          <p className="si-check__keys">
            <Kbd>Ctrl+Enter</Kbd> {w.hintReturnIt}
          </p>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text={common.cancel} onClick={() => review.send({ type: 'review.cancel' })} />
            <Button intent="danger" text={w.returnIt} disabled={!ctx.remarks.trim()} onClick={() => review.send({ type: 'review.confirm' })} />
          </div>
        </div>
      </AppDialog>
    </section>
  );
}
