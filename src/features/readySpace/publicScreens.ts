import { READY_SPACE_PAGES } from '../../contract/readySpace/module';
import type { ScreenLoader } from '../../ui/clientModule';

/**
 * The ready-space module's screens on the public sites (src/routes/publicSite.ts): its module.ts attaches
 * them for the staff shell, the public entry (src/public/screens.ts) reads them here — one loader,
 * one chunk, for both entries.
 */
export const readySpacePublicScreens: Readonly<Record<string, ScreenLoader>> = {
  [READY_SPACE_PAGES.public]: () => import('./PublicSpaceScreen'),
};
