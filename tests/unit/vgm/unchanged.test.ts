import { describe, expect, it } from 'vitest';
import { VGM_STATUS as S } from '../../../src/domain/vgm/status';
import { type DeclaredFigures, sameFigures, standsUnchanged } from '../../../src/domain/vgm/unchanged';

/** Which boxes "申报全部箱 VGM" leaves as they are (issue 45 item 11). */
const figures: DeclaredFigures = {
  kg: 24_000,
  method: 1,
  cargoKg: null,
  tareKg: null,
  weighedAt: '2026-11-27T02:17:45.000Z',
  weighingParty: 'SHANGHAI WAIGAOQIAO WEIGHBRIDGE NO.3',
  certNo: 'WB-778812',
  responsibleParty: 'HANGZHOU TIANXIANG TRADING CO LTD',
  signatory: 'LI MING',
};
const stored = (status: number, terminalStatus: number | null = null) => ({ ...figures, status, terminalStatus });

describe('an unchanged box', () => {
  it('is the same figures, the weighing to the minute the form types', () => {
    expect(sameFigures(figures, { ...figures, weighedAt: '2026-11-27T02:17:00.000Z' })).toBe(true);
    expect(sameFigures(figures, { ...figures, weighingParty: ` ${figures.weighingParty} ` })).toBe(true);
    for (const change of [
      { kg: 24_001 },
      { method: 2, cargoKg: 20_100, tareKg: 3_900 },
      { weighedAt: '2026-11-27T02:18:00.000Z' },
      { certNo: 'WB-778813' },
      { weighingParty: 'NINGBO WEIGHBRIDGE' },
      { responsibleParty: 'OTHER SHIPPER' },
      { signatory: 'WANG FANG' },
    ])
      expect(sameFigures(figures, { ...figures, ...change }), JSON.stringify(change)).toBe(false);
    const m2 = { ...figures, method: 2, cargoKg: 20_100, tareKg: 3_900 };
    expect(sameFigures(m2, { ...m2, tareKg: 3_800, cargoKg: 20_200 })).toBe(false);
  });

  it('stays only while its version stands (declared, sent, accepted; the terminal not refusing it)', () => {
    for (const status of [S.DECLARED, S.SENT, S.ACCEPTED]) expect(standsUnchanged(stored(status), figures), String(status)).toBe(true);
    for (const status of [S.DRAFT, S.REJECTED, S.SUPERSEDED]) expect(standsUnchanged(stored(status), figures), String(status)).toBe(false);
    expect(standsUnchanged(stored(S.ACCEPTED, S.ACCEPTED), figures)).toBe(true);
    expect(standsUnchanged(stored(S.ACCEPTED, S.REJECTED), figures)).toBe(false);
    expect(standsUnchanged(undefined, figures)).toBe(false);
    expect(standsUnchanged(stored(S.ACCEPTED), { ...figures, kg: 24_100 })).toBe(false);
  });
});
