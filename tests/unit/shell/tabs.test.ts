import { describe, expect, it } from 'vitest';
import { applyTabEvent, MAX_TABS, neighbourAfterClose, parseTabs, stepTab, type Tab, type TabEvent } from '../../../src/shell/tabs/tabsModel';

const tab = (route: string, href = route): Tab => ({ route, href, title: { zh: route, en: route } });
const fold = (events: TabEvent[]) => events.reduce(applyTabEvent, [] as Tab[]);

describe('tab strip', () => {
  it('opens one tab per route, case-insensitively, keeping the latest query', () => {
    const tabs = fold([
      { type: 'tab.opened', tab: tab('/a') },
      { type: 'tab.opened', tab: tab('/b') },
      { type: 'tab.opened', tab: tab('/A', '/A?id=2') },
    ]);
    expect(tabs.map((t) => t.href)).toEqual(['/A?id=2', '/b']);
  });

  it('closes one and closes the others', () => {
    const open = fold(['/a', '/b', '/c'].map((r) => ({ type: 'tab.opened', tab: tab(r) }) as TabEvent));
    expect(applyTabEvent(open, { type: 'tab.closed', route: '/b' }).map((t) => t.route)).toEqual(['/a', '/c']);
    expect(applyTabEvent(open, { type: 'tab.othersClosed', route: '/b' }).map((t) => t.route)).toEqual(['/b']);
    expect(neighbourAfterClose(open, '/b')?.route).toBe('/c');
    expect(neighbourAfterClose(open, '/c')?.route).toBe('/b');
    expect(neighbourAfterClose([tab('/a')], '/a')).toBeUndefined();
  });

  it('steps through tabs with wrap-around', () => {
    const open = [tab('/a'), tab('/b'), tab('/c')];
    expect(stepTab(open, '/c', 1)?.route).toBe('/a');
    expect(stepTab(open, '/a', -1)?.route).toBe('/c');
    expect(stepTab([], '/a', 1)).toBeUndefined();
  });

  it('caps the number of tabs, dropping the oldest', () => {
    const events = Array.from({ length: MAX_TABS + 3 }, (_, i) => ({ type: 'tab.opened', tab: tab(`/p${i}`) }) as TabEvent);
    const tabs = fold(events);
    expect(tabs).toHaveLength(MAX_TABS);
    expect(tabs[0]!.route).toBe('/p3');
  });

  it('drops malformed stored tabs', () => {
    expect(parseTabs('nope')).toBeUndefined();
    expect(parseTabs([tab('/a'), { route: '/b' }, { ...tab('/c'), href: 'javascript:alert(1)' }, null])).toEqual([tab('/a')]);
  });
});
