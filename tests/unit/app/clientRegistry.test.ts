import { describe, expect, expectTypeOf, it } from 'vitest';
import { buildRegistry, clientRegistry, unmatchedFrames } from '../../../src/app/registry';
import type { ServerFrame } from '../../../src/contract/live';
import { CONTRACT_MODULES } from '../../../src/contract/modules';
import { type ContractModule, liveFrame } from '../../../src/contract/registry';
import { clientModules } from '../../../src/app/modules';
import { queryClient } from '../../../src/lib/queryClient';
import { routeTable } from '../../../src/routes/table';
import type { ClientModule, ScreenLoader } from '../../../src/ui/clientModule';

const screen: ScreenLoader = async () => ({ default: () => null });
const command = (id: string) => ({ id, label: { zh: id, en: id }, keywords: [], perform: () => {} });

describe('the client module registry (src/app/modules.ts)', () => {
  it('attaches every module screen to a path of the route table', () => {
    const paths = new Set(routeTable.map((r) => r.path.toLowerCase()));
    for (const m of clientModules) for (const p of Object.keys(m.screens ?? {})) expect(paths.has(p.toLowerCase()), `${m.key}: ${p}`).toBe(true);
    expect(clientRegistry.screenFor('/tdManage/siCheck')).toBeDefined();
    expect(clientRegistry.screenFor('/TDMANAGE/SICHECK/')).toBe(clientRegistry.screenFor('/tdManage/siCheck'));
    expect(clientRegistry.screenFor('/customer/user')).toBeUndefined(); // a redirect, no page of its own
  });

  it('gives an alias path the screen of the page it opens', () => {
    const alias = routeTable.find((r) => r.aliasOf && clientRegistry.screenFor(r.aliasOf));
    if (alias) expect(clientRegistry.screenFor(alias.path)).toBe(clientRegistry.screenFor(alias.aliasOf!));
  });

  it("collects the modules' palette commands, navbar items, live handlers, icons and machines", async () => {
    expect(clientRegistry.commands.map((c) => c.id)).toEqual(['cmd.newBooking', 'cmd.nextBooking', 'cmd.openMessages', 'cmd.newSi', 'cmd.nextSi']);
    expect(clientRegistry.navbar.map((n) => n.id)).toEqual(['messages.unread']);
    expect(clientRegistry.live.some((l) => l.onMessage)).toBe(true); // the messages' toasts and badge
    expect(clientRegistry.machines.map((m) => m.file)).toEqual([
      'features/account/machines/signUpMachine.ts',
      'features/billing/machines/invoiceMachine.ts',
      'features/booking/machines/bookingSubmitMachine.ts',
      'features/edm/machines/campaignFlowMachine.ts',
      'features/entryOrder/machines/entryOrderMachine.ts',
      'features/entryOrder/machines/supplementMachine.ts',
      'features/letters/machines/sailingImportMachine.ts',
      'features/manifest/machines/manifestEditMachine.ts',
      'features/orderApply/machines/blApplicationMachine.ts',
      'features/radar/machines/actMachine.ts',
      'features/readySpace/machines/readySpaceBuyMachine.ts',
      'features/readySpace/machines/decisionMachine.ts',
      'features/readySpace/machines/spaceUploadMachine.ts',
      'features/si/machines/siMultiCreateMachine.ts',
      'machines/siReviewMachine.ts',
      'features/survey/machines/answerMachine.ts',
      'features/vgm/machines/vgmDeclareMachine.ts',
      'features/vgm/machines/vgmAnswerMachine.ts',
    ]);
    // each module's icon list is a chunk of its own, read when the first icon is drawn
    const lists = await Promise.all(clientRegistry.icons.map((load) => load()));
    expect(lists.some((list) => 'envelope' in list.default)).toBe(true);
  });

  it("names each live frame kind after the module that declares it (so no two modules declare one kind), clear of the connection's own", () => {
    for (const c of CONTRACT_MODULES) {
      for (const kind of Object.keys(c.live ?? {})) expect(kind === c.name || kind.startsWith(`${c.name}.`), `${c.name}: ${kind}`).toBe(true);
    }
    const kinds = CONTRACT_MODULES.flatMap((c) => Object.keys(c.live ?? {}));
    for (const own of ['pong', 'authed', 'message', 'job', 'send', 'error']) expect(kinds).not.toContain(own);
  });

  it('has a handler in some module for every live frame kind a contract declares, and handles no other', () => {
    expect(unmatchedFrames(clientModules, CONTRACT_MODULES)).toEqual({ unhandled: [], undeclared: [] });
    expect(CONTRACT_MODULES.flatMap((c) => Object.keys(c.live ?? {}))).toContain('readySpace.stock');
    expectTypeOf<Extract<ServerFrame, { type: 'readySpace.stock' }>['Lines']>().toEqualTypeOf<{ ContainerClass: string; Available: number }[]>();
    const unhandled: ContractModule = { name: 'x', paths: {}, access: {}, live: { 'x.changed': liveFrame<{ Id: number }>() } };
    expect(unmatchedFrames(clientModules, [...CONTRACT_MODULES, unhandled]).unhandled).toEqual(['x.changed']);
    expect(unmatchedFrames([{ key: 'y', live: { frames: { si: () => {} } } }], []).undeclared).toEqual(['si']);
  });

  it('has the packing frame make every packing-list query read again (the desk, its counts, details, the list tables), nothing else', async () => {
    expect(CONTRACT_MODULES.flatMap((c) => Object.keys(c.live ?? {}))).toContain('packing');
    expectTypeOf<Extract<ServerFrame, { type: 'packing' }>['PKL_STATUS']>().toEqualTypeOf<number>();
    const keys = {
      queue: ['packing', 'queue', 'applications', false],
      detail: ['packing', 7],
      table: ['list', '/api/PackingList/List', {}, 1, 20],
      si: ['si', 7],
      otherTable: ['list', '/api/BookingOrder/List', {}, 1, 20],
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, []);
    for (const l of clientRegistry.live) l.frames?.packing?.({ type: 'packing', Id: 7, PKL_STATUS: 2 });
    await new Promise((r) => setTimeout(r, 0));
    const invalidated = Object.fromEntries(Object.entries(keys).map(([k, key]) => [k, queryClient.getQueryState(key)?.isInvalidated]));
    expect(invalidated).toEqual({ queue: true, detail: true, table: true, si: false, otherTable: false });
    queryClient.clear();
  });

  it('refuses a path that is not in the route table', () => {
    const stray: ClientModule = { key: 'stray', screens: { '/no/such/page': screen } };
    expect(() => buildRegistry([stray])).toThrow(/"\/no\/such\/page" is not in the route table/);
  });

  it('refuses two modules claiming one path (case and trailing slash do not make it another)', () => {
    const a: ClientModule = { key: 'a', screens: { '/system/menu': screen } };
    const b: ClientModule = { key: 'b', screens: { '/System/Menu/': screen } };
    expect(() => buildRegistry([a, b])).toThrow(/screen path "\/system\/menu" is claimed by the modules a and b/);
  });

  it('refuses duplicate command ids, navbar ids, machine files and module keys', () => {
    expect(() =>
      buildRegistry([
        { key: 'a', commands: [command('x')] },
        { key: 'b', commands: [command('x')] },
      ]),
    ).toThrow(/palette command "x"/);
    const item = { id: 'n', component: () => null };
    expect(() =>
      buildRegistry([
        { key: 'a', navbar: [item] },
        { key: 'b', navbar: [item] },
      ]),
    ).toThrow(/navbar item "n"/);
    const machine = {
      file: 'm.ts',
      load: async () => {
        throw new Error('not loaded');
      },
    };
    expect(() =>
      buildRegistry([
        { key: 'a', machines: [machine] },
        { key: 'b', machines: [machine] },
      ]),
    ).toThrow(/machine "m.ts"/);
    expect(() => buildRegistry([{ key: 'a' }, { key: 'a' }])).toThrow(/module key "a"/);
  });
});
