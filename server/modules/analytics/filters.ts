import type { SalesQuery } from '../../../src/contract/analytics/calls';
import { fieldSays } from '../../../src/contract/envelope';
import type { Outcome } from '../../http/outcome';
import { asWritten, no, noSuch } from '../../platform/refusal';
import type { SalesFilter } from './salesRepository';
import type { Viewer } from './scope';

/** The longest window a question counts over: three years of ETDs (a wider one is a typing slip). */
export const MAX_DAYS = 3 * 366;
const DAY_MS = 86_400_000;
const isDay = (d: string) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;
const bad = <T>(path: string, en: string, zh: string): Outcome<T> => asWritten(no<T>('BAD_FILTER', en, zh, [fieldSays(path, { en, zh })]));

/**
 * A question's filters judged and fixed to the viewer's scope (R9.1): the dates a calendar's, the
 * codes upper-case, a customer or salesperson outside the scope absent (404, as if not there).
 */
export function filterOf(input: SalesQuery, viewer: Viewer, self: string): Outcome<SalesFilter> {
  const { From, To } = input;
  if (!isDay(From)) return bad('From', `The start date ${From} is not a day of the calendar.`, `起始日期 ${From} 不是有效的日期。`);
  if (!isDay(To)) return bad('To', `The end date ${To} is not a day of the calendar.`, `截止日期 ${To} 不是有效的日期。`);
  if (From > To)
    return bad(
      'To',
      `The start date ${From} is after the end date ${To}: choose a start on or before the end.`,
      `起始日期 ${From} 晚于截止日期 ${To}：起始日期不能晚于截止日期。`,
    );
  if ((Date.parse(To) - Date.parse(From)) / DAY_MS > MAX_DAYS)
    return bad('To', 'The dates span more than three years: choose a shorter range.', '日期范围超过三年：请缩小范围。');
  if (input.CompanyId && viewer.companies && !viewer.companies.includes(input.CompanyId)) return noSuch('company');
  const employeeIds = input.EmployeeIds ? input.EmployeeIds.split(',') : undefined;
  if (employeeIds && !viewer.manager && employeeIds.some((e) => e !== self)) return noSuch('employee');
  const code = (s: string | undefined) => s?.trim().toUpperCase() || undefined;
  const f: SalesFilter = { from: From, to: To };
  const carrier = code(input.Carrier);
  const pol = code(input.POL);
  const pod = code(input.POD);
  if (carrier) f.carrier = carrier;
  if (pol) f.pol = pol;
  if (pod) f.pod = pod;
  if (input.CompanyId) f.companyId = input.CompanyId;
  if (employeeIds) f.employeeIds = employeeIds;
  if (viewer.companies) f.companies = viewer.companies;
  return { ok: true, value: f };
}
