import { describe, expect, it } from 'vitest';
import { clientRegistry } from '../../../src/app/registry';
import { findRoute, normalizePath, routes } from '../../../src/routes';
import { isBuiltPath, UNBUILT_PATHS } from '../../../src/routes/built';

// The public entry's answer to "is this page built" (src/routes/built.ts) is the staff registry's,
// without the modules' declarations: one list, kept true here.
describe('the built pages the public entry knows', () => {
  it('answers as the staff registry for every path of the route table', () => {
    const differ = routes.filter((r) => isBuiltPath(r.path) !== !!clientRegistry.screenFor(r.path)).map((r) => r.path);
    // a page built since: take its line out of UNBUILT_PATHS; a new route without a screen: add it
    expect(differ).toEqual([]);
  });

  it('lists only the table’s own paths, once, none of them built', () => {
    for (const path of UNBUILT_PATHS) {
      expect(findRoute(path)?.path, path).toBe(path);
      expect(clientRegistry.screenFor(path), path).toBeUndefined();
    }
    expect(new Set(UNBUILT_PATHS.map(normalizePath)).size).toBe(UNBUILT_PATHS.length);
  });

  it('knows the staff shell’s pages a public page links to, whatever the case or a trailing slash', () => {
    for (const path of ['/external/BeforeWorkBench', '/external/workbench', '/workbench', '/EXTERNAL/beforeworkbench/'])
      expect(isBuiltPath(path), path).toBe(true);
    expect(isBuiltPath('/no/such/page')).toBe(false);
    expect(isBuiltPath('/CRM/ActivityRecord')).toBe(!!clientRegistry.screenFor('/CRM/ActivityRecord'));
  });
});
