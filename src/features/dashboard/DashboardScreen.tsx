import { Callout, Card, H2, H5, Spinner } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useRoute } from '../../ui/routeContext';
import { useSummary } from './api/summary';
import { Chart } from './charts/Chart';
import { drawable, laneOption, stageOption, teuOption } from './charts/options';
import { filtersOf, paramsOf } from './filters';
import { Filters } from './Filters';
import { numbersIn } from './numbers';
import { Tiles } from './Tiles';
import { dashboardWords } from './words';
import './dashboard.css';

/** 数据看板 (operations.md §12.3): the customer's KPIs, the charts and the lanes, for the filters in the address. */
export default function DashboardScreen() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const lang = useLanguage();
  const w = useWords(dashboardWords);
  const route = useRoute();
  const summary = useSummary(filters);
  const n = useMemo(() => numbersIn(lang), [lang]);
  const s = summary.data;
  const charts = useMemo(
    () =>
      s && {
        stages: stageOption(s, lang, n.count, w.shipments),
        teu: teuOption(s, n.count),
        lanes: laneOption(s.Lanes, lang, (k) => w.shipmentsWord(n.count(k))),
      },
    [s, lang, n, w],
  );
  const undrawn = s ? s.Lanes.filter((l) => !drawable(l)).length : 0;
  return (
    <section className="admin-screen dashboard">
      <H2>{route.title[lang]}</H2>
      <Filters value={filters} options={s?.Options} onChange={(next) => setParams(paramsOf(next))} />
      {summary.isPending && <Spinner aria-label={w.loading} />}
      {summary.isError && (
        <Callout intent="danger" data-testid="dashboard-error">
          {(summary.error as Error).message}
        </Callout>
      )}
      {s && !summary.isError && (
        <div className={summary.isPlaceholderData ? 'dashboard-body dashboard-stale' : 'dashboard-body'}>
          <Tiles s={s} n={n} />
          {s.Shipments === 0 ? (
            <Callout data-testid="dashboard-empty">{w.noData}</Callout>
          ) : (
            charts && (
              <div className="dashboard-charts">
                <Card>
                  <H5>{w.byStage}</H5>
                  <Chart option={charts.stages} label={`${w.byStage}: ${s.Stages.map((x) => x.Count).join(', ')}`} testId="chart-stages" />
                </Card>
                <Card>
                  <H5>{w.teuPerMonth}</H5>
                  <Chart
                    option={charts.teu}
                    label={`${w.teuPerMonth}: ${s.TeuByMonth.map((m) => `${m.Month} ${n.count(m.Teu)}`).join(', ')}`}
                    testId="chart-teu"
                  />
                </Card>
                <Card className="dashboard-map">
                  <H5>{w.routeMap}</H5>
                  <Chart
                    option={charts.lanes}
                    height={380}
                    label={`${w.routeMap}: ${s.Lanes.map((l) => `${w.lane(l.PolName[lang], l.PodName[lang])} ${w.shipmentsWord(n.count(l.Shipments))}`).join('; ')}`}
                    testId="chart-lanes"
                  />
                  {undrawn > 0 && <div className="dashboard-how">{w.lanesWithoutPlace(undrawn)}</div>}
                </Card>
              </div>
            )
          )}
        </div>
      )}
    </section>
  );
}
