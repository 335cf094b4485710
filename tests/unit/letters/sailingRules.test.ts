import { describe, expect, it } from 'vitest';
import { isoWeekOf, rowTimeProblems, sailingWeek, transitDays } from '../../../src/domain/letters/sailingRules';
import { audienceWords, docStatusWords, historyWords, letterKindWords } from '../../../src/domain/letters/status';

/** The sailing rows' rules (operations.md §13.5): ETA after ETD, cut-offs before ETD, transit days computed, weeks. */
describe('sailing rules', () => {
  const row = { ETD: '2026-12-20T10:00:00Z', ETA: '2027-01-23T07:00:00Z', DCO: '2026-12-17T04:00:00Z', VCO: null, PCO: '2026-12-19T04:00:00Z' };

  it('takes a row whose ETA is after its ETD and whose cut-offs are before it', () => {
    expect(rowTimeProblems(row)).toEqual([]);
  });

  it('refuses an ETA not after the ETD, and each cut-off not before it, in words', () => {
    expect(rowTimeProblems({ ...row, ETA: row.ETD }).map((p) => p.code)).toEqual(['ETA_NOT_AFTER_ETD']);
    const late = rowTimeProblems({ ...row, PCO: '2026-12-20T10:00:00Z', VCO: '2026-12-21T00:00:00Z' });
    expect(late.map((p) => p.field)).toEqual(['VCO', 'PCO']);
    expect(late[0]!.words.zh).toBe('截 VGM 时间（VCO）须早于开船时间（ETD）');
    expect(late[1]!.words.en).toBe('The Port cut-off (PCO) must be before the ETD');
  });

  it('counts transit days between the calendar days on each port’s clock', () => {
    // 18:00 in Shanghai on 20 Dec → 08:00 in Hamburg on 23 Jan: 34 days
    expect(transitDays(row.ETD, 'Asia/Shanghai', row.ETA, 'Europe/Berlin')).toBe(34);
    // 16:30 UTC is 00:30 the next day in Shanghai: the ETD's day is 21 Dec there
    expect(transitDays('2026-12-20T16:30:00Z', 'Asia/Shanghai', '2026-12-24T01:00:00Z', 'Asia/Singapore')).toBe(3);
    // no zone named: the office's clock
    expect(transitDays('2026-12-20T10:00:00Z', '', '2026-12-22T10:00:00Z', null)).toBe(2);
  });

  it('names ISO weeks across a year’s end', () => {
    expect(isoWeekOf('2026-12-20')).toBe('2026-W51');
    expect(isoWeekOf('2026-12-28')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-04')).toBe('2027-W01');
    expect(isoWeekOf('2021-01-03')).toBe('2020-W53');
    // the week a sailing leaves in is its day at the POL
    expect(sailingWeek('2026-12-27T17:00:00Z', 'Asia/Shanghai')).toBe('2026-W53');
  });

  it('says every state, kind, audience and history move in both languages', () => {
    for (const table of [docStatusWords, letterKindWords, audienceWords, historyWords])
      for (const words of Object.values(table)) {
        expect(words.zh).toMatch(/[\u4e00-\u9fff]/);
        expect(words.en).toMatch(/^[A-Z]/);
      }
  });
});
