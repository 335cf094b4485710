/**
 * Booking codes (订舱代码 / 约号, commercial.md §1.1 BookCode): the rule a booking obeys when it names
 * one — only inside its validity, for its carrier, and when the customer is allowed (§1.1: "a booking
 * may use a code only inside its validity, for its carrier, and when the customer is allowed").
 * Pure: the booking module calls it with the code's row, the browser with the row it shows.
 */

/** What the rule reads of a booking code. Dates are calendar dates (YYYY-MM-DD, Asia/Shanghai). */
export interface BookCodeTerms {
  CarrierCode: string;
  ValidFrom: string;
  ValidTo: string;
  /** The customer companies that may use it; empty: every customer. */
  AllowedCompanyIds: readonly number[];
  Status: 'ACTIVE' | 'DISABLED';
}

/** Why a booking may not use a code. */
export const BOOK_CODE_REFUSALS = {
  DISABLED: { zh: '该订舱代码已停用', en: 'the booking code is disabled' },
  OUTSIDE_VALIDITY: { zh: '不在订舱代码的有效期内', en: 'the day is outside the booking code’s validity' },
  OTHER_CARRIER: { zh: '订舱代码属于其他船公司', en: 'the booking code is another carrier’s' },
  CUSTOMER_NOT_ALLOWED: { zh: '该客户不可使用此订舱代码', en: 'the customer may not use this booking code' },
} as const;
export type BookCodeRefusal = keyof typeof BOOK_CODE_REFUSALS;

/**
 * Whether a booking of `carrier` for the customer `companyId` may use the code on the day `on`
 * (YYYY-MM-DD, both validity days included): null, or the first reason it may not — disabled,
 * another carrier's, outside its validity, a customer it does not allow (in that order).
 */
export function bookCodeUsable(code: BookCodeTerms, booking: { carrier: string; companyId: number; on: string }): BookCodeRefusal | null {
  if (code.Status !== 'ACTIVE') return 'DISABLED';
  if (code.CarrierCode.trim().toUpperCase() !== booking.carrier.trim().toUpperCase()) return 'OTHER_CARRIER';
  if (booking.on < code.ValidFrom || booking.on > code.ValidTo) return 'OUTSIDE_VALIDITY';
  if (code.AllowedCompanyIds.length && !code.AllowedCompanyIds.map(Number).includes(Number(booking.companyId))) return 'CUSTOMER_NOT_ALLOWED';
  return null;
}

/** The state a list shows: disabled, expired (its last day is past: derived, never stored), or active. */
export function bookCodeState(code: Pick<BookCodeTerms, 'Status' | 'ValidTo'>, today: string): 'ACTIVE' | 'DISABLED' | 'EXPIRED' {
  if (code.Status !== 'ACTIVE') return 'DISABLED';
  return code.ValidTo < today ? 'EXPIRED' : 'ACTIVE';
}

/** Our booking codes: a letter or digit, then up to 9 letters, digits, `-` or `_` (COSU-EU01). */
const BOOK_CODE = /^[A-Z0-9][A-Z0-9_-]{1,9}$/;

/** Why a booking code (normalised: trimmed, capitals) is not of the shape, or undefined. */
export function bookCodeProblem(code: string): string | undefined {
  return BOOK_CODE.test(code) ? undefined : `"${code}" is no booking code: 2 to 10 letters, digits, - or _`;
}

/**
 * Why a service contract number (约号) is not one, or undefined: DCSA `serviceContractReference`,
 * at most 30 characters, no space at either end (it is trimmed before).
 */
export function contractNoProblem(value: string): string | undefined {
  if (!value) return 'is empty';
  if (value.length > 30) return `has ${value.length} characters: a service contract reference has at most 30`;
  return undefined;
}
