/**
 * Currencies (commercial.md §1.1 and §10.6): every ISO 4217 currency a country uses, with its
 * minor-unit digits, drawn from the `currency-codes` package (ISO's list one) so the digits are never
 * typed by hand. Left out are the codes that are not money anyone invoices in: the ISO entries whose
 * minor unit is "N.A." (gold, silver, platinum, palladium, the bond-market units, SDR, Sucre, the ADB
 * unit, the test code XTS and "no currency" XXX) and the fund codes ISO marks IsFund (BOV, CHE, CHW,
 * CLF, COU, MXV, USN, UYI). The package turns "N.A." into 0 digits, so both sets are named here; a
 * test reads ISO's XML shipped in the package and checks that they are exactly these.
 *
 * Chinese names: the 16 of §10.6 and the other currencies of the seeded ports' countries and main
 * trading partners. A currency without one here uses its English (ISO) name as `nameZh` until someone
 * adds it; `hasChineseName` tells which. Symbols likewise: the common ones, else the code itself.
 * CNY is the one base currency (R1.4).
 */
import cc from 'currency-codes';

/** ISO minor unit "N.A.": units of account, precious metals, test and "no currency" codes. */
export const CURRENCIES_WITHOUT_MINOR_UNIT: readonly string[] = ['XAG', 'XAU', 'XBA', 'XBB', 'XBC', 'XBD', 'XDR', 'XPD', 'XPT', 'XSU', 'XTS', 'XUA', 'XXX'];
/** ISO IsFund codes: indexed units and next-day funds, never an invoice currency. */
export const FUND_CURRENCIES: readonly string[] = ['BOV', 'CHE', 'CHW', 'CLF', 'COU', 'MXV', 'USN', 'UYI'];

export const BASE_CURRENCY = 'CNY';

const NAME_ZH: Readonly<Record<string, string>> = {
  // §10.6
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
  // the seeded ports' countries and main trading partners
  MOP: '澳门元',
  CHF: '瑞士法郎',
  DKK: '丹麦克朗',
  NOK: '挪威克朗',
  SEK: '瑞典克朗',
  PLN: '波兰兹罗提',
  CZK: '捷克克朗',
  HUF: '匈牙利福林',
  RON: '罗马尼亚列伊',
  TRY: '土耳其里拉',
  RUB: '俄罗斯卢布',
  NZD: '新西兰元',
  IDR: '印尼盾',
  PHP: '菲律宾比索',
  KHR: '柬埔寨瑞尔',
  LAK: '老挝基普',
  MMK: '缅甸元',
  BDT: '孟加拉塔卡',
  LKR: '斯里兰卡卢比',
  PKR: '巴基斯坦卢比',
  SAR: '沙特里亚尔',
  QAR: '卡塔尔里亚尔',
  OMR: '阿曼里亚尔',
  KWD: '科威特第纳尔',
  BHD: '巴林第纳尔',
  JOD: '约旦第纳尔',
  ILS: '以色列新谢克尔',
  EGP: '埃及镑',
  MAD: '摩洛哥迪拉姆',
  ZAR: '南非兰特',
  KES: '肯尼亚先令',
  TZS: '坦桑尼亚先令',
  NGN: '尼日利亚奈拉',
  GHS: '加纳塞地',
  BRL: '巴西雷亚尔',
  ARS: '阿根廷比索',
  UYU: '乌拉圭比索',
  CLP: '智利比索',
  PEN: '秘鲁索尔',
  COP: '哥伦比亚比索',
  MXN: '墨西哥比索',
  PAB: '巴拿马巴波亚',
};

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
};

const LEFT_OUT = new Set([...CURRENCIES_WITHOUT_MINOR_UNIT, ...FUND_CURRENCIES]);

export const SEED_CURRENCIES: readonly SeedCurrency[] = cc.data
  .filter((c) => !LEFT_OUT.has(c.code))
  .map((c) => ({
    code: c.code,
    number: c.number,
    digits: c.digits,
    nameEn: c.currency,
    nameZh: NAME_ZH[c.code] ?? c.currency,
    hasChineseName: c.code in NAME_ZH,
    symbol: SYMBOL[c.code] ?? c.code,
    isBase: c.code === BASE_CURRENCY,
  }));
