import { findRoute } from '../routes';
import { currentWorkbenchSide, mayOpen } from './access';
import { siDetailHref } from '../routes/siLinks';

/**
 * Where an SI opens for the person signed in at this tab, outside React (a toast, a live event):
 * customers on their SI page, staff on the detail page or an SI list their menus open.
 */
export function siHrefHere(id: number): string {
  const external = currentWorkbenchSide().side === 'external';
  return siDetailHref(id, external, location.pathname, (path) => {
    const route = findRoute(path);
    return !!route && mayOpen(route);
  });
}
