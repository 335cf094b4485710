import type { IconLoaders } from '../../ui/clientModule';

/** The icons the control tower and the work center draw beyond the shell's (arrow-right is the web view's): a chunk of their own. */
const icons: IconLoaders = {
  time: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/time.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/time.js')],
  'tick-circle': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/tick-circle.js'),
  ],
  inbox: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/inbox.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/inbox.js')],
};
export default icons;
