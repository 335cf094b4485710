import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { useWords } from '../../i18n/words';
import { showToast } from '../../ui/toaster';
import { cancelOrder, decideOrder, linkBooking, saveOrder, submitOrder } from './api/orders';
import { entryKeys, orderChanged } from './entryQueries';
import { type EntryMove, type EntryMoved, entryOrderMachine } from './machines/entryOrderMachine';
import { entryWords } from './words';

type Words = ReturnType<typeof useWords<typeof entryWords>>;
const doneWords = (m: EntryMove, w: Words) =>
  m.kind === 'decide' ? w.decided : { save: w.saved, submit: w.submitted, link: w.linked, cancel: w.cancelled }[m.kind];

/** What the draft log does around a save (useEntryDraft): how many steps a save carries, and dropping them once it landed. */
export interface DraftHooks {
  mark(): number;
  settle(carried: number, madeId?: number): Promise<void>;
}

/**
 * The entry screen's flow, run by the entry order machine: its moves are the module's calls (a
 * submit saves first), a landed save takes its steps out of the draft log once the order is read
 * again, a made order is opened by its id (`open`), and every move refreshes exactly the order's
 * queries and the lists.
 */
export function useEntryFlow(open: (id: number) => void, draft: DraftHooks) {
  const client = useQueryClient();
  const w = useWords(entryWords);
  const latest = useRef({ open, w, draft });
  latest.current = { open, w, draft };
  const saveAndSettle = async (m: Extract<EntryMove, { kind: 'save' | 'submit' }>) => {
    const carried = latest.current.draft.mark();
    const saved = await saveOrder(m.body);
    await client.refetchQueries({ queryKey: entryKeys.order(saved.Id) });
    await latest.current.draft.settle(carried, m.subject ? undefined : saved.Id);
    return saved;
  };
  const actor = useActorRef(
    entryOrderMachine.provide({
      actors: {
        move: fromPromise<EntryMoved, EntryMove>(async ({ input: m }) => {
          switch (m.kind) {
            case 'save':
              return saveAndSettle(m);
            case 'submit': {
              const saved = await saveAndSettle(m);
              try {
                return { ...(await submitOrder({ Id: saved.Id, VERSION: saved.VERSION })), ENT_NO: saved.ENT_NO, Problems: saved.Problems };
              } catch (e) {
                // the order exists now: it is opened, with the submit's refusal
                if (!m.subject && e && typeof e === 'object') Object.assign(e, { madeId: saved.Id });
                throw e;
              }
            }
            case 'decide':
              return decideOrder(m.input);
            case 'link':
              return linkBooking(m.input);
            case 'cancel':
              return cancelOrder(m.input);
          }
        }),
      },
      actions: {
        told: (_, { move, moved }) => void showToast({ intent: 'success', message: `${moved.ENT_NO ?? ''} ${doneWords(move, latest.current.w)}`.trim() }),
        made: (_, { id }) => latest.current.open(id),
        reread: () => void Promise.all(orderChanged().map((queryKey) => client.invalidateQueries({ queryKey }))),
      },
    }),
  );
  const snapshot = useSelector(actor, (s) => s);
  return { snapshot, send: actor.send };
}
export type EntryFlow = ReturnType<typeof useEntryFlow>;
