import { H5, HTMLTable } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { opportunitiesQueryOptions, stagesQueryOptions } from './api';
import { amountText, stageName } from './stageNames';
import { oppWords } from './words';

/** A customer's opportunities in its panel (CustomerDrawer): name, stage in words, estimated GP. */
export function CustomerOpportunities({ customerId }: { customerId: number }) {
  const w = useWords(oppWords);
  const lang = useLanguage();
  const stages = useQuery(stagesQueryOptions()).data;
  const rows = useQuery(opportunitiesQueryOptions({ CustomerId: customerId })).data ?? [];
  if (!rows.length) return null;
  return (
    <>
      <H5 style={{ marginTop: 16 }}>{w.opportunities}</H5>
      <HTMLTable compact striped data-testid="crm-customer-opps">
        <tbody>
          {rows.map((o) => (
            <tr key={o.Id}>
              <td>{o.Name}</td>
              <td>{stageName(stages, o.Stage, lang)}</td>
              <td style={{ textAlign: 'right' }}>{amountText(o)}</td>
              <td>{o.OwnerName}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}
