import { lazy, Suspense, useEffect, useRef, type ComponentType, type LazyExoticComponent } from 'react';
import { Spinner } from '@blueprintjs/core';
import { useLocation } from 'react-router-dom';
import { useLanguage } from '../i18n/language';
import { findRoute } from '../routes';
import { isPublicSitePath } from '../routes/publicSite';
import type { RouteDef } from '../routes/types';
import { PUBLIC_LAYOUT_COMPONENTS } from '../shell/layouts/publicLayouts';
import { NotBuiltScreen } from '../shell/NotBuiltScreen';
import { usePageFocus } from '../shell/pageFocus';
import { documentTitle } from '../shell/documentTitle';
import { ScreenErrorBoundary } from '../shell/ScreenErrorBoundary';
import { useBrand } from '../ui/brand';
import type { ScreenLoader } from '../ui/clientModule';
import { RouteContext } from '../ui/routeContext';
import { publicScreenFor } from './screens';

const lazyScreens = new Map<ScreenLoader, LazyExoticComponent<ComponentType>>();
function screenOf(loader: ScreenLoader | undefined): ComponentType {
  if (!loader) return NotBuiltScreen;
  let screen = lazyScreens.get(loader);
  if (!screen) {
    screen = lazy(loader);
    lazyScreens.set(loader, screen);
  }
  return screen;
}

/**
 * An address this entry does not show (the workbench, sign-in, an account page, an unknown path):
 * the staff shell's, by a full page load of the same address (its query and hash kept), which
 * replaces the history entry the router just pushed, so Back returns to the public page.
 */
function StaffPage({ href }: { href: string }) {
  useEffect(() => window.location.replace(href), [href]);
  return <Spinner className="page-spinner" aria-label="loading" />;
}

function PublicPage({ route }: { route: RouteDef }) {
  const Layout = PUBLIC_LAYOUT_COMPONENTS[route.layout]!;
  const Screen = screenOf(publicScreenFor(route.path));
  const host = useRef<HTMLDivElement>(null);
  usePageFocus(host, useLocation().key);
  return (
    <Layout>
      <div className="page-host" ref={host}>
        <RouteContext.Provider value={route}>
          <div className="page-scroll">
            <ScreenErrorBoundary>
              <Suspense fallback={<Spinner className="page-spinner" aria-label="loading" />}>
                <Screen />
              </Suspense>
            </ScreenErrorBoundary>
          </div>
        </RouteContext.Provider>
      </div>
    </Layout>
  );
}

/**
 * The public entry's router host: a public site's page (src/routes/publicSite.ts) in its layout,
 * its screen a lazy chunk (the same as the staff shell's); any other address goes to the staff shell.
 */
export function PublicRouteHost() {
  const location = useLocation();
  const lang = useLanguage();
  const brand = useBrand().name;
  const route = findRoute(location.pathname);
  const isPublic = isPublicSitePath(location.pathname, location.search);

  useEffect(() => {
    if (route && isPublic) document.title = documentTitle(route, lang, brand);
  }, [route, isPublic, lang, brand]);

  if (!route || !isPublic) return <StaffPage href={`${location.pathname}${location.search}${location.hash}`} />;
  return <PublicPage key={route.path} route={route} />;
}
