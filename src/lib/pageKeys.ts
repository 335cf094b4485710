import { Classes } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { paletteIsOpen } from '../ui/palette';

/**
 * A page's single-key shortcuts: what each key does on this page, by the key's character (`j`, `a`)
 * or, for a named key, its name in lower case (`enter`, `arrowdown`). A handler that returns `false`
 * did not use the key (nothing to act on), so it is left to the browser.
 */
export type PageKeyMap = Partial<Record<string, (e: KeyboardEvent) => unknown>>;

/** The map's name for a key: the character typed, or a named key's name in lower case. */
export const pageKeyName = (e: KeyboardEvent): string => (e.key.length > 1 ? e.key.toLowerCase() : e.key);

const TYPING = /^(INPUT|TEXTAREA|SELECT)$/;
// Enter and Space on these belong to them (a focused button is pressed, a link followed)
const PRESSABLE = 'button, a[href], summary, [role="button"], [role="link"], [role="option"], [role="menuitem"], [role="tab"]';

function typingIn(el: Element | null): boolean {
  return el instanceof HTMLElement && (TYPING.test(el.tagName) || el.isContentEditable);
}

/** Any dialog or drawer on screen (the shortcuts help, a confirmation, the palette's own overlay). */
function dialogShown(): boolean {
  return document.querySelector(`.${Classes.DIALOG}, .${Classes.DRAWER}, [role="dialog"], [aria-modal="true"]`) !== null;
}

/**
 * Whether a key press may run a page's shortcut — the one rule every page's keys obey: never with a
 * modifier held (Ctrl K is the palette's, not the page's `k`), never while the person types (an input,
 * text area, select or editable text has the focus), never while the palette is open or still
 * loading (the letters typed after Ctrl K are the palette's query), never under a dialog, never
 * during a Chinese input method's composition.
 */
export function mayRunPageKey(e: KeyboardEvent): boolean {
  if (e.defaultPrevented || e.isComposing) return false;
  if (e.ctrlKey || e.metaKey || e.altKey) return false;
  if (paletteIsOpen()) return false;
  const target = e.target instanceof Element ? e.target : null;
  if (typingIn(target) || typingIn(document.activeElement)) return false;
  if (dialogShown()) return false;
  if ((e.key === 'Enter' || e.key === ' ') && target?.closest(PRESSABLE)) return false;
  return true;
}

/**
 * The page's shortcuts, listened for while the page is on screen (a kept-alive page hidden in its
 * tab stops listening). Every page with single-key shortcuts registers them here, so the guard
 * above is the only place that decides when they fire.
 */
export function usePageKeys(keys: PageKeyMap, enabled = true): void {
  const ref = useRef(keys);
  ref.current = keys;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (!mayRunPageKey(e)) return;
      const run = ref.current[pageKeyName(e)];
      if (!run || run(e) === false) return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
