import { HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useWords } from '../../i18n/words';
import { cardStatsQueryOptions } from './api/card';
import { userCardWords } from './words';

/** Views and saves by day: the totals, a bar per day of the last 30, and the days with visitors. */
export function CardStats() {
  const w = useWords(userCardWords);
  const stats = useQuery(cardStatsQueryOptions());
  if (stats.isPending) return <Spinner size={20} />;
  if (stats.isError) return <NonIdealState icon="error" title={w.loadFailed} />;
  const { Views, Saves, Days } = stats.data;
  const top = Math.max(1, ...Days.map((d) => d.Views));
  const visited = Days.filter((d) => d.Views || d.Saves).reverse();
  return (
    <section className="user-card-panel" aria-label={w.statsTitle}>
      <h3>{w.statsTitle}</h3>
      <div className="user-card-totals">
        <div>
          <strong data-testid="card-views">{Views}</strong>
          <span>{w.statsViews}</span>
        </div>
        <div>
          <strong data-testid="card-saves">{Saves}</strong>
          <span>{w.statsSaves}</span>
        </div>
      </div>
      <div className="bp6-text-muted">{w.statsLast30}</div>
      <div className="user-card-chart" aria-hidden>
        {Days.map((d) => (
          <div key={d.Day} className="user-card-bar" title={`${d.Day} · ${w.statsViews} ${d.Views} · ${w.statsSaves} ${d.Saves}`}>
            <span className="user-card-bar-views" style={{ height: `${(d.Views / top) * 100}%` }} />
            <span className="user-card-bar-saves" style={{ height: `${(d.Saves / top) * 100}%` }} />
          </div>
        ))}
      </div>
      {visited.length ? (
        <HTMLTable compact striped className="user-card-days">
          <thead>
            <tr>
              <th>{w.statsDay}</th>
              <th>{w.statsViews}</th>
              <th>{w.statsSaves}</th>
            </tr>
          </thead>
          <tbody>
            {visited.slice(0, 10).map((d) => (
              <tr key={d.Day}>
                <td>{d.Day}</td>
                <td>{d.Views}</td>
                <td>{d.Saves}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : (
        <p className="bp6-text-muted">{w.statsNone}</p>
      )}
    </section>
  );
}
