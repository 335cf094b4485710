import { useEffect, type RefObject } from 'react';

/** How long a page may take to appear (lazy chunk, access check) before we stop waiting. */
const MAX_FRAMES = 240;
/** After settling on the heading, how long a form (often drawn after its data) may still claim focus. */
const FIELD_GRACE_FRAMES = 90;

const visible = (el: Element) => el.getClientRects().length > 0;

/** A dialog, the palette or any other overlay has the person's attention: never take focus from it. */
const overlayOpen = () => !!document.querySelector('.bp6-overlay-open:not(.bp6-toast-container), [role="dialog"], [cmdk-root]');

/**
 * Where focus goes when a page opens: a field the screen marks (`data-autofocus`), else the first
 * field of its form, else its heading (made focusable for this). Lists and keyboard-driven screens
 * (the review queue's j/k) get their heading, so no key is swallowed by a filter box.
 */
export function pageFocusTarget(root: HTMLElement): HTMLElement | undefined {
  if (root.querySelector('.page-spinner')) return undefined; // still loading
  const field = pageField(root);
  if (field) return field;
  const heading = [...root.querySelectorAll<HTMLElement>('h1, h2, h3')].find(visible);
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

function pageField(root: HTMLElement): HTMLElement | undefined {
  const fields = root.querySelectorAll<HTMLElement>(
    '[data-autofocus], form input:not([type="hidden"]):not([disabled]):not([readonly]), form textarea:not([disabled]), form select:not([disabled])',
  );
  return [...fields].find(visible);
}

/**
 * After each navigation, moves focus into the page (keyboard and screen-reader users start
 * there, not at the top of the document). Waits for the page to render; leaves focus alone when
 * the screen took it itself or an overlay is open.
 */
export function usePageFocus(root: RefObject<HTMLElement | null>, navigationKey: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: navigationKey is the trigger: each navigation moves the focus again
  useEffect(() => {
    let frame = 0;
    let id = 0;
    let heading: HTMLElement | undefined;
    // a form drawn after the heading (once its data is in) still gets focus, if the person has not moved it
    const awaitField = (grace: number) => {
      const el = root.current;
      if (!el || overlayOpen() || document.activeElement !== heading) return;
      const field = pageField(el);
      if (field) field.focus({ preventScroll: true });
      else if (grace > 0) id = requestAnimationFrame(() => awaitField(grace - 1));
    };
    const step = () => {
      const el = root.current;
      if (!el || overlayOpen()) return;
      const active = document.activeElement;
      if (active && active !== document.body && el.contains(active) && visible(active)) return; // the screen chose
      const target = pageFocusTarget(el);
      if (!target) {
        if (++frame < MAX_FRAMES) id = requestAnimationFrame(step);
        return;
      }
      target.focus({ preventScroll: true });
      if (/^H[1-6]$/.test(target.tagName)) {
        heading = target;
        id = requestAnimationFrame(() => awaitField(FIELD_GRACE_FRAMES));
      }
    };
    id = requestAnimationFrame(step);
    return () => cancelAnimationFrame(id);
  }, [root, navigationKey]);
}
