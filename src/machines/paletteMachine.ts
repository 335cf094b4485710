import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { ComponentType } from 'react';
import type { CommandContext } from '../ui/clientModule';

/** What the palette chunk exports (cmdk and the pinyin table live in it, not on the first page). */
export interface PaletteModule {
  default: ComponentType<{ ctx: CommandContext; close(): void }>;
}

export type PaletteEvent = { type: 'palette.open' } | { type: 'palette.close' } | { type: 'palette.retry' };

/**
 * The command palette's life: closed → loading its chunk → open, or failed when the chunk cannot
 * be fetched (offline, or the server was redeployed and the old hashed file is gone), with a retry.
 * Once loaded it opens at once. The loader is a named actor so tests walk the real machine.
 */
export const paletteMachine = setup({
  types: {
    context: {} as { module?: PaletteModule; error?: string },
    events: {} as PaletteEvent,
  },
  actors: {
    loadPalette: fromPromise<PaletteModule>(async () => {
      throw new Error('loadPalette is provided by the shell');
    }),
  },
  guards: {
    isLoaded: ({ context }) => context.module !== undefined,
  },
}).createMachine({
  id: 'palette',
  context: {},
  initial: 'closed',
  states: {
    closed: {
      on: {
        'palette.open': [{ guard: 'isLoaded', target: 'open' }, { target: 'loading' }],
      },
    },
    loading: {
      invoke: {
        id: 'loadPalette',
        src: 'loadPalette',
        onDone: { target: 'open', actions: assign({ module: ({ event }) => event.output, error: undefined }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => String((event.error as Error)?.message ?? event.error) }) },
      },
      on: { 'palette.close': 'closed' },
    },
    open: {
      on: { 'palette.close': 'closed', 'palette.open': 'open' },
    },
    failed: {
      on: { 'palette.retry': 'loading', 'palette.open': 'loading', 'palette.close': 'closed' },
    },
  },
});

export type PaletteActor = ActorRefFrom<typeof paletteMachine>;
