import { useEffect, useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import { Button, Callout, Overlay2 } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { findRoute } from '../routes';
import { closePalette, loadPaletteChunk, openPalette, paletteActor, retryPalette } from './paletteState';
import { useT } from '../i18n/useT';
import { ShortcutsDialog } from './ShortcutsDialog';
import { useGlobalKeys } from './useGlobalKeys';
import { stepTab } from './tabs/tabsModel';
import { useCloseTab } from './tabs/TabStrip';
import { useTabs } from './tabs/useTabs';
import type { CommandContext } from './palette/commands';

/**
 * Global keys, the command palette (its chunk, with cmdk and pinyin, is fetched after the first
 * page is up, so it opens at once without weighing on the first load) and the shortcuts dialog.
 */
export function PaletteHost() {
  const t = useT();
  const paletteState = useSelector(paletteActor, (s) => s.value);
  const { module: paletteModule, error: paletteError } = useSelector(paletteActor, (s) => s.context);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const { tabs, dispatch } = useTabs();
  const closeTab = useCloseTab();

  useEffect(() => {
    const id = window.setTimeout(() => void loadPaletteChunk().catch(() => undefined), 1500);
    return () => window.clearTimeout(id);
  }, []);

  const currentRoute = findRoute(location.pathname);
  const currentTab = currentRoute && tabs.find((t) => t.route.toLowerCase() === currentRoute.path.toLowerCase());

  const ctx: CommandContext = useMemo(
    () => ({
      navigate,
      currentPath: location.pathname,
      openShortcuts: () => setShortcutsOpen(true),
      closeCurrentTab: () => currentTab && closeTab(currentTab, '/workbench'),
      closeOtherTabs: () => currentTab && dispatch({ type: 'tab.othersClosed', route: currentTab.route }),
    }),
    [navigate, location.pathname, currentTab, closeTab, dispatch],
  );

  useGlobalKeys({
    openPalette,
    openShortcuts: () => setShortcutsOpen(true),
    nextTab: () => {
      const next = stepTab(tabs, location.pathname, 1);
      if (next) navigate(next.href);
    },
    previousTab: () => {
      const prev = stepTab(tabs, location.pathname, -1);
      if (prev) navigate(prev.href);
    },
    goToTab: (i) => {
      const tab = tabs[i];
      if (tab) navigate(tab.href);
    },
    closeTab: () => ctx.closeCurrentTab(),
  });

  return (
    <>
      {paletteState === 'open' && paletteModule && <paletteModule.default ctx={ctx} />}
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
      <ShortcutsDialog isOpen={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
    </>
  );
}
