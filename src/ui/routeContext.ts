import { createContext, useContext } from 'react';
import type { RouteDef } from '../routes/types';

/** The route a page is rendered for (a kept-alive page keeps its own route while hidden). */
export const RouteContext = createContext<RouteDef | undefined>(undefined);

export function useRoute(): RouteDef {
  const route = useContext(RouteContext);
  if (!route) throw new Error('useRoute() outside a page');
  return route;
}
