import type { ScreenLoader } from '../../ui/clientModule';

const track = () => import('./TrackScreen');

/**
 * The public tracking module's screens on the public sites (src/routes/publicSite.ts): its module.ts attaches
 * them for the staff shell, the public entry (src/public/screens.ts) reads them here — one loader,
 * one chunk, for both entries.
 */
export const publicTrackPublicScreens: Readonly<Record<string, ScreenLoader>> = {
  '/asiawise': track,
  '/customer/cargoCenter': track,
  '/external/electronic/tracking': track,
};
