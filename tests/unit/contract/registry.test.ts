import { describe, expect, it } from 'vitest';
import { ACCESS, BUTTON_TITLES, accessButtons, type AccessKey } from '../../../src/contract/access';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { CONTRACT_MODULES } from '../../../src/contract/modules';
import { assertUniquePaths, contractModule, mergeButtonTitles, mergeUnique } from '../../../src/contract/registry';
import { read } from '../../../src/contract/accessRow';

describe('the contract registry', () => {
  it('gathers every module’s calls and access rows, keys still literal', () => {
    const path: '/api/TDBillLadingInfo/GetTDBillLadingInfo' = ENDPOINTS.siGet;
    const key: AccessKey = 'siRead';
    // @ts-expect-error an access key no module declares is not an AccessKey
    const unknown: AccessKey = 'noSuchKey';
    expect([path, key, unknown]).toBeTruthy();
    expect(ENDPOINTS.health).toBe('/api/health');
    expect(ACCESS.siReview.button).toBe('review');
    const total = CONTRACT_MODULES.reduce((n, m) => n + Object.keys(m.paths).length, 0);
    expect(Object.keys(ENDPOINTS)).toHaveLength(total);
  });

  it('has a title for every button an access row names', () => {
    for (const { code } of accessButtons()) expect(BUTTON_TITLES[code], code).toBeDefined();
  });

  it('throws on a call name or access key two modules both declare', () => {
    const a = contractModule({ name: 'a', paths: { x: '/api/A/X' }, access: { xRead: read(['/a']) } });
    const b = contractModule({ name: 'b', paths: { x: '/api/B/X' }, access: { xRead: read(['/b']) } });
    expect(() =>
      mergeUnique(
        'call',
        [a, b].map((m) => ({ module: m.name, entries: m.paths })),
      ),
    ).toThrow(/"x" is declared twice: by the modules a and b/);
    expect(() =>
      mergeUnique(
        'access key',
        [a, b].map((m) => ({ module: m.name, entries: m.access })),
      ),
    ).toThrow(/access key "xRead"/);
  });

  it('throws on one path declared by two calls (case aside)', () => {
    expect(() => assertUniquePaths({ one: '/api/A/X', two: '/api/a/x' })).toThrow(/declared twice: by the calls one and two/);
    expect(() => assertUniquePaths(ENDPOINTS)).not.toThrow();
  });

  it('lets modules share a button code only with the same words', () => {
    const m = (name: string, en: string) => contractModule({ name, paths: {}, access: {}, buttons: { export: { zh: '导出', en } } });
    expect(mergeButtonTitles([m('a', 'Export'), m('b', 'Export')])).toEqual({ export: { zh: '导出', en: 'Export' } });
    expect(() => mergeButtonTitles([m('a', 'Export'), m('b', 'Download')])).toThrow(/two titles/);
  });
});
