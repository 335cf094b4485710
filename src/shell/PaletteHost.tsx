import { useEffect, useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import { Button, Callout, Overlay2 } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { findRoute, normalizePath } from '../routes';
import { closePalette, loadPaletteChunk, openPalette, paletteActor, retryPalette } from './paletteState';
import { useT } from '../i18n/useT';
import { ShortcutsDialog } from './ShortcutsDialog';
import { EventLogDialog } from './EventLogDialog';
import { useGlobalKeys } from './useGlobalKeys';
import { stepTab, type Tab } from './tabs/tabsModel';
import { useCloseTab } from './tabs/useCloseTab';
import { dispatchTab, tabStore } from './tabs/useTabs';
import type { CommandContext } from './palette/commands';
import { currentWorkbenchSide } from '../session/access';

/**
 * Global keys, the command palette (its chunk, with cmdk and pinyin, is fetched once the first
 * page is up and the browser idle, so it opens at once without weighing on the first load) and the shortcuts dialog.
 */
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

  useEffect(() => {
    // when the page has settled (its screen, data and icons in), not at a fixed time that may fall
    // in the middle of them on a slow machine; Ctrl K before then loads it at once
    const load = () => void loadPaletteChunk().catch(() => undefined);
    if (typeof window.requestIdleCallback !== 'function') {
      const id = window.setTimeout(load, 1500);
      return () => window.clearTimeout(id);
    }
    const id = window.requestIdleCallback(load, { timeout: 10_000 });
    return () => window.cancelIdleCallback(id);
  }, []);

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
        <Overlay2 isOpen onClose={closePalette} hasBackdrop canEscapeKeyClose>
          <div className="palette">
            <Callout intent="danger" title={t('paletteFailed')}>
              <p>{paletteError}</p>
              <Button intent="primary" text={t('retry')} onClick={retryPalette} autoFocus />
            </Callout>
          </div>
        </Overlay2>
      )}
      <ShortcutsDialog isOpen={shortcutsOpen && paletteState === 'closed'} returnFocus={paletteState === 'closed'} onClose={() => setShortcutsOpen(false)} />
      <EventLogDialog isOpen={eventLogOpen} onClose={() => setEventLogOpen(false)} />
    </>
  );
}
