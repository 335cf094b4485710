import type { SalesAnswer } from '../../../contract/analytics/calls';
import type { EChartsCoreOption } from './echarts';

/**
 * The trend chart: revenue (and GP, with "view cost") in the report currency as bars on the left
 * axis, TEU as a line on the right, one point per period.
 */
export function trendOption(s: SalesAnswer, names: { revenue: string; gp: string; teu: string }): EChartsCoreOption {
  const periods = s.Series.map((p) => p.Period);
  const bars = [{ name: `${names.revenue} (${s.Currency})`, type: 'bar', data: s.Series.map((p) => Number(p.RevenueReport)) }];
  if (s.ViewCost) bars.push({ name: `${names.gp} (${s.Currency})`, type: 'bar', data: s.Series.map((p) => Number(p.GpReport ?? 0)) });
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 70, right: 50, top: 36, bottom: 30 },
    xAxis: { type: 'category', data: periods },
    yAxis: [
      { type: 'value', name: s.Currency },
      { type: 'value', name: 'TEU', splitLine: { show: false } },
    ],
    series: [...bars, { name: names.teu, type: 'line', yAxisIndex: 1, smooth: true, data: s.Series.map((p) => p.Teu) }],
  };
}
