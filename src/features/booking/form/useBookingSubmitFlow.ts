import type { UseQueryResult } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { type Dispatch, type SetStateAction, useEffect, useRef } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { BookingWire } from '../../../contract/booking/calls';
import { BOOKING_PAGES } from '../../../contract/booking/module';
import { useWords } from '../../../i18n/words';
import type { Persisted } from '../../../streams/persisted';
import { showToast } from '../../../ui/toaster';
import type { getBooking } from '../api/bookings';
import { saveBookingDraft, submitBooking } from '../api/bookings';
import { bookingSubmitMachine } from '../machines/bookingSubmitMachine';
import { bookingWords } from '../words';
import type { KeptBooking } from './useBookingDraft';

type Existing = UseQueryResult<Awaited<ReturnType<typeof getBooking>>>;

/**
 * The form's save → submit flow (bookingSubmitMachine) with its calls: a save sends the latest typed
 * values, a new draft's id goes into the address, a submission clears what the browser kept and
 * opens the booking. A booking opened by `?id=` tells the flow its version and fills the form,
 * unless the browser kept typing of its own.
 */
export function useBookingSubmitFlow(o: {
  staff: boolean;
  path: string;
  navigate: NavigateFunction;
  wire: BookingWire;
  setWire: Dispatch<SetStateAction<BookingWire>>;
  companyId: string;
  store: Persisted<KeptBooking>;
  existing: Existing;
}) {
  const w = useWords(bookingWords);
  const { staff, path, navigate, store, existing } = o;
  // what the machine's calls send: the latest typed values, read when the call starts
  const latest = useRef({ wire: o.wire, companyId: o.companyId });
  latest.current = { wire: o.wire, companyId: o.companyId };
  const kept = useRef(store); // the store of the draft on screen (its key follows the address)
  kept.current = store;
  const flow = useActorRef(
    bookingSubmitMachine.provide({
      actors: {
        save: fromPromise(async ({ input }) => {
          const { wire: w_, companyId: c } = latest.current;
          const body = {
            Wire: w_,
            ...(input.saved ? { Id: input.saved.id, Version: input.saved.version } : {}),
            ...(staff && !input.saved ? { CompanyId: Number(c) || null } : {}),
          };
          const r = await saveBookingDraft(body);
          if (!input.saved) {
            // a new draft now has its id: the address names it, so a reload opens this draft, not a new one
            kept.current.set(null);
            navigate(`${path}?id=${r.Id}`, { replace: true });
          }
          return { id: r.Id, version: r.Version };
        }),
        submit: fromPromise(async ({ input }) => {
          await submitBooking({ Id: input.saved.id, Version: input.saved.version }, input.key);
        }),
      },
      actions: {
        submitted: (_, { id }) => {
          kept.current.set(null);
          void showToast({ intent: 'success', message: w.submitted });
          navigate(`${staff ? BOOKING_PAGES.deskDetail : BOOKING_PAGES.detail}?id=${id}`);
        },
        reload: () => void existing.refetch(),
      },
    }),
  );
  const state = useSelector(flow, (s) => s);
  const { setWire } = o;
  useEffect(() => {
    if (existing.data) {
      flow.send({ type: 'booking.loaded', saved: { id: existing.data.Id, version: existing.data.Version } });
      if (!store.get()) setWire(existing.data.Wire);
    }
  }, [existing.data, store, flow, setWire]);
  return { flow, state };
}
