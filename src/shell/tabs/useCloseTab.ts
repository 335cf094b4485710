import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { normalizePath } from '../../routes/lookup';
import { neighbourAfterClose, type Tab } from './tabsModel';
import { dispatchTab, tabStore } from './useTabs';

/**
 * Close a tab; when it is the one on screen, move to its neighbour (or the side's home).
 * Reads the tabs and the address when called, not when rendered: a fast keyboard user can
 * press the next key before React has re-rendered after the last one.
 */
export function useCloseTab() {
  const navigate = useNavigate();
  return useCallback(
    (tab: Tab, fallback: string) => {
      const onScreen = normalizePath(tab.route) === normalizePath(window.location.pathname);
      const next = neighbourAfterClose(tabStore.get(), tab.route);
      dispatchTab({ type: 'tab.closed', route: tab.route });
      if (onScreen) navigate(next?.href ?? fallback);
    },
    [navigate],
  );
}
