import { Card, H4, HTMLTable, Spinner, Tag, type Intent } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { SiProblem } from '../../contract/si';
import { formatDate } from '../../domain/dates';
import { PKL_STATUS, type PklStatus } from '../../domain/packing/status';
import { pklStatusWords } from '../../domain/packing/words';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { packingLogQueryOptions, type PackingEvent, type PackingRecord, type PackingRow } from './api/packing';
import { ProblemsList } from '../../ui/ProblemsList';
import { detailText, eventText, problemWhere } from './pklText';
import { packingWords } from './words';

const STATUS_INTENT: Record<PklStatus, Intent> = {
  [PKL_STATUS.APPLIED]: 'primary',
  [PKL_STATUS.OPENED]: 'none',
  [PKL_STATUS.REJECTED]: 'danger',
  [PKL_STATUS.DATA_SUBMITTED]: 'primary',
  [PKL_STATUS.DATA_APPROVED]: 'success',
  [PKL_STATUS.DATA_RETURNED]: 'warning',
  [PKL_STATUS.GATED_IN]: 'success',
  [PKL_STATUS.CANCELLED]: 'none',
};

/** A packing list's state in words (never the bare number), coloured as it reads. */
export function PklStatusTag({ status, testId }: { status: number; testId?: string }) {
  const lang = useLanguage();
  const words = pklStatusWords[status as PklStatus];
  return (
    <Tag minimal intent={STATUS_INTENT[status as PklStatus] ?? 'none'} data-testid={testId}>
      {words ? words[lang] : String(status)}
    </Tag>
  );
}

/** The check's problems in the shared list, each named by where it is on the packing list's screens. */
export function PklProblems({
  problems,
  reviewing,
}: {
  problems: readonly SiProblem[] /** Read by the operator: no word about submitting. */;
  reviewing?: boolean;
}) {
  const w = useWords(packingWords);
  return (
    <ProblemsList
      problems={problems}
      testId="pkl-problems"
      where={(path) => problemWhere(path, w)}
      passes={reviewing ? w.checkPasses : w.problemsNone}
      warning={w.warning}
      at={w.problemAt}
    />
  );
}

/** The booking facts a packing list carries (typed by the customer for a universal one). */
export function PklFacts({ pkl, universal }: { pkl: PackingRow | PackingRecord; universal?: boolean }) {
  const w = useWords(packingWords);
  const record = 'Lines' in pkl ? pkl : undefined;
  const rows: [string, string][] = [
    [w.pklNo, pkl.PKL_NO ?? '—'],
    [w.customer, pkl.CompanyName],
    [w.cgoId, pkl.PKL_CGO_ID ?? '—'],
    [w.bookingNo, pkl.PKL_BOOKING_NO],
    [w.carrier, pkl.PKL_CARRIER],
    [`${w.vessel} / ${w.voyage}`, `${pkl.PKL_VESSEL} / ${pkl.PKL_VOYAGE}`],
    [`${w.pol} → ${w.pod}`, `${pkl.PKL_LOADING_CODE} → ${pkl.PKL_DISCHARGE_CODE}${pkl.PKL_DELIVERY_CODE ? ` → ${pkl.PKL_DELIVERY_CODE}` : ''}`],
    [w.containerType, w.typeSlot(pkl.PKL_CNTR_TYPE, pkl.PKL_SLOT)],
    [w.trucker, pkl.TruckerName || w.noTrucker],
    [w.cutOff, pkl.CutOff ? formatDate(pkl.CutOff, 'dateTime') : '—'],
  ];
  if (record) {
    if (record.PKL_EMPTY_DEPOT) rows.push([w.emptyDepot, record.PKL_EMPTY_DEPOT]);
    if (record.PKL_RETURN_TERMINAL) rows.push([w.returnTerminal, record.PKL_RETURN_TERMINAL]);
    if (record.PKL_EIR_NO) rows.push([w.eirNo, record.PKL_EIR_NO]);
    if (record.PKL_TRUCK_PLATE || record.PKL_DRIVER_NAME)
      rows.push([`${w.truckPlate} / ${w.driverName}`, `${record.PKL_TRUCK_PLATE} ${record.PKL_DRIVER_NAME} ${record.PKL_DRIVER_PHONE}`.trim()]);
  }
  if (pkl.PKL_REMARKS) rows.push([w.remarks, pkl.PKL_REMARKS]);
  return (
    <Card className="pkl-facts" data-testid="pkl-facts">
      {universal ? <H4>{w.universalFacts}</H4> : null}
      <dl className="pkl-facts__grid">
        {rows.map(([k, v]) => (
          <div key={k} className="pkl-facts__pair">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
        <div className="pkl-facts__pair">
          <dt>{w.status}</dt>
          <dd>
            <PklStatusTag status={pkl.PKL_STATUS} />
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** A packing list's goods lines, read only (the audit desk, the split dialog's source). */
export function PklLinesTable({ pkl }: { pkl: PackingRecord }) {
  const w = useWords(packingWords);
  return (
    <HTMLTable compact striped className="pkl-lines" data-testid="pkl-lines">
      <thead>
        <tr>
          <th>#</th>
          <th>{w.hs}</th>
          <th>{w.goodsEn}</th>
          <th>{w.package}</th>
          <th>{w.packages}</th>
          <th>{w.grossKg}</th>
          <th>{w.volumeM3}</th>
        </tr>
      </thead>
      <tbody>
        {pkl.Lines.map((l) => (
          <tr key={l.PKD_SEQ}>
            <td>{l.PKD_SEQ}</td>
            <td>{l.PKD_HSCODE}</td>
            <td className="pkl-lines__goods">{l.PKD_GOODS}</td>
            <td>{l.PKD_PACKAGE}</td>
            <td>{l.PKD_NUM}</td>
            <td>{l.PKD_WEIGHT}</td>
            <td>{l.PKD_VOLUME}</td>
          </tr>
        ))}
        <tr className="pkl-lines__total">
          <th colSpan={4}>{`${w.cnno} ${pkl.PKL_CNNO || '—'} · ${w.sealNo} ${pkl.PKL_SEALNO || '—'}`}</th>
          <th>{pkl.PKL_NUM}</th>
          <th>{pkl.PKL_WEIGHT}</th>
          <th>{pkl.PKL_VOLUME}</th>
        </tr>
      </tbody>
    </HTMLTable>
  );
}

/** What happened to a packing list, newest first, read by its own call (the managers' dialogs). */
export function PklLog({ id }: { id: number }) {
  const log = useQuery(packingLogQueryOptions(id));
  return <PklLogCard events={log.data} />;
}

/** What happened to a packing list, newest first: when, who, what, and the remarks or reason given (`events` undefined while it is read). */
export function PklLogCard({ events }: { events: readonly PackingEvent[] | undefined }) {
  const w = useWords(packingWords);
  const lang = useLanguage();
  return (
    <Card className="pkl-log" data-testid="pkl-log">
      <H4>{w.log}</H4>
      {!events ? (
        <Spinner size={20} />
      ) : !events.length ? (
        <p>{w.noLog}</p>
      ) : (
        <HTMLTable compact striped>
          <thead>
            <tr>
              <th>{w.when}</th>
              <th>{w.who}</th>
              <th>{w.what}</th>
              <th>{w.detail}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((e) => (
              <tr key={e.Id}>
                <td>{formatDate(e.At, 'dateTime')}</td>
                <td>{e.Actor[lang]}</td>
                <td>{eventText(e.Type, lang, e.Detail)}</td>
                <td>{detailText(e.Type, e.Detail, w)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
