import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../src/contract/admin';
import { builtOnly } from '../../../src/shell/menuFilter';
import { defaultMenuTrees, type MenuSeedNode } from '../../../src/routes/defaultMenus';
import { clientRegistry } from '../../../src/app/registry';

const built = (path: string) => !!clientRegistry.screenFor(path);

let id = 0;
const node = (Path: string, Children: MenuNode[] = []): MenuNode => ({
  Id: ++id,
  Path,
  Title: Path,
  TitleEn: Path,
  Icon: 'document',
  Order: id,
  Buttons: [],
  Children,
});
const fromSeed = (nodes: MenuSeedNode[]): MenuNode[] => nodes.map((n) => node(n.path, fromSeed(n.children)));
const paths = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.Path, ...paths(n.Children)]);

describe('the side menu shows built pages only', () => {
  it('drops pages not built yet and the folders they leave empty', () => {
    // every page is built now: a page taken as not built stands for one a later route adds
    const notYet = new Set(['/CRM/CustomerAnalysis', '/CRM/QuotationAnalysis']);
    const tree = [
      node('group:analysis', [node('/CRM/CustomerAnalysis'), node('/CRM/QuotationAnalysis')]),
      node('group:system', [node('/system/menu'), node('/customer/user'), node('/system/basicCode')]),
    ];
    expect(paths(builtOnly(tree, (p) => built(p) && !notYet.has(p)))).toEqual(['group:system', '/system/menu', '/system/basicCode']);
  });

  it('leaves the default trees with built pages only, and still the pages people work with', () => {
    const trees = defaultMenuTrees();
    for (const kind of ['internal', 'external'] as const) {
      const shown = paths(builtOnly(fromSeed(trees[kind]), built)).filter((p) => p.startsWith('/'));
      expect(shown.length, kind).toBeGreaterThan(3);
      for (const p of shown) expect(clientRegistry.screenFor(p), p).toBeDefined();
    }
    const external = paths(builtOnly(fromSeed(trees.external), built));
    expect(external).toContain('/external/workbench/siSubmit');
    expect(external).not.toContain('/external/workbench/test');
    // built in issue 49 (the letters module): the carriers' letters are on the customers' menu
    expect(external).toContain('/external/workbench/ShippingLetter');
    // built in issue 36: the control tower and the dashboard are on the customers' menu
    expect(external).toEqual(expect.arrayContaining(['/external/workbench/control', '/external/workbench/dashboard']));
  });
});
