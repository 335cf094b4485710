import { BarChart, FunnelChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * ECharts as the CRM's analysis pages use it: a funnel, bars (stacked on the quotation page) and a
 * line (the win rate) — imported only from these pages' chunks, never from the shell.
 */
use([FunnelChart, BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);
