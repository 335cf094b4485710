import { homePublicScreens } from '../features/home/publicScreens';
import { portalPublicPanels, portalPublicScreens } from '../features/portal/publicScreens';
import { publicTrackPublicScreens } from '../features/publicTrack/publicScreens';
import { ratesPublicScreens } from '../features/rates/publicScreens';
import { readySpacePublicScreens } from '../features/readySpace/publicScreens';
import { refdataPublicScreens } from '../features/refdata/publicScreens';
import { findRoute, normalizePath } from '../routes';
import type { ClientModule, IconList, IconLoaders, ScreenLoader } from '../ui/clientModule';
import type { PanelLoader, PanelSlot } from '../ui/panels';

/**
 * The public sites' screens, one line per module that has some (its publicScreens.ts, which its
 * module.ts also attaches for the staff shell): the same loaders, so the same chunks, in both entries.
 */
export const publicScreenLists: readonly Readonly<Record<string, ScreenLoader>>[] = [
  homePublicScreens,
  portalPublicScreens,
  publicTrackPublicScreens,
  ratesPublicScreens,
  readySpacePublicScreens,
  refdataPublicScreens,
];

const loaders = new Map<string, ScreenLoader>(publicScreenLists.flatMap((list) => Object.entries(list)).map(([path, load]) => [normalizePath(path), load]));

/** The screen of a public path (an alias gets its page's), as the staff registry's screenFor answers it. */
export const publicScreenFor = (path: string): ScreenLoader | undefined => loaders.get(normalizePath(findRoute(path)?.path ?? path));

/**
 * Every module's icon list (src/features/<m>/icons.ts), each its own chunk as in the staff shell:
 * a public page may draw an icon another module lists, and the lists load with the first icon drawn.
 */
export const publicIconLists: readonly IconList[] = Object.values(import.meta.glob<{ default: IconLoaders }>('../features/*/icons.ts'));

/** The panels modules lend to public pages (one line per module that has some): installed as the staff shell installs its registry's. */
const publicPanelLists: readonly NonNullable<ClientModule['panels']>[] = [portalPublicPanels];
export const publicPanels = publicPanelLists.flatMap((list) =>
  Object.entries(list).map(([slot, load]) => ({ slot: slot as PanelSlot, load: load as PanelLoader })),
);
