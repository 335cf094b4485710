import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MODULES } from '../../../server/modules';
import { checkModules, type ExceptionRule, type ServerModule, type WorkQueue } from '../../../server/modules/module';
import { exceptionCodeWords, loadTowerWords } from '../../../src/contract/controlTower/tower';

const noRoutes = () => undefined;
const rule = (code: string): ExceptionRule => ({ code, severity: 'high', who: ['operator'], access: { menus: ['/x'] }, open: async () => [] });
const queue = (id: string): WorkQueue => ({
  id,
  name: { zh: '队列', en: 'Queue' },
  access: { menus: ['/x'] },
  path: '/x',
  count: async () => ({ Count: 0, Oldest: null }),
  next: async () => null,
});

/** The modules declare their exception rules and queues; the registry gathers them and keeps codes and ids unique. */
describe('exception rules and work queues in the registry', () => {
  // each module's words are declared with its contract and loaded as the tower's screen loads them
  beforeAll(() => loadTowerWords());

  it('collects every module’s rules: §12.1’s codes, each named in words', () => {
    const codes = SERVER_MODULES.flatMap((m) => (m.exceptions ?? []).map((r) => r.code));
    expect(codes).toEqual(
      expect.arrayContaining([
        'DOC_CUTOFF',
        'VGM_MISSING',
        'VGM_DEVIATION',
        'PKL_NOT_OPENED',
        'NOT_GATED_IN',
        'SHUT_OUT',
        'MANIFEST_DUE',
        'MANIFEST_FAILED',
        'ETA_SLIP',
        'CUSTOMS_HOLD',
      ]),
    );
    for (const c of codes) expect(exceptionCodeWords[c as keyof typeof exceptionCodeWords], `${c} has no words`).toBeDefined();
    const queues = SERVER_MODULES.flatMap((m) => (m.queues ?? []).map((q) => q.id));
    expect(queues).toEqual(
      expect.arrayContaining(['si.review', 'packing.applications', 'packing.dataAudit', 'epacking.applications', 'manifest.verify', 'manifest.failed']),
    );
  });

  it('refuses two rules with the same code, in one module or two', () => {
    const a: ServerModule = { name: 'a', tables: [], routes: noRoutes, exceptions: [rule('LATE_BOX')] };
    const b: ServerModule = { name: 'b', tables: [], routes: noRoutes, exceptions: [rule('LATE_BOX')] };
    expect(() => checkModules([a, b])).toThrow(/Two exception rules have the code LATE_BOX/);
    expect(() => checkModules([{ ...a, exceptions: [rule('X_ONE'), rule('X_ONE')] }])).toThrow(/X_ONE/);
    expect(() => checkModules([a, { ...b, exceptions: [rule('OTHER')] }])).not.toThrow();
  });

  it('refuses two queues with the same id', () => {
    expect(() =>
      checkModules([
        { name: 'a', tables: [], routes: noRoutes, queues: [queue('q.one')] },
        { name: 'b', tables: [], routes: noRoutes, queues: [queue('q.one')] },
      ]),
    ).toThrow(/Two work queues are named q.one/);
  });
});
