import type { IconLoaders } from '../../ui/clientModule';

/** The icons the portal's screens draw (and the rich-text toolbar of its editors): a chunk of its own, loaded with the first icon drawn. */
const icons: IconLoaders = {
  bold: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/bold.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/bold.js')],
  citation: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/citation.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/citation.js'),
  ],
  'header-three': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/header-three.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/header-three.js'),
  ],
  'header-two': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/header-two.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/header-two.js'),
  ],
  italic: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/italic.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/italic.js'),
  ],
  link: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/link.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/link.js')],
  media: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/media.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/media.js')],
  'numbered-list': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/numbered-list.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/numbered-list.js'),
  ],
  properties: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/properties.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/properties.js'),
  ],
  redo: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/redo.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/redo.js')],
  undo: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/undo.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/undo.js')],
  add: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/add.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/add.js')],
  'arrow-left': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/arrow-left.js'),
  ],
  disable: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/disable.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/disable.js'),
  ],
  edit: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/edit.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/edit.js')],
  'eye-open': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/eye-open.js'),
  ],
  'floppy-disk': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/floppy-disk.js'),
  ],
  'globe-network': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/globe-network.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/globe-network.js'),
  ],
  pin: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/pin.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/pin.js')],
  power: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/power.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/power.js')],
  search: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/search.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/search.js'),
  ],
  share: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/share.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/share.js')],
  trash: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/trash.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/trash.js')],
  airplane: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/airplane.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/airplane.js'),
  ],
  box: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/box.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/box.js')],
  cube: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/cube.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/cube.js')],
  ship: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/ship.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/ship.js')],
  train: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/train.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/train.js')],
  office: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/office.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/office.js'),
  ],
  'tick-circle': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/tick-circle.js'),
  ],
  envelope: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/envelope.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/envelope.js'),
  ],
  truck: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/truck.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/truck.js')],
};
export default icons;
