import type { Bilingual } from '../../i18n/bilingual';
import { normalizePath } from '../../routes/lookup';

/** An open page tab (spec §3: route and title). One tab per route; its href keeps the last query. */
export interface Tab {
  /** Route path as the table spells it: the tab's identity. */
  route: string;
  /** Where the tab leads: path plus query, as last visited. */
  href: string;
  title: Bilingual;
}

/** What can happen to the tab strip, past tense: the strip is a fold over these. */
export type TabEvent = { type: 'tab.opened'; tab: Tab } | { type: 'tab.closed'; route: string } | { type: 'tab.othersClosed'; route: string };

/** Enough for a working day; the oldest tab gives way beyond it. */
export const MAX_TABS = 30;

const same = (a: string, b: string) => normalizePath(a) === normalizePath(b);

export function applyTabEvent(tabs: readonly Tab[], event: TabEvent): Tab[] {
  switch (event.type) {
    case 'tab.opened': {
      const at = tabs.findIndex((t) => same(t.route, event.tab.route));
      if (at >= 0) return tabs.map((t, i) => (i === at ? event.tab : t));
      const next = [...tabs, event.tab];
      return next.length > MAX_TABS ? next.slice(next.length - MAX_TABS) : next;
    }
    case 'tab.closed':
      return tabs.filter((t) => !same(t.route, event.route));
    case 'tab.othersClosed':
      return tabs.filter((t) => same(t.route, event.route));
  }
}

/** After closing `route`, the tab to show: its right neighbour, else its left one. */
export function neighbourAfterClose(tabs: readonly Tab[], route: string): Tab | undefined {
  const at = tabs.findIndex((t) => same(t.route, route));
  if (at < 0) return undefined;
  return tabs[at + 1] ?? tabs[at - 1];
}

/** The tab `step` places from the one for `route`, wrapping around (keyboard switching). */
export function stepTab(tabs: readonly Tab[], route: string, step: number): Tab | undefined {
  if (tabs.length === 0) return undefined;
  const at = tabs.findIndex((t) => same(t.route, route));
  const from = Math.max(at, 0);
  return tabs[(((from + step) % tabs.length) + tabs.length) % tabs.length];
}

/** Validates what localStorage held: anything malformed is dropped, never trusted. */
export function parseTabs(raw: unknown): Tab[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.filter(
    (t): t is Tab =>
      typeof t === 'object' &&
      t !== null &&
      typeof t.route === 'string' &&
      typeof t.href === 'string' &&
      t.href.startsWith('/') &&
      typeof t.title?.zh === 'string' &&
      typeof t.title?.en === 'string',
  );
}
