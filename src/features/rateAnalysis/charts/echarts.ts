import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkPointComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * ECharts as the price index draws it: lines (the band's edges, the medians), the notices as mark
 * points, grid, legend, tooltip, canvas — imported only from the rate analysis page's own chunk.
 */
use([LineChart, GridComponent, LegendComponent, MarkPointComponent, TooltipComponent, CanvasRenderer]);

export { init, type ECharts, type EChartsCoreOption } from 'echarts/core';
