import type { IconLoaders } from '../../ui/clientModule';

/** The icons this module's screens draw: a chunk of its own, loaded with the first icon drawn (src/shell/icons.ts), so none rides the first page. */
const icons: IconLoaders = {
  cross: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/cross.js')],
  application: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/application.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/application.js'),
  ],
  office: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/office.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/office.js'),
  ],
  edit: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/edit.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/edit.js')],
  trash: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/trash.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/trash.js')],
  key: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/key.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/key.js')],
  'arrow-up': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-up.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/arrow-up.js'),
  ],
  'arrow-down': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-down.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/arrow-down.js'),
  ],
  disable: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/disable.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/disable.js'),
  ],
  'folder-new': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/folder-new.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/folder-new.js'),
  ],
  'small-tick': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/small-tick.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/small-tick.js'),
  ],
  endorsed: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/endorsed.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/endorsed.js'),
  ],
  person: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/person.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/person.js'),
  ],
  briefcase: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/briefcase.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/briefcase.js'),
  ],
  'floppy-disk': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/floppy-disk.js'),
  ],
  'expand-all': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/expand-all.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/expand-all.js'),
  ],
  'collapse-all': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/collapse-all.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/collapse-all.js'),
  ],
};
export default icons;
