import dayjs, { type ConfigType } from 'dayjs';
import { addDays, localTimeToUtc } from '../refdata/public';

/**
 * Where the SI desk's days are counted (commercial.md §0.1: the office works in Asia/Shanghai):
 * a cut-off's day and the cockpit's "today" are the same for every browser, wherever its clock is.
 */
export const SI_TIME_ZONE = 'Asia/Shanghai';

/**
 * A booking's cut-off (DEADLINE, a date) ends with that day: SIs are taken until 23:59:59 on the
 * clock of `zone` (the office's, or the port's where it is known) — never the browser's.
 */
export const cutOffOf = (deadline: string, zone: string = SI_TIME_ZONE) => dayjs(localTimeToUtc(addDays(deadline.slice(0, 10), 1), 0, 0, zone).getTime() - 1);

/** When today began on the clock of `zone`, as an instant: the cockpit's "today" counts from it. */
export const startOfTodayIn = (zone: string = SI_TIME_ZONE, now: Date = new Date()) =>
  localTimeToUtc(new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now), 0, 0, zone);

/**
 * The time left until a cut-off, in words (issue 11): "还剩 2 天 5 小时" / "2 days 5 hours left",
 * or how long ago it passed. Whole hours under two days, whole days and hours above; minutes in the
 * last hour. `urgent` is under 24 hours left (or past).
 */
export function timeLeft(deadline: string, now: ConfigType, lang: 'zh' | 'en', zone: string = SI_TIME_ZONE): { text: string; urgent: boolean; past: boolean } {
  if (!deadline || !/^\d{4}-\d{2}-\d{2}/.test(deadline) || !dayjs(deadline.slice(0, 10)).isValid()) return { text: '', urgent: false, past: false };
  const minutes = cutOffOf(deadline, zone).diff(dayjs(now), 'minute');
  const past = minutes < 0;
  const m = Math.abs(minutes);
  const days = Math.floor(m / 1440);
  const hours = Math.floor((m % 1440) / 60);
  const en = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const span =
    m < 60
      ? lang === 'zh'
        ? `${m} 分钟`
        : en(m, 'minute')
      : days === 0
        ? lang === 'zh'
          ? `${hours} 小时`
          : en(hours, 'hour')
        : lang === 'zh'
          ? `${days} 天${hours ? ` ${hours} 小时` : ''}`
          : `${en(days, 'day')}${hours ? ` ${en(hours, 'hour')}` : ''}`;
  const text = past ? (lang === 'zh' ? `已过截单 ${span}` : `${span} past the cut-off`) : lang === 'zh' ? `还剩 ${span}` : `${span} left`;
  return { text, urgent: minutes < 1440, past };
}
