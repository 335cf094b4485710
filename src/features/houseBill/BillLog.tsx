import { HTMLTable } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { billActorText, billEventText } from '../../contract/houseBill/events';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { billLogQuery } from './api';

/** A house or master bill's log in words (src/contract/houseBill/events.ts): when, who, what happened. */
export function BillLog({ bill, id }: { bill: 'hbl' | 'mbl'; id: number }) {
  const lang = useLanguage();
  const log = useQuery(billLogQuery(bill, id));
  return (
    <HTMLTable compact striped data-testid="bill-log">
      <tbody>
        {(log.data?.Events ?? []).map((e, i) => (
          <tr key={i}>
            <td>{formatDate(e.At, 'dateTime')}</td>
            <td>{billActorText(e.ActorKind, e.ActorName)[lang]}</td>
            <td>{billEventText(e.Type, e.Detail)[lang]}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
