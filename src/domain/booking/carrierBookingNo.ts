/**
 * The shape of each carrier's own booking numbers (the number the carrier gives a confirmed
 * booking: its release, its S/O): COSCO's ten digits are not Maersk's nine. The demo's bookings
 * are numbered by these (issue 32: demo data agrees with itself), and a number can be told to be
 * in its carrier's shape. A carrier not listed has no known shape: 6–20 letters and digits.
 */
export interface CarrierBookingNoFormat {
  pattern: RegExp;
  /** The shape in words, for a person: "10 digits". */
  shape: { zh: string; en: string };
  /** A number of this shape made from a sequence (the demo's). */
  make(seq: number): string;
}

const digits = (n: number, seq: number, lead = '') => `${lead}${String(seq).padStart(n - lead.length, '0')}`.slice(-n);
const nDigits = (n: number, lead = ''): CarrierBookingNoFormat => ({
  pattern: new RegExp(`^\\d{${n}}$`),
  shape: { zh: `${n} 位数字`, en: `${n} digits` },
  make: (seq) => digits(n, seq, lead),
});

export const CARRIER_BOOKING_NO_FORMATS: Readonly<Record<string, CarrierBookingNoFormat>> = {
  // COSCO and OOCL (one group): ten digits, 6401120010
  COSU: nDigits(10, '64'),
  OOLU: nDigits(10, '26'),
  // Maersk: nine digits, 261104882
  MAEU: nDigits(9, '26'),
  // Evergreen: twelve digits, 142611003301
  EGLV: nDigits(12, '14'),
  // Hapag-Lloyd: eight digits, 26110411
  HLCU: nDigits(8, '2'),
  // CMA CGM: the booking office's three letters and seven digits, SHA2611052
  CMDU: { pattern: /^[A-Z]{3}\d{7}$/, shape: { zh: '3 位字母加 7 位数字', en: '3 letters and 7 digits' }, make: (seq) => `SHA${digits(7, seq)}` },
  // MSC: EBKG and eight digits, EBKG26119001
  MSCU: { pattern: /^EBKG\d{8}$/, shape: { zh: 'EBKG 加 8 位数字', en: 'EBKG and 8 digits' }, make: (seq) => `EBKG${digits(8, seq)}` },
  // ONE: the office's four letters and eight digits, NGBF26113300
  ONEY: { pattern: /^[A-Z]{4}\d{8}$/, shape: { zh: '4 位字母加 8 位数字', en: '4 letters and 8 digits' }, make: (seq) => `NGBF${digits(8, seq)}` },
};

const ANY: CarrierBookingNoFormat = {
  pattern: /^[A-Z0-9]{6,20}$/,
  shape: { zh: '6–20 位字母或数字', en: '6–20 letters or digits' },
  make: (seq) => digits(10, seq),
};

export const carrierBookingNoFormat = (carrierCode: string): CarrierBookingNoFormat => CARRIER_BOOKING_NO_FORMATS[carrierCode] ?? ANY;

/** The number is in its carrier's shape. */
export const fitsCarrier = (carrierCode: string, bookingNo: string): boolean => carrierBookingNoFormat(carrierCode).pattern.test(bookingNo);
