import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * ECharts as the sales pages use it: bars (revenue, GP) and a line (TEU) on two axes, grid, legend
 * and tooltip, the canvas renderer — nothing else. Imported only from this module's page chunks,
 * never from the shell (tests/e2e/shell/firstPage.spec.ts keeps the shell free of it).
 */
use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { init, type ECharts, type EChartsCoreOption } from 'echarts/core';
