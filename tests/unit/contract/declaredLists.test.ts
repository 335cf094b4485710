import { describe, expect, expectTypeOf, it } from 'vitest';
import { ACTOR_ROLES, type ActorRole } from '../../../src/contract/controlTower/roles';
import { actorRoleWords, exceptionCodeWords, loadTowerWords } from '../../../src/contract/controlTower/tower';
import { CONTRACT_MODULES } from '../../../src/contract/modules';
import { collectShared, collectUnique } from '../../../src/contract/registry';
import { SHARE_SCOPES, type ShareScope } from '../../../src/domain/spine/shares';
import { panelSlots } from '../../../src/ui/panelSlots';
import type { PanelSlot } from '../../../src/ui/panels';

/**
 * The lists every module used to edit by hand (issue 46) are declared by the modules, in their
 * contracts (`actorRoles`, `tower`, `panelSlots`, `shareScopes`), and gathered from the registry:
 * a new module adds its entries in its own folder.
 */
describe('lists the modules declare', () => {
  it('gathers who acts on an exception, each role from one module, with its words', async () => {
    expect([...ACTOR_ROLES].sort()).toEqual(['clerk', 'customer', 'customerService', 'finance', 'operator', 'trucker', 'verifier']);
    expectTypeOf<ActorRole>().toEqualTypeOf<'customer' | 'clerk' | 'operator' | 'trucker' | 'verifier' | 'customerService' | 'finance'>();
    await loadTowerWords();
    for (const role of ACTOR_ROLES) expect(actorRoleWords[role]?.zh, role).toBeTruthy();
    expect(Object.keys(exceptionCodeWords)).toContain('VGM_MISSING');
  });

  it('gathers the panel slots, each offered by one module', () => {
    expect([...panelSlots()].sort()).toEqual(['booking.containers', 'home.main', 'packingList.container', 'searchLog.channels', 'si.detail']);
    expectTypeOf<PanelSlot>().toEqualTypeOf<'booking.containers' | 'home.main' | 'packingList.container' | 'searchLog.channels' | 'si.detail'>();
  });

  it('gathers the share scopes, a scope several modules give listed once', () => {
    expect([...SHARE_SCOPES].sort()).toEqual(['APPROVE_DRAFT', 'EDIT_GOODS', 'EDIT_PARTIES', 'FILL_SUPPLEMENT', 'SECOND_HALF', 'VGM', 'VIEW']);
    expectTypeOf<ShareScope>().toEqualTypeOf<'VIEW' | 'EDIT_PARTIES' | 'EDIT_GOODS' | 'VGM' | 'APPROVE_DRAFT' | 'FILL_SUPPLEMENT' | 'SECOND_HALF'>();
  });

  it('refuses an entry two modules both own, and keeps one of a shared one', () => {
    expect(() =>
      collectUnique('panel slot', [
        { module: 'a', entries: ['x.slot'] },
        { module: 'b', entries: ['x.slot'] },
      ]),
    ).toThrow(/panel slot "x.slot" is declared twice: by the modules a and b/);
    expect(collectShared([['VIEW', 'EDIT'], undefined, ['VIEW']])).toEqual(['VIEW', 'EDIT']);
  });

  it('has a module with exception words declare them through its contract', () => {
    expect(CONTRACT_MODULES.filter((m) => m.tower).map((m) => m.name)).toEqual(expect.arrayContaining(['vgm', 'si', 'packing', 'manifest', 'billing']));
  });
});
