import { useEffect, useMemo, useRef, useState } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import type { BookingWire } from '../../../contract/booking/calls';
import { draftChoice, priceLinkOf } from '../../../domain/booking/priceLink';
import { wireFromTemplate } from '../../../domain/booking/templates';
import { useWords } from '../../../i18n/words';
import { useConfirm } from '../../../lib/useConfirm';
import { persisted } from '../../../streams/persisted';
import { showToast } from '../../../ui/toaster';
import { getBookingTemplate } from '../api/templates';
import { bookingWords } from '../words';
import { blankWire } from './blankWire';

/** What the form keeps in this browser until it is saved: the wire and, for staff, the customer. */
export type KeptBooking = { wire: BookingWire; companyId: string } | null;

/**
 * The booking on the form before any call: kept in this browser under the draft's id (so a reload
 * loses nothing), started from a price's link, a template or the defaults. A link over a form kept
 * from before asks which to go on with (issue 32); a template fills a fresh one once, and the address
 * then drops it, so a reload keeps what was typed since.
 */
export function useBookingDraft(params: URLSearchParams, editId: number | undefined, path: string, navigate: NavigateFunction) {
  const w = useWords(bookingWords);
  const store = useMemo(
    () => persisted<KeptBooking>(`booking.form.${editId ?? 'new'}`, null, (v) => (v && typeof v === 'object' ? (v as never) : undefined)),
    [editId],
  );
  const link = editId ? undefined : priceLinkOf(params);
  const [choice] = useState(() => draftChoice(store.get()?.wire, link));
  const [wire, setWire] = useState<BookingWire>(() => (choice === 'link' ? blankWire(params) : (store.get()?.wire ?? blankWire(params))));
  const [companyId, setCompanyId] = useState(() => store.get()?.companyId ?? params.get('company') ?? '');
  const templateId = Number(params.get('template')) || undefined;
  useEffect(() => {
    if (!templateId || editId) return;
    getBookingTemplate(templateId)
      .then((t) => {
        setWire(wireFromTemplate(blankWire(params), t.Body));
        navigate(path, { replace: true });
      })
      .catch((e: Error) => void showToast({ intent: 'danger', message: e.message }));
  }, [templateId, editId, navigate, path, params]);
  const { dialog, ask } = useConfirm();
  const asked = useRef(false); // asked once, when the form opens
  const linkIsQuote = !!link?.QuoteId;
  useEffect(() => {
    if (choice !== 'ask' || asked.current) return;
    asked.current = true;
    void ask({ text: w.keptOrLink(linkIsQuote), confirm: w.startFromLink(linkIsQuote), cancel: w.continueKept }).then((fromLink) => {
      if (fromLink) setWire(blankWire(params));
      // either way the question is answered: the address drops the link, so a reload keeps what is on the form
      else navigate(path, { replace: true });
    });
  }, [choice, linkIsQuote, ask, w, params, navigate, path]);
  return { store, wire, setWire, companyId, setCompanyId, dialog };
}
