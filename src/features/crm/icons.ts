import type { IconLoaders } from '../../ui/clientModule';

/** The icons the CRM's screens draw beyond the shell's (the contacts' make-primary, the team list's merge): a chunk of its own, loaded with the first icon drawn. */
const icons: IconLoaders = {
  'star-empty': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/star-empty.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/star-empty.js'),
  ],
  'merge-links': [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/merge-links.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/merge-links.js'),
  ],
  envelope: [
    () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/envelope.js'),
    () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/envelope.js'),
  ],
  link: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/link.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/link.js')],
};
export default icons;
