/**
 * Opening the command palette from a screen (the home page's search box, a 404 page): the palette
 * is the shell's, so the shell registers how to open it here when it loads; screens only ask.
 * The shell also says whether it is open (or still loading after Ctrl K): pages' single-key
 * shortcuts stay quiet meanwhile (src/lib/pageKeys.ts). Its chunk loads on first use; a pointer over
 * a palette button or focus on it fetches the chunk ahead (`prefetchPalette`), so the click opens it at once.
 */
let opener: () => void = () => undefined;
let isOpen: () => boolean = () => false;
let prefetcher: () => void = () => undefined;

export function setPaletteOpener(open: () => void, openNow: () => boolean = isOpen, prefetch: () => void = () => undefined): void {
  opener = open;
  isOpen = openNow;
  prefetcher = prefetch;
}

export const openPalette = (): void => opener();

/** The palette is open or on its way (its chunk loading, or failed with its retry shown). */
export const paletteIsOpen = (): boolean => isOpen();

/** For a palette button's onMouseEnter and onFocus: starts fetching the palette's chunk. */
export const prefetchPalette = (): void => prefetcher();
