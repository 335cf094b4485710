import { describe, expect, it } from 'vitest';
import { SEED_CARRIERS } from '../../../src/domain/refdata/seed/carriers';
import { SEED_PORTS } from '../../../src/domain/refdata/seed/ports';
import { SEED_SERVICES } from '../../../src/domain/refdata/seed/services';
import { SEED_TRADE_LANES } from '../../../src/domain/refdata/seed/tradeLanes';
import { SEED_VESSELS } from '../../../src/domain/refdata/seed/vessels';

const carriers = new Set(SEED_CARRIERS.map((c) => c.code));
const ports = new Map(SEED_PORTS.map((p) => [p.code, p]));
const vessels = new Map(SEED_VESSELS.map((v) => [v.imo, v]));
const lanes = new Set(SEED_TRADE_LANES.map((l) => l.code));

describe('seeded services', () => {
  it('are 3 to 5 weekly loops, one per carrier service code', () => {
    expect(SEED_SERVICES.length).toBeGreaterThanOrEqual(3);
    expect(SEED_SERVICES.length).toBeLessThanOrEqual(5);
    const keys = SEED_SERVICES.map((s) => `${s.carrierCode} ${s.serviceCode}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const s of SEED_SERVICES) {
      expect(s.serviceCode, s.name).toMatch(/^\S{1,11}$/);
      expect(s.name.length, s.serviceCode).toBeLessThanOrEqual(50);
      expect(s.frequency).toBe('WEEKLY');
      expect(s.loopDays % 7, s.serviceCode).toBe(0);
    }
  });

  it('name seeded carriers, partners and lanes', () => {
    for (const s of SEED_SERVICES) {
      expect(carriers.has(s.carrierCode), s.serviceCode).toBe(true);
      for (const p of s.partnerCarrierCodes) {
        expect(carriers.has(p), `${s.serviceCode} ${p}`).toBe(true);
        expect(p, s.serviceCode).not.toBe(s.carrierCode);
      }
      expect(lanes.has(s.laneCode), s.serviceCode).toBe(true);
    }
  });

  it('call seeded seaports in day order within the loop, loading in China and discharging on the lane', () => {
    for (const s of SEED_SERVICES) {
      expect(s.rotation[0]?.dayOffset, s.serviceCode).toBe(0);
      s.rotation.forEach((call, i) => {
        const port = ports.get(call.portCode);
        expect(port, `${s.serviceCode} ${call.portCode}`).toBeDefined();
        expect(port?.functions ?? '', `${s.serviceCode} ${call.portCode}`).toMatch(/[18]/);
        if (i > 0) expect(call.dayOffset, `${s.serviceCode} ${call.portCode}`).toBeGreaterThan(s.rotation[i - 1]!.dayOffset);
        expect(call.dayOffset, `${s.serviceCode} ${call.portCode}`).toBeLessThan(s.loopDays);
      });
      expect(ports.get(s.rotation[0]!.portCode)?.countryCode, s.serviceCode).toBe('CN');
      const onLane = s.rotation.filter((c) => {
        const p = ports.get(c.portCode);
        return p?.laneCode === s.laneCode || p?.extraLaneCodes?.includes(s.laneCode);
      });
      expect(onLane.length, s.serviceCode).toBeGreaterThan(0);
    }
  });

  it('deploy seeded vessels of the carrier or its partners, each ship on one loop', () => {
    const seen = new Set<string>();
    for (const s of SEED_SERVICES) {
      expect(s.vesselImos.length, s.serviceCode).toBeGreaterThan(0);
      for (const imo of s.vesselImos) {
        const v = vessels.get(imo);
        expect(v, `${s.serviceCode} ${imo}`).toBeDefined();
        expect([s.carrierCode, ...s.partnerCarrierCodes], `${s.serviceCode} ${v?.name}`).toContain(v?.operatorCarrierCode);
        expect(seen.has(imo), `${imo} is on two loops`).toBe(false);
        seen.add(imo);
      }
    }
  });

  it('serve the main China lanes, Shanghai to Rotterdam included', () => {
    expect(new Set(SEED_SERVICES.map((s) => s.laneCode))).toEqual(new Set(['EU', 'MED', 'USWC']));
    const direct = SEED_SERVICES.filter((s) => {
      const calls = s.rotation.map((c) => c.portCode);
      const from = calls.indexOf('CNSHA');
      return from >= 0 && calls.indexOf('NLRTM', from) > from;
    });
    expect(direct.length).toBeGreaterThan(0);
  });
});
