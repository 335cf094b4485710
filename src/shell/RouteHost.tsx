import { Suspense, useEffect } from 'react';
import { Spinner } from '@blueprintjs/core';
import { Navigate, useLocation } from 'react-router-dom';
import { useLanguage } from '../i18n/language';
import { findRoute, notFoundHref } from '../routes';
import type { LayoutKind } from '../routes/types';
import { LAYOUT_COMPONENTS } from './layouts/layouts';
import { PageHost } from './PageHost';
import { rememberVisit } from '../ui/recentRoutes';
import { dispatchTab } from './tabs/useTabs';
import { logEvent } from '../streams/eventLog';
import { useBrand } from '../ui/brand';
import { documentTitle } from './documentTitle';

/** Layouts that show the tab strip; the public sites do not open tabs. */
export const TABBED_LAYOUTS: ReadonlySet<LayoutKind> = new Set(['internal', 'externalWorkbench', 'externalManage']);

export { documentTitle };

/**
 * Resolves the address against the route table and renders the route's layout and page.
 * Unknown addresses go to /internal/404 with the attempted url; redirect routes redirect.
 */
export function RouteHost() {
  const location = useLocation();
  const lang = useLanguage();
  const route = findRoute(location.pathname);
  const href = `${location.pathname}${location.search}`;
  const brand = useBrand().name;

  useEffect(() => {
    if (route) document.title = documentTitle(route, lang, brand);
  }, [route, lang, brand]);

  useEffect(() => {
    logEvent({ type: 'v1.NavigatedTo', path: href });
    if (!route || route.redirectTo || route.path.endsWith('/404')) return;
    rememberVisit(route.path);
    if (TABBED_LAYOUTS.has(route.layout)) dispatchTab({ type: 'tab.opened', tab: { route: route.path, href, title: route.title } });
  }, [route, href]);

  if (!route) return <Navigate replace to={notFoundHref(`${location.pathname}${location.search}${location.hash}`)} />;
  if (route.redirectTo) return <Navigate replace to={`${route.redirectTo}${location.search}`} />;
  const Layout = LAYOUT_COMPONENTS[route.layout];
  return (
    <Suspense fallback={<Spinner className="page-spinner" aria-label="loading" />}>
      <Layout>
        <PageHost route={route} />
      </Layout>
    </Suspense>
  );
}
