import { describe, expect, it } from 'vitest';
import { classOfHeader, findHeader, readRateGrid, sheetAmount, sheetDate, sheetWeekdays } from '../../../src/domain/pricing/rateSheet';

/** Rate sheets as forwarders get them (src/domain/pricing/rateSheet.ts): our two templates and a carrier's own layout. */
const CLASSES = ['20GP', '40GP', '40HQ', '45HQ', '20RF'];

describe('reading a rate sheet', () => {
  it('knows classes however a carrier writes them', () => {
    expect(classOfHeader("40'HC", CLASSES)).toBe('40HQ');
    expect(classOfHeader('20 DC', CLASSES)).toBe('20GP');
    expect(classOfHeader("20' GP", CLASSES)).toBe('20GP');
    expect(classOfHeader('40 NOR', CLASSES)).toBeUndefined();
  });

  it('reads amounts, dates and weekdays as people type them', () => {
    expect(sheetAmount('USD 1,580')).toBe('1580');
    expect(sheetAmount('$1,580.50')).toBe('1580.50');
    expect(sheetAmount('-')).toBeNull();
    expect(sheetAmount('N/A')).toBeNull();
    expect(sheetAmount('1.5k')).toBeUndefined();
    expect(sheetDate('2026/12/1')).toBe('2026-12-01');
    expect(sheetDate('2026-12-01T00:00:00.000Z')).toBe('2026-12-01');
    expect(sheetDate('2026年12月1日')).toBe('2026-12-01');
    expect(sheetDate('2026-02-30')).toBeUndefined();
    expect(sheetWeekdays('周六')).toEqual([6]);
    expect(sheetWeekdays('Mon/Thu')).toEqual([1, 4]);
    expect(sheetWeekdays('1,4')).toEqual([1, 4]);
    expect(sheetWeekdays('someday')).toBeUndefined();
  });

  it('finds a two-line header under a title, with merged group cells repeated across their columns', () => {
    const grid = [
      ['COSCO tariff', 'COSCO tariff', 'COSCO tariff'],
      [],
      ['POL', 'POD', 'Ocean Freight (USD)', 'Ocean Freight (USD)', 'Validity', 'Validity'],
      ['POL', 'POD', "20'GP", "40'HC", 'From', 'To'],
    ];
    expect(findHeader(grid, CLASSES)).toEqual({
      headerRow: 4,
      fields: { PolCode: 0, PodCode: 1, ValidFrom: 4, ValidTo: 5 },
      classColumns: { '20GP': 2, '40HQ': 3 },
    });
  });

  it('template v1: rows of one lane and window become one rate with a price per class; a repeated class is refused', () => {
    const grid = [
      ['船公司 Carrier', '起运港 POL', '目的港 POD', '箱型 Class', '底价 Cost', '有效期自 Valid from', '有效期至 Valid to'],
      ['COSU', 'CNSHA', 'NLRTM', '20GP', '1450', '2026-12-01', '2026-12-31'],
      ['COSU', 'CNSHA', 'NLRTM', '40HQ', '1850', '2026-12-01', '2026-12-31'],
      ['COSU', 'CNSHA', 'NLRTM', '40HQ', '1900', '2026-12-01', '2026-12-31'],
    ];
    const { rows, v1 } = readRateGrid('s', grid, CLASSES, {}, 'en');
    expect(v1).toBe(true);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.Rate!.Prices).toEqual([
      { ContainerClass: '20GP', Cost: '1450' },
      { ContainerClass: '40HQ', Cost: '1850' },
    ]);
    expect(rows[1]).toMatchObject({ Row: 4, Problems: ['repeats row 3 (same lane, class and validity)'] });
  });

  it('passes over blank lines, titles, notes and a repeated header; a lane line with a fault is a row with its problems', () => {
    const grid = [
      ['POL', 'POD', '20GP', '40HQ', 'Valid from', 'Valid to'],
      ['CNSHA', 'NLRTM', '1450', '1850', '2026-12-01', '2026-12-31'],
      [],
      ['North Europe'],
      ['POL', 'POD', '20GP', '40HQ', 'Valid from', 'Valid to'],
      ['CNNGB', 'DEHAM', 'abc', '1900', '2026-12-01', '2027-13-01'],
      ['Subject to GRI'],
    ];
    const { rows } = readRateGrid('s', grid, CLASSES, { CarrierCode: 'cosu' }, 'zh');
    expect(rows.map((r) => r.Row)).toEqual([2, 6]);
    expect(rows[0]!.Rate).toMatchObject({ CarrierCode: 'COSU', Currency: 'USD', RateType: 'SPOT' });
    expect(rows[1]!.Problems).toEqual(['20GP 的价格「abc」不是金额', '有效期至「2027-13-01」不是日期（YYYY-MM-DD）']);
    expect(rows[1]!.Rate).toBeUndefined();
  });

  it('says which sheet has no header', () => {
    expect(readRateGrid('说明', [['请按模板填写']], CLASSES, {}, 'zh').headerless).toContain('说明');
  });
});
