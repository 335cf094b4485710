import type { IconLoaders } from '../../ui/clientModule';

/** The icons the mailbox draws: a chunk of its own (src/shell/icons.ts). */
const icons: IconLoaders = {
  'chevron-left': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/chevron-left.js'),
  ],
  'chevron-right': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/chevron-right.js'),
  ],
  download: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/download.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/download.js'),
  ],
  envelope: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/envelope.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/envelope.js'),
  ],
  error: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/error.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/error.js')],
  paperclip: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/paperclip.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/paperclip.js'),
  ],
  search: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/search.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/search.js'),
  ],
  'warning-sign': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/warning-sign.js'),
  ],
};

export default icons;
