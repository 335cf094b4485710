import type { exchangeRateCurrent } from '../../../src/contract/refdata/calls';
import { refdataRefusalWords as W } from '../../../src/contract/refdata/words';
import { isCalendarDate, todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { no } from '../../platform/refusal';
import { baseCurrency, currenciesInUse, rateOn } from './currencyRepository';
import { iso } from './exchangeRateSave';

type CurrentRate = { Rate: string; ValidFrom: string; ValidTo: string; Source: string; Kind: string };

/**
 * ExchangeRate/Current (R1.4): the rate of a currency into another (the base one by default) whose
 * window holds on a day (today in Shanghai by default), of a kind (the monthly book rate by default).
 */
export async function currentRate(db: Db, query: (typeof exchangeRateCurrent.input)['static']): Promise<Outcome<CurrentRate>> {
  const { From, To, On, Kind } = query;
  const day = On ?? todayInShanghai();
  if (!isCalendarDate(day)) {
    const words = W.notCalendarDateOn(day);
    return no('INVALID', words.en, words.zh);
  }
  const to = To?.toUpperCase() ?? (await baseCurrency(db));
  const kind = Kind ?? 'MONTHLY_BOOK';
  const rate = await rateOn(db, From.toUpperCase(), to, kind, day);
  if (!rate) {
    const words = W.noRate(kind, From.toUpperCase(), to, day);
    return no('NO_RATE', words.en, words.zh);
  }
  return { ok: true, value: { Rate: rate.rate, ValidFrom: iso(rate.valid_from), ValidTo: iso(rate.valid_to), Source: rate.source, Kind: rate.kind } };
}

/** Currency/InUse: the enabled currencies and their ISO digits, for the pickers of the screens that price and bill. */
export async function currencyChoices(db: Db): Promise<Outcome<Awaited<ReturnType<typeof currenciesInUse>>>> {
  return { ok: true, value: await currenciesInUse(db) };
}
