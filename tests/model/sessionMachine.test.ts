import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { sessionMachine, type LoadedSession } from '../../src/machines/sessionMachine';
import type { MenuNode } from '../../src/contract/admin';

const user = { Id: 1, Account: 'multi@demo.test', Name: '周敏' };
const company = { CompanyId: 2, CompanyCode: 'CUS-HZTX', CompanyName: '天祥', CompanyNameEn: 'Tianxiang', CompanyKind: 'customer' };
const emp = (id: number, isDefault = false) => ({ ...company, Id: id, Name: `e${id}`, IsAdmin: false, IsDefault: isDefault });
const employee = { ...emp(7, true), AccountMode: 'userBindEmployee' as const, Permissions: [] };

// The answers loading can give, and every other event the session meets.
const loadedWithEmployee: LoadedSession = { user, employee, bound: [emp(7, true), emp(8)] };
const loadedToChoose: LoadedSession = { user, bound: [emp(7, true), emp(8)] };
const loadedNothing: LoadedSession = { user, bound: [] };
const events = [
  { type: 'session.signedIn', token: 't-user', firstRegister: true, mode: 'userBindEmployee' },
  { type: 'session.unauthorized' },
  { type: 'session.conflict' },
  { type: 'session.tokenHandedOver', token: 't-handed' },
  { type: 'session.logout' },
  { type: 'session.firstLoginSeen' },
  { type: 'session.retry' },
  { type: 'xstate.done.actor.loadCurrent', output: loadedWithEmployee },
  { type: 'xstate.done.actor.loadCurrent', output: loadedToChoose },
  { type: 'xstate.done.actor.loadCurrent', output: loadedNothing },
  { type: 'xstate.error.actor.loadCurrent', error: new Error('server down') },
  { type: 'xstate.done.actor.chooseDefault', output: 't-employee' },
  { type: 'xstate.error.actor.chooseDefault', error: new Error('no default') },
  {
    type: 'xstate.done.actor.loadMenuTree',
    output: [{ Id: 1, Path: 'EXTERNAL_MENU', Title: '外部菜单', TitleEn: '', Icon: '', Order: 10, Buttons: [], Children: [] }],
  },
  { type: 'xstate.error.actor.loadMenuTree', error: new Error('menus down') },
  { type: 'xstate.done.actor.logout' },
] as never[];

type Snap = SnapshotFrom<typeof sessionMachine>;
const key = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.token ?? null,
    !!s.context.employee,
    s.context.multiAccount,
    s.context.firstLogin,
    s.context.mode,
    s.context.menuTree.length,
  ]);

/** Replays a path on the real machine; effects recorded, promises settled only by the path's events. */
function replay(steps: readonly { event: unknown }[], input: { token?: string } = {}) {
  const effects: string[] = [];
  const pending = <T>() => fromPromise<T>(() => new Promise<T>(() => undefined));
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        loadCurrent: pending<LoadedSession>() as never,
        loadMenuTree: pending<MenuNode[]>(),
        chooseDefault: pending<string>(),
        logout: pending<void>(),
      },
      actions: {
        storeToken: () => effects.push('storeToken'),
        clearToken: () => effects.push('clearToken'),
        goToSignIn: (_, p) => effects.push(`goToSignIn:${p.mode}`),
        goToConflict: () => effects.push('goToConflict'),
        wipeStorageAndReload: () => effects.push('wipe'),
        logChooseFailure: () => effects.push('logged'),
      },
    }),
    { input },
  ).start();
  for (const s of steps) actor.send(s.event as never);
  return { snapshot: actor.getSnapshot(), effects };
}

describe('session machine (model-based)', () => {
  for (const start of [{}, { token: 'stored' }]) {
    const paths = getShortestPaths(sessionMachine, { events, input: start, serializeState: (s) => key(s as Snap) as never });
    const label = start.token ? 'with a stored token' : 'without a token';

    it(`reaches every state ${label}`, () => {
      const reached = new Set(paths.map((p) => String(p.state.value)));
      expect([...reached].sort()).toEqual(['choosingDefault', 'failed', 'loading', 'loadingMenus', 'loggingOut', 'ready', 'signedOut']);
    });

    it(`every path replays on the real machine to the same end ${label}`, () => {
      for (const path of paths) {
        const { snapshot } = replay(path.steps, start);
        expect(key(snapshot), path.steps.map((s) => (s.event as { type: string }).type).join(' → ')).toBe(key(path.state as Snap));
      }
    });
  }

  it('ends every path that meets a 401 signed out, token cleared, sent to sign-in', () => {
    const paths = getShortestPaths(sessionMachine, { events, input: { token: 'stored' } });
    const with401 = paths.filter((p) => (p.steps.at(-1)?.event as { type: string } | undefined)?.type === 'session.unauthorized');
    expect(with401.length).toBeGreaterThan(0);
    for (const p of with401) {
      const { snapshot, effects } = replay(p.steps, { token: 'stored' });
      expect(snapshot.value).toBe('signedOut');
      expect(snapshot.context.token).toBeUndefined();
      expect(effects.slice(-2)).toEqual(['clearToken', `goToSignIn:${snapshot.context.mode}`]);
    }
  });

  it('chooses the default employee for a multi-account user, and a failure is only logged', () => {
    const base = [
      { event: { type: 'session.signedIn', token: 't', firstRegister: false, mode: 'userBindEmployee' } },
      { event: { type: 'xstate.done.actor.loadCurrent', output: loadedToChoose } },
    ];
    const ok = replay([
      ...base,
      { event: { type: 'xstate.done.actor.chooseDefault', output: 't-emp' } },
      { event: { type: 'xstate.done.actor.loadCurrent', output: loadedWithEmployee } },
    ]);
    expect(ok.snapshot.value).toBe('loadingMenus');
    const menus = replay([
      ...base,
      { event: { type: 'xstate.done.actor.chooseDefault', output: 't-emp' } },
      { event: { type: 'xstate.done.actor.loadCurrent', output: loadedWithEmployee } },
      {
        event: {
          type: 'xstate.done.actor.loadMenuTree',
          output: [{ Id: 1, Path: '/system/menu', Title: '', TitleEn: '', Icon: '', Order: 1, Buttons: [], Children: [] }],
        },
      },
    ]);
    expect(menus.snapshot.value).toBe('ready');
    expect(menus.snapshot.context.menuTree.map((n) => n.Path)).toEqual(['/system/menu']);
    expect(ok.snapshot.context).toMatchObject({ token: 't-emp', multiAccount: true });
    expect(ok.snapshot.context.employee?.Id).toBe(7);
    const failed = replay([...base, { event: { type: 'xstate.error.actor.chooseDefault', error: new Error('x') } }]);
    expect(failed.snapshot.value).toBe('ready');
    expect(failed.effects.at(-1)).toBe('logged');
  });

  it('a 409 signs out to the conflict notice; logout wipes storage', () => {
    const signedIn = [
      { event: { type: 'session.signedIn', token: 't', firstRegister: true, mode: 'employee' } },
      { event: { type: 'xstate.done.actor.loadCurrent', output: loadedWithEmployee } },
      { event: { type: 'xstate.done.actor.loadMenuTree', output: [] } },
    ];
    const conflict = replay([...signedIn, { event: { type: 'session.conflict' } }]);
    expect(conflict.snapshot.value).toBe('signedOut');
    expect(conflict.effects.slice(-2)).toEqual(['clearToken', 'goToConflict']);
    const out = replay([...signedIn, { event: { type: 'session.logout' } }, { event: { type: 'xstate.done.actor.logout' } }]);
    expect(out.snapshot.value).toBe('signedOut');
    expect(out.effects.slice(-2)).toEqual(['clearToken', 'wipe']);
  });
});
