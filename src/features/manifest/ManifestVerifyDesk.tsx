import { Button, Callout, H2, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { ManifestRow } from '../../contract/manifest';
import { MANIFEST_ACCESS as A } from '../../contract/manifest/module';
import { formatDate } from '../../domain/dates';
import { siReviewMachine, UNDO_WINDOW_MS } from '../../machines/siReviewMachine';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { usePageKeys } from '../../lib/pageKeys';
import { useIdParam } from '../../lib/useIdParam';
import { useCan } from '../../session/access';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { manifestKeys, manifestLogQuery, manifestQuery, verifyManifest, verifyQueueQuery } from './api/manifest';
import { Facts } from './ManifestInfoScreen';
import { refreshManifestQueries } from './manifestQueries';
import { DeadlineClock, MftLog, MftProblems, MftStatusTag, SiDiffPanel, filingTable, useCodeWords } from './MftParts';
import { ReturnDialog } from './ReturnDialog';
import { manifestWords } from './words';
import './manifest.css';

const Kbd = ({ children }: { children: string }) => <kbd className="navbar__kbd">{children}</kbd>;

/** The verification's undo bar: counts the window down; the decision is sent when it ends. */
function UndoBar({ no, onUndo }: { no: string; onUndo(): void }) {
  const w = useWords(manifestWords);
  const [left, setLeft] = useState(Math.ceil(UNDO_WINDOW_MS / 1000));
  useEffect(() => {
    const started = Date.now();
    const t = setInterval(() => setLeft(Math.max(0, Math.ceil((UNDO_WINDOW_MS - (Date.now() - started)) / 1000))), 250);
    return () => clearInterval(t);
  }, []);
  return (
    <Callout intent="success" icon="tick" role="status" data-testid="mft-undo">
      {w.verifyingIn(no, left)} <Button size="small" text={w.undoU} onClick={onUndo} />
    </Callout>
  );
}

/**
 * /mainifest/verifyList: the manifest verifier's keyboard queue, worked as the SI review desk (the
 * same review machine): j/k move, Enter opens, `a` verifies (sent after a few seconds' undo window;
 * `u` undoes), `r` returns with a remark code in a dialog that only its own buttons close; the next
 * manifest opens by itself. A refusal (the manifest changed state meanwhile) reloads what is shown.
 */
export default function ManifestVerifyDesk() {
  const w = useWords(manifestWords);
  const c = useWords(commonWords);
  const lang = useLanguage();
  const route = useRoute();
  const say = useCodeWords();
  const queries = useQueryClient();
  const mayVerify = useCan(A.manifestVerify);
  const queue = useQuery(verifyQueueQuery());
  const rows = queue.data?.Items ?? [];
  const [cursor, setCursor] = useState(0);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const cursorRef = useRef(cursor);
  cursorRef.current = cursor;
  // the return's free words beside its code (the machine carries the code as its remarks)
  const wordsRef = useRef('');
  const [freeWords, setFreeWords] = useState('');

  const review = useActorRef(
    siReviewMachine.provide({
      actors: {
        decide: fromPromise(({ input }) =>
          verifyManifest({
            Id: input.siId,
            Approve: input.decision === 'approve',
            ...(input.decision === 'return' ? { RemarkCode: input.remarks, ...(wordsRef.current.trim() ? { Remarks: wordsRef.current.trim() } : {}) } : {}),
          }).then(() => undefined),
        ),
      },
      actions: {
        reload: (_, { siId }) => void queries.invalidateQueries({ queryKey: manifestKeys.detail(siId) }),
        decided: (_, { siId }) => {
          void (async () => {
            const row = rowsRef.current.find((r) => r.Id === siId);
            const returned = review.getSnapshot().context.decision === 'return';
            void showToast({
              intent: returned ? 'warning' : 'success',
              message: returned ? w.decidedReturn(row?.MFT_NO ?? '') : w.decidedVerify(row?.MFT_NO ?? ''),
            });
            await queries.invalidateQueries({ queryKey: manifestKeys.queue('verify') });
            await queries.invalidateQueries({ queryKey: manifestKeys.detail(siId) });
            void refreshManifestQueries();
            const fresh = (queries.getQueryData<{ Items: ManifestRow[] }>(manifestKeys.queue('verify'))?.Items ?? []).filter((r) => r.Id !== siId);
            const at = Math.max(0, Math.min(cursorRef.current, fresh.length - 1));
            setCursor(at);
            if (fresh[at]) review.send({ type: 'review.open', siId: fresh[at]!.Id });
          })();
        },
      },
    }),
  );
  const state = useSelector(review, (s) => s.value as string);
  const ctx = useSelector(review, (s) => s.context);
  const detail = useQuery({ ...manifestQuery(ctx.siId ?? 0), enabled: !!ctx.siId && state !== 'idle' });
  const shown = detail.data && detail.data.Id === ctx.siId ? detail.data : undefined;
  const shownRef = useRef(shown);
  shownRef.current = shown;

  // the manifest at the cursor and the next are fetched ahead: Enter finds them at hand
  useEffect(() => {
    let moved = false;
    const ahead = async (r: ManifestRow | undefined) => {
      if (r) await Promise.all([queries.prefetchQuery(manifestQuery(r.Id)), queries.prefetchQuery(manifestLogQuery(r.Id))]);
    };
    void ahead(rows[cursor]).then(() => (moved ? undefined : ahead(rows[cursor + 1])));
    return () => {
      moved = true;
    };
  }, [queries, rows, cursor]);

  // /mainifest/verifyList?id= opens that manifest in the flow
  const askedFor = useIdParam();
  useEffect(() => {
    if (askedFor !== undefined) review.send({ type: 'review.open', siId: askedFor });
  }, [askedFor, review]);

  // a verification inside its undo window is sent when the page goes away, never dropped unseen
  useEffect(() => {
    const leave = () => review.send({ type: 'review.leave' });
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      const { value, context } = review.getSnapshot();
      if (value !== 'undoable' || context.decision !== 'approve' || context.siId === undefined) return;
      verifyManifest({ Id: context.siId, Approve: true }).catch((e: Error) => void showToast({ intent: 'danger', message: e.message }));
    };
  }, [review]);

  usePageKeys({
    j: () => setCursor((n) => Math.min(n + 1, Math.max(0, rowsRef.current.length - 1))),
    arrowdown: () => setCursor((n) => Math.min(n + 1, Math.max(0, rowsRef.current.length - 1))),
    k: () => setCursor((n) => Math.max(n - 1, 0)),
    arrowup: () => setCursor((n) => Math.max(n - 1, 0)),
    enter: () => {
      const at = rowsRef.current[cursorRef.current];
      if (!at) return false;
      review.send({ type: 'review.open', siId: at.Id });
    },
    a: () => (shownRef.current && mayVerify ? review.send({ type: 'review.approve', version: shownRef.current.VERSION }) : false),
    u: () => review.send({ type: 'review.undo' }),
    r: () => {
      if (!shownRef.current || !mayVerify) return false;
      wordsRef.current = '';
      setFreeWords('');
      review.send({ type: 'review.return', version: shownRef.current.VERSION });
    },
  });

  return (
    <section className="admin-screen mft-desk" data-testid="mft-desk" data-review={state} data-shown={shown?.Id ?? ''}>
      <H2>{route.title[lang]}</H2>
      <p className="mft-muted">
        <Kbd>j</Kbd>/<Kbd>k</Kbd> {w.keysHint} · <Kbd>Enter</Kbd> {w.keysOpen} · <Kbd>a</Kbd> {w.keysVerify} · <Kbd>u</Kbd> {w.keysUndo} · <Kbd>r</Kbd>{' '}
        {w.keysReturn}
      </p>
      <div className="mft-desk__grid">
        <div>
          {queue.isPending ? (
            <Spinner />
          ) : !rows.length ? (
            <NonIdealState icon="tick" title={w.queueEmpty} />
          ) : (
            <HTMLTable compact interactive className="mft-desk__queue" data-testid="mft-queue">
              <thead>
                <tr>
                  <th>{w.mftNo}</th>
                  <th>{w.customer}</th>
                  <th>{w.blNo}</th>
                  <th>{w.deadline}</th>
                  <th>{w.waitingSince}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <tr
                    key={r.Id}
                    data-id={r.Id}
                    aria-selected={i === cursor}
                    className={`${i === cursor ? 'is-cursor' : ''} ${r.Id === ctx.siId ? 'is-shown' : ''}`}
                    onClick={() => {
                      setCursor(i);
                      review.send({ type: 'review.open', siId: r.Id });
                    }}
                  >
                    <td>{r.MFT_NO}</td>
                    <td className="mft-desk__company" title={r.CompanyName}>
                      {r.CompanyName}
                    </td>
                    <td>{r.MFT_HBL_NO || r.MFT_MBL_NO}</td>
                    <td>{r.DeadlineAt ? formatDate(r.DeadlineAt, 'dateTime').slice(5, 16) : ''}</td>
                    <td>{formatDate(r.UpdatedAt, 'dateTime').slice(5, 16)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
        </div>
        <div>
          {state === 'failed' && (
            <Callout intent="danger" role="alert">
              {ctx.error} <Button text={c.retry} onClick={() => review.send({ type: 'review.retry' })} />
            </Callout>
          )}
          {ctx.stale && (
            <Callout intent="warning" role="alert" data-testid="mft-stale">
              {ctx.error} {w.stale}
            </Callout>
          )}
          {state === 'sending' && <Spinner size={20} />}
          {state === 'undoable' && <UndoBar no={shown?.MFT_NO ?? ''} onUndo={() => review.send({ type: 'review.undo' })} />}
          {state !== 'idle' && ctx.siId && detail.isPending && <Spinner size={20} />}
          {shown && state !== 'idle' && (
            <div data-testid="mft-desk-detail">
              <div className="mft-titlebar">
                <strong>{shown.MFT_NO}</strong>
                <MftStatusTag status={shown.MFT_STATUS} />
                <Tag minimal>{say(filingTable, shown.MFT_FILING)}</Tag>
                <DeadlineClock deadline={shown.Deadline} />
                {mayVerify && state === 'viewing' ? (
                  <>
                    <Button
                      size="small"
                      intent="success"
                      text={`${w.verifyIt} (a)`}
                      onClick={() => review.send({ type: 'review.approve', version: shown.VERSION })}
                    />
                    <Button
                      size="small"
                      intent="danger"
                      text={`${w.returnIt} (r)`}
                      onClick={() => review.send({ type: 'review.return', version: shown.VERSION })}
                    />
                  </>
                ) : null}
              </div>
              <MftProblems problems={shown.Problems} reviewing />
              <SiDiffPanel diff={shown.SiDiff} fromSi={!!shown.MFT_SI_ID} />
              <Facts record={shown} vgm={new Map(shown.Vgm.map((v) => [v.CNNO, v.VGM_KG]))} />
              <MftLog id={shown.Id} />
            </div>
          )}
        </div>
      </div>
      <ReturnDialog
        isOpen={state === 'deciding'}
        code={ctx.remarks}
        remarks={freeWords}
        onCode={(code) => review.send({ type: 'review.remarks', remarks: code })}
        onRemarks={(t) => {
          wordsRef.current = t;
          setFreeWords(t);
        }}
        onCancel={() => review.send({ type: 'review.cancel' })}
        onConfirm={() => review.send({ type: 'review.confirm' })}
      />
    </section>
  );
}
