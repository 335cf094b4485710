import type { ClientModule } from '../../ui/clientModule';
import { refreshManifestQueries } from './manifestQueries';

/**
 * Customs manifests (issue 35, operations.md §7.5). The screens are helper mftui's (this file is
 * theirs to extend); the live frame's handler is here from the start so an open page refetches when
 * customs answers (the server sends `manifest` frames, server/modules/manifest/live.ts).
 */
export const manifestModule: ClientModule = {
  key: 'manifest',
  screens: {},
  live: {
    // a manifest changed somewhere (saved, submitted, verified, sent, a receipt applied): lists and details refetch
    frames: { manifest: () => void refreshManifestQueries() },
    // receipts applied while the socket was down
    onReconnect: () => void refreshManifestQueries(),
  },
};
