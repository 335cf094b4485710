import { Card, H5, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import type { IndexWeek, PlatformRates } from '../../contract/rateAnalysis/calls';
import { useWords } from '../../i18n/words';
import { Chart } from './charts/Chart';
import { indexOption } from './charts/indexOption';
import { rateAnalysisWords } from './words';

/** One chart per class and currency: the cost band and median (with cost), the list price's median, the notices marked. */
export function IndexCharts({ d }: { d: PlatformRates }) {
  const w = useWords(rateAnalysisWords);
  const series = useMemo(() => {
    const by = new Map<string, IndexWeek[]>();
    for (const r of d.Weeks) by.set(`${r.ContainerClass}|${r.Currency}`, [...(by.get(`${r.ContainerClass}|${r.Currency}`) ?? []), r]);
    return [...by.entries()].map(([key, weeks]) => {
      const [cls, currency] = key.split('|') as [string, string];
      return { cls, currency, weeks, option: indexOption(weeks, d.Notices, d.WithCost, { band: w.band, costMedian: w.CostMedian, sellMedian: w.SellMedian }) };
    });
  }, [d, w]);
  return (
    <div className="rate-analysis-charts">
      {series.map((s) => (
        <Card key={`${s.cls}-${s.currency}`}>
          <H5>{w.indexOf(s.cls, s.currency)}</H5>
          <Chart
            option={s.option}
            label={`${w.indexOf(s.cls, s.currency)}: ${s.weeks.map((x) => `${x.Week} ${d.WithCost ? x.CostMedian : x.SellMedian}`).join(', ')}`}
            testId={`index-chart-${s.cls}`}
          />
        </Card>
      ))}
    </div>
  );
}

/** Volatility: each series' mean weekly change. */
export function Volatility({ d }: { d: PlatformRates }) {
  const w = useWords(rateAnalysisWords);
  return (
    <Card>
      <H5>{w.volatility}</H5>
      <div data-testid="volatility">
        {d.Volatility.map((v) => (
          <Tag key={`${v.ContainerClass}-${v.Currency}`} minimal style={{ marginRight: 8 }}>
            {w.volatilityOf(`${v.ContainerClass} ${v.Currency}`, v.MeanChange === null ? w.notMeasured : `${v.MeanChange.toFixed(1)}%`)}
          </Tag>
        ))}
      </div>
    </Card>
  );
}

/** The carriers' GRI and surcharge letters on the lane in the dates, oldest first. */
export function Notices({ d }: { d: PlatformRates }) {
  const w = useWords(rateAnalysisWords);
  return (
    <Card>
      <H5>{w.notices}</H5>
      {d.Notices.length ? (
        <ul className="rate-analysis-notices" data-testid="index-notices">
          {d.Notices.map((n) => (
            <li key={n.Id}>
              <Tag intent={n.Kind === 'GRI' ? 'danger' : 'warning'} minimal>
                {n.Kind === 'GRI' ? 'GRI' : 'PSS'}
              </Tag>{' '}
              {n.EffectiveFrom} · {n.Carrier} · {n.Title}
            </li>
          ))}
        </ul>
      ) : (
        <div>{w.noNotices}</div>
      )}
    </Card>
  );
}
