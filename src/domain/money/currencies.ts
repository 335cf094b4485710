/**
 * The ISO 4217 currencies and their minor units: the one place that knows how many decimals an
 * amount of a currency has (CNY 2, JPY 0, BHD and KWD 3). Every amount — a rate, a charge, an
 * invoice, its PDF and export — is kept and shown in these digits (issue 45 items 10 and 21).
 *
 * ISO's list one comes from the `currency-codes` package (its data: 2024-06), so no digit is typed
 * by hand; what ISO changed since is named here, each with its amendment, until the package has it.
 */
import cc from 'currency-codes';

export interface IsoCurrency {
  readonly code: string;
  /** ISO 4217 numeric code. */
  readonly number: string;
  /** ISO minor-unit digits. */
  readonly digits: number;
  /** ISO's English name. */
  readonly name: string;
}

/**
 * Currencies ISO added after the package's data. XCG, the Caribbean guilder of Curaçao and Sint
 * Maarten, replaced ANG on 2025-03-31 (ISO 4217 amendment 176); it took over ANG's number 532.
 */
const ADDED_SINCE_PACKAGE: readonly IsoCurrency[] = [{ code: 'XCG', number: '532', digits: 2, name: 'Caribbean Guilder' }];

/**
 * Currencies ISO withdrew (list three's withdrawal month, as ISO writes it) that the package still
 * lists: nobody invoices in them any more, so reference data keeps them disabled with that month.
 * ANG gave way to XCG; Bulgaria adopted the euro on 2026-01-01; Cuba ended the CUC in 2021.
 */
export const WITHDRAWN_CURRENCIES: Readonly<Record<string, string>> = { ANG: '2025-03', BGN: '2026-01', CUC: '2021-06' };

/** ISO 4217 list one as of today: the package's entries and the ones added since. */
export const ISO_CURRENCIES: readonly IsoCurrency[] = [
  ...cc.data.map((c) => ({ code: c.code, number: c.number, digits: c.digits, name: c.currency })),
  ...ADDED_SINCE_PACKAGE.filter((a) => !cc.code(a.code)),
];

const BY_CODE = new Map(ISO_CURRENCIES.map((c) => [c.code, c]));

/** The ISO entry of a code (as stored: capitals), or undefined for a code ISO does not know. */
export const isoCurrency = (code: string): IsoCurrency | undefined => BY_CODE.get(code);

/**
 * The minor-unit digits of a currency: ISO's. A code ISO does not know (only ever a test's or an
 * old row's) reads with 2, the most common, so a figure is still shown rather than lost.
 */
export const digitsOf = (currency: string): number => BY_CODE.get(currency)?.digits ?? 2;
