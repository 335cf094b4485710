import type { ScreenLoader } from '../../ui/clientModule';

/**
 * The home module's screens on the public sites (src/routes/publicSite.ts): its module.ts attaches
 * them for the staff shell, the public entry (src/public/screens.ts) reads them here — one loader,
 * one chunk, for both entries.
 */
export const homePublicScreens: Readonly<Record<string, ScreenLoader>> = {
  '/': () => import('./HomeScreen'),
  '/mainPage': () => import('./HomeScreen'),
};
