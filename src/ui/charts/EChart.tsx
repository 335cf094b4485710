import { Classes } from '@blueprintjs/core';
import { type ECharts, type EChartsCoreOption, init } from 'echarts/core';
import { useEffect, useRef } from 'react';

export interface EChartProps {
  option: EChartsCoreOption;
  /** What the chart shows, in words (a canvas is a picture to a screen reader). */
  label: string;
  height?: number;
  testId?: string;
  className?: string;
}

/**
 * One ECharts canvas: made when mounted (in the dark theme when Blueprint's is on), given each new
 * option whole, resized with its box, disposed when unmounted. The chart types it draws are the
 * page's to register (each feature's `charts/echarts.ts`, in that page's own chunk), so a page
 * loads only what it draws.
 */
export function EChart({ option, label, height = 280, testId, className }: EChartProps) {
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
  return <div ref={box} className={className} role="img" aria-label={label} data-testid={testId} style={{ height }} />;
}
