import { BOOK_CODE_PROBLEM_WORDS, bookCodeProblem } from '../../../src/domain/booking/bookCode';
import { fieldSays } from '../../../src/contract/envelope';
import type { Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { setBookCode, type StoredOrder } from './orderRepository';
import { bookCodeOf, lanesOfPort, opensForBookingAt } from './referenceRepository';
import { no } from '../../platform/refusal';

/**
 * The booking code the desk books under (commercial.md §6.2 "BookCode valid"): refused with
 * `BOOKCODE_INVALID` and the reason when it is unknown, disabled, another carrier's, not valid on
 * the departure, not allowed for this customer or not for this lane; otherwise written on the order
 * with the contract number (约号) it stands for, in the caller's transaction.
 */
export async function takeBookCode(tx: Queryable, o: StoredOrder, code: string): Promise<Outcome<{ contractNo: string }>> {
  const wanted = code.trim().toUpperCase();
  const row = await bookCodeOf(tx, wanted);
  if (!row) return no('BOOKCODE_INVALID', `No booking code ${wanted}.`, `没有约号 ${wanted}。`, [{ Path: '/BookCode', Message: 'unknown' }]);
  const lanes = await lanesOfPort(tx, o.body.PodCode ?? '');
  const problem = bookCodeProblem(row, {
    carrierCode: o.carrier_code,
    etd: o.body.ExpectedEtd ?? '',
    companyId: o.company_id,
    laneCodes: lanes,
  });
  if (problem) {
    const words = BOOK_CODE_PROBLEM_WORDS[problem];
    return no('BOOKCODE_INVALID', words.en(wanted), words.zh(wanted), [fieldSays('/BookCode', { zh: words.zh(wanted), en: words.en(wanted) })]);
  }
  await setBookCode(tx, o.id, wanted, row.contractNo);
  return { ok: true, value: { contractNo: row.contractNo } };
}

/**
 * R6.2: a customer may submit before the carrier opens the sailing for bookings (开舱), but the
 * desk's booking with the carrier waits for it — the move goes through with this warning.
 */
export async function notOpenWarning(tx: Queryable, o: StoredOrder, lang: 'zh' | 'en'): Promise<string[]> {
  if (!o.vessel_call_id) return [];
  const at = await opensForBookingAt(tx, o.vessel_call_id);
  if (!at) return [];
  return [lang === 'zh' ? `船公司尚未开舱（开舱时间 ${at}，港口当地时间）。` : `The carrier opens this sailing for bookings at ${at} (port time).`];
}
