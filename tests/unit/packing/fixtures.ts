import type { PackingCheckInput, PackingLine, PackingListData } from '../../../src/domain/packing/check';
import type { Problem } from '../../../src/domain/packing/messages';
import { withCheckDigit } from '../../../src/domain/si/iso6346';

/** Packing lists and inputs shared by the packing-list and VGM test files. */
export const CNNO = withCheckDigit('CSQU305438');
export const OTHER_CNNO = withCheckDigit('MSKU123456');
export const NOW = '2026-12-01T08:00:00.000Z';

export const line = (num: number, weight: number, volume: number, extra: Partial<PackingLine> = {}): PackingLine => ({
  PKD_SEQ: 1,
  PKD_CNGOODS: '纯棉T恤',
  PKD_GOODS: 'COTTON T-SHIRTS',
  PKD_HSCODE: '610910',
  PKD_PACKAGE: 'CT',
  PKD_NUM: num,
  PKD_WEIGHT: weight,
  PKD_NET_WEIGHT: null,
  PKD_VOLUME: volume,
  ...extra,
});

/** A packing list whose header sums its lines. */
export function pkl(lines: PackingLine[] = [line(100, 1200.5, 20.25), line(50, 300, 5)], extra: Partial<PackingListData> = {}): PackingListData {
  return {
    PKL_NO: 'PK26120100001',
    PKL_CNTR_TYPE: '40HQ',
    PKL_CNNO: CNNO,
    PKL_SEALNO: 'SL123456',
    PKL_STUFF_PLACE: 'HANGZHOU WAREHOUSE 3',
    PKL_STUFF_AT: '2026-11-30T06:00:00.000Z',
    PKL_NUM: lines.reduce((a, l) => a + l.PKD_NUM, 0),
    PKL_WEIGHT: lines.reduce((a, l) => a + l.PKD_WEIGHT, 0),
    PKL_VOLUME: lines.reduce((a, l) => a + l.PKD_VOLUME, 0),
    Lines: lines,
    ...extra,
  };
}

export const input = (extra: Partial<PackingCheckInput> = {}): PackingCheckInput => ({ slotType: '40HQ', now: NOW, submitting: true, ...extra });

export const codes = (problems: Problem[]) => problems.map((p) => p.Code);
export const errors = (problems: Problem[]) => problems.filter((p) => !p.Severity).map((p) => p.Code);
export const warnings = (problems: Problem[]) => problems.filter((p) => p.Severity === 'warning').map((p) => p.Code);
