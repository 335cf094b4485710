import { useCallback } from 'react';
import { persisted, STORAGE_KEYS } from '../../streams/persisted';
import { usePersisted } from '../../lib/usePersisted';
import { applyTabEvent, parseTabs, type Tab, type TabEvent } from './tabsModel';

/** The tab strip, persisted locally (spec §9) so it is restored after a reload. */
export const tabStore = persisted<Tab[]>(STORAGE_KEYS.tabs, [], parseTabs);

export function dispatchTab(event: TabEvent): void {
  tabStore.set(applyTabEvent(tabStore.get(), event));
}

export function useTabs(): { tabs: Tab[]; dispatch: (event: TabEvent) => void } {
  const tabs = usePersisted(tabStore);
  const dispatch = useCallback((e: TabEvent) => dispatchTab(e), []);
  return { tabs, dispatch };
}
