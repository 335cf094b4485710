import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../../../src/routes/table';
import { routes, findRoute, notFoundHref } from '../../../src/routes';
import { MODULES } from '../../../src/routes/modules';
import { LAYOUTS } from '../../../src/routes/types';
import { routesMarkdown } from '../../../src/routes/routesDoc';
import { clientRegistry } from '../../../src/app/registry';
import { routeAllowed } from '../../../src/routes/access';

/** Spec §2.1–§2.18, from the copy of the spec kept in docs/spec. */
function specRouteSection(): string {
  const spec = readFileSync('docs/spec/spec.txt', 'utf8');
  return spec.slice(spec.indexOf('### 2.1 '), spec.indexOf('### 2.19'));
}

const lower = new Set(routeTable.map((r) => r.path.toLowerCase()));

describe('route table', () => {
  it('has every path once, case-insensitively', () => {
    expect(lower.size).toBe(routeTable.length);
    expect(new Set(routeTable.map((r) => r.name)).size).toBe(routeTable.length);
    expect(routeTable.length).toBeGreaterThan(330);
  });

  it('gives every route both titles, a module and one of the nine layouts', () => {
    for (const r of routeTable) {
      expect(r.path, r.path).toMatch(/^\//);
      expect(r.title.zh.trim(), r.path).not.toBe('');
      expect(r.title.en.trim(), r.path).not.toBe('');
      expect(r.title.zh, r.path).toMatch(/[\u3400-\u9fff]/); // the Chinese title is Chinese
      expect(LAYOUTS, r.path).toContain(r.layout);
      expect(Object.keys(MODULES), r.path).toContain(r.module);
    }
  });

  it('holds every full path written in spec §2', () => {
    const section = specRouteSection();
    // Folders named as prefixes, not pages.
    const folders = new Set(['/internal', '/external/workbench/mainifest']);
    const written = [...section.matchAll(/(?<![\w-])\/[A-Za-z][\w\-/]*/g)].map((m) => m[0]).filter((p) => !p.endsWith('/') && !folders.has(p));
    expect(written.length).toBeGreaterThan(80);
    const missing = written.filter((p) => !lower.has(p.toLowerCase()));
    expect(missing).toEqual([]);
  });

  it('holds a page for every bare name of the compressed lists in spec §2', () => {
    const section = specRouteSection()
      .replace(/\([^)]*\)/g, ' ') // meanings in parentheses
      .replace(/^#.*$/gm, ' ');
    const bare = new Set<string>();
    for (const line of section.split('\n')) {
      if (!/^(- |Under |Also)/.test(line)) continue;
      // a leading label ("Radars and analysis:", "Under /x/:") names a group, not pages
      for (const raw of line
        .replace(/^- /, '')
        .replace(/^[^:]*:\s/, '')
        .split(/[,;]|\band\b/)) {
        const item = raw
          .replace(/^[^:]*:\s*/, '')
          .trim()
          .replace(/\.$/, '');
        if (/^[A-Za-z][\w-]*(\/[\w-]+)*$/.test(item) && !/\s/.test(item)) bare.add(item);
      }
    }
    expect(bare.size).toBeGreaterThan(150);
    const missing = [...bare].filter((name) => ![...lower].some((p) => p.endsWith(`/${name.toLowerCase()}`)));
    expect(missing).toEqual([]);
  });

  it('marks the spec rules: cargo manager keepAlive, public pages allowLogout, the redirect', () => {
    for (const r of routeTable.filter((x) => x.path.startsWith('/cargoManager/'))) expect(r.keepAlive, r.path).toBe(true);
    for (const p of ['/', '/mainPage', '/customer/home', '/external/mainifest/share']) expect(findRoute(p)?.allowLogout, p).toBe(true);
    expect(findRoute('/customer/user')?.redirectTo).toBe('/customer/userSetting');
    expect(findRoute('/customer/message')?.highlightParent).toBe('/customer/userSetting');
    expect(findRoute('/internal/404')).toBeDefined();
    expect(findRoute('/formLayout/404')?.layout).toBe('form');
  });

  it('points highlighted parents and last pages at routes that exist', () => {
    for (const r of routeTable) {
      if (r.highlightParent) expect(lower.has(r.highlightParent.toLowerCase()), r.path).toBe(true);
      if (r.lastPage) expect(lower.has(r.lastPage.toLowerCase()), r.path).toBe(true);
      if (r.redirectTo) expect(lower.has(r.redirectTo.toLowerCase()), r.path).toBe(true);
    }
  });

  it('matches paths case-insensitively and ignores a trailing slash', () => {
    expect(findRoute('/tdmanage/SICHECK/')?.path).toBe('/tdManage/siCheck');
    expect(findRoute('/nope')).toBeUndefined();
  });

  it('sends unknown paths to /internal/404 keeping the attempted url', () => {
    const href = notFoundHref('/a/b?c=1&d=二#h');
    expect(href.startsWith('/internal/404?url=')).toBe(true);
    expect(new URL(href, 'http://x').searchParams.get('url')).toBe('/a/b?c=1&d=二#h');
  });

  it('keeps docs/routes.md current (npm run docs:routes)', () => {
    expect(readFileSync('docs/routes.md', 'utf8')).toBe(routesMarkdown(routes, (path) => !!clientRegistry.screenFor(path)));
  });
});

describe('detail pages opened from several lists', () => {
  it('name only routes of the table, and open for whoever holds one of those lists', () => {
    for (const r of routeTable)
      for (const p of r.openedBy ?? [])
        expect(
          routeTable.some((x) => x.path === p),
          `${r.path} openedBy ${p}`,
        ).toBe(true);
    const detail = routeTable.find((r) => r.path === '/tdManage/siDetail')!;
    const holding = (...paths: string[]) => new Map(paths.map((p) => [p.toLowerCase(), new Set<string>()]));
    expect(routeAllowed(detail, holding('/tdManage/internalSiList'))).toBe(true);
    expect(routeAllowed(detail, holding('/tdManage/siCheck'))).toBe(true);
    expect(routeAllowed(detail, holding('/system/menu'))).toBe(false);
  });
});
