/**
 * What other modules may use of the e-mail campaigns (the only file of this folder they import:
 * .dependency-cruiser.cjs): the user radar reads its customers' opens and clicks (issue 51, R9.4).
 */
export { type EdmEngagementDay, edmEngagementSince } from './radarRepository';
