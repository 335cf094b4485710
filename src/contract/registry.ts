import type { Access, ButtonTitle } from './accessRow';

/**
 * What one module's contract declares: its calls (name → path), its access rows and the titles of
 * the buttons those rows name. The registry (modules.ts) gathers them; ENDPOINTS, ACCESS and
 * BUTTON_TITLES are derived from it.
 */
export interface ContractModule<
  P extends Readonly<Record<string, string>> = Readonly<Record<string, string>>,
  A extends Readonly<Record<string, Access>> = Readonly<Record<string, Access>>,
> {
  /** The module's name, as its folders are named (src/contract/<name>, server/modules/<name>). */
  name: string;
  paths: P;
  access: A;
  buttons?: Readonly<Record<string, ButtonTitle>>;
}

/** Declares a module's contract, keeping its keys literal (ENDPOINTS.x and AccessKey stay typed). */
export const contractModule = <const P extends Readonly<Record<string, string>>, const A extends Readonly<Record<string, Access>>>(
  m: ContractModule<P, A>,
): ContractModule<P, A> => m;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type Flat<T> = { readonly [K in keyof T]: T[K] };
/** The modules' paths (or access rows) as one object type: every key a literal. */
export type Merged<M extends readonly ContractModule[], F extends 'paths' | 'access'> = Flat<UnionToIntersection<M[number][F]>>;

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
