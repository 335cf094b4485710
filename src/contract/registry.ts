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
export interface ContractModule<
  P extends Readonly<Record<string, string>> = Readonly<Record<string, string>>,
  A extends Readonly<Record<string, Access>> = Readonly<Record<string, Access>>,
  L extends LiveFrames = LiveFrames,
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
>(
  m: ContractModule<P, A, L>,
): ContractModule<P, A, L> => m;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type Flat<T> = { readonly [K in keyof T]: T[K] };
/** The modules' paths (or access rows, or live frames) as one object type: every key a literal. */
export type Merged<M extends readonly ContractModule[], F extends 'paths' | 'access' | 'live'> = Flat<UnionToIntersection<NonNullable<M[number][F]>>>;

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
