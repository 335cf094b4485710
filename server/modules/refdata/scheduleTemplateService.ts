import { refdataCheckWords, refdataRefusalWords } from '../../../src/contract/refdata/words';
import type { FieldError } from '../../../src/contract/envelope';
import { fieldSays } from '../../../src/contract/envelope';
import type { scheduleCalls as S } from '../../../src/contract/refdata/scheduleCalls';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { isCalendarDate, todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { notationZh, previewSailings } from '../../../src/domain/refdata/scheduleTemplates';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import { missing, no } from '../../platform/refusal';
import { carrierExists, portExists } from './masterRepository';
import { masterRows } from './masterService';
import { serviceExists, templateIdNamed, templatePattern } from './scheduleRepository';

export type TemplateInput = (typeof S.template.save.input)['static'];

const weekdays = (days: readonly number[]) => [...new Set(days)].sort((a, b) => a - b);

/**
 * Schedule templates' rows (commercial.md §1.1 ScheduleTemplate): the weekly pattern ("截二开四"),
 * optionally bound to a carrier, one of its services and a POL. Names are unique; the weekdays are
 * ISO, each once, in order.
 */
export function scheduleTemplateRows(db: Db, hub: LiveHub) {
  return masterRows<TemplateInput>(db, hub, {
    entity: 'scheduleTemplate',
    key: 'Id',
    noun: 'schedule template',
    nounZh: '船期模板',
    table: 'schedule_templates',
    columns: {
      Name: 'name',
      CarrierCode: 'carrier_code',
      ServiceCode: 'service_code',
      PolCode: 'pol_code',
      ViaCode: 'via_code',
      CutOffWeekdays: 'cut_off_weekdays',
      EtdWeekdays: 'etd_weekdays',
      TransitDays: 'transit_days',
      Remarks: 'remarks',
    },
    identify: (tx, i) => templateIdNamed(tx, i.Name),
    normalise: (i) => ({
      ...i,
      Name: i.Name.trim(),
      CarrierCode: normaliseCode(i.CarrierCode ?? '') || undefined,
      ServiceCode: normaliseCode(i.ServiceCode ?? '') || undefined,
      PolCode: normaliseCode(i.PolCode ?? '') || undefined,
      ViaCode: normaliseCode(i.ViaCode ?? '') || undefined,
      CutOffWeekdays: weekdays(i.CutOffWeekdays),
      EtdWeekdays: weekdays(i.EtdWeekdays),
      Remarks: (i.Remarks ?? '').trim(),
    }),
    async check(q, i) {
      const errors: FieldError[] = [];
      if (!i.Name) errors.push({ Path: '/Name', Message: 'is empty' });
      if (i.CarrierCode && !(await carrierExists(q, i.CarrierCode))) errors.push(fieldSays('/CarrierCode', refdataCheckWords.noCarrierCode(i.CarrierCode)));
      if (i.ServiceCode && !i.CarrierCode) errors.push({ Path: '/ServiceCode', Message: 'needs its carrier' });
      else if (i.ServiceCode && !(await serviceExists(q, i.CarrierCode, i.ServiceCode)))
        errors.push(fieldSays('/ServiceCode', refdataCheckWords.noService(i.CarrierCode, i.ServiceCode)));
      for (const [path, code] of [
        ['/PolCode', i.PolCode],
        ['/ViaCode', i.ViaCode],
      ] as const)
        if (code && !(await portExists(q, code))) errors.push(fieldSays(path, refdataCheckWords.noPortCode(code)));
      if (i.PolCode && i.PolCode === i.ViaCode) errors.push({ Path: '/ViaCode', Message: 'is the POL' });
      return errors;
    },
    // rates and ready-space listings will name templates; nothing does yet
    usage: [],
  });
}

type PreviewAnswer = { Notation: string; Sailings: { CutOff: string; Etd: string; Eta: string }[] };

/** ScheduleTemplate/Preview (commercial.md §1.3): the next four sailings of a template from a day (today by default). */
export async function previewTemplate(db: Db, id: number, from: string | undefined): Promise<Outcome<PreviewAnswer>> {
  if (from && !isCalendarDate(from)) {
    const words = refdataRefusalWords.notCalendarDate(from);
    return no('INVALID', words.en, words.zh, [{ Path: '/From', Message: 'is no calendar date' }]);
  }
  const t = await templatePattern(db, id);
  if (!t) return missing('No such schedule template.', '没有这个船期模板。');
  const pattern = { cutOffWeekdays: t.cut_off_weekdays.map(Number), etdWeekdays: t.etd_weekdays.map(Number), transitDays: t.transit_days };
  const sailings = previewSailings(pattern, from ?? todayInShanghai());
  return {
    ok: true,
    value: {
      Notation: notationZh(pattern.cutOffWeekdays, pattern.etdWeekdays),
      Sailings: sailings.map((s) => ({ CutOff: s.cutOff, Etd: s.etd, Eta: s.eta })),
    },
  };
}
