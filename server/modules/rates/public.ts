/**
 * What other modules may use of rates (the only file of this folder they import: .dependency-cruiser.cjs):
 * the search a booking's quick search runs, the price a booking is made at and its log, and who sees costs.
 */
export { type BookedPrice, bookedLines, logBookedPrice, priceBooked } from './bookedPrice';
export { currencyDigits } from './pricingRepository';
export { ruleRefs } from './searchRow';
export { type Asker, searchRates } from './searchService';
export { seesCost } from './costView';
// the quote a booking names, as its price check reads it (issue 46: rates owns the quotes)
export { type QuoteAsBooked, quoteAsBooked } from './quoteRepository';
// the quotes made for one customer company, for the CRM's customer page (issue 50)
export { quotesForCompany } from './customerQuoteRepository';
// the published price points and the demo's price history, for rate analysis' weekly read model (issue 51)
export { type HistoryRate, insertRateHistory, type PublishedPricePoint, publishedPricePoints } from './analysisRepository';
export { type CustomerLaneActivity, customerLaneActivity } from './customerLaneRepository';
// the radars' reads (issue 51): customers' searches and rate-card openings, quotes per salesperson, quoted classes
export {
  cardViewsPerDay,
  laneSearchesPerDay,
  quotesWonPerSalesperson,
  type QuotedClass,
  quotedClassesSince,
  quotedOptionTotals,
} from './radarRepository';
// the user radar's live push: a customer's search as it is logged (issue 51)
export { type CustomerSearch, onCustomerSearch } from './searchListeners';
// the user radar's one-click draft quote for a customer's lane (issue 51)
export { draftQuoteForLane } from './laneQuoteDraft';
// the radar's demo rows (issue 51): a customer's repeated searches, a card opening, a quote below the floor
export { seedRadarDemoRates } from './radarDemoRepository';
// the one read of the quotes sent in a period (the sales analysis, the sales radar, the CRM's quotation analysis with their detail)
export { type QuoteOutcome, quotesSent, type SentQuote } from './sentQuotesRepository';
