import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { Lane } from '../../../src/contract/dashboard/calls';
import { drawable, laneOption, shiftLon } from '../../../src/features/dashboard/charts/options';
import { defaultWindow, filtersOf, paramsOf } from '../../../src/features/dashboard/filters';
import { numbersIn } from '../../../src/features/dashboard/numbers';

const lane = (pol: string, pod: string, shipments: number, at: [number, number, number, number] | null): Lane => ({
  POL: pol,
  POD: pod,
  PolName: { zh: pol, en: pol },
  PodName: { zh: pod, en: pod },
  Shipments: shipments,
  Teu: shipments * 2,
  PolLon: at?.[0] ?? null,
  PolLat: at?.[1] ?? null,
  PodLon: at?.[2] ?? null,
  PodLat: at?.[3] ?? null,
});

describe('the lane map', () => {
  const lanes = [
    lane('CNSHA', 'USLAX', 4, [121.8, 31.36, -118.26, 33.73]),
    lane('CNSHA', 'DEHAM', 1, [121.8, 31.36, 9.93, 53.54]),
    lane('CNSHA', 'XXXXX', 9, null),
  ];
  const option = laneOption(lanes, 'zh', (n) => `${n} 票`) as {
    series: [{ data: { coords: number[][]; lineStyle: { width: number } }[] }, { data: { name: string; shipments: number }[] }];
  };

  it('draws the lanes whose ports have a place, thicker with more shipments, Los Angeles east of the Pacific', () => {
    expect(lanes.filter(drawable)).toHaveLength(2);
    const [la, ham] = option.series[0].data;
    expect(la!.coords).toEqual([
      [121.8, 31.36],
      [241.74, 33.73],
    ]);
    expect(la!.lineStyle.width).toBeGreaterThan(ham!.lineStyle.width);
    expect(shiftLon(9.93)).toBe(9.93);
  });

  it('marks each port once with the shipments through it', () => {
    expect(option.series[1].data.map((p) => [p.name, p.shipments])).toEqual([
      ['CNSHA', 5],
      ['USLAX', 4],
      ['DEHAM', 1],
    ]);
  });
});

describe('the filters in the address', () => {
  it('default to the last six months and the next two', () => {
    expect(defaultWindow(dayjs('2026-11-27'))).toEqual({ From: '2026-05-01', To: '2027-01-31' });
    expect(filtersOf(new URLSearchParams(''), dayjs('2026-11-27'))).toEqual({ From: '2026-05-01', To: '2027-01-31' });
  });

  it('keep what was chosen and leave out what was cleared', () => {
    const q = filtersOf(new URLSearchParams('From=2026-12-01&To=2026-12-31&Carrier=MAEU&POL='));
    expect(q).toEqual({ From: '2026-12-01', To: '2026-12-31', Carrier: 'MAEU' });
    expect(paramsOf({ ...q, POD: undefined })).toEqual({ From: '2026-12-01', To: '2026-12-31', Carrier: 'MAEU' });
  });
});

it('numbers as each language writes them', () => {
  expect(numbersIn('zh').count(12345.5)).toBe('12,345.5');
  expect(numbersIn('en').percent(2 / 3)).toBe('66.7%');
});
