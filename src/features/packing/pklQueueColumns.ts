import { useMemo } from 'react';
import { formatDate } from '../../domain/dates';
import { useWords } from '../../i18n/words';
import type { DeskColumn } from '../../ui/desk/KeyboardDesk';
import type { PackingRow } from './api/packing';
import { packingWords } from './words';

/** A time in a narrow queue: month, day, hour and minute. */
const shortTime = (iso: string) => formatDate(iso, 'dateTime').slice(5, 16);

/**
 * The audit desk's queue columns (tab 1 applications, tab 2 submitted data), stable while the tab
 * and the language stay: the desk's memoized rows do not render again for new columns.
 */
export function usePklQueueColumns(stage: 'applications' | 'auditData', universal: boolean): DeskColumn<PackingRow>[] {
  const w = useWords(packingWords);
  return useMemo(
    () =>
      stage === 'applications'
        ? [
            { title: universal ? w.bookingNo : w.cgoId, cell: (r) => r.PKL_CGO_ID ?? r.PKL_BOOKING_NO },
            { title: w.customer, cell: (r) => r.CompanyName, tip: (r) => r.CompanyName },
            { title: w.containerType, cell: (r) => w.typeSlot(r.PKL_CNTR_TYPE, r.PKL_SLOT) },
            { title: w.cutOff, cell: (r) => (r.CutOff ? shortTime(r.CutOff) : '—') },
            { title: w.waitingSince, cell: (r) => shortTime(r.UpdatedAt) },
          ]
        : [
            { title: w.pklNo, cell: (r) => r.PKL_NO },
            { title: w.customer, cell: (r) => r.CompanyName, tip: (r) => r.CompanyName },
            { title: w.containerType, cell: (r) => w.typeSlot(r.PKL_CNTR_TYPE, r.PKL_SLOT) },
            { title: w.cnno, cell: (r) => r.PKL_CNNO },
            { title: w.waitingSince, cell: (r) => shortTime(r.UpdatedAt) },
          ],
    [stage, universal, w],
  );
}
