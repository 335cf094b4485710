import { MANIFEST_PAGES as P } from '../../contract/manifest/module';
import type { ClientModule } from '../../ui/clientModule';
import { refreshManifestQueries } from './manifestQueries';
import { SCREEN_OF } from './pages';

// one chunk for the staff's and the customers' screens (ManifestScreen picks by route); the public
// share pages are a chunk of their own, so a visitor without an account loads none of the desk
const screen = () => import('./ManifestScreen');
const share = () => import('./ManifestSharePage');

/**
 * Customs manifests (issue 35, operations.md §7.5): create, edit, the lists of every step, the
 * verifier's keyboard desk, sending and receipts, amendments, tracking of customs stages, Excel
 * upload, and the public share-link pages. Every path of a screen (internal, external workbench,
 * "new version" /workbench/…) opens the same component.
 */
export const manifestModule: ClientModule = {
  key: 'manifest',
  screens: {
    ...Object.fromEntries(Object.keys(SCREEN_OF).map((path) => [path, screen])),
    [P.share]: share,
    [P.shareInfo]: share,
    [P.shareEdit]: share,
  },
  icons: {
    add: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/add.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/add.js')],
    calendar: [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/calendar.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/calendar.js'),
    ],
    disable: [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/disable.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/disable.js'),
    ],
    document: [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/document.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/document.js'),
    ],
    download: [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/download.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/download.js'),
    ],
    duplicate: [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/duplicate.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/duplicate.js'),
    ],
    edit: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/edit.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/edit.js')],
    'floppy-disk': [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/floppy-disk.js'),
    ],
    'lab-test': [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/lab-test.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/lab-test.js'),
    ],
    lock: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/lock.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/lock.js')],
    print: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/print.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/print.js')],
    refresh: [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/refresh.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/refresh.js'),
    ],
    search: [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/search.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/search.js'),
    ],
    'send-message': [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/send-message.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/send-message.js'),
    ],
    'send-to': [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/send-to.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/send-to.js'),
    ],
    share: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/share.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/share.js')],
    tick: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/tick.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/tick.js')],
    time: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/time.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/time.js')],
    trash: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/trash.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/trash.js')],
    undo: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/undo.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/undo.js')],
    upload: [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/upload.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/upload.js'),
    ],
  },
  live: {
    // a manifest changed somewhere (saved, submitted, verified, sent, a receipt applied): lists and details refetch
    frames: { manifest: () => void refreshManifestQueries() },
    // receipts applied while the socket was down
    onReconnect: () => void refreshManifestQueries(),
  },
};
