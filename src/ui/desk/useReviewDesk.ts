import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { commonWords } from '../../i18n/commonWords';
import { useWords } from '../../i18n/words';
import { useIdParam } from '../../lib/useIdParam';
import { siReviewMachine, type ReviewDecision } from '../../machines/siReviewMachine';
import type { KeyboardDeskProps } from './KeyboardDesk';

export interface ReviewDeskFlow<R extends { Id: number }> {
  /** The queue as the desk shows it. */
  rows: readonly R[];
  /** Sends a decision (the machine calls it when the undo window ends, or a return is confirmed). */
  decide(input: { siId: number; decision: ReviewDecision; remarks: string; version?: number }): Promise<unknown>;
  /** The item changed since it was shown (STALE): its current content loads again. */
  reload(id: number): void;
  /** A decision went through: refresh what it changed, say so, and answer the queue as it is now. */
  decided(id: number, decision: ReviewDecision | undefined): Promise<readonly R[]>;
  /** An approval still in its undo window when the desk closes: sent at once, a refusal shown. */
  sendLeftApproval(id: number, version: number | undefined): void;
}

/**
 * The review machine (src/machines/siReviewMachine.ts) worked from a keyboard desk, as the SI review
 * and the manifest verification do: the cursor, opening a row, `?id=` opening that item, the next
 * item opening by itself after a decision, and an approval in its undo window never dropped unseen
 * (the page going away sends it at once; the desk closing sends it directly).
 */
export function useReviewDesk<R extends { Id: number }>(flow: ReviewDeskFlow<R>) {
  const latest = useRef(flow);
  latest.current = flow;
  const [cursor, setCursor] = useState(0);
  const cursorRef = useRef(cursor);
  cursorRef.current = cursor;

  const review = useActorRef(
    siReviewMachine.provide({
      actors: { decide: fromPromise(({ input }) => latest.current.decide(input).then(() => undefined)) },
      actions: {
        reload: (_, { siId }) => latest.current.reload(siId),
        // the queue shrinks, and the item now at the cursor opens by itself
        decided: ({ context }, { siId }) => {
          void (async () => {
            // the decision's own live frame may have cancelled the queue's read (it then still holds the decided item): never open it again
            const fresh = (await latest.current.decided(siId, context.decision)).filter((r) => r.Id !== siId);
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

  const openAt = useCallback(
    (i: number) => {
      const r = latest.current.rows[i];
      if (!r) return false;
      setCursor(i);
      review.send({ type: 'review.open', siId: r.Id });
    },
    [review],
  );

  // `?id=` (and the palette's "next to review"): that item opens in the flow, the cursor on its row
  const askedFor = useIdParam();
  useEffect(() => {
    if (askedFor !== undefined) review.send({ type: 'review.open', siId: askedFor });
  }, [askedFor, review]);
  const { rows } = flow;
  useEffect(() => {
    if (askedFor === undefined) return;
    const at = rows.findIndex((r) => r.Id === askedFor);
    if (at >= 0) setCursor(at);
  }, [askedFor, rows]);

  // The page going away (a reload, the window closed) sends an approval in its undo window at once;
  // the desk closing (another tab of the app) stops its machine, so the approval goes out directly.
  useEffect(() => {
    const leave = () => review.send({ type: 'review.leave' });
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      const { value, context } = review.getSnapshot();
      if (value !== 'undoable' || context.decision !== 'approve' || context.siId === undefined) return;
      latest.current.sendLeftApproval(context.siId, context.version);
    };
  }, [review]);

  const c = useWords(commonWords);
  /** What the keyboard desk takes from the flow: the cursor, opening, undo, the failure with its retry, the sending. */
  const deskProps = {
    cursor,
    setCursor,
    openId: ctx.siId,
    onOpen: openAt,
    onUndo: () => review.send({ type: 'review.undo' }),
    failed: state === 'failed' ? { text: ctx.error, retry: c.retry, onRetry: () => review.send({ type: 'review.retry' }) } : undefined,
    sending: state === 'sending',
    data: { 'data-review': state },
  } satisfies Partial<KeyboardDeskProps<R>>;
  return { review, state, ctx, cursor, deskProps };
}
