import type { ChargeIn } from '../../../../src/contract/billing/calls';
import { billingWords as W } from '../../../../src/contract/billing/words';
import { fieldSays } from '../../../../src/contract/envelope';
import { amountIn } from '../../../../src/domain/money/amounts';
import { digitsOf } from '../../../../src/domain/money/currencies';
import { lineAmountMinor, unitPriceFits } from '../../../../src/domain/money/bills';
import { todayInShanghai } from '../../../../src/domain/refdata/exchangeRates';
import type { Bilingual } from '../../../../src/i18n/bilingual';
import type { Queryable } from '../../../db/types';
import { activeCurrencies, feeCodes, knownCompanies, type NewCharge } from '../chargeRepository';
import { rateFor } from './shared';

/** Finance's rates per tax code, for a line whose tax code is not its fee code's own. */
const TAX_RATES: Record<string, string> = { EXEMPT_INTL_AGENCY: '0', ZERO: '0', VAT6: '0.06', VAT9: '0.09', VAT13: '0.13' };

export type Prepared = { ok: true; line: NewCharge } | { ok: false; errors: { Path: string; Message: string }[]; code?: string; words?: Bilingual };

/** A line as stored, its amount computed (chg.amount), its tax defaulted from the fee code, its booked rate of today. */
export async function prepareCharge(q: Queryable, at: string, job: { cgo_id: string; company_id: string }, l: ChargeIn, by: string): Promise<Prepared> {
  const errors = [];
  const currency = l.CHG_CURRENCY.trim().toUpperCase();
  // chg.amount in the currency's ISO 4217 minor unit: a JPY price has no decimals, a KWD one up to three
  const amount = lineAmountMinor(l.CHG_QTY, l.CHG_UNIT_PRICE, currency);
  if (amount === undefined) {
    if (lineAmountMinor(l.CHG_QTY, '0', currency) === undefined) errors.push(fieldSays(`${at}/CHG_QTY`, W.badQty));
    if (!unitPriceFits(l.CHG_UNIT_PRICE, currency)) errors.push(fieldSays(`${at}/CHG_UNIT_PRICE`, W.badUnitPrice(currency, digitsOf(currency))));
  }
  const [fee] = await feeCodes(q, [l.CHG_CODE.toUpperCase()]);
  if (!fee) errors.push(fieldSays(`${at}/CHG_CODE`, W.badCode));
  if (!(await activeCurrencies(q, [currency])).has(currency)) errors.push(fieldSays(`${at}/CHG_CURRENCY`, W.badCurrency));
  if (!(await knownCompanies(q, [l.CHG_PARTY_ID])).has(l.CHG_PARTY_ID)) errors.push(fieldSays(`${at}/CHG_PARTY_ID`, W.badParty));
  if (errors.length || !fee || amount === undefined) return { ok: false, errors };
  const today = todayInShanghai();
  const rate = await rateFor(q, currency, today);
  if (currency !== 'CNY' && !rate) return { ok: false, errors: [], code: 'NO_RATE', words: W.noRate(currency, today) };
  const taxCode = l.CHG_TAX_CODE ?? fee.tax_code;
  return {
    ok: true,
    line: {
      companyId: job.company_id,
      cgoId: job.cgo_id,
      hblId: l.CHG_HBL_ID ?? null,
      side: l.CHG_SIDE,
      partyId: l.CHG_PARTY_ID,
      code: fee.code,
      name: (l.CHG_NAME ?? '').trim() || fee.name_zh,
      basis: l.CHG_BASIS,
      qty: l.CHG_QTY.trim(),
      unitPrice: l.CHG_UNIT_PRICE.trim(),
      currency,
      amount: amountIn(amount, currency),
      term: l.CHG_TERM,
      taxCode,
      // a tax code other than the fee code's: its rate is finance's table (the code's own), exempt/zero are 0
      taxRate: taxCode === fee.tax_code ? fee.tax_rate : (TAX_RATES[taxCode] ?? '0'),
      exRate: rate?.rate ?? null,
      exRateDate: rate ? today : null,
      exRateSource: rate?.source ?? null,
      origin: 'STAFF',
      originRef: '',
      by,
    },
  };
}
