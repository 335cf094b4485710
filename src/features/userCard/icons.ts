import type { IconLoaders } from '../../ui/clientModule';

/** The icons the card's screens draw: a chunk of its own, loaded with the first icon drawn (src/shell/icons.ts). */
const icons: IconLoaders = {
  add: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/add.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/add.js')],
  'add-to-artifact': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/add-to-artifact.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/add-to-artifact.js'),
  ],
  'arrow-right': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-right.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/arrow-right.js'),
  ],
  barcode: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/barcode.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/barcode.js'),
  ],
  cross: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/cross.js')],
  download: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/download.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/download.js'),
  ],
  duplicate: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/duplicate.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/duplicate.js'),
  ],
  envelope: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/envelope.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/envelope.js'),
  ],
  error: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/error.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/error.js')],
  'floppy-disk': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/floppy-disk.js'),
  ],
  'id-number': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/id-number.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/id-number.js'),
  ],
  media: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/media.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/media.js')],
  office: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/office.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/office.js'),
  ],
  phone: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/phone.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/phone.js')],
  refresh: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/refresh.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/refresh.js'),
  ],
  share: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/share.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/share.js')],
  translate: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/translate.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/translate.js'),
  ],
  trash: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/trash.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/trash.js')],
  'warning-sign': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/warning-sign.js'),
  ],
};

export default icons;
