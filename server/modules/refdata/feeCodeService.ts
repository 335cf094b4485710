import { refdataCheckWords } from '../../../src/contract/refdata/words';
import type { refdataCalls as C } from '../../../src/contract/refdata/calls';
import { FEE_BASES, FEE_CATEGORIES } from '../../../src/contract/refdata/listItems';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { feeCodeProblem, normaliseCode } from '../../../src/domain/refdata/codes';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { activeCurrencyExists } from './masterRepository';
import { masterRows } from './masterService';

type FeeCodeInput = (typeof C.feeCode.save.input)['static'];

/** Fee codes' rows (commercial.md §1.1 FeeCode): the code's shape, its category and basis, an enabled default currency. */
export function feeCodeRows(db: Db, hub: LiveHub) {
  return masterRows<FeeCodeInput>(db, hub, {
    entity: 'feeCode',
    noun: 'fee code',
    nounZh: '费用代码',
    table: 'fee_codes',
    columns: {
      NameZh: 'name_zh',
      NameEn: 'name_en',
      Category: 'category',
      DefaultBasis: 'default_basis',
      DefaultCurrency: 'default_currency',
      DefaultPaymentTerm: 'default_payment_term',
    },
    normalise: (i) => ({
      ...i,
      Code: normaliseCode(i.Code),
      NameZh: i.NameZh.trim(),
      NameEn: i.NameEn.trim(),
      Category: normaliseCode(i.Category),
      DefaultBasis: normaliseCode(i.DefaultBasis),
      DefaultCurrency: normaliseCode(i.DefaultCurrency ?? '') || undefined,
      DefaultPaymentTerm: normaliseCode(i.DefaultPaymentTerm ?? '') || undefined,
    }),
    async check(q, i) {
      const errors: FieldError[] = [];
      if (feeCodeProblem(i.Code)) errors.push(fieldSays('/Code', refdataCheckWords.notFeeCode(i.Code)));
      if (!(FEE_CATEGORIES as readonly string[]).includes(i.Category))
        errors.push(fieldSays('/Category', refdataCheckWords.isOneOf(FEE_CATEGORIES.join(', '))));
      if (!(FEE_BASES as readonly string[]).includes(i.DefaultBasis)) errors.push(fieldSays('/DefaultBasis', refdataCheckWords.isOneOf(FEE_BASES.join(', '))));
      if (i.DefaultPaymentTerm && !['PRE', 'COL'].includes(i.DefaultPaymentTerm)) errors.push({ Path: '/DefaultPaymentTerm', Message: 'is PRE or COL' });
      if (i.DefaultCurrency && !(await activeCurrencyExists(q, i.DefaultCurrency)))
        errors.push(fieldSays('/DefaultCurrency', refdataCheckWords.notActiveCurrency(i.DefaultCurrency)));
      if (!i.NameZh) errors.push({ Path: '/NameZh', Message: 'is empty' });
      if (!i.NameEn) errors.push({ Path: '/NameEn', Message: 'is empty' });
      return errors;
    },
    // rates and bills will name fee codes; nothing does yet
    usage: [],
  });
}
