/**
 * What other modules may use of the CRM (the only file of this folder they import). Nothing yet: the
 * coming parts (opportunities, follow-ups, EDM, analysis) live in this module; a company application
 * matching a customer (R7.9) will be linked through here.
 */
export { runCrmRound } from './useCases/recycleRound';
