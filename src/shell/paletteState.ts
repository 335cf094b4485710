import { createActor, fromPromise } from 'xstate';
import { paletteMachine, type PaletteModule } from '../machines/paletteMachine';
import { setPaletteOpener } from '../ui/palette';

/** Fetches the palette's chunk (once: the module system keeps it); calling it early warms the cache. */
export const loadPaletteChunk = (): Promise<PaletteModule> => import('./palette/Palette');

/** Fetches the chunk ahead of the first use (a pointer over or focus on a palette button); a failure shows when it is opened. */
export const prefetchPalette = (): void => void loadPaletteChunk().catch(() => undefined);

/** The one palette actor of the app. Anything may open it: hotkeys, the navbar, a 404 page. */
export const paletteActor = createActor(paletteMachine.provide({ actors: { loadPalette: fromPromise(() => loadPaletteChunk()) } })).start();

export const openPalette = () => paletteActor.send({ type: 'palette.open' });
setPaletteOpener(openPalette, () => paletteActor.getSnapshot().value !== 'closed', prefetchPalette);
export const closePalette = () => paletteActor.send({ type: 'palette.close' });
export const retryPalette = () => paletteActor.send({ type: 'palette.retry' });
