import { BOOK_CODE_PROBLEM_WORDS, type BookCodeFacts, bookCodeProblem } from '../../../src/domain/booking/bookCode';
import { fieldSays } from '../../../src/contract/envelope';
import type { Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { StoredOrder } from './orderRepository';
import { no } from '../../platform/refusal';

/**
 * The booking code the desk books under (commercial.md §6.2 "BookCode valid"): refused with
 * `BOOKCODE_INVALID` and the reason when it is unknown, disabled, another carrier's, not valid on
 * the departure, not allowed for this customer or not for this lane; otherwise written on the order
 * with the contract number (约号) it stands for, in the caller's transaction.
 */
export async function takeBookCode(tx: Queryable, o: StoredOrder, code: string): Promise<Outcome<{ contractNo: string }>> {
  const wanted = code.trim().toUpperCase();
  const [row] = await tx.query<BookCodeFacts & { contractNo: string }>(
    `select code, carrier_code as "carrierCode", status, valid_from::text as "validFrom", valid_to::text as "validTo",
            trade_lane_codes as "tradeLaneCodes", allowed_company_ids::text[] as "allowedCompanyIds", contract_no as "contractNo"
       from book_codes where code = $1`,
    [wanted],
  );
  if (!row) return no('BOOKCODE_INVALID', `No booking code ${wanted}.`, `没有约号 ${wanted}。`, [{ Path: '/BookCode', Message: 'unknown' }]);
  const lanes = await tx.query<{ lane: string }>(
    `select lane_code as lane from trade_lane_ports where port_code = $1
     union select lane_code from ports where code = $1 and lane_code is not null`,
    [o.body.PodCode ?? ''],
  );
  const problem = bookCodeProblem(row, {
    carrierCode: o.carrier_code,
    etd: o.body.ExpectedEtd ?? '',
    companyId: o.company_id,
    laneCodes: lanes.map((l) => l.lane),
  });
  if (problem) {
    const words = BOOK_CODE_PROBLEM_WORDS[problem];
    return no('BOOKCODE_INVALID', words.en(wanted), words.zh(wanted), [fieldSays('/BookCode', { zh: words.zh(wanted), en: words.en(wanted) })]);
  }
  await tx.query('update booking_orders set book_code = $2, contract_no = $3 where id = $1', [o.id, wanted, row.contractNo]);
  return { ok: true, value: { contractNo: row.contractNo } };
}

/**
 * R6.2: a customer may submit before the carrier opens the sailing for bookings (开舱), but the
 * desk's booking with the carrier waits for it — the move goes through with this warning.
 */
export async function notOpenWarning(tx: Queryable, o: StoredOrder, lang: 'zh' | 'en'): Promise<string[]> {
  if (!o.vessel_call_id) return [];
  const [call] = await tx.query<{ at: string }>(
    `select to_char(booking_open_at at time zone coalesce(nullif(p.time_zone, ''), 'UTC'), 'YYYY-MM-DD HH24:MI') as at
       from vessel_calls c join ports p on p.code = c.port_code where c.id = $1 and c.booking_open_at > now()`,
    [o.vessel_call_id],
  );
  if (!call) return [];
  return [lang === 'zh' ? `船公司尚未开舱（开舱时间 ${call.at}，港口当地时间）。` : `The carrier opens this sailing for bookings at ${call.at} (port time).`];
}
