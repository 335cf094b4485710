/**
 * Opening the command palette from a screen (the home page's search box, a 404 page): the palette
 * is the shell's, so the shell registers how to open it here when it loads; screens only ask.
 * Its chunk loads on first use; a pointer over a palette button or focus on it fetches the chunk
 * ahead (`prefetchPalette`), so the click opens it at once.
 */
let opener: () => void = () => undefined;
let prefetcher: () => void = () => undefined;

export function setPaletteOpener(open: () => void, prefetch: () => void = () => undefined): void {
  opener = open;
  prefetcher = prefetch;
}

export const openPalette = (): void => opener();

/** For a palette button's onMouseEnter and onFocus: starts fetching the palette's chunk. */
export const prefetchPalette = (): void => prefetcher();
