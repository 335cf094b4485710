import type { IconLoaders } from '../../ui/clientModule';

/** The icons this module's screens draw: a chunk of its own, loaded with the first icon drawn (src/shell/icons.ts), so none rides the first page. */
const icons: IconLoaders = {
  link: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/link.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/link.js')],
};
export default icons;
