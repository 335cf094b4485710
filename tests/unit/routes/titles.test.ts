import { describe, expect, it } from 'vitest';
import { routeTable } from '../../../src/routes/table';
import { findRoute, routes } from '../../../src/routes';
import { MODULES, type ModuleKey } from '../../../src/routes/modules';
import { jumpableRoutes } from '../../../src/shell/palette/paletteIndex';
import { defaultMenuTrees, type MenuSeedNode } from '../../../src/routes/defaultMenus';

/*
 * Titles are what people read (tabs, document title, menus, palette): no internal labels such as
 * "工作台·", "（新版）", "（公开）", "(workbench)" or a layout's name.
 */
const LABELS_ZH = [
  '工作台·',
  '（新版）',
  '（公开）',
  '（工作台）',
  '（外部）',
  '（内部）',
  '（客户）',
  '（门户）',
  '（表单）',
  '（供应商）',
  '（通用',
  '企业站·',
  '·',
];
const LABELS_EN = ['(new)', '(public)', '(workbench', '(external)', '(internal)', '(customer)', '(portal)', '(form)', '(provider)', '(universal', ' · '];
const LAYOUT_WORDS = ['externalWorkbench', 'externalManage', 'newMh', 'tmh', 'MHpage', 'Mh ', 'TMh', 'layout'];

describe('route titles', () => {
  it('carry no internal labels, in either language', () => {
    const bad: string[] = [];
    for (const r of routeTable) {
      for (const l of LABELS_ZH) if (r.title.zh.includes(l)) bad.push(`${r.path} zh "${r.title.zh}" has "${l}"`);
      for (const l of LABELS_EN) if (r.title.en.toLowerCase().includes(l)) bad.push(`${r.path} en "${r.title.en}" has "${l}"`);
      for (const l of LAYOUT_WORDS) if (`${r.title.zh} ${r.title.en}`.includes(l)) bad.push(`${r.path} names the layout "${l}"`);
      // any bracketed aside is a label smuggled into a title
      if (/[（(]/.test(r.title.zh) || /[(（]/.test(r.title.en)) bad.push(`${r.path} has a bracketed aside: ${r.title.zh} / ${r.title.en}`);
    }
    expect(bad).toEqual([]);
  });

  it('module names carry no "工作台·" style prefixes either (they are the palette\'s secondary text)', () => {
    for (const [key, m] of Object.entries(MODULES)) {
      expect(m.zh, key).not.toMatch(/·/);
      expect(m.en, key).not.toMatch(/ · /);
    }
  });

  it('routes sharing a title are told apart by their module in the palette', () => {
    // within one module, two pages people can jump to never share a title (in either language)
    for (const lang of ['zh', 'en'] as const) {
      const seen = new Map<string, string>();
      const clashes: string[] = [];
      for (const r of jumpableRoutes(routes)) {
        const key = `${r.module}|${r.title[lang].toLowerCase()}`;
        const other = seen.get(key);
        if (other) clashes.push(`${lang}: ${other} and ${r.path} both "${r.title[lang]}" in ${MODULES[r.module as ModuleKey][lang]}`);
        seen.set(key, r.path);
      }
      expect(clashes).toEqual([]);
    }
    // the cleaned titles do repeat across modules: that is what the module tag is for
    const sameTitle = jumpableRoutes(routes).filter((r) => r.title.zh === '在线订舱');
    expect(new Set(sameTitle.map((r) => r.module)).size).toBe(sameTitle.length);
    expect(sameTitle.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the second readings of ambiguous spec paths', () => {
  const pairs: [alias: string, page: string][] = [
    ['/SeaFreight/NowOrderManagement/NowOrderNew', '/SeaFreight/NowOrderManagement/NowOrderNew/NowOrderRelease'],
    ['/SeaFreight/NowOrderManagement/NowOrderRelease', '/SeaFreight/NowOrderManagement/NowOrderNew/NowOrderRelease'],
    ['/workbench/submitFailedList', '/workbench/mainifest/submitFailedList'],
    ['/workbench/trackList', '/workbench/mainifest/trackList'],
    ['/workbench/trackInfo', '/workbench/mainifest/trackInfo'],
  ];

  it.each(pairs)('%s opens the page of %s', (alias, page) => {
    expect(routeTable.some((r) => r.path === alias && r.aliasOf === page)).toBe(true);
    expect(findRoute(alias)?.path).toBe(page);
    expect(findRoute(alias.toLowerCase())).toBe(findRoute(page));
  });

  it('aliases name pages of the table, keep their title, and stay out of the palette and the menus', () => {
    const menuPaths = (nodes: MenuSeedNode[]): string[] => nodes.flatMap((n) => [n.path, ...menuPaths(n.children)]);
    const trees = defaultMenuTrees();
    const inMenus = new Set([...menuPaths(trees.internal), ...menuPaths(trees.external)]);
    for (const r of routeTable.filter((x) => x.aliasOf)) {
      const target = routeTable.find((x) => x.path === r.aliasOf);
      expect(target, r.path).toBeDefined();
      expect(target!.aliasOf, r.path).toBeUndefined();
      expect(r.title, r.path).toEqual(target!.title);
      expect(
        jumpableRoutes(routes).some((x) => x.path === r.path),
        r.path,
      ).toBe(false);
      expect(inMenus.has(r.path), r.path).toBe(false);
    }
  });
});

describe('default menus', () => {
  it('do not offer the test page to customers', () => {
    const paths = (nodes: MenuSeedNode[]): string[] => nodes.flatMap((n) => [n.path, ...paths(n.children)]);
    expect(paths(defaultMenuTrees().external)).not.toContain('/external/workbench/test');
    expect(paths(defaultMenuTrees().external)).toContain('/external/workbench/siSubmit');
  });
});
