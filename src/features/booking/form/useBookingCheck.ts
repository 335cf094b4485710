import { useEffect, useRef, useState } from 'react';
import type { BookingProblem, BookingWire } from '../../../contract/booking/calls';
import type { Persisted } from '../../../streams/persisted';
import { checkBooking } from '../api/bookings';
import type { KeptBooking } from './useBookingDraft';

/** Keeps what is typed in this browser and checks it on the server's tables a moment after the last keystroke (R6.1–R6.6): the problems found. */
export function useBookingCheck(wire: BookingWire, companyId: string, store: Persisted<KeptBooking>) {
  const [problems, setProblems] = useState<BookingProblem[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    store.set({ wire, companyId });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      checkBooking({ Wire: wire })
        .then((r) => setProblems(r.Problems))
        .catch(() => undefined);
    }, 350);
    return () => clearTimeout(timer.current);
  }, [wire, companyId, store]);
  return problems;
}
