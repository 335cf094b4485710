import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { BOOKING_PAGES } from '../../contract/booking/module';
import { fromPromise } from 'xstate';
import { useWords } from '../../i18n/words';
import { showToast } from '../../ui/toaster';
import { cancelOrder, decideOrder, linkBooking, makeBooking, saveOrder, submitOrder } from './api/orders';
import { entryKeys, orderChanged } from './entryQueries';
import { type EntryMove, type EntryMoved, entryOrderMachine } from './machines/entryOrderMachine';
import { entryWords } from './words';

type Words = ReturnType<typeof useWords<typeof entryWords>>;
const doneWords = (m: EntryMove, moved: EntryMoved, w: Words) =>
  m.kind === 'decide'
    ? w.decided
    : m.kind === 'book'
      ? w.madeBookingNo(moved.Booking?.No ?? '')
      : { save: w.saved, submit: w.submitted, link: w.linked, cancel: w.cancelled }[m.kind];

/** The booking's own form, where the desk goes on with a booking made from an order (the staff's on-behalf page, by the booking's id). */
export const bookingEditPage = (id: number) => `${BOOKING_PAGES.onBehalf}?id=${id}`;

/** What the draft log does around a save (useEntryDraft): how many steps a save carries, and dropping them once it landed. */
export interface DraftHooks {
  mark(): number;
  settle(carried: number, madeId?: number): Promise<void>;
}

/**
 * The entry screen's flow, run by the entry order machine: its moves are the module's calls (a
 * submit saves first), a landed save takes its steps out of the draft log once the order is read
 * again, a made order is opened by its id (`open`), a booking made from the order is offered to
 * open on its own form, and every move refreshes exactly the order's queries and the lists.
 */
export function useEntryFlow(open: (id: number) => void, draft: DraftHooks) {
  const client = useQueryClient();
  const w = useWords(entryWords);
  const navigate = useNavigate();
  const latest = useRef({ open, w, draft, navigate });
  latest.current = { open, w, draft, navigate };
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
            case 'book': {
              // the order stays as it was (accepted) until its booking is released and linked
              const made = await makeBooking(m.input);
              return { Id: made.Id, VERSION: made.VERSION, ENT_STATUS: m.subject.ENT_STATUS, Booking: { Id: made.BookingId, No: made.BookingNo } };
            }
            case 'link':
              return linkBooking(m.input);
            case 'cancel':
              return cancelOrder(m.input);
          }
        }),
      },
      actions: {
        told: (_, { move, moved }) => {
          const { w: words, navigate: go } = latest.current;
          const booking = moved.Booking;
          void showToast({
            intent: 'success',
            message: `${moved.ENT_NO ?? ''} ${doneWords(move, moved, words)}`.trim(),
            ...(booking ? { timeout: 10_000, action: { text: words.openBooking, onClick: () => go(bookingEditPage(booking.Id)) } } : {}),
          });
        },
        made: (_, { id }) => latest.current.open(id),
        reread: () => void Promise.all(orderChanged().map((queryKey) => client.invalidateQueries({ queryKey }))),
      },
    }),
  );
  const snapshot = useSelector(actor, (s) => s);
  return { snapshot, send: actor.send };
}
export type EntryFlow = ReturnType<typeof useEntryFlow>;
