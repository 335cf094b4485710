import { HTMLTable } from '@blueprintjs/core';
import { memo } from 'react';
import { formatDate } from '../../domain/dates';
import { useWords } from '../../i18n/words';
import type { PackingRow } from './api/packing';
import { packingWords } from './words';

type Stage = 'applications' | 'auditData';
type Words = ReturnType<typeof useWords<typeof packingWords>>;
/** A time in a narrow queue: month, day, hour and minute. */
const shortTime = (iso: string) => formatDate(iso, 'dateTime').slice(5, 16);

/**
 * One row of the desk's queue. Memoized: a click moves the cursor and the shown item, and only the
 * rows whose marks change render again — not the whole page of 200 with its dates formatted anew,
 * which stood between the click and the detail's call (bench/browserPklAudit.ts).
 */
const QueueRow = memo(function QueueRow({
  row,
  index,
  stage,
  isCursor,
  isShown,
  onOpen,
  w,
}: {
  row: PackingRow;
  index: number;
  stage: Stage;
  isCursor: boolean;
  isShown: boolean;
  onOpen(i: number): void;
  w: Words;
}) {
  return (
    <tr data-id={row.Id} aria-selected={isCursor} className={`${isCursor ? 'is-cursor' : ''} ${isShown ? 'is-shown' : ''}`} onClick={() => onOpen(index)}>
      <td>{stage === 'applications' ? (row.PKL_CGO_ID ?? row.PKL_BOOKING_NO) : row.PKL_NO}</td>
      <td className="pkl-audit__company" title={row.CompanyName}>
        {row.CompanyName}
      </td>
      <td>{w.typeSlot(row.PKL_CNTR_TYPE, row.PKL_SLOT)}</td>
      <td>{stage === 'applications' ? (row.CutOff ? shortTime(row.CutOff) : '—') : row.PKL_CNNO}</td>
      <td>{shortTime(row.UpdatedAt)}</td>
    </tr>
  );
});

/** The desk's queue (tab 1 applications, tab 2 submitted data): the cursor's row marked, the shown one too; a click opens a row. */
export function PklAuditQueue({
  rows,
  stage,
  universal,
  cursorId,
  shownId,
  onOpen,
}: {
  rows: readonly PackingRow[];
  stage: Stage;
  universal: boolean;
  cursorId: number | undefined;
  shownId: number | undefined;
  onOpen(i: number): void;
}) {
  const w = useWords(packingWords);
  return (
    <HTMLTable compact interactive className="pkl-audit__queue" data-testid="pkl-queue">
      <thead>
        <tr>
          <th>{stage === 'applications' ? (universal ? w.bookingNo : w.cgoId) : w.pklNo}</th>
          <th>{w.customer}</th>
          <th>{w.containerType}</th>
          <th>{stage === 'applications' ? w.cutOff : w.cnno}</th>
          <th>{w.waitingSince}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <QueueRow key={r.Id} row={r} index={i} stage={stage} isCursor={r.Id === cursorId} isShown={r.Id === shownId} onOpen={onOpen} w={w} />
        ))}
      </tbody>
    </HTMLTable>
  );
}
