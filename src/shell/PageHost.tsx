import { Activity, Suspense, lazy, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Spinner } from '@blueprintjs/core';
import type { RouteDef, ScreenLoader } from '../routes/types';
import { normalizePath } from '../routes/lookup';
import { RouteContext } from './routeContext';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { NotBuiltScreen } from './NotBuiltScreen';
import { useTabs } from './tabs/useTabs';
import { useRouteVerdict } from '../features/session/access';
import { NoPermission, SignInRequired } from './AccessNotice';

const lazyScreens = new WeakMap<ScreenLoader, LazyExoticComponent<ComponentType>>();
function screenOf(route: RouteDef): ComponentType {
  if (!route.screen) return NotBuiltScreen;
  let screen = lazyScreens.get(route.screen);
  if (!screen) {
    screen = lazy(route.screen);
    lazyScreens.set(route.screen, screen);
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

/** The screen, once the menu tree says the person may open it (spec §6); else why not. */
function Guarded({ route }: { route: RouteDef }) {
  const verdict = useRouteVerdict(route);
  if (verdict === 'loading') return <Spinner className="page-spinner" aria-label="loading" />;
  if (verdict === 'signIn') return <SignInRequired />;
  if (verdict === 'denied') return <NoPermission />;
  const Screen = screenOf(route);
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
  return (
    <>
      {alive.map((r) => (
        <Activity key={normalizePath(r.path)} mode={same(r.path, route.path) ? 'visible' : 'hidden'}>
          <Page route={r} />
        </Activity>
      ))}
      {!route.keepAlive && <Page key={normalizePath(route.path)} route={route} />}
    </>
  );
}
