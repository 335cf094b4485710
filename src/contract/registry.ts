import type { Bilingual } from '../i18n/bilingual';
import type { Access, ButtonTitle } from './accessRow';

/**
 * A folder a module adds to the default external menu tree (after the company administration
 * folder, in the registry's order): pages of the route table, under `group:<key>`. `sellersOnly`:
 * the folder is for selling companies (providers) only — a customer's admin never holds it and the
 * customers' template role is seeded without it (server/modules/access/grants.ts, demoAccess.ts).
 */
export interface MenuFolder {
  key: string;
  title: ButtonTitle;
  icon: string;
  pages: readonly string[];
  sellersOnly?: boolean;
}

/**
 * A live frame a module's server sends (src/contract/live.ts joins them into ServerFrame): only a
 * type, its fields beside `type`. Declared with `liveFrame<Fields>()`.
 */
export interface LiveFrame<F extends object = object> {
  /** Never set: carries the frame's fields as a type. */
  readonly fields?: F;
}
/** A live frame's declaration: `{ 'readySpace.stock': liveFrame<{ Id: number }>() }`. */
export const liveFrame = <F extends object>(): LiveFrame<F> => ({});

type LiveFrames = Readonly<Record<string, LiveFrame>>;

/**
 * What one module's contract declares: its calls (name → path), its access rows, the titles of
 * the buttons those rows name, its folders of the default menus and the live frames its server
 * sends. The registry (modules.ts) gathers them; ENDPOINTS, ACCESS, BUTTON_TITLES, the default
 * menu trees (src/routes/defaultMenus.ts) and ServerFrame are derived from it.
 */
/**
 * A module's control-tower words (operations.md §12.1), in its contract's words.ts: `towerCodeWords`
 * names its exception codes (the codes of its server module's `exceptions`), `towerRoleWords` the
 * actor roles it declares (`actorRoles`). Loaded with the tower's pages, never on the first page
 * (src/contract/controlTower/tower.ts gathers them).
 */
export interface TowerWords {
  towerCodeWords?: Readonly<Record<string, Bilingual>>;
  towerRoleWords?: Readonly<Record<string, Bilingual>>;
}

/**
 * What one module's contract declares: its calls (name → path), its access rows, the titles of
 * the buttons those rows name, its folders of the default menus, the live frames its server
 * sends, and its entries of the lists other modules read: the roles who act on its exceptions, the
 * panel slots its screens offer, the share-link scopes its documents give. The registry
 * (modules.ts) gathers them; ENDPOINTS, ACCESS, BUTTON_TITLES, the default menu trees
 * (src/routes/defaultMenus.ts), ServerFrame, ACTOR_ROLES, PANEL_SLOTS and SHARE_SCOPES are derived
 * from it.
 */
export interface ContractModule<
  P extends Readonly<Record<string, string>> = Readonly<Record<string, string>>,
  A extends Readonly<Record<string, Access>> = Readonly<Record<string, Access>>,
  L extends LiveFrames = LiveFrames,
  R extends string = string,
  S extends string = string,
  C extends string = string,
> {
  /** The module's name, as its folders are named (src/contract/<name>, server/modules/<name>). */
  name: string;
  paths: P;
  access: A;
  buttons?: Readonly<Record<string, ButtonTitle>>;
  menuFolders?: readonly MenuFolder[];
  /**
   * Pages of the external tree only a customer's employees hold (a provider's never, whatever its roles
   * grant: the menu tree leaves them out, so the menus, the palette and the address bar all refuse them).
   * The mirror of a folder's `sellersOnly`.
   */
  buyersOnlyPages?: readonly string[];
  /** Frame kind → its fields: `<module>.<what>` for a new kind (the kinds are unique over all modules). */
  live?: L;
  /**
   * The roles this module adds to who acts on an exception (operations.md §2; ACTOR_ROLES,
   * src/contract/controlTower/roles.ts): each role declared by one module, named in its
   * `towerRoleWords`; any module's exception rules may name any declared role.
   */
  actorRoles?: readonly R[];
  /** Its control-tower words (`() => import('./words')`): a module with exception rules or roles has them. */
  tower?: () => Promise<TowerWords>;
  /**
   * The panel slots its screens offer other modules (src/ui/panels.tsx): `<ModulePanels slot=… />` on
   * one of its screens; a slot belongs to one module, any module may fill it.
   */
  panelSlots?: readonly S[];
  /**
   * What its documents' share links may let a visitor do (src/domain/spine/shares.ts): several
   * modules may give the same scope (`VIEW`).
   */
  shareScopes?: readonly C[];
}

/**
 * A module's field words (`fieldWords` in src/contract/<name>/fieldWords.ts, found there by
 * fieldLabels.ts): each input field's label, and the groups named without them (a booking's `Wire`
 * holds the form).
 */
export interface ModuleFieldWords {
  fields: Readonly<Record<string, Bilingual>>;
  wrappers?: readonly string[];
}

/** Declares a module's contract, keeping its keys literal (ENDPOINTS.x, AccessKey and the frame kinds stay typed). */
export const contractModule = <
  const P extends Readonly<Record<string, string>>,
  const A extends Readonly<Record<string, Access>>,
  // biome-ignore lint/complexity/noBannedTypes: a module that sends no frame adds no kind to the union
  const L extends LiveFrames = {},
  const R extends string = never,
  const S extends string = never,
  const C extends string = never,
>(
  m: ContractModule<P, A, L, R, S, C>,
): ContractModule<P, A, L, R, S, C> => m;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type Flat<T> = { readonly [K in keyof T]: T[K] };
/** The modules' paths (or access rows, or live frames) as one object type: every key a literal. */
export type Merged<M extends readonly ContractModule[], F extends 'paths' | 'access' | 'live'> = Flat<UnionToIntersection<NonNullable<M[number][F]>>>;

/** The entries the modules declare in one of their lists, as one union of literals: `Declared<M, 'panelSlots'>`. */
export type Declared<M extends readonly ContractModule[], F extends 'actorRoles' | 'panelSlots' | 'shareScopes'> = NonNullable<M[number][F]>[number];

/** The modules' live frames as one union: `{ type: kind } & fields` for each declared kind. */
export type ModuleFrame<M extends readonly ContractModule[]> = {
  [K in keyof Merged<M, 'live'> & string]: Merged<M, 'live'>[K] extends LiveFrame<infer F> ? { type: K } & F : never;
}[keyof Merged<M, 'live'> & string];

/**
 * One object from every module's part; a key two modules both declare throws, so a new module
 * cannot silently take over another's call or access row.
 */
export function mergeUnique<T>(what: string, parts: readonly { module: string; entries: Readonly<Record<string, T>> }[]): Record<string, T> {
  const out: Record<string, T> = {};
  const owner = new Map<string, string>();
  for (const { module, entries } of parts) {
    for (const [key, value] of Object.entries(entries)) {
      const before = owner.get(key);
      if (before !== undefined) throw new Error(`The ${what} "${key}" is declared twice: by the modules ${before} and ${module}.`);
      owner.set(key, module);
      out[key] = value;
    }
  }
  return out;
}

/** Two calls on one path would be one route with two meanings (compared case-insensitively, as the spec reads paths). */
export function assertUniquePaths(paths: Readonly<Record<string, string>>): void {
  const seen = new Map<string, string>();
  for (const [name, path] of Object.entries(paths)) {
    const key = path.toLowerCase();
    const before = seen.get(key);
    if (before !== undefined) throw new Error(`The path ${path} is declared twice: by the calls ${before} and ${name}.`);
    seen.set(key, name);
  }
}

/** Button titles from every module; one code may be named by several modules, but only with the same words. */
export function mergeButtonTitles(modules: readonly ContractModule[]): Record<string, ButtonTitle> {
  const out: Record<string, ButtonTitle> = {};
  for (const m of modules) {
    for (const [code, title] of Object.entries(m.buttons ?? {})) {
      const before = out[code];
      if (before && (before.zh !== title.zh || before.en !== title.en)) {
        throw new Error(`The button "${code}" has two titles: ${before.zh}/${before.en} and ${title.zh}/${title.en} (module ${m.name}).`);
      }
      out[code] = title;
    }
  }
  return out;
}

/** One list from the modules' declarations, in the registry's order; an entry two modules both declare throws (it has one owner). */
export function collectUnique<T extends string>(what: string, parts: readonly { module: string; entries?: readonly T[] }[]): T[] {
  const owner = new Map<T, string>();
  for (const { module, entries } of parts) {
    for (const entry of entries ?? []) {
      const before = owner.get(entry);
      if (before !== undefined) throw new Error(`The ${what} "${entry}" is declared twice: by the modules ${before} and ${module}.`);
      owner.set(entry, module);
    }
  }
  return [...owner.keys()];
}

/** One list from the modules' declarations, each entry once: several modules may offer the same one. */
export const collectShared = <T extends string>(parts: readonly (readonly T[] | undefined)[]): T[] => [...new Set(parts.flatMap((p) => p ?? []))];
