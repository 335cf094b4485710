import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';

/** The spec's date formats (§9), defined once. */
export const DATE_FORMATS = {
  date: 'YYYY-MM-DD',
  dateSlash: 'YYYY/MM/DD',
  dateTime: 'YYYY-MM-DD HH:mm:ss',
  dateTimeSlash: 'YYYY/MM/DD HH:mm:ss',
  monthDay: 'MM-DD',
} as const;
export type DateFormat = keyof typeof DATE_FORMATS;

/** Chinese weekday names, Sunday first as Date#getDay() counts (spec §9: weekday names are Chinese). */
export const WEEKDAYS_ZH = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const;
/** The short form used in tables and calendars. */
export const WEEKDAYS_ZH_SHORT = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

dayjs.locale('zh-cn');

/** Switch dayjs's locale with the product language (zh → zh-cn). */
export function setDateLocale(lang: 'zh' | 'en'): void {
  dayjs.locale(lang === 'zh' ? 'zh-cn' : 'en');
}

/**
 * Format a date in one of the spec's formats. Empty or invalid input gives an empty string,
 * so a table cell shows nothing rather than "Invalid Date".
 */
export function formatDate(value: ConfigType, format: DateFormat = 'date'): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_FORMATS[format]) : '';
}

/** Chinese weekday name of a date, e.g. 星期一 (or 周一 with `short`). */
export function weekdayZh(value: ConfigType, short = false): string {
  const d = dayjs(value);
  if (!d.isValid()) return '';
  return (short ? WEEKDAYS_ZH_SHORT : WEEKDAYS_ZH)[d.day()] ?? '';
}

/** Monday of the week holding `value` (weeks run Monday to Sunday, spec §9), at 00:00. */
export function startOfWeekMonday(value: ConfigType): Dayjs {
  const d = dayjs(value).startOf('day');
  const sinceMonday = (d.day() + 6) % 7; // Sunday (0) is the 7th day of a Monday-first week
  return d.subtract(sinceMonday, 'day');
}

/** The seven days of the week holding `value`, Monday to Sunday. */
export function weekMondayToSunday(value: ConfigType): Dayjs[] {
  const monday = startOfWeekMonday(value);
  return Array.from({ length: 7 }, (_, i) => monday.add(i, 'day'));
}
