import { fieldSays } from '../../../../src/contract/envelope';
import { isCalendarDay as isDay } from '../../../../src/domain/calendarDay';
import type { Outcome } from '../../../http/outcome';
import { asWritten, no } from '../../../platform/refusal';

const DAY_MS = 86_400_000;
/** The longest window the pages count over: three years (a wider one is a typing slip, and costly). */
export const MAX_DAYS = 3 * 366;

export const badFilter = <T>(path: string, en: string, zh: string): Outcome<T> => asWritten(no<T>('BAD_FILTER', en, zh, [fieldSays(path, { en, zh })]));

/** The date filters judged: real days, the start not after the end, at most three years apart. Nothing: they hold. */
export function datesRefusal<T>(From: string, To: string): Outcome<T> | undefined {
  if (!isDay(From)) return badFilter('From', `The start date ${From} is not a day of the calendar.`, `起始日期 ${From} 不是有效的日期。`);
  if (!isDay(To)) return badFilter('To', `The end date ${To} is not a day of the calendar.`, `截止日期 ${To} 不是有效的日期。`);
  if (From > To)
    return badFilter(
      'To',
      `The start date ${From} is after the end date ${To}: choose a start on or before the end.`,
      `起始日期 ${From} 晚于截止日期 ${To}：起始日期不能晚于截止日期。`,
    );
  if ((Date.parse(To) - Date.parse(From)) / DAY_MS > MAX_DAYS)
    return badFilter('To', 'The dates span more than three years: choose a shorter range.', '日期范围超过三年：请缩小范围。');
  return undefined;
}
