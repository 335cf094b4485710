import { refdataCheckWords } from '../../../src/contract/refdata/words';
import type { dictionaryCalls as C } from '../../../src/contract/refdata/dictionaryCalls';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { oneOfProblem, VALIDITY_BASES } from '../../../src/domain/refdata/dictionaries';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { masterProblem, MASTERS, unknownStaff } from './dictionaryChecks';
import { activeCurrencyExists } from './masterRepository';
import { masterRows } from './masterService';

type RateCarrierInput = (typeof C.rateCarrier.save.input)['static'];

/** Rate carriers' rows (commercial.md §1.1): each overlays an enabled carrier, with an enabled default currency and a maintainer of the platform's staff. */
export function rateCarrierRows(db: Db, hub: LiveHub) {
  return masterRows<RateCarrierInput>(db, hub, {
    entity: 'rateCarrier',
    keyColumn: 'carrier_code',
    noun: 'rate carrier',
    nounZh: '运价船公司',
    table: 'rate_carriers',
    columns: {
      ShowInSearch: 'show_in_search',
      DisplayNameZh: 'display_name_zh',
      MaintainerEmployeeId: 'maintainer_employee_id',
      DefaultCurrency: 'default_currency',
      DefaultValidityBasis: 'default_validity_basis',
      Notes: 'notes',
      SortOrder: 'sort_order',
    },
    normalise: (i) => ({
      ...i,
      Code: normaliseCode(i.Code),
      DisplayNameZh: (i.DisplayNameZh ?? '').trim(),
      MaintainerEmployeeId: i.MaintainerEmployeeId ?? null,
      DefaultCurrency: normaliseCode(i.DefaultCurrency ?? '') || 'USD',
      DefaultValidityBasis: normaliseCode(i.DefaultValidityBasis ?? '') || 'ETD',
      Notes: (i.Notes ?? '').trim(),
      SortOrder: i.SortOrder ?? 0,
    }),
    async check(q, i) {
      const errors: FieldError[] = [];
      const carrier = await masterProblem(q, MASTERS.carrier, i.Code, '/Code');
      if (carrier) errors.push(carrier);
      if (oneOfProblem(i.DefaultValidityBasis!, VALIDITY_BASES))
        errors.push(fieldSays('/DefaultValidityBasis', refdataCheckWords.isOneOf(VALIDITY_BASES.join(', '))));
      if (!(await activeCurrencyExists(q, i.DefaultCurrency!)))
        errors.push(fieldSays('/DefaultCurrency', refdataCheckWords.notActiveCurrency(i.DefaultCurrency)));
      if (i.MaintainerEmployeeId && (await unknownStaff(q, [i.MaintainerEmployeeId])).length)
        errors.push(fieldSays('/MaintainerEmployeeId', refdataCheckWords.notActiveStaff(i.MaintainerEmployeeId)));
      return errors;
    },
    usage: [],
  });
}
