/**
 * The small DCSA code lists a booking and a rate carry (commercial.md §10.7): where the carrier takes
 * the cargo and hands it over (receipt and delivery types) and who pays (payment terms). English
 * names are DCSA's; the Chinese ones are the terms on Chinese booking notes.
 */

export type SeedTermCode = { readonly code: string; readonly en: string; readonly zh: string };

/** DCSA `receiptTypeAtOrigin` / `deliveryTypeAtDestination` (receiptdeliverytypes.csv). */
export const SEED_RECEIPT_DELIVERY_TYPES: readonly SeedTermCode[] = [
  { code: 'CY', en: 'Container yard (incl. rail ramp)', zh: '堆场' },
  { code: 'SD', en: 'Store door', zh: '门点' },
  { code: 'CFS', en: 'Container freight station', zh: '集装箱货运站' },
];

/** DCSA payment terms (paymentterms.csv). */
export const SEED_PAYMENT_TERMS: readonly SeedTermCode[] = [
  { code: 'PRE', en: 'Prepaid', zh: '预付' },
  { code: 'COL', en: 'Collect', zh: '到付' },
];
