import { lazy, Suspense, useSyncExternalStore } from 'react';
import { setPaletteOpener } from '../ui/palette';

/**
 * The command palette on the public entry: it is the staff shell's (every page, the modules'
 * commands), so its host and the modules' declarations are a chunk fetched on first use (Ctrl K, a
 * palette button) — prefetched when a pointer or focus reaches a palette button — never on the
 * public first page. Once loaded, the staff palette takes over the opener (src/shell/paletteState.ts).
 */
const StaffPalette = lazy(() => import('./StaffPalette'));

let requested = false;
const listeners = new Set<() => void>();

function requestPalette(): void {
  if (requested) return;
  requested = true;
  for (const notify of listeners) notify();
}

export function installPublicPaletteOpener(): void {
  setPaletteOpener(
    requestPalette,
    () => requested,
    () =>
      void import('./StaffPalette').then(
        (m) => {
          // its module took the opener on import (src/shell/paletteState.ts): this one stays until it is mounted
          if (!requested) installPublicPaletteOpener();
          m.prefetchPalette();
        },
        () => undefined,
      ),
  );
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

/** Where the staff palette mounts once asked for. */
export function StaffPaletteSlot() {
  const wanted = useSyncExternalStore(subscribe, () => requested);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <StaffPalette />
    </Suspense>
  );
}
