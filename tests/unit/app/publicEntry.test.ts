import { describe, expect, it } from 'vitest';
import { clientRegistry } from '../../../src/app/registry';
import { publicIconLists, publicScreenFor, publicScreenLists } from '../../../src/public/screens';
import { findRoute } from '../../../src/routes';
import { isPublicSitePath, isPublicSiteRoute } from '../../../src/routes/publicSite';
import { routeTable } from '../../../src/routes/table';

// The two browser entries (docs/public-entry.md): the staff shell (index.html) and the public sites'
// (public.html). One rule picks the entry, one loader per public page serves both.
describe('the public sites’ entry', () => {
  it('shows every public page the staff shell shows, with the very same loader (one chunk, two entries)', () => {
    const publicRoutes = routeTable.filter(isPublicSiteRoute);
    expect(publicRoutes.length).toBeGreaterThan(20);
    const built = publicRoutes.filter((r) => clientRegistry.screenFor(r.path));
    expect(built.map((r) => r.path)).toContain('/');
    for (const r of built) expect(publicScreenFor(r.path), r.path).toBe(clientRegistry.screenFor(r.path));
    // and none the staff shell does not
    for (const r of publicRoutes.filter((r) => !clientRegistry.screenFor(r.path))) expect(publicScreenFor(r.path), r.path).toBeUndefined();
  });

  it('declares public screens on public pages only', () => {
    for (const list of publicScreenLists)
      for (const path of Object.keys(list)) {
        const route = findRoute(path);
        expect(route && isPublicSiteRoute(route), path).toBe(true);
      }
  });

  it('loads every module’s icon list, as the staff shell does', () => {
    expect(publicIconLists.length).toBe(clientRegistry.icons.length);
  });

  it('serves the public entry for the public sites’ pages, the staff shell for the rest', () => {
    const cases: [string, string, boolean][] = [
      ['/', '', true],
      ['/MAINPAGE/', '', true],
      ['/external/MHpage/Home', '?x=1', true],
      ['/asiawise', '?no=ABC', true],
      ['/customer/home', '', true],
      // the session's sign-in dialog is the staff shell's
      ['/', '?showLogin&returnTo=%2Fworkbench', false],
      ['/customer/home', '?showConflict', false],
      ['/customer/userSetting', '', false], // on a public layout, but needs a session
      ['/customer/user', '', false], // a redirect
      ['/UserCard/Index', '?c=abc', false], // the internal layout
      ['/external/mainifest/share', '', false], // the form layout
      ['/workbench', '', false],
      ['/no/such/page', '', false],
    ];
    for (const [path, search, expected] of cases) expect(isPublicSitePath(path, search), `${path}${search}`).toBe(expected);
  });
});
