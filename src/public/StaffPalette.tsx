import { useEffect } from 'react';
import { clientRegistry } from '../app/registry';
import { PaletteHost } from '../shell/PaletteHost';
import { openPalette, paletteActor, prefetchPalette } from '../shell/paletteState';
import { setPaletteOpener } from '../ui/palette';

// the public entry's palette buttons prefetch the palette's own chunk through this one
export { prefetchPalette };
import { ShellModulesContext } from '../shell/shellModules';

/** The staff shell's palette with the modules' commands, opened as it arrives (a chunk of its own: src/public/paletteSlot.tsx). */
export default function StaffPalette() {
  useEffect(() => {
    // mounted: the staff palette's opener from now on (src/public/paletteSlot.tsx held it until here)
    setPaletteOpener(openPalette, () => paletteActor.getSnapshot().value !== 'closed', prefetchPalette);
    openPalette();
  }, []);
  return (
    <ShellModulesContext.Provider value={clientRegistry}>
      <PaletteHost />
    </ShellModulesContext.Provider>
  );
}
