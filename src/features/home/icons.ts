import type { IconLoaders } from '../../ui/clientModule';

/** The icons this module's screens draw: a chunk of its own, loaded with the first icon drawn (src/shell/icons.ts), so none rides the first page. */
const icons: IconLoaders = {
  home: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/home.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/home.js')],
  application: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/application.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/application.js'),
  ],
  office: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/office.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/office.js'),
  ],
};
export default icons;
