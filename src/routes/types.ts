// Bilingual lives with the words (src/i18n), below the routes: the route table uses it, not owns it.
import type { Bilingual } from '../i18n/bilingual';
export type { Bilingual };

/** The nine layouts of spec §2. Each is a real component in src/shell/layouts. */
export const LAYOUTS = ['external', 'mh', 'newMh', 'tmh', 'customer', 'externalWorkbench', 'externalManage', 'form', 'internal'] as const;
export type LayoutKind = (typeof LAYOUTS)[number];

/**
 * One entry of the route table (src/routes/table.ts), the single source for every path of the spec.
 * The router, side menu, tabs, document title and command palette all read it.
 */
export interface RouteDef {
  /** Path exactly as the spec spells it (matching is case-insensitive). */
  path: string;
  /** Unique route name, derived from the path (e.g. `BasicData.ShippingCompany`). */
  name: string;
  /** Display title: Chinese (product default) and English. */
  title: Bilingual;
  /** Module key from src/routes/modules.ts: groups routes in the menu, palette and docs. */
  module: string;
  layout: LayoutKind;
  /** Page state (scroll, typed text, table position) survives navigating away and back. */
  keepAlive?: boolean;
  /** Open to visitors without a session. */
  allowLogout?: boolean;
  /** Open to every signed-in person, whatever their menu tree (own settings, messages, joining). */
  everyone?: boolean;
  /** The page a "back" action returns to, where the spec names one. */
  lastPage?: string;
  /** The menu item highlighted while this (detail) page is open. */
  highlightParent?: string;
  /** Other menu items that also open this (detail) page: every list it is reached from. */
  openedBy?: string[];
  /** This path only redirects to another one. */
  redirectTo?: string;
  /**
   * Another reading of an ambiguous spec path (§2.13, §2.18): the address opens the page of this
   * path (same screen or notice, title and access) and stays in the address bar.
   */
  aliasOf?: string;
  /** Extra search words for the command palette (synonyms, abbreviations). */
  keywords?: string[];
}
