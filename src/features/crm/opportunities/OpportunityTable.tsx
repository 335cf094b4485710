import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import type { OpportunityRow, StagesWire } from '../../../contract/crm/opportunityCalls';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { amountText, reasonName, stageName } from './stageNames';
import { oppWords } from './words';

/** The list view: one row per opportunity, its stage and win rate in words, the loss's reason. */
export function OpportunityTable({ rows, stages }: { rows: readonly OpportunityRow[]; stages: StagesWire }) {
  const w = useWords(oppWords);
  const lang = useLanguage();
  if (!rows.length) return <NonIdealState icon="search" title={w.empty} />;
  return (
    <HTMLTable striped compact style={{ width: '100%' }} data-testid="crm-opp-table">
      <thead>
        <tr>
          <th>{w.name}</th>
          <th>{w.customer}</th>
          <th>{w.stage}</th>
          <th>{w.winRate}</th>
          <th style={{ textAlign: 'right' }}>{w.amount}</th>
          <th>{w.owner}</th>
          <th>{w.expected}</th>
          <th>{w.reason}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((o) => (
          <tr key={o.Id}>
            <td>{o.Name}</td>
            <td>{o.CustomerName}</td>
            <td style={{ whiteSpace: 'nowrap' }}>{stageName(stages, o.Stage, lang)}</td>
            <td>{o.WinRate}%</td>
            <td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{amountText(o)}</td>
            <td>{o.OwnerName}</td>
            <td style={{ whiteSpace: 'nowrap' }}>{o.ActualCloseDate ?? o.ExpectedCloseDate ?? ''}</td>
            <td>{reasonName(stages, o.FailureReason, lang)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
