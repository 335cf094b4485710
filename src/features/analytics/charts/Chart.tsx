import { EChart, type EChartProps } from '../../../ui/charts/EChart';
import './echarts';

/** The page's chart: the shared ECharts canvas (src/ui/charts/EChart.tsx), with the chart types this page registers (./echarts). */
export const Chart = (p: EChartProps) => <EChart height={300} className="analytics-chart" {...p} />;
