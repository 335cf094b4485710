import { H5, HTMLTable, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { planShownWords } from '../../../domain/crm/follow';
import { placeTime } from '../../../domain/refdata/localTimes';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { plansQueryOptions, recordsQueryOptions } from './api';
import { useMethodName } from './methods';
import { RecordTable } from './RecordScreen';
import { followWords } from './words';

/** A customer's open plans and its records, in its panel (CustomerDrawer). */
export function FollowPanel({ customerId }: { customerId: number }) {
  const lang = useLanguage();
  const w = useWords(followWords);
  const methodName = useMethodName();
  const plans = useQuery(plansQueryOptions({ Status: 'OPEN', CustomerId: customerId })).data ?? [];
  const records = useQuery(recordsQueryOptions({ CustomerId: customerId })).data ?? [];
  return (
    <div data-testid="crm-customer-follow">
      <H5 style={{ marginTop: 16 }}>{w.plansOfCustomer}</H5>
      {plans.length === 0 ? (
        <p className="bp6-text-muted">{w.none}</p>
      ) : (
        <HTMLTable compact striped>
          <tbody>
            {plans.map((p) => (
              <tr key={p.Id}>
                <td>{placeTime(p.PlannedAt)}</td>
                <td>{methodName(p.Method)}</td>
                <td>{p.Content}</td>
                <td>
                  <Tag minimal intent={p.Status === 'OVERDUE' ? 'danger' : 'primary'}>
                    {planShownWords[p.Status][lang]}
                  </Tag>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <H5 style={{ marginTop: 16 }}>{w.recordsOfCustomer}</H5>
      <RecordTable rows={records} compact />
    </div>
  );
}
