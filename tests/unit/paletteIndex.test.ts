import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { buildPaletteIndex } from '../../src/shell/palette/paletteIndex';
import { shellCommands } from '../../src/shell/palette/commands';
import { pinyinOf } from '../../src/shell/palette/pinyin';
import { search } from '../../src/shell/palette/matcher';

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
