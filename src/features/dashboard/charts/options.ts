import { type Lane, SHIPMENT_STAGES, type Summary } from '../../../contract/dashboard/calls';
import type { Language } from '../../../i18n/language';
import { stageWords } from '../words';
import type { EChartsCoreOption } from './echarts';

/**
 * The dashboard's chart options, pure functions of the summary and the language (no ECharts here,
 * so they are tested without a canvas).
 */

const BLUE = '#2d72d2';
const GREEN = '#238551';

export function stageOption(s: Summary, lang: Language, fmt: (n: number) => string, shipments: string): EChartsCoreOption {
  return {
    grid: { left: 48, right: 16, top: 24, bottom: 32 },
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => fmt(v) },
    // every stage named, however narrow the chart
    xAxis: { type: 'category', data: SHIPMENT_STAGES.map((k) => stageWords[k][lang]), axisLabel: { interval: 0, fontSize: 11 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        type: 'bar',
        barMaxWidth: 48,
        name: shipments,
        data: s.Stages.map((x) => x.Count),
        itemStyle: { color: BLUE },
        label: { show: true, position: 'top' },
      },
    ],
  };
}

export function teuOption(s: Summary, fmt: (n: number) => string): EChartsCoreOption {
  return {
    grid: { left: 48, right: 16, top: 24, bottom: 32 },
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => `${fmt(v)} TEU` },
    xAxis: { type: 'category', data: s.TeuByMonth.map((m) => m.Month) },
    yAxis: { type: 'value' },
    series: [
      {
        type: 'bar',
        barMaxWidth: 48,
        name: 'TEU',
        data: s.TeuByMonth.map((m) => m.Teu),
        itemStyle: { color: GREEN },
        label: { show: true, position: 'top', formatter: (p: { value: number }) => fmt(p.value) },
      },
    ],
  };
}

/** Longitudes west of 30°W drawn east of 180° (a Pacific-centred map: Shanghai–Los Angeles crosses the ocean, not the world). */
export const shiftLon = (lon: number) => (lon < -30 ? lon + 360 : lon);
const unshift = (lon: number) => (lon > 180 ? lon - 360 : lon);

export const drawable = (l: Lane) => l.PolLon !== null && l.PolLat !== null && l.PodLon !== null && l.PodLat !== null;

/**
 * The lanes on longitude/latitude axes (equirectangular, no map file needed): one line per lane,
 * thicker with more shipments, and the ports as labelled points.
 */
export function laneOption(lanes: readonly Lane[], lang: Language, shipmentsWord: (n: number) => string): EChartsCoreOption {
  const shown = lanes.filter(drawable);
  const most = Math.max(1, ...shown.map((l) => l.Shipments));
  const ports = new Map<string, { name: string; at: [number, number]; shipments: number }>();
  const port = (code: string, name: string, lon: number, lat: number, n: number) => {
    const p = ports.get(code) ?? { name, at: [shiftLon(lon), lat] as [number, number], shipments: 0 };
    p.shipments += n;
    ports.set(code, p);
  };
  for (const l of shown) {
    port(l.POL, l.PolName[lang], l.PolLon!, l.PolLat!, l.Shipments);
    port(l.POD, l.PodName[lang], l.PodLon!, l.PodLat!, l.Shipments);
  }
  return {
    grid: { left: 48, right: 24, top: 16, bottom: 32 },
    tooltip: { trigger: 'item' },
    xAxis: {
      type: 'value',
      min: -30,
      max: 330,
      interval: 30,
      axisLabel: { formatter: (v: number) => `${unshift(v)}°` },
      splitLine: { lineStyle: { opacity: 0.3 } },
    },
    yAxis: { type: 'value', min: -60, max: 75, interval: 15, axisLabel: { formatter: '{value}°' }, splitLine: { lineStyle: { opacity: 0.3 } } },
    series: [
      {
        type: 'lines',
        coordinateSystem: 'cartesian2d',
        tooltip: { formatter: (p: { data: { name: string } }) => p.data.name },
        data: shown.map((l) => ({
          name: `${l.PolName[lang]} → ${l.PodName[lang]}: ${shipmentsWord(l.Shipments)}`,
          coords: [
            [shiftLon(l.PolLon!), l.PolLat],
            [shiftLon(l.PodLon!), l.PodLat],
          ],
          lineStyle: { width: 1 + (7 * l.Shipments) / most, color: BLUE, opacity: 0.7, curveness: 0.2 },
        })),
      },
      {
        type: 'scatter',
        symbolSize: 9,
        itemStyle: { color: GREEN },
        label: { show: true, position: 'right', formatter: (p: { data: { name: string } }) => p.data.name },
        labelLayout: { hideOverlap: true },
        tooltip: { formatter: (p: { data: { name: string; shipments: number } }) => `${p.data.name}: ${shipmentsWord(p.data.shipments)}` },
        data: [...ports.values()].map((p) => ({ name: p.name, value: p.at, shipments: p.shipments })),
      },
    ],
  };
}
