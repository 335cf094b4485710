import { Button, Callout } from '@blueprintjs/core';
import { commonWords } from '../../i18n/commonWords';
import { useWords } from '../../i18n/words';
import { siListCalls } from '../../contract/si/listCalls';
import { DataTable } from '../../lib/DataTable';
import type { SiFlow } from './siFlow';
import { siWords } from './words';

interface BookingRow {
  CGO_ID: string;
  MBL_NO: string;
  CompanyName: string;
  VESSEL: string;
  VOYAGE: string;
  LOADING_CODE: string;
  DISCHARGE_CODE: string;
  DEADLINE: string;
  SIs: number;
  Containers: { TYPE: string; COUNT: number }[];
}

/** The flow's first step: the bookings SIs can be made from (a customer's, on behalf), one picked to start on. */
export function SiBookingPick({ onBehalf, record }: { onBehalf: boolean; record: SiFlow['record'] }) {
  const w = useWords(siWords);
  return (
    <>
      <Callout icon="info-sign">{onBehalf ? w.pickCustomerBookingPlan : w.pickBookingPlanHow}</Callout>
      <DataTable<BookingRow>
        list={siListCalls.bookings}
        label={w.bookings}
        onOpen={(b) => void record({ type: 'si.start', cgoId: b.CGO_ID })}
        columns={[
          { key: 'CGO_ID', title: siWords.cgoId, width: 170, filter: 'text', sortable: true },
          ...(onBehalf ? [{ key: 'CompanyName', title: commonWords.customer, width: 160 }] : []),
          { key: 'MBL_NO', title: siWords.mblNo, width: 150, filter: 'text' },
          { key: 'VESSEL', title: siWords.vesselVoyage, width: 200, text: (b) => `${b.VESSEL} ${b.VOYAGE}` },
          { key: 'LOADING_CODE', title: siWords.fromTo, width: 120, text: (b) => `${b.LOADING_CODE}—${b.DISCHARGE_CODE}` },
          { key: 'Containers', title: siWords.containers, width: 120, text: (b) => b.Containers.map((c) => `${c.TYPE}*${c.COUNT}`).join(' ') },
          { key: 'DEADLINE', title: siWords.deadline, width: 100, sortable: true },
          { key: 'SIs', title: siWords.existingSis, width: 60 },
        ]}
        actionsWidth={100}
        actions={(b) => (
          <Button
            size="small"
            intent="primary"
            text={w.makeSis}
            aria-label={`${w.makeSis} ${b.CGO_ID}`}
            onClick={() => void record({ type: 'si.start', cgoId: b.CGO_ID })}
          />
        )}
      />
    </>
  );
}
