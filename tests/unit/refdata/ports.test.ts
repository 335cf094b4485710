import { describe, expect, it } from 'vitest';
import seaPorts from 'sea-ports';
import { normaliseCode, portCountryProblem, timeZoneProblem, unlocodeProblem } from '../../../src/domain/refdata/codes';
import { SEED_COUNTRIES } from '../../../src/domain/refdata/seed/countries';
import { SEED_PORT_GROUPS } from '../../../src/domain/refdata/seed/portGroups';
import { SEED_PORTS } from '../../../src/domain/refdata/seed/ports';
import { SEED_TRADE_LANES } from '../../../src/domain/refdata/seed/tradeLanes';
import { PORTS } from '../../../src/domain/si/reference';

/**
 * The seeded ports against the rules (R1.2, R1.3, R1.5) and against the sea-ports package: every
 * code is in the package unless listed below with a reason, and every time zone either agrees with
 * the package or is listed below with what the package says and why ours differs.
 */

/** Seeded ports the package does not have (none today; a new one needs its reason here). */
const NOT_IN_SEA_PORTS: Readonly<Record<string, string>> = {};

/** Where our time zone differs from the package's: what the package says, and why we do not follow it. */
const REVIEWED_TIME_ZONES: Readonly<Record<string, { seaPorts: string | undefined; reason: string }>> = {
  THBKK: { seaPorts: 'Asia/Tehran', reason: 'wrong in the package: Bangkok is on Thailand time (R1.3)' },
  USOAK: { seaPorts: 'America/Chicago', reason: 'wrong in the package: Oakland is on Pacific time (R1.3)' },
  AUMEL: { seaPorts: 'Australia/Hobart', reason: "Tasmania's zone; Melbourne has its own (same offsets today, the design marks it wrong)" },
  ARBUE: { seaPorts: 'America/Cordoba', reason: "Córdoba's zone; Buenos Aires has its own (same offset today)" },
  CNDCB: { seaPorts: undefined, reason: 'the package gives no zone; all of China is on Asia/Shanghai' },
  CNFOC: { seaPorts: undefined, reason: 'the package gives no zone; all of China is on Asia/Shanghai' },
  CNSTG: { seaPorts: undefined, reason: 'the package gives no zone; all of China is on Asia/Shanghai' },
  VNSGN: { seaPorts: 'Asia/Saigon', reason: 'the old name of the same zone' },
  VNCLI: { seaPorts: 'Asia/Saigon', reason: 'the old name of the same zone' },
  VNHPH: { seaPorts: 'Asia/Saigon', reason: 'the old name of the same zone' },
  MMRGN: { seaPorts: 'Asia/Rangoon', reason: 'the old name of the same zone' },
  INNSA: { seaPorts: 'Asia/Calcutta', reason: 'the old name of the same zone' },
  INMUN: { seaPorts: 'Asia/Calcutta', reason: 'the old name of the same zone' },
  INMAA: { seaPorts: 'Asia/Calcutta', reason: 'the old name of the same zone' },
};

const formats = new Map<string, Intl.DateTimeFormat>();
/** The UTC offset of a zone at an instant, as the runtime formats cut-offs ("GMT+07:00"). */
function offsetAt(zone: string, at: Date): string {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    formats.set(zone, format);
  }
  return format.formatToParts(at).find((p) => p.type === 'timeZoneName')!.value;
}
/** Two names of one zone keep the same offset every month of a decade, summer time included. */
function sameOffsets(a: string, b: string): boolean {
  for (let month = 0; month < 120; month++) {
    const at = new Date(Date.UTC(2020, month, 15, 12));
    if (offsetAt(a, at) !== offsetAt(b, at)) return false;
  }
  return true;
}

const countries = new Set(SEED_COUNTRIES.map((c) => c.code));
const codes = new Set(SEED_PORTS.map((p) => p.code));

describe('seeded ports', () => {
  it('have unique, normalised UN/LOCODEs starting with a known country (R1.1, R1.2)', () => {
    expect(codes.size).toBe(SEED_PORTS.length);
    for (const p of SEED_PORTS) {
      expect(normaliseCode(p.code), p.code).toBe(p.code);
      expect(unlocodeProblem(p.code), p.code).toBeUndefined();
      expect(portCountryProblem(p.code, p.countryCode), p.code).toBeUndefined();
      expect(countries.has(p.countryCode), p.code).toBe(true);
      expect(p.zh.trim(), p.code).not.toBe('');
      expect(p.en.trim(), p.code).not.toBe('');
    }
  });

  it('are all the rows of §10.2', () => {
    expect(SEED_PORTS.length).toBe(138);
    for (const code of ['CNSHA', 'CNDCB', 'HKHKG', 'USLGB', 'USOAK', 'MXZLO', 'PAMIT', 'ZACPT', 'NZAKL']) expect(codes.has(code), code).toBe(true);
  });

  it('extend the SI reference ports without changing them', () => {
    for (const p of PORTS) {
      const seeded = SEED_PORTS.find((s) => s.code === p.code);
      expect(seeded, p.code).toBeDefined();
      expect({ zh: seeded?.zh, en: seeded?.en }, p.code).toEqual({ zh: p.zh, en: p.en });
    }
  });

  it('each have a valid IANA time zone (R1.3)', () => {
    for (const p of SEED_PORTS) expect(timeZoneProblem(p.timeZone), p.code).toBeUndefined();
  });

  it('are all in the sea-ports package, or listed with a reason', () => {
    for (const p of SEED_PORTS) {
      if (p.code in NOT_IN_SEA_PORTS) expect(seaPorts.JSON[p.code], p.code).toBeUndefined();
      else expect(seaPorts.JSON[p.code], `${p.code} is not in sea-ports: add it to NOT_IN_SEA_PORTS with the reason`).toBeDefined();
    }
  });

  it("agree with the package's time zone, or the difference is reviewed", () => {
    for (const p of SEED_PORTS) {
      const theirs = seaPorts.JSON[p.code]?.timezone;
      const reviewed = REVIEWED_TIME_ZONES[p.code];
      if (theirs === p.timeZone) expect(reviewed, `${p.code} agrees with sea-ports: drop it from REVIEWED_TIME_ZONES`).toBeUndefined();
      else expect(reviewed?.seaPorts, `${p.code}: ours ${p.timeZone}, sea-ports ${theirs}`).toBe(theirs);
    }
    for (const code of Object.keys(REVIEWED_TIME_ZONES)) expect(codes.has(code), code).toBe(true);
  });

  it('differ from the package only in name where the review says "the same zone"', () => {
    for (const [code, r] of Object.entries(REVIEWED_TIME_ZONES)) {
      const ours = SEED_PORTS.find((p) => p.code === code)!.timeZone;
      if (r.reason.startsWith('the old name')) expect(sameOffsets(ours, r.seaPorts!), code).toBe(true);
      if (r.reason.startsWith('wrong')) expect(sameOffsets(ours, r.seaPorts!), code).toBe(false);
    }
  });

  it('list the superseded codes the package knows as aliases, so the picker finds CNNBO', () => {
    for (const p of SEED_PORTS) {
      const superseded = (seaPorts.JSON[p.code]?.unlocs ?? []).filter((u) => u !== p.code);
      for (const old of superseded) expect(p.aliases ?? [], `${p.code} ← ${old}`).toContain(old);
      for (const alias of p.aliases ?? []) expect(codes.has(alias), `${p.code}: alias ${alias} is itself a seeded port`).toBe(false);
    }
    expect(SEED_PORTS.find((p) => p.code === 'CNNGB')?.aliases).toContain('CNNBO');
    expect(SEED_PORTS.find((p) => p.code === 'CNSHA')?.aliases).toContain('CNSGH');
  });

  it('carry UN/LOCODE function strings; destination ports are seaports (R1.2)', () => {
    for (const p of SEED_PORTS) {
      if (p.functions !== undefined) expect(p.functions, p.code).toMatch(/^[1-][2-][3-][4-][5-][6-][7-][8B-]$/);
      if (p.laneCode) expect(p.functions ?? '', p.code).toContain('1');
    }
    expect(SEED_PORTS.filter((p) => p.functions?.includes('8')).map((p) => p.code)).toEqual(['CNNKG', 'CNZJG', 'CNNTG', 'CNWUH', 'CNCKG']);
  });

  it('sit in known port groups, each group in one country (R1.5)', () => {
    for (const p of SEED_PORTS) {
      if (!p.group) continue;
      const group = SEED_PORT_GROUPS.find((g) => g.code === p.group);
      expect(group, p.code).toBeDefined();
      expect(p.countryCode, p.code).toBe(group?.countryCode);
    }
    const members = (group: string) => SEED_PORTS.filter((p) => p.group === group).map((p) => p.code);
    expect(members('SHENZHEN')).toEqual(['CNSZX', 'CNYTN', 'CNSHK', 'CNCWN', 'CNDCB']);
    expect(members('GUANGZHOU')).toEqual(['CNNSA', 'CNCAN', 'CNHUA']);
    expect(members('SHANGHAI')).toEqual(['CNSHA']);
  });

  it('name top-level trade lanes that exist', () => {
    const topLevel = new Set(SEED_TRADE_LANES.filter((l) => !l.parentCode).map((l) => l.code));
    for (const p of SEED_PORTS) {
      if (p.laneCode) expect(topLevel.has(p.laneCode), p.code).toBe(true);
      for (const extra of p.extraLaneCodes ?? []) {
        expect(topLevel.has(extra), `${p.code} ${extra}`).toBe(true);
        expect(extra, p.code).not.toBe(p.laneCode);
      }
    }
    // every foreign port is sold on a lane; Chinese ports are origins
    for (const p of SEED_PORTS) expect(p.laneCode === undefined, p.code).toBe(p.countryCode === 'CN');
  });
});
