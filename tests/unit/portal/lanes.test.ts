import { describe, expect, it } from 'vitest';
import { lanesOf } from '../../../server/modules/portal/publicSchedules';

const NOW = Date.parse('2026-12-10T00:00:00Z');
const row = (pol: string, pod: string, carrier: string, transit: number, etd: string) => ({
  POL: pol,
  POLName: pol,
  POD: pod,
  PODName: pod,
  Carrier: carrier,
  TransitDays: transit,
  ETD: etd,
});

describe('a service page’s typical lanes from sailing rows', () => {
  it('makes one lane a port pair: its carriers once each, the shortest transit, the next departure from now', () => {
    const lanes = lanesOf(
      [
        row('CNSHA', 'DEHAM', 'COSU', 32, '2026-12-05T10:00:00Z'), // left already
        row('CNSHA', 'DEHAM', 'MAEU', 30, '2026-12-20T10:00:00Z'),
        row('CNSHA', 'DEHAM', 'COSU', 31, '2026-12-12T10:00:00Z'),
        row('CNNGB', 'NLRTM', 'COSU', 0, '2026-12-01T10:00:00Z'),
        row('CNNGB', 'NLRTM', 'COSU', 28, '2026-12-02T10:00:00Z'),
      ],
      NOW,
      10,
    );
    expect(lanes).toEqual([
      { POL: 'CNSHA', POLName: 'CNSHA', POD: 'DEHAM', PODName: 'DEHAM', Carriers: ['COSU', 'MAEU'], TransitDays: 30, NextETD: '2026-12-12T10:00:00Z' },
      { POL: 'CNNGB', POLName: 'CNNGB', POD: 'NLRTM', PODName: 'NLRTM', Carriers: ['COSU'], TransitDays: 28, NextETD: null },
    ]);
  });

  it('keeps to the limit', () => {
    const rows = ['DEHAM', 'NLRTM', 'BEANR'].map((pod) => row('CNSHA', pod, 'COSU', 30, '2026-12-20T10:00:00Z'));
    expect(lanesOf(rows, NOW, 2).map((l) => l.POD)).toEqual(['DEHAM', 'NLRTM']);
  });
});
