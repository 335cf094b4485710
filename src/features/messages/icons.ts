import type { IconLoaders } from '../../ui/clientModule';

/** The icons this module's screens draw: a chunk of its own, loaded with the first icon drawn (src/shell/icons.ts), so none rides the first page. */
const icons: IconLoaders = {
  'warning-sign': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/warning-sign.js'),
  ],
  trash: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/trash.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/trash.js')],
  disable: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/disable.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/disable.js'),
  ],
  user: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/user.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/user.js')],
  person: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/person.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/person.js'),
  ],
  notifications: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/notifications.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/notifications.js'),
  ],
  envelope: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/envelope.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/envelope.js'),
  ],
  'eye-open': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/eye-open.js'),
  ],
  undo: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/undo.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/undo.js')],
  'arrow-left': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/arrow-left.js'),
  ],
};
export default icons;
