import { lazy, useEffect, useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import { Button, Callout } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { findRoute, normalizePath } from '../routes';
import { closePalette, openPalette, paletteActor, retryPalette } from './paletteState';
import { useT } from '../i18n/useT';
import { OnceOpened } from '../ui/OnceOpened';
import { useGlobalKeys } from './useGlobalKeys';
import { stepTab, type Tab } from './tabs/tabsModel';
import { useCloseTab } from './tabs/useCloseTab';
import { dispatchTab, tabStore } from './tabs/useTabs';
import type { CommandContext } from './palette/commands';
import { currentWorkbenchSide } from '../session/access';

/**
 * Global keys, the command palette (its chunk, with cmdk and the pinyin table, is fetched on first
 * use, or ahead when a pointer or focus reaches a palette button: a visitor who never opens it never
 * downloads it) and the shortcuts dialog.
 */
// Fetched the first time they open: most visits never do, so they (and Blueprint's dialog) stay off the first page.
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog').then((m) => ({ default: m.ShortcutsDialog })));
const EventLogDialog = lazy(() => import('./EventLogDialog').then((m) => ({ default: m.EventLogDialog })));

// The tab on screen, looked up when a command runs (see useCloseTab for why).
const currentTab = () => {
  const route = findRoute(window.location.pathname);
  return route && tabStore.get().find((t) => normalizePath(t.route) === normalizePath(route.path));
};
const home = () => currentWorkbenchSide().home;

export function PaletteHost() {
  const t = useT();
  const paletteState = useSelector(paletteActor, (s) => s.value);
  const { module: paletteModule, error: paletteError } = useSelector(paletteActor, (s) => s.context);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [eventLogOpen, setEventLogOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const closeTab = useCloseTab();

  // the palette opened (Ctrl K, /, the navbar) closes the shortcuts help it was opened over: two
  // overlays would fight over the focus, and Escape closes neither (spec §9)
  useEffect(() => {
    if (paletteState !== 'closed') setShortcutsOpen(false);
  }, [paletteState]);

  const goToTab = (tab: Tab | undefined) => tab && navigate(tab.href);

  const ctx: CommandContext = useMemo(
    () => ({
      navigate,
      currentPath: location.pathname,
      openShortcuts: () => setShortcutsOpen(true),
      openEventLog: () => setEventLogOpen(true),
      closeCurrentTab: () => {
        const tab = currentTab();
        if (tab) closeTab(tab, home());
      },
      closeOtherTabs: () => {
        const tab = currentTab();
        if (tab) dispatchTab({ type: 'tab.othersClosed', route: tab.route });
      },
    }),
    [navigate, location.pathname, closeTab],
  );

  useGlobalKeys({
    openPalette,
    openShortcuts: () => setShortcutsOpen(true),
    nextTab: () => goToTab(stepTab(tabStore.get(), window.location.pathname, 1)),
    previousTab: () => goToTab(stepTab(tabStore.get(), window.location.pathname, -1)),
    goToTab: (i) => goToTab(tabStore.get()[i]),
    closeTab: () => ctx.closeCurrentTab(),
  });

  return (
    <>
      {paletteState === 'open' && paletteModule && <paletteModule.default ctx={ctx} close={closePalette} />}
      {paletteState === 'failed' && (
        // Not an Overlay2 (it would put Blueprint's overlay on the first page): the palette's own
        // fixed panel over a backdrop; Escape or a click beside it closes it, as the palette does.
        <>
          <div className="palette-backdrop" onClick={closePalette} aria-hidden />
          <div className="palette palette--failed" role="alertdialog" aria-label={t('paletteFailed')} onKeyDown={(e) => e.key === 'Escape' && closePalette()}>
            <Callout intent="danger" title={t('paletteFailed')}>
              <p>{paletteError}</p>
              <Button intent="primary" text={t('retry')} onClick={retryPalette} autoFocus />
            </Callout>
          </div>
        </>
      )}
      <OnceOpened open={shortcutsOpen}>
        <ShortcutsDialog isOpen={shortcutsOpen && paletteState === 'closed'} returnFocus={paletteState === 'closed'} onClose={() => setShortcutsOpen(false)} />
      </OnceOpened>
      <OnceOpened open={eventLogOpen}>
        <EventLogDialog isOpen={eventLogOpen} onClose={() => setEventLogOpen(false)} />
      </OnceOpened>
    </>
  );
}
