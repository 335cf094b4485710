import type { CallInput } from '../../contract/call';
import type { FclRateWire, ratesCalls } from '../../contract/rates/calls';
import { notationZh, parseNotation } from '../../domain/refdata/scheduleTemplates';
import { formValue } from '../../lib/formValue';
import { ApiError } from '../../streams/callApi';
import { parseSurchargeLines, surchargeLinesText } from './surchargeLines';
import type { WordsIn } from '../../i18n/words';
import type { rateWords } from './words';

/** The classes the form prices, in the order forwarders quote them. */
export const FORM_CLASSES = ['20GP', '40GP', '40HQ', '45HQ', '20RF', '40RH'] as const;

export const initialOf = (r: FclRateWire): Record<string, string> => ({
  RateType: r.RateType,
  CarrierCode: r.CarrierCode,
  PolCode: r.PolCode,
  ViaCode: r.ViaCode ?? '',
  PodCode: r.PodCode,
  Currency: r.Currency,
  ValidFrom: r.ValidFrom,
  ValidTo: r.ValidTo,
  ContractNo: r.ContractNo ?? '',
  Schedule: r.CutOffWeekdays.length ? notationZh(r.CutOffWeekdays, r.EtdWeekdays) : '',
  TransitDays: r.TransitDays == null ? '' : String(r.TransitDays),
  ...Object.fromEntries(FORM_CLASSES.map((c) => [`Cost_${c}`, r.Prices.find((p) => p.ContainerClass === c)?.Cost ?? ''])),
  ListPrice_40HQ: r.Prices.find((p) => p.ContainerClass === '40HQ')?.ListPrice ?? '',
  Surcharges: surchargeLinesText(r.Surcharges, r.Currency),
  Remarks: r.Remarks,
  InternalRemarks: r.InternalRemarks,
  SubmitNow: 'false',
});

/** A refusal on one field, before anything is sent. */
const refuse = (path: string, message: string) => new ApiError(400, message, [{ Path: path, Message: message }]);

/**
 * The form field a refusal's path names: a price row by the class it was sent for (`/Prices/1/Cost`
 * → `Cost_40HQ`), the weekdays by the schedule they were read from, a surcharge by the lines box.
 */
export function rateFormFieldOf(sentClasses: readonly string[]) {
  return (path: string): string | undefined => {
    const [, top, row, leaf] = path.split('/');
    if (top === 'Prices') return leaf === 'ListPrice' ? 'ListPrice_40HQ' : `Cost_${sentClasses[Number(row)] ?? FORM_CLASSES[0]}`;
    if (top === 'CutOffWeekdays' || top === 'EtdWeekdays') return 'Schedule';
    return top;
  };
}

/**
 * The draft a rate form's values make: the schedule read as forwarders write it, surcharges one a
 * line, a price per class typed. A value that cannot be read is refused on its field before anything is sent.
 */
export function rateDraftOf(v: Record<string, string>, r: FclRateWire | undefined, w: WordsIn<typeof rateWords>): CallInput<typeof ratesCalls.saveDraft> {
  const currency = v.Currency!.trim().toUpperCase();
  const schedule = v.Schedule?.trim() ? parseNotation(v.Schedule) : { cutOffWeekdays: [], etdWeekdays: [] };
  if (!schedule) throw refuse('/Schedule', w.scheduleBad);
  const surcharges = parseSurchargeLines(v.Surcharges ?? '', currency);
  if ('problem' in surcharges) throw refuse('/Surcharges', w.surchargeLineBad(surcharges.line, surcharges.problem));
  const transit = v.TransitDays?.trim();
  if (transit && !/^\d{1,3}$/.test(transit)) throw refuse('/TransitDays', w.transitBad);
  return {
    ...(r ? { Id: r.Id, Revision: r.Revision } : {}),
    RateType: formValue(v.RateType),
    CarrierCode: formValue(v.CarrierCode),
    PolCode: formValue(v.PolCode),
    ViaCode: v.ViaCode || null,
    PodCode: formValue(v.PodCode),
    Currency: currency,
    ValidFrom: formValue(v.ValidFrom?.trim()),
    ValidTo: formValue(v.ValidTo?.trim()),
    ContractNo: v.ContractNo?.trim() || null,
    CutOffWeekdays: schedule.cutOffWeekdays,
    EtdWeekdays: schedule.etdWeekdays,
    TransitDays: transit ? Number(transit) : null,
    Prices: FORM_CLASSES.filter((c) => v[`Cost_${c}`]?.trim()).map((c) => ({
      ContainerClass: c,
      Cost: v[`Cost_${c}`]!.trim(),
      ...(c === '40HQ' && v.ListPrice_40HQ?.trim() ? { ListPrice: v.ListPrice_40HQ.trim() } : {}),
    })),
    Surcharges: surcharges.lines,
    Remarks: v.Remarks ?? '',
    InternalRemarks: v.InternalRemarks ?? '',
  };
}
