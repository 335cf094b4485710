import { HTMLTable } from '@blueprintjs/core';
import type { IndexWeek } from '../../contract/rateAnalysis/calls';
import { useWords } from '../../i18n/words';
import { rateAnalysisWords } from './words';

const change = (c: number | null) => (c === null ? '—' : `${c > 0 ? '+' : ''}${c.toFixed(1)}`);

/** The index week by week, as the export has it: cost columns only with "view cost". */
export function IndexTable({ weeks, withCost }: { weeks: readonly IndexWeek[]; withCost: boolean }) {
  const w = useWords(rateAnalysisWords);
  return (
    <HTMLTable compact striped className="rate-analysis-table" data-testid="index-table">
      <thead>
        <tr>
          <th>{w.Week}</th>
          <th>{w.ContainerClass}</th>
          <th>{w.Currency}</th>
          {withCost && (
            <>
              <th>{w.CostMin}</th>
              <th>{w.CostMedian}</th>
              <th>{w.CostMax}</th>
            </>
          )}
          <th>{w.SellMedian}</th>
          <th>{w.Rates}</th>
          <th>{w.Change}</th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((r) => (
          <tr key={`${r.ContainerClass}-${r.Currency}-${r.Week}`}>
            <td>{r.Week}</td>
            <td>{r.ContainerClass}</td>
            <td>{r.Currency}</td>
            {withCost && (
              <>
                <td className="num">{r.CostMin}</td>
                <td className="num">{r.CostMedian}</td>
                <td className="num">{r.CostMax}</td>
              </>
            )}
            <td className="num">{r.SellMedian ?? '—'}</td>
            <td className="num">{r.Rates}</td>
            <td className={r.Change !== null && r.Change > 0 ? 'num up' : r.Change !== null && r.Change < 0 ? 'num down' : 'num'}>{change(r.Change)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
