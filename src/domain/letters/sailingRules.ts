import type { Bilingual } from '../../i18n/bilingual';
import { dayIn } from '../refdata/public';

/**
 * A sailing table's row rules (operations.md §13.5, DCSA Commercial Schedules cut-off codes DCO, VCO,
 * PCO): ETA after ETD, each cut-off before ETD; transit days are computed, never typed: the calendar
 * days between the ETD on the POL's clock and the ETA on the POD's.
 */
export const CUT_OFFS = ['DCO', 'VCO', 'PCO'] as const;
export type CutOff = (typeof CUT_OFFS)[number];
export const cutOffWords: Record<CutOff, Bilingual> = {
  DCO: { zh: '截单时间（DCO）', en: 'Documentation cut-off (DCO)' },
  VCO: { zh: '截 VGM 时间（VCO）', en: 'VGM cut-off (VCO)' },
  PCO: { zh: '截港时间（PCO）', en: 'Port cut-off (PCO)' },
};

export interface RowTimes {
  ETD: string;
  ETA: string;
  DCO?: string | null;
  VCO?: string | null;
  PCO?: string | null;
}

export interface RowProblem {
  field: 'ETA' | CutOff;
  code: 'ETA_NOT_AFTER_ETD' | 'CUTOFF_AFTER_ETD';
  words: Bilingual;
}

/** What is wrong with a row's times (instants): none when ETA > ETD and every cut-off given is before ETD. */
export function rowTimeProblems(r: RowTimes): RowProblem[] {
  const out: RowProblem[] = [];
  const etd = Date.parse(r.ETD);
  if (!(Date.parse(r.ETA) > etd))
    out.push({ field: 'ETA', code: 'ETA_NOT_AFTER_ETD', words: { zh: '到港时间（ETA）须晚于开船时间（ETD）', en: 'The ETA must be after the ETD' } });
  for (const c of CUT_OFFS) {
    const at = r[c];
    if (at && !(Date.parse(at) < etd))
      out.push({
        field: c,
        code: 'CUTOFF_AFTER_ETD',
        words: { zh: `${cutOffWords[c].zh}须早于开船时间（ETD）`, en: `The ${cutOffWords[c].en} must be before the ETD` },
      });
  }
  return out;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Transit days: ETA's calendar day at the POD minus ETD's at the POL (each on its port's clock). */
export function transitDays(etd: string, polZone: string | null | undefined, eta: string, podZone: string | null | undefined): number {
  const from = dayIn(polZone, new Date(etd));
  const to = dayIn(podZone, new Date(eta));
  return Math.round(dayNumber(to) - dayNumber(from));
}

/** The ISO week of a calendar day, as `2026-W49` (the week filter of a sailing table). */
export function isoWeekOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const weekday = (d.getUTCDay() + 6) % 7; // Monday 0
  d.setUTCDate(d.getUTCDate() - weekday + 3); // the Thursday of the week
  const year = d.getUTCFullYear();
  const week = Math.floor((d.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The week a sailing leaves in: its ETD's day on the POL's clock. */
export const sailingWeek = (etd: string, polZone?: string | null) => isoWeekOf(dayIn(polZone, new Date(etd)));

/** A UN/LOCODE's shape: two letters of the country, three of the place. */
export const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
