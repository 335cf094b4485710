import type { ScreenLoader } from '../../ui/clientModule';

/** The rate search: the staff's pages and the public sites' show the same screen. */
export const rateSearch = () => import('./search/RateSearchScreen');

/**
 * The rates module's screens on the public sites (src/routes/publicSite.ts): its module.ts attaches
 * them for the staff shell, the public entry (src/public/screens.ts) reads them here — one loader,
 * one chunk, for both entries.
 */
export const ratesPublicScreens: Readonly<Record<string, ScreenLoader>> = {
  '/customer/freightCenter': () => import('./cards/FreightCenterScreen'),
  '/customer/quicksearch': rateSearch,
  '/QuickSearch': rateSearch,
  '/external/electronic/rates': rateSearch,
};
