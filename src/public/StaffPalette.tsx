import { useEffect } from 'react';
import { clientRegistry } from '../app/registry';
import { PaletteHost } from '../shell/PaletteHost';
import { openPalette } from '../shell/paletteState';

// the public entry's palette buttons prefetch the palette's own chunk through this one
export { prefetchPalette } from '../shell/paletteState';
import { ShellModulesContext } from '../shell/shellModules';

/** The staff shell's palette with the modules' commands, opened as it arrives (a chunk of its own: src/public/paletteSlot.tsx). */
export default function StaffPalette() {
  useEffect(() => openPalette(), []);
  return (
    <ShellModulesContext.Provider value={clientRegistry}>
      <PaletteHost />
    </ShellModulesContext.Provider>
  );
}
