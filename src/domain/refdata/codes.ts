/**
 * The code rules of reference data (commercial.md §1.1 and §1.5, R1.1–R1.6), shared by the
 * browser (instant feedback in forms and imports) and the server (the authority). Each check takes
 * the value as typed, judges its normalised form (trimmed, capitals: R1.1) and answers a short
 * English message, or undefined when the value is fine. Callers store `normaliseCode(value)`.
 * The English is the rule's own wording (tests, logs): what a person reads comes from the words
 * table (src/contract/refdata/words.ts: refdataCheckWords), sent with `fieldSays`.
 */
import { isoCurrency } from '../money/currencies';
import { CURRENCIES_WITHOUT_MINOR_UNIT, FUND_CURRENCIES } from './seed/currencies';

/** R1.1: codes are stored trimmed and in capitals, so " cnsha" and "CNSHA" are one port. */
export function normaliseCode(value: string): string {
  return value.trim().toUpperCase();
}

/** UN/LOCODE: the ISO 3166 country, then three letters or the digits 2–9 (0 and 1 would read as O and I). */
const UNLOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
/** SCAC (NMFTA): two to four letters; DCSA's `carrierCode` holds at most four. */
const SCAC = /^[A-Z]{2,4}$/;
/** Our fee codes (OF, BAF, DTHC, "THC/O" style variants). */
const FEE_CODE = /^[A-Z0-9/]{2,10}$/;
/** SMDG terminal or BIC facility code without the UN/LOCODE: DCSA `facilityCode`, at most 6, no spaces. */
const TERMINAL_CODE = /^\S{1,6}$/;
/** An IANA zone written as Area/Location (America/Argentina/Buenos_Aires, Etc/GMT+8); "UTC" is allowed too. */
const IANA_ZONE = /^[A-Z][A-Za-z_-]*(\/[A-Z][A-Za-z0-9_+-]*)+$/;

/** Why a port code is not a UN/LOCODE, or undefined. */
export function unlocodeProblem(code: string): string | undefined {
  const v = normaliseCode(code);
  return UNLOCODE.test(v) ? undefined : `"${v}" is not a UN/LOCODE: a 2-letter country, then 3 letters or digits 2-9.`;
}

/** R1.2: a port's code starts with its country; undefined when they agree (or the code is malformed: see unlocodeProblem). */
export function portCountryProblem(code: string, countryCode: string): string | undefined {
  const v = normaliseCode(code);
  const country = normaliseCode(countryCode);
  if (!/^[A-Z]{2}$/.test(country)) return `"${country}" is not an ISO 3166 country code: 2 letters.`;
  return v.slice(0, 2) === country ? undefined : `"${v}" does not start with its country ${country}.`;
}

/** Why a carrier code is not of the SCAC shape, or undefined. A local code (CodeKind LOCAL) must have the same shape. */
export function scacProblem(code: string): string | undefined {
  const v = normaliseCode(code);
  return SCAC.test(v) ? undefined : `"${v}" is not a SCAC: 2 to 4 letters.`;
}

/** An IMO number as pasted ("IMO 9811000", " 9811000 ") reduced to its digits part. */
export function normaliseImo(value: string): string {
  return normaliseCode(value)
    .replace(/^IMO\s*/, '')
    .replace(/\s+/g, '');
}

/**
 * The IMO check digit of the first six digits: d7 = (7·d1 + 6·d2 + 5·d3 + 4·d4 + 3·d5 + 2·d6) mod 10
 * (IMO Resolution A.1078(28)); undefined when the input is not six digits.
 */
export function imoCheckDigit(first6: string): number | undefined {
  if (!/^\d{6}$/.test(first6)) return undefined;
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += Number(first6[i]) * (7 - i);
  return sum % 10;
}

/** R1.6: what is wrong with a vessel's IMO number — its shape or its check digit — or undefined. */
export function imoFault(value: string): 'shape' | 'checkDigit' | undefined {
  const v = normaliseImo(value);
  if (!/^\d{7}$/.test(v)) return 'shape';
  return imoCheckDigit(v.slice(0, 6)) === Number(v[6]) ? undefined : 'checkDigit';
}

/** R1.6: why a vessel's IMO number is wrong (shape or check digit), or undefined. */
export function imoProblem(value: string): string | undefined {
  const v = normaliseImo(value);
  const fault = imoFault(value);
  if (fault === 'shape') return `"${v}" is not an IMO number: 7 digits.`;
  return fault ? `"${v}" fails the IMO check digit: a digit is mistyped.` : undefined;
}

/** Why an MMSI (the AIS identity) is wrong, or undefined: always nine digits. */
export function mmsiProblem(value: string): string | undefined {
  const v = value.trim();
  return /^\d{9}$/.test(v) ? undefined : `"${v}" is not an MMSI: 9 digits.`;
}

/** Why a currency code is not one of ISO 4217 (the money module's list: the `currency-codes` package and XCG), or undefined. */
export function currencyProblem(code: string): string | undefined {
  const v = normaliseCode(code);
  return /^[A-Z]{3}$/.test(v) && isoCurrency(v) ? undefined : `"${v}" is not an ISO 4217 currency code.`;
}

/**
 * The one currency rule of every price (issue 32): a rate, an LCL rate or surcharge, a ready-space
 * listing is priced in money one invoices in — an ISO 4217 currency, less the units that are no
 * such money (gold and the other metals, the bond-market units, SDR, the test code XTS, "no
 * currency" XXX) and the fund codes — whatever the currencies table holds. `notIso`: no ISO
 * currency at all (ABC); `notMoney`: an ISO code no one sells in. The table decides the rest
 * (enabled, digits): server/modules/refdata/saleCurrencies.ts.
 */
export function saleCurrencyFault(code: string): 'notIso' | 'notMoney' | undefined {
  const v = normaliseCode(code);
  if (currencyProblem(v)) return 'notIso';
  return CURRENCIES_WITHOUT_MINOR_UNIT.includes(v) || FUND_CURRENCIES.includes(v) ? 'notMoney' : undefined;
}

/** Why a fee code is malformed, or undefined. */
export function feeCodeProblem(code: string): string | undefined {
  const v = normaliseCode(code);
  return FEE_CODE.test(v) ? undefined : `"${v}" is not a fee code: 2 to 10 capitals, digits or "/".`;
}

/** Why a terminal code is malformed, or undefined. */
export function terminalCodeProblem(code: string): string | undefined {
  const v = normaliseCode(code);
  return TERMINAL_CODE.test(v) ? undefined : `"${v}" is not a terminal code: 1 to 6 characters without spaces.`;
}

/**
 * R1.3: why a time zone is not an IANA zone, or undefined. The runtime's own zone data decides
 * (what the browser and the server format cut-offs with); the Area/Location shape keeps out the
 * abbreviations and lower-case spellings the runtime would otherwise accept ("EST", "asia/shanghai").
 */
export function timeZoneProblem(zone: string): string | undefined {
  const v = zone.trim();
  const problem = `"${v}" is not an IANA time zone such as Asia/Shanghai.`;
  if (v !== 'UTC' && !IANA_ZONE.test(v)) return problem;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: v });
    return undefined;
  } catch {
    return problem;
  }
}
