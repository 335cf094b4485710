import { describe, expect, it } from 'vitest';
import { notationEn, notationZh, parseNotation, previewSailings, weekdayOf } from '../../../src/domain/refdata/scheduleTemplates';

/** Schedule templates (commercial.md §1.1 ScheduleTemplate): "截二开四" and the next four sailings. */
describe('schedule templates', () => {
  it('writes and reads the forwarders’ notation', () => {
    expect(notationZh([2], [4])).toBe('截二开四');
    expect(notationZh([4, 1], [6, 3])).toBe('截一四开三六');
    expect(notationEn([2], [4])).toBe('cut-off Tue, sails Thu');
    expect(parseNotation('截二开四')).toEqual({ cutOffWeekdays: [2], etdWeekdays: [4] });
    expect(parseNotation('截周五开周日')).toEqual({ cutOffWeekdays: [5], etdWeekdays: [7] });
    expect(parseNotation('截2开4')).toEqual({ cutOffWeekdays: [2], etdWeekdays: [4] });
    expect(parseNotation('周二截')).toBeUndefined();
  });

  it('previews the next four sailings: 截二开四 from a Wednesday starts with the next day', () => {
    expect(weekdayOf('2026-11-25')).toBe(3);
    expect(previewSailings({ cutOffWeekdays: [2], etdWeekdays: [4], transitDays: 30 }, '2026-11-25')).toEqual([
      { cutOff: '2026-11-24', etd: '2026-11-26', eta: '2026-12-26' },
      { cutOff: '2026-12-01', etd: '2026-12-03', eta: '2027-01-02' },
      { cutOff: '2026-12-08', etd: '2026-12-10', eta: '2027-01-09' },
      { cutOff: '2026-12-15', etd: '2026-12-17', eta: '2027-01-16' },
    ]);
  });

  it('pairs each ETD with the nearest cut-off on or before it, across the week’s end', () => {
    const two = previewSailings({ cutOffWeekdays: [1, 4], etdWeekdays: [3, 6], transitDays: 0 }, '2026-11-23', 2);
    expect(two).toEqual([
      { cutOff: '2026-11-23', etd: '2026-11-25', eta: '2026-11-25' },
      { cutOff: '2026-11-26', etd: '2026-11-28', eta: '2026-11-28' },
    ]);
    expect(previewSailings({ cutOffWeekdays: [6], etdWeekdays: [1], transitDays: 1 }, '2026-11-23', 1)).toEqual([
      { cutOff: '2026-11-21', etd: '2026-11-23', eta: '2026-11-24' },
    ]);
  });
});
