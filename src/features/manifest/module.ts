import { MANIFEST_PAGES as P } from '../../contract/manifest/module';
import type { ClientModule } from '../../ui/clientModule';
import { refreshManifestQueries } from './manifestQueries';

// one chunk for the staff's and the customers' screens (ManifestScreen picks by route); the public
// share pages are a chunk of their own, so a visitor without an account loads none of the desk
const screen = () => import('./ManifestScreen');
const share = () => import('./ManifestSharePage');
const PUBLIC: ReadonlySet<string> = new Set([P.share, P.shareInfo, P.shareEdit]);

/**
 * Customs manifests (issue 35, operations.md §7.5): create, edit, the lists of every step, the
 * verifier's keyboard desk, sending and receipts, amendments, tracking of customs stages, Excel
 * upload, and the public share-link pages. Every path of a screen (internal, external workbench,
 * "new version" /workbench/…) opens the same component.
 */
export const manifestModule: ClientModule = {
  key: 'manifest',
  screens: {
    // pages.ts (not on the first page) says which screen each path is
    ...Object.fromEntries(Object.values(P).map((path) => [path, PUBLIC.has(path) ? share : screen])),
  },
  // the icons its screens draw: a chunk of their own, loaded with the first icon drawn (src/shell/icons.ts)
  icons: () => import('./icons'),
  machines: [
    {
      file: 'features/manifest/machines/manifestEditMachine.ts',
      load: () => import('./machines/manifestEditMachine').then((m) => m.manifestEditMachine),
    },
  ],
  live: {
    // a manifest changed somewhere (saved, submitted, verified, sent, a receipt applied): lists and details refetch
    frames: { manifest: () => void refreshManifestQueries() },
    // receipts applied while the socket was down
    onReconnect: () => void refreshManifestQueries(),
  },
};
