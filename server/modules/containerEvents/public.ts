/**
 * What other modules may use of container events (the only file of this folder they import): the
 * customs manifest simulator reads which of a bill's containers the terminal saw laden at the gate,
 * loaded, and when the vessel departed.
 */
export { firstActualEvents } from './eventRepository';
