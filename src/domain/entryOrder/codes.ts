/**
 * The entry order's code lists (operations.md §9.1) and the shapes of its boards (§9.4): the
 * contract's schemas and the rules read them from here, the words for each are in
 * src/contract/entryOrder/words.ts.
 */

export const DIRECTIONS = ['EXPORT', 'IMPORT'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** ENT_TRANSPORT_METHOD: the ways an order travels. */
export const TRANSPORT_METHODS = ['FCL', 'LCL', 'AIR', 'RAIL', 'SEA_RAIL', 'TRUCK', 'EXPRESS'] as const;
export type TransportMethod = (typeof TRANSPORT_METHODS)[number];

/** ENT_SERVICES: what the forwarder does for the order (at least one). */
export const SERVICES = ['BOOKING', 'TRUCKING', 'CUSTOMS', 'WAREHOUSE', 'INSURANCE', 'DOCUMENTS'] as const;
export type Service = (typeof SERVICES)[number];

/** Incoterms 2020 (ICC). */
export const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

/** ENT_FREIGHT_TERM: who pays the main freight (the payment method ent.incoterm compares). */
export const FREIGHT_TERMS = ['PREPAID', 'COLLECT'] as const;
export type FreightTerm = (typeof FREIGHT_TERMS)[number];

/**
 * The code lists built into the product, by the name a form's `select:<list>` field gives. Other
 * lists (CONTAINER_TYPE, PACKAGE_KIND, a company's own) come from reference data: the caller passes
 * them to the rules (formRules.ts CodeLists), the same lists on both sides.
 */
export const BUILTIN_CODE_LISTS: Readonly<Record<string, readonly string[]>> = {
  DIRECTION: DIRECTIONS,
  TRANSPORT_METHOD: TRANSPORT_METHODS,
  SERVICE: SERVICES,
  INCOTERM: INCOTERMS,
  FREIGHT_TERM: FREIGHT_TERMS,
};

/**
 * The destination side's milestones (§9.1 "Second half", DCSA event codes): discharged, released by
 * destination customs, available for pick-up, picked up laden (GTOT), delivered (DROP at the
 * consignee), empty returned (GTIN EMPTY); LFD is not an event: the last free day the terminal gives.
 */
export const DESTINATION_MILESTONES = ['DISC', 'CUSR', 'AVPU', 'GTOT', 'DROP', 'GTIN', 'LFD'] as const;
export type DestinationMilestone = (typeof DESTINATION_MILESTONES)[number];

/** The second half's exceptions (§9.4): no customs release 3 days after discharge; the last free day near. */
export const SECOND_HALF_EXCEPTIONS = ['NO_RELEASE', 'LFD_NEAR', 'LFD_PASSED'] as const;
export type SecondHalfException = (typeof SECOND_HALF_EXCEPTIONS)[number];

/** The order board's steps (§9.4 orderTracking), in their order along the way. */
export const BOARD_STEPS = [
  'BOOKED',
  'EMPTY_OUT',
  'GATED_IN',
  'CUSTOMS_RELEASED',
  'SI_APPROVED',
  'LOADED',
  'DEPARTED',
  'BL_ISSUED',
  'ARRIVED',
  'DELIVERED',
] as const;
export type BoardStep = (typeof BOARD_STEPS)[number];

/** Each service's steps on the board (a row per service the order has; a cell only where the service has the step). */
export const SERVICE_STEPS: Readonly<Record<Service, readonly BoardStep[]>> = {
  BOOKING: ['BOOKED', 'LOADED', 'DEPARTED', 'ARRIVED'],
  TRUCKING: ['EMPTY_OUT', 'GATED_IN', 'DELIVERED'],
  CUSTOMS: ['CUSTOMS_RELEASED'],
  WAREHOUSE: ['GATED_IN'],
  INSURANCE: ['DEPARTED'],
  DOCUMENTS: ['SI_APPROVED', 'BL_ISSUED'],
};

/** A board cell: done (with its actual time), expected (a planned time), pending, or not tracked for this order. */
export const BOARD_CELL_STATES = ['DONE', 'EXPECTED', 'PENDING', 'NOT_TRACKED'] as const;
export type BoardCellState = (typeof BOARD_CELL_STATES)[number];

/** The sections of an order's data sheet (§9.4 logisticsData), in the order it shows and exports them. */
export const DATA_SECTIONS = ['ORDER', 'BOOKING', 'PACKING', 'VGM', 'SI', 'MANIFEST', 'BILLS', 'CHARGES', 'SUPPLEMENTS', 'EVENTS'] as const;
export type DataSection = (typeof DATA_SECTIONS)[number];
