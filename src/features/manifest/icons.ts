import type { IconLoaders } from '../../ui/clientModule';

/** The icons this module's screens draw: a chunk of its own, loaded with the first icon drawn (src/shell/icons.ts), so none rides the first page. */
const icons: IconLoaders = {
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
};
export default icons;
