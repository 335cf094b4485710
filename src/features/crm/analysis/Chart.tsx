import { EChart, type EChartProps } from '../../../ui/charts/EChart';
import './echarts';

/** The analysis pages' chart: the shared ECharts canvas with the chart types these pages register (./echarts). */
export const Chart = (p: EChartProps) => <EChart height={280} className="crm-analysis-chart" {...p} />;
