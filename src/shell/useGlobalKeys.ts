import { useEffect, useRef } from 'react';

export interface GlobalKeyHandlers {
  openPalette(): void;
  nextTab(): void;
  previousTab(): void;
  closeTab(): void;
  goToTab(index: number): void;
  openShortcuts(): void;
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  const tag = el.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || el.isContentEditable;
}

// Who handles the keys now: the palette alone while the app is coming up, the shell's handlers
// once PaletteHost has mounted.
let current: Partial<GlobalKeyHandlers> = {};
let listening = false;

const isPaletteKey = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.code === 'KeyK';

// Ctrl K / ⌘K is heard first (the capture phase, before any page or widget sees it): it opens the
// palette on every page, whatever has the focus, and never reaches a page as its `k`
function onPaletteKey(e: KeyboardEvent) {
  if (e.isComposing || !isPaletteKey(e)) return; // never steal keys from a Chinese input method
  e.preventDefault();
  current.openPalette?.();
}

function onKey(e: KeyboardEvent) {
  if (e.defaultPrevented || e.isComposing) return; // never steal keys from a Chinese input method
  const h = current;
  const mod = e.ctrlKey || e.metaKey;
  if (e.altKey && !mod) {
    const digit = /^Digit([1-9])$/.exec(e.code);
    if (digit) h.goToTab?.(Number(digit[1]) - 1);
    else if (e.code === 'Period') h.nextTab?.();
    else if (e.code === 'Comma') h.previousTab?.();
    else if (e.code === 'KeyW') h.closeTab?.();
    else return;
    e.preventDefault();
    return;
  }
  if (mod || e.altKey || isTyping(e.target)) return;
  if (e.key === '/') {
    e.preventDefault();
    h.openPalette?.();
  } else if (e.key === '?') {
    e.preventDefault();
    h.openShortcuts?.();
  }
}

/**
 * The app-wide keys: mod+k and / open the palette; Alt+. / Alt+, step through tabs, Alt+W
 * closes one, Alt+1…9 jump to a tab; ? shows the list. Matched on `code`, so they work on any
 * keyboard layout (and on macOS, where Option changes the character typed).
 *
 * Listened for from the moment the app's code runs (main.tsx calls this before the first render):
 * a keyboard user's Ctrl K while the page is still coming up opens the palette instead of being
 * lost before React has mounted the shell.
 */
export function listenForGlobalKeys(early: Partial<GlobalKeyHandlers>): void {
  current = early;
  if (listening) return;
  listening = true;
  window.addEventListener('keydown', onPaletteKey, true);
  window.addEventListener('keydown', onKey);
}

/** The shell's handlers, in place while the component that passes them is mounted. */
export function useGlobalKeys(handlers: GlobalKeyHandlers): void {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    const before = current;
    current = {
      openPalette: () => ref.current.openPalette(),
      nextTab: () => ref.current.nextTab(),
      previousTab: () => ref.current.previousTab(),
      closeTab: () => ref.current.closeTab(),
      goToTab: (index) => ref.current.goToTab(index),
      openShortcuts: () => ref.current.openShortcuts(),
    };
    listenForGlobalKeys(current);
    return () => {
      current = before;
    };
  }, []);
}
