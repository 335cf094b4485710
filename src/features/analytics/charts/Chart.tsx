import { Classes } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { type ECharts, type EChartsCoreOption, init } from './echarts';

/**
 * One ECharts canvas, as the dashboard's (src/features/dashboard/charts/Chart.tsx; a feature never
 * imports another's): made when mounted (dark with Blueprint's dark theme), given each new option
 * whole, resized with its box, disposed when unmounted; `label` says in words what it shows.
 */
export function Chart({ option, label, height = 300, testId }: { option: EChartsCoreOption; label: string; height?: number; testId?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  useEffect(() => {
    const el = box.current!;
    const c = init(el, document.body.classList.contains(Classes.DARK) ? 'dark' : undefined, { renderer: 'canvas' });
    chart.current = c;
    const seen = new ResizeObserver(() => c.resize());
    seen.observe(el);
    return () => {
      seen.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);
  return <div ref={box} className="analytics-chart" role="img" aria-label={label} data-testid={testId} style={{ height }} />;
}
