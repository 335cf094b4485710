import { describe, expect, it } from 'vitest';
import { SEED_PORTS } from '../../../src/domain/refdata/seed/ports';
import { SEED_SERVICES } from '../../../src/domain/refdata/seed/services';
import { cutOffsNotBeforeEtd, generateSailings, localTimeToUtc, mondayOnOrAfter, voyageOfWeek, weekNumber } from '../../../src/domain/refdata/sailings';

const zones = Object.fromEntries(SEED_PORTS.map((p) => [p.code, p.timeZone]));
const aeu1 = SEED_SERVICES.find((s) => s.serviceCode === 'AEU1')!;
const DAY = 86_400_000;

describe('local times of a port', () => {
  it('noon in Shanghai is 04:00 UTC all year; in Amsterdam 11:00 UTC in winter and 10:00 UTC in summer', () => {
    expect(localTimeToUtc('2026-01-15', 12, 0, 'Asia/Shanghai').toISOString()).toBe('2026-01-15T04:00:00.000Z');
    expect(localTimeToUtc('2026-07-15', 12, 0, 'Asia/Shanghai').toISOString()).toBe('2026-07-15T04:00:00.000Z');
    // the EU clocks go forward on 29 March 2026 and back on 25 October 2026
    expect(localTimeToUtc('2026-03-28', 12, 0, 'Europe/Amsterdam').toISOString()).toBe('2026-03-28T11:00:00.000Z');
    expect(localTimeToUtc('2026-03-29', 12, 0, 'Europe/Amsterdam').toISOString()).toBe('2026-03-29T10:00:00.000Z');
    expect(localTimeToUtc('2026-10-24', 12, 0, 'Europe/Amsterdam').toISOString()).toBe('2026-10-24T10:00:00.000Z');
    expect(localTimeToUtc('2026-10-25', 12, 0, 'Europe/Amsterdam').toISOString()).toBe('2026-10-25T11:00:00.000Z');
    expect(localTimeToUtc('2026-07-01', 12, 0, 'America/Los_Angeles').toISOString()).toBe('2026-07-01T19:00:00.000Z');
    expect(localTimeToUtc('2026-07-01', 12, 0, '').toISOString()).toBe('2026-07-01T12:00:00.000Z');
  });

  it('a local time skipped by the change comes out an hour later', () => {
    expect(localTimeToUtc('2026-03-29', 2, 30, 'Europe/Amsterdam').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });
});

describe('weeks and voyages', () => {
  it('starts on the Monday on or after a date; voyage numbers follow the week', () => {
    expect(mondayOnOrAfter('2026-03-02')).toBe('2026-03-02'); // a Monday
    expect(mondayOnOrAfter('2026-03-03')).toBe('2026-03-09');
    expect(mondayOnOrAfter('2026-03-08')).toBe('2026-03-09');
    expect(weekNumber('2024-01-01')).toBe(0);
    expect(weekNumber('2024-01-08')).toBe(1);
    expect(voyageOfWeek(0)).toBe('100W');
    expect(voyageOfWeek(899)).toBe('999W');
    expect(voyageOfWeek(900)).toBe('100W');
    expect(voyageOfWeek(-1)).toBe('999W');
  });
});

describe('generated sailings', () => {
  const calls = generateSailings(aeu1, { fromDate: '2026-02-03', weeks: 12, timeZones: zones });

  it('one round voyage a week, every call of the rotation, the vessels in turn', () => {
    expect(calls).toHaveLength(12 * aeu1.rotation.length);
    const firstCalls = calls.filter((c) => c.seq === 1);
    expect(firstCalls).toHaveLength(12);
    for (let i = 1; i < firstCalls.length; i += 1) {
      expect(Date.parse(firstCalls[i]!.etaPlanned) - Date.parse(firstCalls[i - 1]!.etaPlanned)).toBe(7 * DAY); // Qingdao keeps no DST
      expect(firstCalls[i]!.voyage).not.toBe(firstCalls[i - 1]!.voyage);
    }
    expect(firstCalls[0]!.etaPlanned).toBe('2026-02-09T04:00:00.000Z');
    expect(new Set(firstCalls.slice(0, 7).map((c) => c.vesselImo)).size).toBe(7);
    expect(firstCalls[7]!.vesselImo).toBe(firstCalls[0]!.vesselImo);
    // a port called twice on the loop (Singapore) has two calls with their own seq
    const voyage = calls.filter((c) => c.voyage === firstCalls[0]!.voyage && c.vesselImo === firstCalls[0]!.vesselImo);
    expect(voyage.filter((c) => c.portCode === 'SGSIN').map((c) => c.seq)).toEqual([6, 11]);
  });

  it('arrives and sails at noon local time, a day apart; Rotterdam across the DST change', () => {
    for (const c of calls) {
      const local = new Intl.DateTimeFormat('en-GB', { timeZone: zones[c.portCode], hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      expect(local.format(new Date(c.etaPlanned)), c.portCode).toBe('12:00');
      expect(local.format(new Date(c.etdPlanned)), c.portCode).toBe('12:00');
      expect(c.etdPlanned > c.etaPlanned).toBe(true);
    }
    const rotterdam = calls.filter((c) => c.portCode === 'NLRTM').map((c) => c.etaPlanned.slice(11, 16));
    expect(rotterdam).toContain('11:00'); // winter: UTC+1
    expect(rotterdam).toContain('10:00'); // summer: UTC+2
  });

  it('plans DCO, VCO and FCO at every call, each before its ETD (R1.8)', () => {
    for (const c of calls) {
      expect(c.cutOffs.map((x) => x.code)).toEqual(['DCO', 'VCO', 'FCO']);
      expect(cutOffsNotBeforeEtd(c.etdPlanned, c.cutOffs)).toEqual([]);
    }
    expect(cutOffsNotBeforeEtd('2026-03-10T04:00:00Z', [{ code: 'FCO', dateTime: '2026-03-10T04:00:00Z' }])).toEqual(['FCO']);
  });

  it('is the same from another start date in the same week (generating twice names the same sailings); no vessels, no sailings', () => {
    const again = generateSailings(aeu1, { fromDate: '2026-02-09', weeks: 12, timeZones: zones });
    expect(again).toEqual(calls);
    expect(generateSailings({ ...aeu1, vesselImos: [] }, { fromDate: '2026-03-03', weeks: 4, timeZones: zones })).toEqual([]);
  });
});
