import type { IconLoaders } from '../../ui/clientModule';

/** The icons this module's screens draw: a chunk of its own, loaded with the first icon drawn (src/shell/icons.ts), so none rides the first page. */
const icons: IconLoaders = {
  'warning-sign': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/warning-sign.js'),
  ],
  edit: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/edit.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/edit.js')],
  trash: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/trash.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/trash.js')],
  'arrow-left': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/arrow-left.js'),
  ],
};
export default icons;
