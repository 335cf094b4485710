import type { EChartsCoreOption } from 'echarts/core';
import type { IndexNotice, IndexWeek } from '../../../contract/rateAnalysis/calls';

export interface IndexLabels {
  band: string;
  costMedian: string;
  sellMedian: string;
}

/**
 * The price index of one class and currency: the cost band (min–max, a filled area between two
 * lines), the cost median, the list price's median, and the GRI/surcharge notices as mark points on
 * the week they take effect. Without cost, only the list price's median.
 */
export function indexOption(weeks: readonly IndexWeek[], notices: readonly IndexNotice[], withCost: boolean, l: IndexLabels): EChartsCoreOption {
  const x = weeks.map((w) => w.Week);
  const num = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));
  const anchor = withCost ? 'CostMedian' : 'SellMedian';
  const marks = notices
    .map((n) => ({ n, w: weeks.find((w) => w.Week === n.Week) }))
    .filter((m) => m.w)
    // notices in weeks close together stand one above the other rather than over each other
    .map(({ n, w }, i) => ({
      name: `${n.Carrier} ${n.Kind}`,
      coord: [n.Week, (num(w![anchor]) ?? 0) * (i % 2 ? 1.08 : 1)],
      value: n.Kind === 'GRI' ? 'GRI' : 'PSS',
      itemStyle: { color: n.Kind === 'GRI' ? '#c23030' : '#c87619' },
    }));
  const lower = weeks.map((w) => num(w.CostMin));
  const spread = weeks.map((w) => (w.CostMax && w.CostMin ? Number(w.CostMax) - Number(w.CostMin) : null));
  const cost = withCost
    ? [
        { name: l.band, type: 'line', stack: 'band', data: lower, lineStyle: { opacity: 0 }, symbol: 'none', tooltip: { show: false } },
        {
          name: l.band,
          type: 'line',
          stack: 'band',
          data: spread,
          lineStyle: { opacity: 0 },
          areaStyle: { color: 'rgba(45,114,210,0.18)' },
          symbol: 'none',
          tooltip: { show: false },
        },
        {
          name: l.costMedian,
          type: 'line',
          data: weeks.map((w) => num(w.CostMedian)),
          itemStyle: { color: '#2d72d2' },
          markPoint: { data: marks, symbolSize: 40, label: { fontSize: 10 } },
        },
      ]
    : [];
  const sell = {
    name: l.sellMedian,
    type: 'line',
    data: weeks.map((w) => num(w.SellMedian)),
    itemStyle: { color: '#238551' },
    ...(withCost ? {} : { markPoint: { data: marks, symbolSize: 40, label: { fontSize: 10 } } }),
  };
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: withCost ? [l.band, l.costMedian, l.sellMedian] : [l.sellMedian] },
    grid: { left: 56, right: 24, top: 72, bottom: 32 },
    xAxis: { type: 'category', data: x, boundaryGap: false },
    yAxis: { type: 'value', scale: true },
    series: [...cost, sell],
  };
}
