import { BarChart, LinesChart, ScatterChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { LabelLayout } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * ECharts as the dashboard uses it: the core, the three chart types it draws (bars, the lanes as
 * lines, the ports as points), the grid and tooltip, the label layout (ports' names that would overlap are hidden) and the canvas renderer — nothing else, so the
 * page's chunk stays small. Imported only from the dashboard's own chunk, never from the shell
 * (tests/e2e/shell/firstPage.spec.ts keeps it so).
 */
use([BarChart, LinesChart, ScatterChart, GridComponent, TooltipComponent, LabelLayout, CanvasRenderer]);

export { init, type ECharts, type EChartsCoreOption } from 'echarts/core';
