import { assign, fromPromise, type StateMachine, setup } from 'xstate';

/** What the entry module's machines share: a refusal as the screen shows it, and the failure of a call. */
export type Problem = { message: string; code?: string; errors?: { Path: string; Message: string }[] };

interface Failure {
  status?: number;
  code?: string;
  message?: string;
  errors?: Problem['errors'];
}
export const failureOf = (event: unknown) => ((event as { error?: Failure }).error ?? {}) as Failure;
export const problemOf = (event: unknown): Problem => {
  const f = failureOf(event);
  return { message: f.message ?? '', ...(f.code ? { code: f.code } : {}), ...(f.errors ? { errors: f.errors } : {}) };
};
/** A call that never reached the server (status 0): the move is kept for a retry. */
export const droppedConnection = (event: unknown) => failureOf(event).status === 0;
/** A reason a person must give (a rejection, a return, a cancellation): at least two characters. */
export const hasReason = (s: string | undefined) => (s ?? '').trim().length >= 2;
/** A submit that made the order before it was refused: the order exists now, under this id. */
export const madeIdOf = (event: unknown): number | undefined => (event as { error?: { madeId?: number } }).error?.madeId;

/** What a moves machine keeps: the subject on screen (none: a new one), the move being sent (kept for a retry), the refusal shown. */
export interface MovesContext<M> {
  id?: number;
  pending?: M;
  problem?: Problem;
}

/**
 * One region of a moves machine: at rest, a move (one of `moves`, when `allows` has it) is remembered
 * and sent; answered, the person is told and what shows the subject reads again; refused, the refusal
 * stays with its words (and the subject reads again: it may have moved); a dropped connection waits
 * offline for a retry. `makes`: the answer is a subject made — always (opened by its id, in `answered`),
 * when none is on screen (`whenNew`; a refusal after the subject was made opens it too), or never.
 */
export interface MovesRegion {
  rest: string;
  moves: readonly string[];
  makes: 'always' | 'whenNew' | 'never';
  /** Where an answered move leads (the region's rest unless said). */
  answered?: string;
  /** Whether the subject is read again after a move and after a refusal. */
  rereads: boolean;
  /** A `<prefix>.dismiss` at rest clears the refusal shown. */
  dismiss?: boolean;
}

/** What a moves machine is made of: its types, its events' prefix, the move an event is and whether it may be sent, and its regions. */
export interface MovesSpec<C, E, M, Out, R extends Record<string, MovesRegion>> {
  types: { context: C; events: E; move: M; moved: Out };
  id: string;
  description: string;
  prefix: string;
  moveOf: (event: E) => M | undefined;
  allows: (move: M) => boolean;
  /** What an answer keeps beyond the subject's id (the problems a save reports). */
  keep?: (moved: Out) => Partial<C>;
  /** What else opening, starting or closing clears. */
  clears?: readonly Exclude<keyof C, keyof MovesContext<M>>[];
  /** The region `<prefix>.open` opens a subject in, and the one `<prefix>.new` starts a new one in. */
  opened: keyof R & string;
  fresh: keyof R & string;
  regions: R;
}

type Context = MovesContext<unknown>;
const outOf = (event: unknown) => (event as { output: { Id: number } }).output;
const keepOf = (spec: Pick<MovesSpec<Context, unknown, unknown, never, never>, 'keep'>, event: unknown) => spec.keep?.(outOf(event) as never) ?? {};
const told = { type: 'told', params: ({ context, event }: { context: Context; event: unknown }) => ({ move: context.pending!, moved: outOf(event) }) };
const rereadSubject = { type: 'reread', params: ({ context }: { context: Context }) => ({ id: context.id }) };
const notPending = assign({ pending: undefined });

/** An answered move: the subject made (its id kept and opened) or moved; the person told; read again when the region rereads. */
function answeredActions(r: MovesRegion, spec: Pick<MovesSpec<Context, unknown, unknown, never, never>, 'keep'>, made: boolean) {
  if (made)
    return [
      assign(({ event }) => ({ id: outOf(event).Id, ...keepOf(spec, event) })),
      told,
      { type: 'made', params: ({ event }: { event: unknown }) => ({ id: outOf(event).Id }) },
      ...(r.rereads ? [{ type: 'reread', params: ({ event }: { event: unknown }) => ({ id: outOf(event).Id }) }] : []),
      notPending,
    ];
  return [...(spec.keep ? [assign(({ event }) => keepOf(spec, event))] : []), told, ...(r.rereads ? [rereadSubject] : []), notPending];
}

/** A move of a new subject refused after it made the subject: the subject is opened, with the refusal's words. */
const madeThenRefused = (rest: string) => ({
  guard: ({ context, event }: { context: Context; event: unknown }) => context.id === undefined && madeIdOf(event) !== undefined,
  target: rest,
  actions: [
    assign({ problem: ({ event }) => problemOf(event), pending: undefined, id: ({ event }) => madeIdOf(event) }),
    { type: 'made', params: ({ event }: { event: unknown }) => ({ id: madeIdOf(event)! }) },
    { type: 'reread', params: ({ event }: { event: unknown }) => ({ id: madeIdOf(event) }) },
  ],
});

/** One region's states: at rest, sending (the `move` actor), offline. */
function regionStates(r: MovesRegion, spec: Pick<MovesSpec<Context, unknown, unknown, never, never>, 'keep' | 'prefix'>) {
  const after = r.answered ?? r.rest;
  const refused = assign({ problem: ({ event }) => problemOf(event), pending: undefined });
  const move = { target: 'sending', guard: 'allowed', actions: 'remember' } as const;
  const onDone =
    r.makes === 'always'
      ? { target: after, actions: answeredActions(r, spec, true) }
      : r.makes === 'whenNew'
        ? [
            { guard: 'madeNow', target: after, actions: answeredActions(r, spec, true) },
            { target: after, actions: answeredActions(r, spec, false) },
          ]
        : { target: after, actions: answeredActions(r, spec, false) };
  return {
    initial: r.rest,
    states: {
      [r.rest]: {
        on: {
          ...Object.fromEntries(r.moves.map((m) => [m, move])),
          ...(r.dismiss ? { [`${spec.prefix}.dismiss`]: { actions: assign({ problem: undefined }) } } : {}),
        },
      },
      sending: {
        invoke: {
          id: 'move',
          src: 'move',
          input: ({ context }: { context: Context }) => context.pending!,
          onDone,
          onError: [
            { guard: 'dropped', target: 'offline', actions: assign({ problem: ({ event }) => problemOf(event) }) },
            ...(r.makes === 'whenNew' ? [madeThenRefused(r.rest)] : []),
            { target: r.rest, actions: r.rereads ? [refused, rereadSubject] : refused },
          ],
        },
      },
      offline: { on: { [`${spec.prefix}.retry`]: { target: 'sending', actions: assign({ problem: undefined }) } } },
    },
  };
}

/** The machine's named pieces: the move (the screen's), told, made, reread (the screen's), remember; allowed, dropped, madeNow. */
function movesSetup<C extends MovesContext<M>, E extends { type: string }, M, Out extends { Id: number }>(spec: MovesSpec<C, E, M, Out, never>) {
  return setup({
    types: { context: {} as C, events: {} as E },
    actors: {
      move: fromPromise<Out, M>(async () => {
        throw new Error('move is provided by the screen');
      }),
    },
    actions: {
      /** The move done: the person told. */
      told: (_, _params: { move: M; moved: Out }) => {},
      /** A new subject made: its id goes into the page's address. */
      made: (_, _params: { id: number }) => {},
      /** The subject and the lists read again (after a move, and after a refusal: it may have moved). */
      reread: (_, _params: { id?: number }) => {},
      remember: assign(({ event }) => ({ pending: spec.moveOf(event), problem: undefined }) as Partial<C>),
    },
    guards: {
      allowed: ({ event }) => {
        const m = spec.moveOf(event);
        return !!m && spec.allows(m);
      },
      dropped: ({ event }) => droppedConnection(event),
      madeNow: ({ context, event }) => context.id === undefined && (event as { output?: Out }).output !== undefined,
    },
  });
}

/**
 * The entry module's machines (an order, a supplement) from one skeleton: `closed`, and regions each
 * of which runs moves (MovesRegion) — `<prefix>.open` opens a subject in `opened`, `<prefix>.new` starts
 * a new one in `fresh`, `<prefix>.close` closes. The move itself is the screen's (the `move` actor), as
 * what it does when told, when a subject is made and when to read again (`told`, `made`, `reread`).
 */
export function movesMachine<C extends MovesContext<M>, E extends { type: string }, M, Out extends { Id: number }, const R extends Record<string, MovesRegion>>(
  spec: MovesSpec<C, E, M, Out, R>,
) {
  const cleared = Object.fromEntries([...(spec.clears ?? []), 'pending', 'problem'].map((k) => [k, undefined]));
  const regionSpec = spec as unknown as Pick<MovesSpec<Context, unknown, unknown, never, never>, 'keep' | 'prefix'>;
  const machine = movesSetup(spec as unknown as MovesSpec<C, E, M, Out, never>).createMachine({
    id: spec.id,
    description: spec.description,
    context: {} as C,
    initial: 'closed',
    on: {
      [`${spec.prefix}.open`]: {
        guard: ({ context, event }: { context: C; event: unknown }) => context.id !== (event as { id: number }).id,
        target: `.${spec.opened}`,
        reenter: true,
        actions: assign(({ event }) => ({ ...cleared, id: (event as unknown as { id: number }).id })),
      },
      [`${spec.prefix}.new`]: { target: `.${spec.fresh}`, reenter: true, actions: assign({ ...cleared, id: undefined }) },
      [`${spec.prefix}.close`]: { target: '.closed', actions: assign({ ...cleared, id: undefined }) },
    },
    states: { closed: {}, ...Object.fromEntries(Object.entries(spec.regions).map(([k, r]) => [k, regionStates(r, regionSpec)])) },
  } as never);
  return machine as unknown as WithValue<typeof machine, MovesValue<R>>;
}

/** The machine's state values (for `matches` and `value`; the config is built, so XState cannot read them from its type): closed, or a region's rest, sending or offline. */
type MovesValue<R extends Record<string, MovesRegion>> = 'closed' | { [K in keyof R]: { [Q in K]: R[K]['rest'] | 'sending' | 'offline' } }[keyof R];
type WithValue<T, V extends string | Record<string, string>> =
  T extends StateMachine<
    infer C,
    infer E,
    infer Ch,
    infer A,
    infer Ac,
    infer G,
    infer D,
    infer _V,
    infer Tag,
    infer I,
    infer O,
    infer Em,
    infer Me,
    infer Sc,
    infer Tm
  >
    ? StateMachine<C, E, Ch, A, Ac, G, D, V, Tag, I, O, Em, Me, Sc, Tm>
    : never;
