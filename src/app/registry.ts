import type { ContractModule } from '../contract/registry';
import { routeTable } from '../routes/table';
import { normalizePath } from '../routes/lookup';
import { findRoute } from '../routes';
import type { ClientModule, IconList, LiveHandlers, MachineDoc, NavbarItem, PaletteCommand, ScreenLoader } from '../ui/clientModule';
import type { ShellModules } from '../shell/shellModules';
import type { StartCardLoader } from '../ui/startCards';
import type { PanelLoader, PanelSlot } from '../ui/panels';
import { clientModules } from './modules';

/** Everything the shell and the docs read about the modules, derived once from the registry. */
export interface ClientRegistry extends ShellModules {
  icons: readonly IconList[];
  machines: readonly MachineDoc[];
  live: readonly LiveHandlers[];
  startCards: readonly StartCardLoader[];
  panels: readonly { slot: PanelSlot; load: PanelLoader }[];
}

/** Collects `pick(module)` keyed by `keyOf`; a key claimed twice is a mistake that must not ship. */
function unique<T>(modules: readonly ClientModule[], what: string, pick: (m: ClientModule) => readonly T[], keyOf: (t: T) => string): Map<string, T> {
  const owner = new Map<string, string>();
  const out = new Map<string, T>();
  for (const m of modules) {
    for (const item of pick(m)) {
      const key = keyOf(item);
      const first = owner.get(key);
      if (first) throw new Error(`${what} "${key}" is claimed by the modules ${first} and ${m.key}`);
      owner.set(key, m.key);
      out.set(key, item);
    }
  }
  return out;
}

/**
 * Derives the maps from a list of modules. A screen must sit on a path of the route table (the one
 * list of paths: a module attaches screens, it does not invent paths); every key (path, command
 * id, navbar item id, machine file, module key) belongs to one module only.
 */
export function buildRegistry(modules: readonly ClientModule[]): ClientRegistry {
  unique(
    modules,
    'module key',
    (m) => [m.key],
    (k) => k,
  );
  const known = new Set(routeTable.map((r) => normalizePath(r.path)));
  const screens = unique(
    modules,
    'screen path',
    (m) => Object.entries(m.screens ?? {}),
    ([path]) => normalizePath(path),
  );
  for (const [path] of screens) {
    if (!known.has(path)) throw new Error(`screen path "${path}" is not in the route table (src/routes/table.ts)`);
  }
  const loaders = new Map<string, ScreenLoader>([...screens].map(([path, [, loader]]) => [path, loader]));
  const commands: PaletteCommand[] = [
    ...unique(
      modules,
      'palette command',
      (m) => m.commands ?? [],
      (c) => c.id,
    ).values(),
  ];
  const navbar: NavbarItem[] = [
    ...unique(
      modules,
      'navbar item',
      (m) => m.navbar ?? [],
      (n) => n.id,
    ).values(),
  ];
  const machines: MachineDoc[] = [
    ...unique(
      modules,
      'machine',
      (m) => m.machines ?? [],
      (d) => d.file,
    ).values(),
  ];
  return {
    // a second reading of an ambiguous path (aliasOf) opens the page it names, with that page's screen
    screenFor: (path) => loaders.get(normalizePath(findRoute(path)?.path ?? path)),
    commands,
    navbar,
    icons: modules.flatMap((m) => (m.icons ? [m.icons] : [])),
    machines,
    live: modules.flatMap((m) => (m.live ? [m.live] : [])),
    startCards: modules.flatMap((m) => (m.startCards ? [m.startCards] : [])),
    panels: modules.flatMap((m) => Object.entries(m.panels ?? {}).map(([slot, load]) => ({ slot: slot as PanelSlot, load: load! }))),
  };
}

/**
 * The frame kinds the contracts declare (`live` in src/contract/<module>/module.ts) that no module
 * handles (`live.frames`), and the handled kinds no contract declares: both must be empty.
 */
export function unmatchedFrames(modules: readonly ClientModule[], contracts: readonly ContractModule[]): { unhandled: string[]; undeclared: string[] } {
  const declared = new Set(contracts.flatMap((c) => Object.keys(c.live ?? {})));
  const handled = new Set(modules.flatMap((m) => Object.keys(m.live?.frames ?? {})));
  return { unhandled: [...declared].filter((k) => !handled.has(k)), undeclared: [...handled].filter((k) => !declared.has(k)) };
}

/** The registry of this app. */
export const clientRegistry = buildRegistry(clientModules);
