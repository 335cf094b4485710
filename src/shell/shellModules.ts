import { createContext, useContext } from 'react';
import type { NavbarItem, PaletteCommand, ScreenLoader } from '../ui/clientModule';

/**
 * What the shell needs from the feature modules, handed down by the app (src/app/App.tsx) so the
 * shell never imports a feature: the screen of a path, the modules' palette commands, their
 * navbar items. Without a provider (a shell piece rendered alone in a test) there are none.
 */
export interface ShellModules {
  /** The screen attached to a path (an alias path gets its page's screen); undefined: not built yet. */
  screenFor(path: string): ScreenLoader | undefined;
  commands: readonly PaletteCommand[];
  navbar: readonly NavbarItem[];
}

export const noModules: ShellModules = { screenFor: () => undefined, commands: [], navbar: [] };

export const ShellModulesContext = createContext<ShellModules>(noModules);

export const useShellModules = (): ShellModules => useContext(ShellModulesContext);
