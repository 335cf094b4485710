import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import { OFFICE_ZONE, zoneOffsetAt } from './refdata/localTimes';

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
  const d = dayjs(typeof value === 'string' ? officeWallClock(value) : value);
  return d.isValid() ? d.format(DATE_FORMATS[format]) : '';
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
/**
 * An instant (an ISO time with its zone: what the API sends) as the office's wall clock without a
 * zone, which dayjs reads as is: a time is shown on the office's clock (Asia/Shanghai, where a place
 * names none), never the browser's — a UTC browser showed 07:56 for 15:56. A date, or a time
 * without a zone, is already a wall clock and stays as it is.
 */
function officeWallClock(value: string): string {
  if (!INSTANT.test(value)) return value;
  const at = Date.parse(value);
  if (!Number.isFinite(at)) return value;
  return new Date(at + zoneOffsetAt(value, OFFICE_ZONE) * 60_000).toISOString().slice(0, 23);
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
