import { SEED_CURRENCIES } from '../../../src/domain/refdata/seed/currencies';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Queryable } from '../../db/types';

/**
 * Chinese names for the currencies a database seeded before they had them (reference-v1 wrote the
 * English name where none was given): only rows still holding that English name, so a name someone
 * typed stays (issue 32).
 */
export async function seedCurrencyNames(db: Queryable): Promise<void> {
  const named = SEED_CURRENCIES.filter((c) => c.hasChineseName);
  await db.query(
    `update currencies c set name_zh = x.name_zh from jsonb_to_recordset($1::jsonb) as x(code text, name_zh text, name_en text)
      where c.code = x.code and c.name_zh = x.name_en`,
    [JSON.stringify(named.map((c) => ({ code: c.code, name_zh: c.nameZh, name_en: c.nameEn })))],
  );
}

/** The demo's book rates into CNY (CNY per unit): round figures of the time, for the pages that convert. */
const DEMO_BOOK_RATES: Readonly<Record<string, string>> = {
  USD: '7.1',
  EUR: '7.7',
  HKD: '0.91',
  JPY: '0.047',
  GBP: '9.0',
  KRW: '0.0051',
  SGD: '5.45',
  AUD: '4.65',
  CAD: '5.1',
  AED: '1.93',
  THB: '0.2',
  VND: '0.00028',
  INR: '0.084',
  MYR: '1.55',
  TWD: '0.22',
};

/** The first day of the month `shift` months from `day`'s, and that month's last day. */
function monthOf(day: string, shift: number): [string, string] {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1 + shift, 1));
  const last = new Date(Date.UTC(y, m + shift, 0));
  return [first.toISOString().slice(0, 10), last.toISOString().slice(0, 10)];
}

/**
 * The demo has exchange rates (issue 32: it had none): a monthly book rate of each of the design's
 * currencies into CNY for every month from two before the seed's to twelve after, so conversions
 * work on the demo whenever it is opened within the year. Windows that would overlap one kept
 * already are left out (a pair's windows never overlap, R1.4).
 */
export async function seedDemoExchangeRates(db: Queryable): Promise<void> {
  const today = todayInShanghai();
  const rows: object[] = [];
  for (let shift = -2; shift <= 12; shift++) {
    const [from, to] = monthOf(today, shift);
    for (const [code, rate] of Object.entries(DEMO_BOOK_RATES))
      rows.push({ from_code: code, to_code: 'CNY', kind: 'MONTHLY_BOOK', rate, valid_from: from, valid_to: to, source: 'MANUAL' });
  }
  await insertRateRows(db, rows);
}

/**
 * Past months' book rates into CNY for another module's demo history (the sales analysis' year of
 * bookings, through public.ts): `{ currency, month: 'YYYY-MM', rate }`, each month's window once,
 * a window overlapping one kept already left out (R1.4), as above.
 */
export async function insertDemoBookRates(db: Queryable, rates: readonly { currency: string; month: string; rate: string }[]): Promise<void> {
  const rows = rates.map((r) => {
    const [from, to] = monthOf(`${r.month}-01`, 0);
    return { from_code: r.currency, to_code: 'CNY', kind: 'MONTHLY_BOOK', rate: r.rate, valid_from: from, valid_to: to, source: 'MANUAL' };
  });
  await insertRateRows(db, rows);
}

/** Rate windows in one statement, each left out where it would overlap a window kept already (R1.4). */
async function insertRateRows(db: Queryable, rows: readonly object[]): Promise<void> {
  await db.query(
    `insert into exchange_rates (from_code, to_code, kind, rate, valid_from, valid_to, source)
     select x.from_code, x.to_code, x.kind, x.rate, x.valid_from, x.valid_to, x.source
       from jsonb_to_recordset($1::jsonb) as x(from_code text, to_code text, kind text, rate numeric, valid_from date, valid_to date, source text)
      where not exists (select 1 from exchange_rates e where e.from_code = x.from_code and e.to_code = x.to_code and e.kind = x.kind
                          and e.valid_from <= x.valid_to and e.valid_to >= x.valid_from)`,
    [JSON.stringify(rows)],
  );
}
