import { addDays } from './sailings';

/**
 * Schedule templates (船期模板, commercial.md §1.1 ScheduleTemplate): the weekly pattern a rate or a
 * ready-space listing states instead of a named vessel. Forwarders write it "截二开四" — cut-off on
 * Tuesday (周二), sails on Thursday (周四) — and read the next sailings from it. Weekdays are ISO:
 * 1 Monday … 7 Sunday. Pure: the screen previews as the person types, the server answers the same.
 */

const ZH_DAYS = ['', '一', '二', '三', '四', '五', '六', '日'] as const;
const EN_DAYS = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export const isWeekday = (d: number) => Number.isInteger(d) && d >= 1 && d <= 7;
const sorted = (days: readonly number[]) => [...new Set(days)].sort((a, b) => a - b);

/** "截二开四", "截一四开三六". */
export const notationZh = (cutOffs: readonly number[], etds: readonly number[]) =>
  `截${sorted(cutOffs)
    .map((d) => ZH_DAYS[d])
    .join('')}开${sorted(etds)
    .map((d) => ZH_DAYS[d])
    .join('')}`;
/** "cut-off Tue, sails Thu". */
export const notationEn = (cutOffs: readonly number[], etds: readonly number[]) =>
  `cut-off ${sorted(cutOffs)
    .map((d) => EN_DAYS[d])
    .join('/')}, sails ${sorted(etds)
    .map((d) => EN_DAYS[d])
    .join('/')}`;

/** Reads "截二开四" (also 截周二开周四, 截2开4, 星期/礼拜 and 天 for Sunday) back into weekdays; undefined when it is no such pattern. */
export function parseNotation(text: string): { cutOffWeekdays: number[]; etdWeekdays: number[] } | undefined {
  const m = /^\s*截\s*((?:(?:周|星期|礼拜)?[一二三四五六日天1-7]\s*)+)开\s*((?:(?:周|星期|礼拜)?[一二三四五六日天1-7]\s*)+)$/.exec(text);
  if (!m) return undefined;
  const days = (s: string) =>
    sorted(
      [...s.replace(/周|星期|礼拜|\s/g, '')].map((ch) => {
        const zh = ZH_DAYS.indexOf(ch as (typeof ZH_DAYS)[number]);
        return ch === '天' ? 7 : zh > 0 ? zh : Number(ch);
      }),
    );
  return { cutOffWeekdays: days(m[1]!), etdWeekdays: days(m[2]!) };
}

/** ISO weekday of a calendar date. */
export const weekdayOf = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};

export interface TemplatePattern {
  readonly cutOffWeekdays: readonly number[];
  readonly etdWeekdays: readonly number[];
  readonly transitDays: number;
}

export interface TemplateSailing {
  readonly cutOff: string;
  readonly etd: string;
  readonly eta: string;
}

/**
 * The next `count` sailings on or after `from`: each ETD weekday's date, its cut-off the nearest
 * cut-off weekday on or before it (the same day counts: 截四开四 closes in the morning), and the
 * arrival `transitDays` later. A cut-off already past on `from` still shows: the sailing is real,
 * only too late to book, and the screen says so.
 */
export function previewSailings(t: TemplatePattern, from: string, count = 4): TemplateSailing[] {
  const etds = new Set(t.etdWeekdays);
  const cuts = new Set(t.cutOffWeekdays);
  if (!etds.size || !cuts.size) return [];
  const out: TemplateSailing[] = [];
  for (let day = from; out.length < count; day = addDays(day, 1)) {
    if (!etds.has(weekdayOf(day))) continue;
    let cutOff = day;
    while (!cuts.has(weekdayOf(cutOff))) cutOff = addDays(cutOff, -1);
    out.push({ cutOff, etd: day, eta: addDays(day, t.transitDays) });
  }
  return out;
}
