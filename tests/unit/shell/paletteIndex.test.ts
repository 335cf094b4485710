import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/routes';
import { clientRegistry } from '../../../src/app/registry';
import { buildPaletteIndex } from '../../../src/shell/palette/paletteIndex';
import { shellCommands } from '../../../src/shell/palette/commands';
import { pinyinOf } from '../../../src/shell/palette/pinyinTable';
import { queryScore, search } from '../../../src/shell/palette/matcher';

describe('palette index over the whole route table', () => {
  const entries = buildPaletteIndex(routes, shellCommands, pinyinOf);
  const docs = entries.map((e) => e.doc);
  const first = (q: string) => entries.find((e) => e.doc.id === search(docs, q)[0]?.id);

  it('lists every route but redirects and error pages, and the shell commands', () => {
    const routeIds = entries.filter((e) => e.kind === 'route').map((e) => e.doc.id);
    expect(routeIds).toContain('route:/tdManage/siCheck');
    expect(routeIds).not.toContain('route:/customer/user');
    expect(routeIds).not.toContain('route:/internal/404');
    expect(entries.filter((e) => e.kind === 'command')).toHaveLength(shellCommands.length);
  });

  it('finds real routes by Chinese title, pinyin initials, English title and path', () => {
    const ports = routes.find((r) => r.path === '/BasicData/GlobleHaven')!;
    const pick = (q: string) => {
      const e = first(q);
      return e?.kind === 'route' ? e.route.path : e?.doc.id;
    };
    expect(pick(ports.title.zh)).toBe('/BasicData/GlobleHaven');
    expect(pick(pinyinOf.initials(ports.title.zh).join(''))).toBe('/BasicData/GlobleHaven');
    expect(pick(ports.title.en)).toBe('/BasicData/GlobleHaven');
    expect(pick('/tdManage/siCheck')).toBe('/tdManage/siCheck');
  });

  it('finds commands by their keywords in both languages', () => {
    expect(first('主题')?.doc.id).toBe('cmd.theme');
    expect(first('language')?.doc.id).toBe('cmd.language');
  });
});

describe('palette ranking', () => {
  const entries = buildPaletteIndex(routes, shellCommands, pinyinOf);
  const docs = entries.map((e) => e.doc);
  const usable = new Set(entries.filter((e) => e.kind === 'command' || clientRegistry.screenFor(e.route.path)).map((e) => e.doc.id));
  const ranked = (q: string) => search(docs, q, { preferred: usable }).map((d) => entries.find((e) => e.doc.id === d.id)!);

  it('"employees" finds the employee list first', () => {
    expect(ranked('employees')[0]?.doc.id).toBe('route:/system/employee/list');
    expect(ranked('employee')[0]?.doc.id).toBe('route:/system/employee/list');
  });

  it('puts built pages and commands above pages not built yet', () => {
    for (const q of ['SI', 'message', '消息', 'company', 'role', 'manifest', 'xx', 'cgs']) {
      const list = ranked(q);
      const firstNotBuilt = list.findIndex((e) => !usable.has(e.doc.id));
      if (firstNotBuilt < 0) continue;
      // no usable entry with a real match (a title, pinyin or search word) comes after a page not built yet
      const late = list.slice(firstNotBuilt).filter((e) => usable.has(e.doc.id) && queryScore(e.doc, q) >= 50);
      expect(
        late.map((e) => e.doc.id),
        q,
      ).toEqual([]);
    }
    const si = ranked('SI').slice(0, 5);
    expect(
      si.every((e) => e.kind === 'command' || !!clientRegistry.screenFor(e.route.path)),
      si.map((e) => e.doc.id).join(', '),
    ).toBe(true);
  });

  it('without the preference (as before) a page not built yet can lead', () => {
    const plain = search(docs, 'employees').map((d) => d.id);
    // the keyword makes the employee list findable at all; the preference is what orders the rest
    expect(plain).toContain('route:/system/employee/list');
  });
});
