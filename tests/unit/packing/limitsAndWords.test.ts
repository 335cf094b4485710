import { describe, expect, it } from 'vitest';
import {
  CONTAINER_LIMITS,
  containerLimits,
  DEFAULT_MAX_GROSS_KG,
  maxGrossKg,
  plateOutOfRange,
  tareFloorKg,
  tareOutOfRange,
} from '../../../src/domain/packing/containerLimits';
import { PKL_PROBLEM_CODES, renderPkl } from '../../../src/domain/packing/messages';
import { CONTAINER_TYPES, maxPayloadKg } from '../../../src/domain/si/reference';
import { formatPklNo } from '../../../src/domain/packing/number';
import { renderVgm, VGM_PROBLEM_CODES } from '../../../src/domain/vgm/messages';

describe('container limits', () => {
  it('knows every container type of the reference list, and no other', () => {
    expect(Object.keys(CONTAINER_LIMITS).toSorted()).toEqual([...new Set(CONTAINER_TYPES.map((t) => t.name))].toSorted());
  });
  it('defaults the max gross to 30,480 kg for dry boxes, takes the CSC plate over it', () => {
    expect(maxGrossKg('20GP')).toBe(DEFAULT_MAX_GROSS_KG);
    expect(maxGrossKg('45G1')).toBe(30_480);
    expect(maxGrossKg('40HQ', 32_500)).toBe(32_500);
    expect(maxGrossKg('40HQ', 0)).toBe(30_480);
    expect(maxGrossKg('99ZZ')).toBeUndefined();
    expect(containerLimits('42G1')?.volumeM3).toBeCloseTo(67.7);
  });
  it('agrees with the SI check’s typical payload: tare + payload is about the max gross', () => {
    for (const t of CONTAINER_TYPES) {
      const l = CONTAINER_LIMITS[t.name]!;
      const payload = maxPayloadKg(t.name)!;
      expect(Math.abs(l.tareKg + payload - l.maxGrossKg) / l.maxGrossKg, t.name).toBeLessThan(0.03);
    }
  });
  it('bounds each type: its default plate and typical tare inside its ranges, 20′ plates 20,320–36,000 kg and 40′ ones 30,480–36,000 kg (ISO 668)', () => {
    for (const [name, l] of Object.entries(CONTAINER_LIMITS)) {
      expect(l.maxGrossKg, name).toBeGreaterThanOrEqual(l.plateKg.min);
      expect(l.maxGrossKg, name).toBeLessThanOrEqual(l.plateKg.max);
      expect(l.tareKg, name).toBeGreaterThanOrEqual(l.tareRangeKg.min);
      expect(l.tareKg, name).toBeLessThanOrEqual(l.tareRangeKg.max);
      expect(l.tareRangeKg.max, name).toBeLessThan(l.plateKg.min);
    }
    expect(CONTAINER_LIMITS['20GP']!.plateKg).toEqual({ min: 20_320, max: 36_000 });
    expect(CONTAINER_LIMITS['40HQ']!.plateKg).toEqual({ min: 30_480, max: 36_000 });
    expect(plateOutOfRange('20GP', 200_000)).toEqual({ min: 20_320, max: 36_000 });
    expect(plateOutOfRange('22G1', 36_000)).toBeUndefined();
    expect(plateOutOfRange('99ZZ', 200_000)).toBeUndefined(); // an unknown type has no range to hold it to
    // a plate out of its type's range is not believed: the default applies (the checks refuse the plate itself)
    expect(maxGrossKg('20GP', 200_000)).toBe(30_480);
    expect(maxGrossKg('20GP', 36_000)).toBe(36_000);
    expect(tareOutOfRange('20GP', 1)).toEqual({ min: 1_700, max: 3_000 });
    expect(tareOutOfRange('20GP', 2_230)).toBeUndefined();
    // the least a packed box weighs: its tare when believable, never less than the type's lightest box
    expect(tareFloorKg('20GP')).toBe(1_700);
    expect(tareFloorKg('20GP', 1)).toBe(1_700);
    expect(tareFloorKg('20GP', 2_230)).toBe(2_230);
    expect(tareFloorKg('99ZZ')).toBeUndefined();
  });
  it('gives §3.5’s volumes: ≈ 33 m³ 20GP, 67 m³ 40GP, 76 m³ 40HQ', () => {
    expect(Math.round(CONTAINER_LIMITS['20GP']!.volumeM3!)).toBe(33);
    expect(Math.floor(CONTAINER_LIMITS['40GP']!.volumeM3!)).toBe(67);
    expect(Math.floor(CONTAINER_LIMITS['40HQ']!.volumeM3!)).toBe(76);
  });
});

const CJK = /[\u3400-\u9fff]/;
const CJK_PUNCTUATION = /[，。：；（）！？、“”【】《》「」]/;
const SAMPLE = new Proxy({}, { get: (_, k) => (k === 'field' ? 'PKD_WEIGHT' : 7) }) as Record<string, string | number>;

describe('the rules’ words', () => {
  const all = [
    ...PKL_PROBLEM_CODES.map((c) => [c, (l: 'zh' | 'en') => renderPkl(c, SAMPLE, l)] as const),
    ...VGM_PROBLEM_CODES.map((c) => [c, (l: 'zh' | 'en') => renderVgm(c, SAMPLE, l)] as const),
  ];
  it('say every problem in Chinese and in English, with English punctuation in English', () => {
    for (const [code, render] of all) {
      expect(render('zh'), code).toMatch(CJK);
      expect(render('en'), code).not.toMatch(CJK_PUNCTUATION);
      expect(render('en'), code).not.toMatch(/undefined|NaN/);
    }
  });
  it('name each code once per rule family', () => {
    expect(PKL_PROBLEM_CODES.every((c) => c.startsWith('pkl.'))).toBe(true);
    expect(VGM_PROBLEM_CODES.every((c) => c.startsWith('vgm.'))).toBe(true);
  });
});

describe('the packing-list number', () => {
  it('is PK + the Shanghai day (yymmdd) + five digits, growing past 99,999 rather than wrapping', () => {
    // 2026-11-27 20:30 UTC is already the 28th in Shanghai
    expect(formatPklNo(new Date('2026-11-27T20:30:00Z'), 42)).toBe('PK26112800042');
    expect(formatPklNo(new Date('2026-11-27T10:00:00Z'), 7)).toBe('PK26112700007');
    expect(formatPklNo(new Date('2026-11-27T10:00:00Z'), 123456)).toBe('PK261127123456');
  });
});
