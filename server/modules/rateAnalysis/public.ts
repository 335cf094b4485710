/**
 * What other modules may use of rate analysis (the only file of this folder they import): the weekly
 * price index of its read model, counted once here (the margin radar reads it, issue 51).
 */
export { type CostIndexWeek, costIndexWeeks } from './indexRepository';
