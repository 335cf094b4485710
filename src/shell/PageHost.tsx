import { Activity, Suspense, lazy, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Spinner } from '@blueprintjs/core';
import type { RouteDef } from '../routes/types';
import type { ScreenLoader } from '../ui/clientModule';
import { useShellModules } from './shellModules';
import { normalizePath } from '../routes/lookup';
import { RouteContext } from '../ui/routeContext';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { NotBuiltScreen } from './NotBuiltScreen';
import { useTabs } from './tabs/useTabs';
import { useRouteVerdict } from '../session/access';
import { NoPermission } from './AccessNotice';
import { useLocation } from 'react-router-dom';
import { findRoute } from '../routes';
import { go } from '../ui/navigation';
import { signInHref } from '../session/signInRedirect';
import { isWipingForReload } from '../session/sessionActor';
import { readAccountMode } from '../streams/token';
import { usePageFocus } from './pageFocus';

const lazyScreens = new WeakMap<ScreenLoader, LazyExoticComponent<ComponentType>>();
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
 * Keeps a page's scroll position while it is hidden: a hidden subtree loses its layout box and
 * with it scrollTop, so remember it on scroll and put it back when the page shows again.
 */
function ScrollKeeper({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const top = useRef(0);
  useLayoutEffect(() => {
    // runs on mount and again each time <Activity> shows the page
    if (ref.current) ref.current.scrollTop = top.current;
  }, []);
  return (
    <div className="page-scroll" ref={ref} onScroll={(e) => (top.current = e.currentTarget.scrollTop)}>
      {children}
    </div>
  );
}

/**
 * Spec §8: a page that needs a session sends a signed-out person to sign-in, to come back here
 * afterwards — unless the session is already taking them elsewhere (a 409 to /?showConflict, a
 * 401 to sign-in) or signing out is wiping storage before its reload.
 */
function SignInRedirect({ route, href }: { route: RouteDef; href: string }) {
  useEffect(() => {
    if (isWipingForReload() || findRoute(window.location.pathname) !== route) return;
    go(signInHref(readAccountMode(), href), true);
  }, [route, href]);
  return <Spinner className="page-spinner" aria-label="loading" />;
}

/** The screen, once the menu tree says the person may open it (spec §6); else why not. */
function Guarded({ route }: { route: RouteDef }) {
  const verdict = useRouteVerdict(route);
  const location = useLocation();
  const { screenFor } = useShellModules();
  if (verdict === 'loading') return <Spinner className="page-spinner" aria-label="loading" />;
  if (verdict === 'signIn') return <SignInRedirect route={route} href={`${location.pathname}${location.search}${location.hash}`} />;
  if (verdict === 'denied') return <NoPermission />;
  const Screen = screenOf(screenFor(route.path));
  return <Screen />;
}

function Page({ route }: { route: RouteDef }) {
  return (
    <RouteContext.Provider value={route}>
      <ScrollKeeper>
        <ScreenErrorBoundary>
          <Suspense fallback={<Spinner className="page-spinner" aria-label="loading" />}>
            <Guarded route={route} />
          </Suspense>
        </ScreenErrorBoundary>
      </ScrollKeeper>
    </RouteContext.Provider>
  );
}

const same = (a: string, b: string) => normalizePath(a) === normalizePath(b);

/**
 * The content area. keepAlive routes (spec §2) stay mounted but hidden with React's <Activity>
 * after the person leaves them, so typed text, scroll and table position survive; closing the
 * route's tab drops the kept page. Other routes mount fresh on each visit.
 */
export function PageHost({ route }: { route: RouteDef }) {
  const [kept, setKept] = useState<RouteDef[]>([]);
  const { tabs } = useTabs();
  const isKept = kept.some((r) => same(r.path, route.path));

  useEffect(() => {
    if (route.keepAlive && !isKept) setKept((k) => [...k, route]);
  }, [route, isKept]);

  // A kept page whose tab was closed is dropped (unless it is the page on screen).
  useEffect(() => {
    setKept((k) => {
      const next = k.filter((r) => same(r.path, route.path) || tabs.some((t) => same(t.route, r.path)));
      return next.length === k.length ? k : next;
    });
  }, [tabs, route.path]);

  const alive = route.keepAlive && !isKept ? [...kept, route] : kept;
  const host = useRef<HTMLDivElement>(null);
  const location = useLocation();
  usePageFocus(host, location.key);
  return (
    <div className="page-host" ref={host}>
      {alive.map((r) => (
        <Activity key={normalizePath(r.path)} mode={same(r.path, route.path) ? 'visible' : 'hidden'}>
          <Page route={r} />
        </Activity>
      ))}
      {!route.keepAlive && <Page key={normalizePath(route.path)} route={route} />}
    </div>
  );
}
