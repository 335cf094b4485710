import { isCalendarDate } from '../refdata/public';

/** The cells of a rate sheet as forwarders write them: dates, amounts and weekdays in their many spellings. */

/** 2026-12-01, 2026/12/1, 2026.12.01, 20261201, or the ISO text of an Excel date cell. */
export function sheetDate(v: string): string | undefined {
  const s = v.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/.exec(s);
  const loose = /^(\d{4})[/.年-](\d{1,2})[/.月-](\d{1,2})日?$/.exec(s) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  const m = iso ?? loose;
  if (!m) return undefined;
  const d = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  return isCalendarDate(d) ? d : undefined;
}

/** "1,580", "USD 1580.00", "$1,580": the amount as decimal text; "", "-", "N/A", "/": no price for that class. */
export function sheetAmount(v: string): string | null | undefined {
  const s = v
    .trim()
    .replace(/^(USD|CNY|EUR|RMB|US\$|\$|¥)\s*/i, '')
    .replace(/,/g, '');
  if (!s || /^(-+|—+|\/|n\/?a|na|tba|nil|无)$/i.test(s)) return null;
  return /^\d{1,10}(\.\d{1,2})?$/.test(s) ? s : undefined;
}

const WEEKDAY_NAMES: Record<string, number> = {
  mon: 1,
  tue: 2,
  wed: 3,
  thu: 4,
  fri: 5,
  sat: 6,
  sun: 7,
  一: 1,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  日: 7,
  天: 7,
};
/** "6", "1,4", "SAT", "Mon/Thu", "周六", "周一、周四": weekdays 1–7 (Monday 1). */
export function sheetWeekdays(v: string): number[] | undefined {
  const parts = v
    .trim()
    .split(/[\s,，、/&+;；]+/)
    .map((p) => p.replace(/^(周|星期|礼拜)/, '').toLowerCase())
    .filter(Boolean);
  const out: number[] = [];
  for (const p of parts) {
    const n = /^[1-7]$/.test(p) ? Number(p) : (WEEKDAY_NAMES[p.slice(0, 3)] ?? WEEKDAY_NAMES[p]);
    if (!n) return undefined;
    out.push(n);
  }
  return [...new Set(out)].sort();
}
