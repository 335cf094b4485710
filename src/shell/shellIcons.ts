import type { IconLoaders } from '../ui/clientModule';

/**
 * The icons of the shell and the layers below it (lib, ui, session) and of menu data; each feature
 * lists its own in its icons.ts. A chunk of its own, loaded with the first icon drawn (icons.ts).
 */
const shellIcons: IconLoaders = {
  search: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/search.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/search.js'),
  ],
  menu: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/menu.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/menu.js')],
  moon: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/moon.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/moon.js')],
  flash: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/flash.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/flash.js')],
  translate: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/translate.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/translate.js'),
  ],
  'small-cross': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/small-cross.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/small-cross.js'),
  ],
  document: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/document.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/document.js'),
  ],
  'folder-close': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/folder-close.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/folder-close.js'),
  ],
  'folder-open': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/folder-open.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/folder-open.js'),
  ],
  'key-command': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/key-command.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/key-command.js'),
  ],
  error: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/error.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/error.js')],
  build: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/build.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/build.js')],
  globe: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/globe.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/globe.js')],
  refresh: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/refresh.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/refresh.js'),
  ],
  'chevron-right': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/chevron-right.js'),
  ],
  'chevron-down': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-down.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/chevron-down.js'),
  ],
  'chevron-left': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/chevron-left.js'),
  ],
  'caret-down': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/caret-down.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/caret-down.js'),
  ],
  tick: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/tick.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/tick.js')],
  'info-sign': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/info-sign.js'),
  ],
  more: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/more.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/more.js')],
  people: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/people.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/people.js'),
  ],
  lock: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/lock.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/lock.js')],
  filter: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/filter.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/filter.js'),
  ],
  desktop: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/desktop.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/desktop.js'),
  ],
  ship: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/ship.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/ship.js')],
  'log-in': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/log-in.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/log-in.js'),
  ],
  add: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/add.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/add.js')],
  export: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/export.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/export.js'),
  ],
  import: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/import.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/import.js'),
  ],
  'globe-network': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/globe-network.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/globe-network.js'),
  ],
  history: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/history.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/history.js'),
  ],
  'sort-asc': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/sort-asc.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/sort-asc.js'),
  ],
  'sort-desc': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/sort-desc.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/sort-desc.js'),
  ],
  'new-object': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/new-object.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/new-object.js'),
  ],
  'ban-circle': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/ban-circle.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/ban-circle.js'),
  ],
  'log-out': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/log-out.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/log-out.js'),
  ],
  'send-message': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/send-message.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/send-message.js'),
  ],
  inbox: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/inbox.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/inbox.js')],
};
export default shellIcons;
