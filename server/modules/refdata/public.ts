/**
 * What other modules may use of reference data (the only file of this folder they import:
 * .dependency-cruiser.cjs): point-to-point sailings' places and days, and the currencies sales quote in.
 */
export { instant, LOCAL_ETD_DAY, MAX_SEARCH_DAYS, placesOf } from './pointToPoint';
export { saleCurrencies } from './saleCurrencies';
// billing converts at the rate of a day (the invoice's, the charge's booking): the window that holds it
export { rateOn } from './currencyRepository';
// a charge's, a price's or a listing's currency: enabled, and its digits (issue 46: no module reads the table itself)
export { activeCurrencies, currencyDigits } from './currencyRepository';
// a time at a port is typed and shown on the port's clock (issue 45 item 9)
export { portZone } from './portZone';
// a sheet's or a form's codes checked against the reference lists, all at once
// what a cache of reference data is dropped under (a master row written by the API, a port by hand: migration 025)
export { REFDATA_TOPIC } from './masterService';
export { activeReferenceCodes, bookCodeOf, cnyRatesOn, feeFacts, MATCH_FIELDS, type MatchField, matchCodeExists } from './codesRepository';
// a form's or a page's ports, carriers, fee codes and sailings, looked up at once (issue 46)
export { carrierCodes, carriersOf, feeCodesOf, packageCodes, type PortFacts, portCodes, portsOf, sailingOf } from './lookupsRepository';
// the SI's seed step si-reference-v1 lays down the first carriers, ports, container types and package codes
export { seedSiReferenceLists } from './siReferenceSeed';
// other modules' seed steps that complete reference data: billing's fee taxes, booking's openings, the dashboard's port coordinates
export { fillPortCoordinates, seedBookingOpenings, seedOriginFeesAtVat6 } from './demoReferenceEdits';
// the sales analysis' demo history converts at past months' book rates
export { insertDemoBookRates } from './currencySeed';
// an outside system's code for ours, or ours for theirs, by the code mappings (/system/relationMapping, issue 51)
export { type MapCodeAsk, mapCode } from './mapCodeRepository';
