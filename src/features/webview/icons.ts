import type { IconLoaders } from '../../ui/clientModule';

/** The icons this module's screens draw: a chunk of its own, loaded with the first icon drawn (src/shell/icons.ts), so none rides the first page. */
const icons: IconLoaders = {
  'arrow-right': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-right.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/arrow-right.js'),
  ],
};
export default icons;
