import type { StartCardItem } from '../contract/startPage/calls';
import type { Bilingual } from '../i18n/bilingual';

/**
 * How one start-page card reads (DESIGN §7: a module declares its start-page cards). The server
 * module that counts the card declares, under the same id, the menu (and button) that governs it
 * and how it is counted; which cards a person gets is the server's answer (StartPage/Cards).
 */
export interface StartCardView {
  /** `<module>.<card>`, as the server module declares it. */
  id: string;
  title: Bilingual;
  /** What the number counts ("rates await confirmation"). */
  unit: Bilingual;
  /** The page the card leads to: one of the menus its access row names. */
  href: string;
  /** The link's words ("Open the queue"). */
  action: Bilingual;
  /** Where one listed record opens (none: the records are read on the card's page). */
  itemHref?(item: StartCardItem): string;
  /** A record's status code in words. */
  statusWords?: Readonly<Record<string, Bilingual>>;
  /** What a record's time is (a hold, a validity, an SLA): "hold left" / "SLA passed". */
  due?: { left: Bilingual; past: Bilingual };
  /** A button on each listed record (make SI), shown when the person may open its page. */
  itemAction?: { label: Bilingual; path: string; href(item: StartCardItem): string };
}

/** A module's card views, loaded with the start page only (the words stay off every other page). */
export type StartCardLoader = () => Promise<{ default: readonly StartCardView[] }>;

let loaders: readonly StartCardLoader[] = [];

/** The app hands the modules' card loaders over once (src/app/App.tsx), so the start page names no module. */
export function installStartCards(list: readonly StartCardLoader[]): void {
  loaders = list;
}

/** Every module's card views, keyed by id. */
export async function loadStartCardViews(): Promise<ReadonlyMap<string, StartCardView>> {
  const views = (await Promise.all(loaders.map((load) => load()))).flatMap((m) => m.default);
  return new Map(views.map((v) => [v.id, v]));
}
