import { assign, fromEventObservable, fromPromise, setup } from 'xstate';
import { EMPTY } from 'rxjs';
import type { BoundEmployee, CurrentEmployee, CurrentUser } from '../contract/auth';
import type { MenuNode } from '../contract/admin';

export type AccountMode = 'userBindEmployee' | 'employee';

/** What loading the session found (spec §7: current user, current employee, bound employees). */
export interface LoadedSession {
  user?: CurrentUser;
  employee?: CurrentEmployee;
  bound: BoundEmployee[];
}

export interface SessionContext {
  token?: string;
  mode: AccountMode;
  user?: CurrentUser;
  employee?: CurrentEmployee;
  bound: BoundEmployee[];
  /** More than one bound employee (spec §6). */
  multiAccount: boolean;
  /** FIRST_REGISTER of the sign-in: the first-time dialog shows while true. */
  firstLogin: boolean;
  /** The employee's menu tree (spec §7), loaded after the employee; empty without one. */
  menuTree: MenuNode[];
  error?: string;
}

export type SessionEvent =
  | { type: 'session.signedIn'; token: string; firstRegister: boolean; mode: AccountMode }
  | { type: 'session.unauthorized' }
  | { type: 'session.conflict' }
  | { type: 'session.tokenHandedOver'; token: string }
  | { type: 'session.logout' }
  | { type: 'session.firstLoginSeen' }
  | { type: 'session.retry' };

/**
 * The whole session (issues 3 and 4): signed out, loading the current user and employee, choosing
 * the default employee (failure only logged, spec §8), loading the employee's menu tree, ready,
 * logging out. HTTP problems from any
 * call arrive as events (401 → signed out and to sign-in, 409 → signed out and to the conflict
 * notice, 403 with a token → take it and reload). Effects are named; the shell provides them.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { token?: string; mode?: AccountMode },
  },
  actors: {
    loadCurrent: fromPromise<LoadedSession, { mode: AccountMode }>(async () => ({ bound: [] })),
    loadMenuTree: fromPromise<MenuNode[]>(async () => []),
    chooseDefault: fromPromise<string>(async () => {
      throw new Error('chooseDefault is provided by the shell');
    }),
    logout: fromPromise<void>(async () => undefined),
    httpProblems: fromEventObservable<SessionEvent, void>(() => EMPTY),
  },
  actions: {
    storeToken: () => {},
    clearToken: () => {},
    goToSignIn: (_, _params: { mode: AccountMode }) => {},
    goToConflict: () => {},
    wipeStorageAndReload: () => {},
    logChooseFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    hasToken: ({ context }) => !!context.token,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ token: input.token, mode: input.mode ?? 'userBindEmployee', bound: [], multiAccount: false, firstLogin: false, menuTree: [] }),
  invoke: { id: 'httpProblems', src: 'httpProblems' },
  initial: 'boot',
  on: {
    'session.unauthorized': {
      target: '.signedOut',
      actions: ['clearToken', { type: 'goToSignIn', params: ({ context }) => ({ mode: context.mode }) }],
    },
    'session.conflict': { target: '.signedOut', actions: ['clearToken', 'goToConflict'] },
    'session.tokenHandedOver': {
      target: '.loading',
      actions: [assign({ token: ({ event }) => event.token }), 'storeToken'],
    },
  },
  states: {
    boot: {
      always: [{ guard: 'hasToken', target: 'loading' }, { target: 'signedOut' }],
    },
    signedOut: {
      entry: assign({ token: undefined, user: undefined, employee: undefined, bound: [], multiAccount: false, menuTree: [] }),
      on: {
        'session.signedIn': {
          target: 'loading',
          actions: [
            assign({ token: ({ event }) => event.token, mode: ({ event }) => event.mode, firstLogin: ({ event }) => event.firstRegister }),
            'storeToken',
          ],
        },
      },
    },
    loading: {
      invoke: {
        id: 'loadCurrent',
        src: 'loadCurrent',
        input: ({ context }) => ({ mode: context.mode }),
        onDone: [
          {
            guard: ({ event }) => !event.output.employee && !!event.output.user && event.output.bound.length > 0,
            target: 'choosingDefault',
            actions: assign(({ event }) => loaded(event.output)),
          },
          // Spec §7: with an employee set, the menu tree is loaded next.
          { guard: ({ event }) => !!event.output.employee, target: 'loadingMenus', actions: assign(({ event }) => loaded(event.output)) },
          { target: 'ready', actions: assign(({ event }) => ({ ...loaded(event.output), menuTree: [] })) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => String((event.error as Error)?.message ?? event.error) }) },
      },
    },
    loadingMenus: {
      invoke: {
        id: 'loadMenuTree',
        src: 'loadMenuTree',
        onDone: { target: 'ready', actions: assign({ menuTree: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => String((event.error as Error)?.message ?? event.error) }) },
      },
    },
    choosingDefault: {
      invoke: {
        id: 'chooseDefault',
        src: 'chooseDefault',
        onDone: { target: 'loading', actions: [assign({ token: ({ event }) => event.output }), 'storeToken'] },
        // Spec §8: a failed assignment is only logged; the person picks an account themselves.
        onError: { target: 'ready', actions: { type: 'logChooseFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {
      on: {
        'session.logout': 'loggingOut',
        'session.firstLoginSeen': { actions: assign({ firstLogin: false }) },
      },
    },
    failed: {
      on: { 'session.retry': 'loading', 'session.logout': 'loggingOut' },
    },
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'signedOut', actions: ['clearToken', 'wipeStorageAndReload'] },
        onError: { target: 'signedOut', actions: ['clearToken', 'wipeStorageAndReload'] },
      },
    },
  },
});

function loaded(out: LoadedSession): Partial<SessionContext> {
  return {
    user: out.user,
    employee: out.employee,
    bound: out.bound,
    multiAccount: out.bound.length > 1,
    mode: out.employee?.AccountMode ?? (out.user ? 'userBindEmployee' : 'employee'),
    error: undefined,
  };
}
