/**
 * Opening the command palette from a screen (the home page's search box, a 404 page): the palette
 * is the shell's, so the shell registers how to open it here when it loads; screens only ask.
 */
let opener: () => void = () => undefined;

export function setPaletteOpener(open: () => void): void {
  opener = open;
}

export const openPalette = (): void => opener();
