import { refdataCheckWords } from '../../../src/contract/refdata/words';
import type { codeCalls as C } from '../../../src/contract/refdata/codeCalls';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { bookCodeProblem, contractNoProblem } from '../../../src/domain/refdata/bookCodes';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { isCalendarDate } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { bookingAgencyCarriers } from './agencyRepository';
import { bookCodeDays } from './bookCodeRepository';
import { codesNotIn, customerIdsAmong, unknownCarriers } from './masterRepository';
import { masterRows } from './masterService';

type BookCodeInput = (typeof C.bookCode.save.input)['static'];

/**
 * Booking codes' rows (commercial.md §1.1 BookCode): a known carrier, a validity of calendar days in
 * order, an agency booking with that carrier, known lanes, customers only among the companies allowed.
 */
export function bookCodeRows(db: Db, hub: LiveHub) {
  return masterRows<BookCodeInput>(db, hub, {
    entity: 'bookCode',
    noun: 'booking code',
    nounZh: '订舱代码',
    table: 'book_codes',
    columns: {
      CarrierCode: 'carrier_code',
      BookingAgencyId: 'booking_agency_id',
      ContractNo: 'contract_no',
      NamedAccount: 'named_account',
      ValidFrom: 'valid_from',
      ValidTo: 'valid_to',
      TradeLaneCodes: 'trade_lane_codes',
      AllowedCompanyIds: 'allowed_company_ids',
      Remarks: 'remarks',
    },
    normalise: (i) => ({
      ...i,
      Code: normaliseCode(i.Code),
      CarrierCode: normaliseCode(i.CarrierCode),
      BookingAgencyId: i.BookingAgencyId ?? null,
      ContractNo: i.ContractNo.trim(),
      NamedAccount: (i.NamedAccount ?? '').trim(),
      ValidFrom: i.ValidFrom.trim(),
      ValidTo: i.ValidTo.trim(),
      TradeLaneCodes: [...new Set((i.TradeLaneCodes ?? []).map(normaliseCode).filter(Boolean))].sort(),
      AllowedCompanyIds: [...new Set(i.AllowedCompanyIds ?? [])].sort((a, b) => a - b),
      Remarks: (i.Remarks ?? '').trim(),
    }),
    async check(q, i) {
      const errors: FieldError[] = [];
      if (bookCodeProblem(i.Code)) errors.push(fieldSays('/Code', refdataCheckWords.notBookCode(i.Code)));
      // an empty one is said by the central words ("is empty"); a long one names its length
      if (!i.ContractNo) errors.push({ Path: '/ContractNo', Message: 'is empty' });
      else if (contractNoProblem(i.ContractNo)) errors.push(fieldSays('/ContractNo', refdataCheckWords.contractNoTooLong(i.ContractNo.length)));
      if ((await unknownCarriers(q, [i.CarrierCode])).length) errors.push(fieldSays('/CarrierCode', refdataCheckWords.carriersUnknown(i.CarrierCode)));
      for (const f of ['ValidFrom', 'ValidTo'] as const) if (!isCalendarDate(i[f])) errors.push({ Path: `/${f}`, Message: 'is no calendar date (YYYY-MM-DD)' });
      if (isCalendarDate(i.ValidFrom) && isCalendarDate(i.ValidTo) && i.ValidFrom > i.ValidTo)
        errors.push(fieldSays('/ValidTo', refdataCheckWords.beforeFirstDay(i.ValidFrom)));
      if (i.BookingAgencyId !== null && i.BookingAgencyId !== undefined) {
        const agency = await bookingAgencyCarriers(q, i.BookingAgencyId);
        if (!agency) errors.push(fieldSays('/BookingAgencyId', refdataCheckWords.notBookingAgency(i.BookingAgencyId)));
        else if (!agency.carrier_codes.includes(i.CarrierCode))
          errors.push(fieldSays('/BookingAgencyId', refdataCheckWords.agencyCarrier(i.CarrierCode, agency.carrier_codes.join(', '))));
      }
      const lanes = i.TradeLaneCodes ?? [];
      if (lanes.length) {
        const unknown = await codesNotIn(q, 'trade_lanes', lanes);
        if (unknown.length) errors.push(fieldSays('/TradeLaneCodes', refdataCheckWords.lanesUnknown(unknown.join(', '))));
      }
      const allowed = i.AllowedCompanyIds ?? [];
      if (allowed.length) {
        const customers = await customerIdsAmong(q, allowed);
        const others = allowed.filter((id) => !customers.includes(id));
        if (others.length) errors.push(fieldSays('/AllowedCompanyIds', refdataCheckWords.notCustomers(others.join(', '))));
      }
      return errors;
    },
    // bookings will name their booking code; nothing does yet
    usage: [],
    // the change log keeps days as days (a driver reads a date column as a time at midnight)
    extra: {
      fields: [],
      read: (tx, code) => bookCodeDays(tx, code),
      write: async () => undefined,
    },
  });
}
