/**
 * Whether a booking may go out under a booking code (约号; commercial.md §1 BookCode, §6.2 "BookCode
 * valid"): the code is active, it is the booking's carrier's, the departure falls inside its
 * validity, the customer is among its allowed companies (none listed: every customer), and the lane
 * is among its trade lanes (none listed: every lane). The first reason it may not, or undefined.
 */
export interface BookCodeFacts {
  code: string;
  carrierCode: string;
  status: string;
  validFrom: string;
  validTo: string;
  tradeLaneCodes: readonly string[];
  allowedCompanyIds: readonly string[];
}

export interface BookingForCode {
  carrierCode: string;
  etd: string;
  companyId: string;
  /** The trade lanes the POD belongs to. */
  laneCodes: readonly string[];
}

export type BookCodeProblem = 'DISABLED' | 'OTHER_CARRIER' | 'OUTSIDE_VALIDITY' | 'CUSTOMER_NOT_ALLOWED' | 'LANE_NOT_COVERED';

export function bookCodeProblem(code: BookCodeFacts, b: BookingForCode): BookCodeProblem | undefined {
  if (code.status !== 'ACTIVE') return 'DISABLED';
  if (code.carrierCode !== b.carrierCode) return 'OTHER_CARRIER';
  if (b.etd < code.validFrom || b.etd > code.validTo) return 'OUTSIDE_VALIDITY';
  if (code.allowedCompanyIds.length && !code.allowedCompanyIds.includes(b.companyId)) return 'CUSTOMER_NOT_ALLOWED';
  if (code.tradeLaneCodes.length && !code.tradeLaneCodes.some((l) => b.laneCodes.includes(l))) return 'LANE_NOT_COVERED';
  return undefined;
}

export const BOOK_CODE_PROBLEM_WORDS: Record<BookCodeProblem, { zh: (c: string) => string; en: (c: string) => string }> = {
  DISABLED: { zh: (c) => `约号 ${c} 已停用。`, en: (c) => `Booking code ${c} is disabled.` },
  OTHER_CARRIER: { zh: (c) => `约号 ${c} 不属于该订舱的船公司。`, en: (c) => `Booking code ${c} belongs to another carrier.` },
  OUTSIDE_VALIDITY: { zh: (c) => `约号 ${c} 在开船日不在有效期内。`, en: (c) => `Booking code ${c} is not valid on the departure date.` },
  CUSTOMER_NOT_ALLOWED: { zh: (c) => `该客户不能使用约号 ${c}。`, en: (c) => `This customer may not use booking code ${c}.` },
  LANE_NOT_COVERED: { zh: (c) => `约号 ${c} 不适用于该航线。`, en: (c) => `Booking code ${c} does not cover this trade lane.` },
};
