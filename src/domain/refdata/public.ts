/**
 * What the refdata module's domain offers the other modules' folders of src/domain and src/contract: they
 * import it from here, never from a file of this folder (.dependency-cruiser.cjs,
 * `shared-modules-meet-through-public`). Named one by one, never `export *`: a name added here is a
 * decision that another module may lean on it.
 */
export { imoFault, terminalCodeProblem, unlocodeProblem } from './codes';
export { isCalendarDate, todayInShanghai, windowsOverlap } from './exchangeRates';
export { dayIn, localDateTime, OFFICE_ZONE, offsetText, parseLocalDateTime, placeTime, timesInWords } from './localTimes';
export { addDays, CALL_HOUR, localTimeToUtc } from './sailings';
export { isWeekday } from './scheduleTemplates';
export { SEED_COUNTRIES } from './seed/countries';
export { SEED_CUT_OFF_CODES } from './seed/cutOffCodes';
export { SEED_PORTS } from './seed/ports';
