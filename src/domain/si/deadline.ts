import dayjs, { type ConfigType } from 'dayjs';

/** A booking's cut-off (DEADLINE, a date) ends with that day: SIs are taken until 23:59:59 local time. */
export const cutOffOf = (deadline: string) => dayjs(deadline).endOf('day');

/**
 * The time left until a cut-off, in words (issue 11): "还剩 2 天 5 小时" / "2 days 5 hours left",
 * or how long ago it passed. Whole hours under two days, whole days and hours above; minutes in the
 * last hour. `urgent` is under 24 hours left (or past).
 */
export function timeLeft(deadline: string, now: ConfigType, lang: 'zh' | 'en'): { text: string; urgent: boolean; past: boolean } {
  if (!deadline || !dayjs(deadline).isValid()) return { text: '', urgent: false, past: false };
  const minutes = cutOffOf(deadline).diff(dayjs(now), 'minute');
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
