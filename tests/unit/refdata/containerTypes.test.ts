import { describe, expect, it } from 'vitest';
import { SEED_CONTAINER_TYPES } from '../../../src/domain/refdata/seed/containerTypes';
import { containerTypeName, maxPayloadKg } from '../../../src/domain/si/reference';

describe('container types (§10.3)', () => {
  it('hold the whole list with ISO group, TEU and Chinese name; the rate class is the unique key', () => {
    expect(SEED_CONTAINER_TYPES.map((t) => t.name)).toEqual(['20GP', '40GP', '40HQ', '45HQ', '20RF', '40RH', '40NOR', '20OT', '40OT', '20FR', '40FR', '20TK']);
    expect(new Set(SEED_CONTAINER_TYPES.map((t) => t.name)).size).toBe(SEED_CONTAINER_TYPES.length);
    for (const t of SEED_CONTAINER_TYPES) {
      expect(t.code, t.name).toMatch(/^[24L][25][A-Z][0-9]$/);
      expect(t.isoGroup, t.name).toMatch(/^[24L][25][A-Z]{2}$/);
      expect(t.isoGroup.slice(0, 2), t.name).toBe(t.code.slice(0, 2));
      expect(t.isoGroup[2], t.name).toBe(t.code[2]);
      expect(t.teu, t.name).toBe(t.code[0] === '2' ? 1 : t.code[0] === '4' ? 2 : 2.25);
      expect(t.zh, t.name).toMatch(/柜|冻代干/);
    }
  });

  it('add the new rows the SI check now knows too', () => {
    expect(containerTypeName('40ot')).toBe('40OT');
    expect(containerTypeName('22P1')).toBe('20FR');
    expect(containerTypeName('40NOR')).toBe('40NOR');
    expect(maxPayloadKg('40NOR')).toBe(maxPayloadKg('40RH'));
  });

  it('still read the ISO code 45R1 as 40RH, the box 40NOR shares', () => {
    expect(containerTypeName('45R1')).toBe('40RH');
  });
});
