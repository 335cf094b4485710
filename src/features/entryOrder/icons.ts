import type { IconLoaders } from '../../ui/clientModule';

/** The icons this module's screens and menu folders draw: a chunk of its own, loaded with the first icon drawn (src/shell/icons.ts), so none rides the first page. */
const icons: IconLoaders = {
  'arrow-down': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-down.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/arrow-down.js'),
  ],
  'arrow-up': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-up.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/arrow-up.js'),
  ],
  clipboard: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/clipboard.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/clipboard.js'),
  ],
  code: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/code.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/code.js')],
  confirm: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/confirm.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/confirm.js'),
  ],
  disable: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/disable.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/disable.js'),
  ],
  duplicate: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/duplicate.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/duplicate.js'),
  ],
  edit: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/edit.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/edit.js')],
  endorsed: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/endorsed.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/endorsed.js'),
  ],
  'eye-open': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/eye-open.js'),
  ],
  flag: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/flag.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/flag.js')],
  'floppy-disk': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/floppy-disk.js'),
  ],
  form: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/form.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/form.js')],
  help: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/help.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/help.js')],
  link: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/link.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/link.js')],
  person: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/person.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/person.js'),
  ],
  time: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/time.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/time.js')],
  trash: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/trash.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/trash.js')],
  undo: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/undo.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/undo.js')],
};
export default icons;
