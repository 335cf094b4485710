/**
 * Currencies (commercial.md §1.1 and §10.6): every ISO 4217 currency a country uses, with its
 * minor-unit digits, drawn from the money module's ISO list (src/domain/money/currencies.ts: the
 * `currency-codes` package and what ISO added since, XCG) so the digits are never typed by hand.
 * Currencies ISO withdrew (ANG, BGN, CUC) are kept disabled with their withdrawal month (issue 45). Left out are the codes that are not money anyone invoices in: the ISO entries whose
 * minor unit is "N.A." (gold, silver, platinum, palladium, the bond-market units, SDR, Sucre, the ADB
 * unit, the test code XTS and "no currency" XXX) and the fund codes ISO marks IsFund (BOV, CHE, CHW,
 * CLF, COU, MXV, USN, UYI). The package turns "N.A." into 0 digits, so both sets are named here; a
 * test reads ISO's XML shipped in the package and checks that they are exactly these.
 *
 * Chinese names: the 16 of §10.6 as the design names them, every other one from CLDR's table (issue
 * 32: most currencies showed their English name in the Chinese UI). A currency neither names would
 * use its English (ISO) name as `nameZh`; `hasChineseName` tells which (a test keeps it none).
 * Symbols: the common ones, else the code itself.
 * CNY is the one base currency (R1.4).
 */
import { ISO_CURRENCIES, WITHDRAWN_CURRENCIES } from '../../money/currencies';

/** ISO minor unit "N.A.": units of account, precious metals, test and "no currency" codes. */
export const CURRENCIES_WITHOUT_MINOR_UNIT: readonly string[] = ['XAG', 'XAU', 'XBA', 'XBB', 'XBC', 'XBD', 'XDR', 'XPD', 'XPT', 'XSU', 'XTS', 'XUA', 'XXX'];
/** ISO IsFund codes: indexed units and next-day funds, never an invoice currency. */
export const FUND_CURRENCIES: readonly string[] = ['BOV', 'CHE', 'CHW', 'CLF', 'COU', 'MXV', 'USN', 'UYI'];

export const BASE_CURRENCY = 'CNY';

/** The design's names (commercial.md §10.6): what forwarders say (港币, 澳元, 加元), kept over CLDR's (港元, 澳大利亚元, 加拿大元). */
const DESIGN_NAME_ZH: Readonly<Record<string, string>> = {
  CNY: '人民币',
  USD: '美元',
  EUR: '欧元',
  HKD: '港币',
  JPY: '日元',
  KRW: '韩元',
  GBP: '英镑',
  TWD: '新台币',
  SGD: '新加坡元',
  AUD: '澳元',
  CAD: '加元',
  AED: '阿联酋迪拉姆',
  THB: '泰铢',
  VND: '越南盾',
  INR: '印度卢比',
  MYR: '马来西亚林吉特',
};

/**
 * Every other currency's Chinese name from Unicode CLDR's table of ISO 4217 names, as the runtime's
 * ICU ships it (Intl.DisplayNames, zh-Hans): the standard names (瑞士法郎, 印度尼西亚卢比, 中非法郎),
 * typed by no one here. `fallback: 'none'` answers undefined for a code CLDR does not name.
 */
const CLDR_ZH = new Intl.DisplayNames(['zh-Hans'], { type: 'currency', fallback: 'none' });
const hasHan = (text: string | undefined): text is string => !!text && /\p{Script=Han}/u.test(text);

/** A currency's Chinese name: the design's, else CLDR's; undefined when neither names it in Chinese. */
export function chineseNameOf(code: string): string | undefined {
  const name = DESIGN_NAME_ZH[code] ?? CLDR_ZH.of(code);
  return hasHan(name) ? name : undefined;
}

const SYMBOL: Readonly<Record<string, string>> = {
  CNY: '¥',
  USD: '$',
  EUR: '€',
  HKD: 'HK$',
  JPY: 'JP¥',
  KRW: '₩',
  GBP: '£',
  TWD: 'NT$',
  SGD: 'S$',
  AUD: 'A$',
  CAD: 'C$',
  THB: '฿',
  VND: '₫',
  INR: '₹',
  MYR: 'RM',
  NZD: 'NZ$',
  PHP: '₱',
  IDR: 'Rp',
  RUB: '₽',
  TRY: '₺',
  ZAR: 'R',
  BRL: 'R$',
  ILS: '₪',
  NGN: '₦',
};

export type SeedCurrency = {
  readonly code: string;
  /** ISO 4217 numeric code. */
  readonly number: string;
  /** ISO minor-unit digits (CNY 2, JPY 0, KWD 3): amounts are kept in integer minor units. */
  readonly digits: number;
  readonly nameEn: string;
  readonly nameZh: string;
  readonly hasChineseName: boolean;
  readonly symbol: string;
  readonly isBase: boolean;
  /** ISO's withdrawal month ("2025-03") of a currency no longer in use, or null: such a one is seeded disabled. */
  readonly withdrawn: string | null;
};

const LEFT_OUT = new Set([...CURRENCIES_WITHOUT_MINOR_UNIT, ...FUND_CURRENCIES]);

export const SEED_CURRENCIES: readonly SeedCurrency[] = ISO_CURRENCIES.filter((c) => !LEFT_OUT.has(c.code)).map((c) => ({
  code: c.code,
  number: c.number,
  digits: c.digits,
  nameEn: c.name,
  nameZh: chineseNameOf(c.code) ?? c.name,
  hasChineseName: chineseNameOf(c.code) !== undefined,
  symbol: SYMBOL[c.code] ?? c.code,
  isBase: c.code === BASE_CURRENCY,
  withdrawn: WITHDRAWN_CURRENCIES[c.code] ?? null,
}));
