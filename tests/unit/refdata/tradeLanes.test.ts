import { describe, expect, it } from 'vitest';
import { SEED_PORTS } from '../../../src/domain/refdata/seed/ports';
import { lanePodCodes, SEED_TRADE_LANE_PORTS } from '../../../src/domain/refdata/seed/tradeLanePorts';
import { SEED_TRADE_LANES, TRADE_LANE_CODES } from '../../../src/domain/refdata/seed/tradeLanes';

const lanes = new Map(SEED_TRADE_LANES.map((l) => [l.code, l]));
const ports = new Map(SEED_PORTS.map((p) => [p.code, p]));

describe('seeded trade lanes (§10.5)', () => {
  it('are the 17 lanes with their sub-lanes, each code once and at most 10 characters', () => {
    expect(SEED_TRADE_LANES.map((l) => l.code)).toEqual([...TRADE_LANE_CODES]);
    expect(SEED_TRADE_LANES.filter((l) => !l.parentCode).length).toBe(17);
    for (const l of SEED_TRADE_LANES) expect(l.code, l.code).toMatch(/^[A-Z]{2,4}(-[A-Z]{2,6})?$/);
    expect(new Set(SEED_TRADE_LANES.map((l) => l.sortOrder)).size).toBe(SEED_TRADE_LANES.length);
  });

  it('hang sub-lanes under top-level lanes, with ports of the parent only', () => {
    for (const l of SEED_TRADE_LANES) {
      if (!l.parentCode) {
        expect(l.podCodes, l.code).toBeUndefined();
        continue;
      }
      const parent = lanes.get(l.parentCode);
      expect(parent?.parentCode, l.code).toBeUndefined();
      expect(l.code.startsWith(`${l.parentCode}-`), l.code).toBe(true);
      const parentPods = lanePodCodes(l.parentCode);
      for (const pod of l.podCodes ?? []) expect(parentPods, `${l.code} ${pod}`).toContain(pod);
    }
    expect(lanes.get('EU-NORDIC')?.zh).toBe('北欧');
    expect(lanes.get('MED-EAST')?.zh).toBe('东地');
    expect(lanes.get('USEC-GULF')?.podCodes).toEqual(['USHOU']);
  });

  it('draw each lane’s ports from the ports’ lane column; every top-level lane has some', () => {
    for (const l of SEED_TRADE_LANES.filter((x) => !x.parentCode)) {
      const pods = lanePodCodes(l.code);
      expect(pods.length, l.code).toBeGreaterThan(0);
      for (const pod of pods) {
        const p = ports.get(pod);
        expect(p, pod).toBeDefined();
        expect([p?.laneCode, ...(p?.extraLaneCodes ?? [])], pod).toContain(l.code);
      }
    }
    expect(lanePodCodes('EU')).toEqual(expect.arrayContaining(['NLRTM', 'DEHAM', 'BEANR', 'GBFXT', 'PLGDN']));
    expect(lanePodCodes('RS')).toContain('DJJIB');
    expect(lanePodCodes('EAF')).toContain('DJJIB');
  });

  it('give every destination port exactly one primary lane, and no port twice on one lane', () => {
    for (const p of SEED_PORTS.filter((x) => x.laneCode)) {
      const primary = SEED_TRADE_LANE_PORTS.filter((r) => r.portCode === p.code && r.isPrimary);
      expect(
        primary.map((r) => r.laneCode),
        p.code,
      ).toEqual([p.laneCode]);
    }
    const keys = SEED_TRADE_LANE_PORTS.map((r) => `${r.laneCode} ${r.portCode}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of SEED_TRADE_LANE_PORTS) expect(ports.has(r.portCode), r.portCode).toBe(true);
  });
});
