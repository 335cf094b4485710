import { EXTERNAL_MENU, type MenuTreeKind } from '../contract/access';
import { CONTRACT_MODULES } from '../contract/modules';
import type { MenuFolder } from '../contract/registry';
import { MODULES, type ModuleKey } from './modules';
import { routeTable } from './table';
import type { Bilingual, RouteDef } from './types';

/** A node of a default menu tree, before it has ids: what the seed writes. */
export interface MenuSeedNode {
  path: string;
  title: Bilingual;
  icon: string;
  children: MenuSeedNode[];
}

/** The folder key of a module in a menu tree (folders are not routes). */
export const folderPath = (key: string) => `group:${key}`;

const EXTERNAL_LAYOUTS = new Set(['externalWorkbench', 'externalManage', 'customer']);

/** Pages kept out of the default menus: the spec's test page is no one's daily work. */
const OFF_MENU = new Set(['/external/workbench/test']);

/**
 * A route that is its own menu item: governed, not a detail page, not a redirect or a second
 * address of another page, not an error page.
 */
const isMenuItem = (r: RouteDef) =>
  !r.allowLogout && !r.everyone && !r.redirectTo && !r.aliasOf && !r.highlightParent && !r.path.endsWith('/404') && !OFF_MENU.has(r.path);

/** The folders the modules add to the external tree (their contracts' `menuFolders`), in the registry's order. */
export const moduleMenuFolders = (): MenuFolder[] => CONTRACT_MODULES.flatMap((m) => m.menuFolders ?? []);

/** The external folders for selling companies (providers) only: a customer's admin holds none of them, nor the customers' template role. */
export const SELLERS_ONLY_FOLDERS: readonly string[] = moduleMenuFolders()
  .filter((f) => f.sellersOnly)
  .map((f) => folderPath(f.key));

/** The external pages for customers only (the modules' `buyersOnlyPages`): a provider's tree never holds them, an admin's nor a role's. */
export const BUYERS_ONLY_PAGES: readonly string[] = CONTRACT_MODULES.flatMap((m) => m.buyersOnlyPages ?? []);

const folderNode = (f: MenuFolder): MenuSeedNode => ({
  path: folderPath(f.key),
  title: f.title,
  icon: f.icon,
  children: f.pages.map((p) => {
    const r = routeTable.find((x) => x.path === p);
    if (!r) throw new Error(`The menu folder ${f.key} names ${p}, which is not in the route table (src/routes/table.ts)`);
    return { path: r.path, title: r.title, icon: 'document', children: [] };
  }),
});

/** The pages a company admin on the external side manages their own company with. */
export const COMPANY_ADMIN = [
  '/system/employee/list',
  '/system/role/companyRole',
  '/system/role/roleEdit',
  '/system/permission/permissionList',
  '/system/CurrentCompanyDetail',
  '/system/company/editCompanyInfo',
  '/system/messageManage',
];

function byModule(list: RouteDef[]): MenuSeedNode[] {
  const groups = new Map<string, RouteDef[]>();
  for (const r of list) groups.set(r.module, [...(groups.get(r.module) ?? []), r]);
  return [...groups.entries()].map(([module, rs]) => ({
    path: folderPath(module),
    title: MODULES[module as ModuleKey],
    icon: 'folder-close',
    children: rs.map((r) => ({ path: r.path, title: r.title, icon: 'document', children: [] })),
  }));
}

/**
 * The two default trees, from the route table: the internal tree is every staff-side menu page
 * grouped by module; the external tree hangs under one EXTERNAL_MENU node (spec §2.19) and
 * holds the workbench pages, a company-administration folder and the folders the modules declare
 * (their contracts' `menuFolders`). Admins edit them afterwards.
 */
export function defaultMenuTrees(): Record<MenuTreeKind, MenuSeedNode[]> {
  const items = routeTable.filter(isMenuItem);
  const internal = byModule(items.filter((r) => r.layout === 'internal'));
  const external = byModule(items.filter((r) => EXTERNAL_LAYOUTS.has(r.layout)));
  const admin = COMPANY_ADMIN.map((p) => routeTable.find((r) => r.path === p)!);
  external.push({
    path: folderPath('companyAdmin'),
    title: { zh: '企业管理', en: 'Company administration' },
    icon: 'office',
    children: admin.map((r) => ({ path: r.path, title: r.title, icon: 'document', children: [] })),
  });
  external.push(...moduleMenuFolders().map(folderNode));
  return {
    internal,
    external: [{ path: EXTERNAL_MENU, title: { zh: '外部菜单', en: 'External menu' }, icon: 'globe-network', children: external }],
  };
}
