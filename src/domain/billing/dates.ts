import { isCalendarDay } from '../calendarDay';
import { addDays } from '../refdata/public';

/**
 * The days a clerk may type on an invoice (operations.md §10), each a day of the calendar and
 * inside a window the books can hold, so a typo (2999-12-31, 1900-01-01) is refused in words
 * instead of stored, and a day that does not exist (2026-02-30) never reaches the database.
 * Days are read on the office's clock (Asia/Shanghai: `today`).
 *
 * - A payment is recorded once received: not after tomorrow (a bank ahead of Shanghai's clock may
 *   date a receipt a day ahead), and not long before the invoice (an advance payment comes weeks
 *   before the invoice is made, not years): at most 180 days before its date.
 * - An invoice is dated within a year back (closing last year's month ends late) and a month ahead
 *   (an invoice prepared for the sailing's date); its rate is the rate of that day.
 */
export const PAYMENT_WINDOW = { beforeInvoiceDays: 180, afterTodayDays: 1 } as const;
export const ISSUE_WINDOW = { beforeTodayDays: 366, afterTodayDays: 31 } as const;

export type DayProblem = { kind: 'notDay' } | { kind: 'early'; min: string } | { kind: 'late'; max: string };

/** What is wrong with `day` for a window [min, max] of calendar days, or undefined when nothing is. */
export function dayOutside(day: string, min: string, max: string): DayProblem | undefined {
  if (!isCalendarDay(day)) return { kind: 'notDay' };
  if (day < min) return { kind: 'early', min };
  if (day > max) return { kind: 'late', max };
  return undefined;
}

/** A payment's day against its invoice's date and today. */
export const paymentDayProblem = (day: string, invoiceDate: string, today: string) =>
  dayOutside(day, addDays(invoiceDate, -PAYMENT_WINDOW.beforeInvoiceDays), addDays(today, PAYMENT_WINDOW.afterTodayDays));

/** An invoice's issue day against today. */
export const issueDayProblem = (day: string, today: string) =>
  dayOutside(day, addDays(today, -ISSUE_WINDOW.beforeTodayDays), addDays(today, ISSUE_WINDOW.afterTodayDays));
