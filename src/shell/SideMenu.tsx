import { useMemo, useState } from 'react';
import { InputGroup, Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLanguage } from '../i18n/language';
import { useT } from '../i18n/useT';
import { findRoute, routes } from '../routes';
import { MODULES, type ModuleKey } from '../routes/modules';
import { normalizePath } from '../routes/lookup';
import type { LayoutKind, RouteDef } from '../routes/types';

type NodeData = { href?: string };

/** Detail pages (they name a highlighted parent) and redirects are reached from their lists, not the menu. */
function inMenu(r: RouteDef, layout: LayoutKind): boolean {
  return r.layout === layout && !r.redirectTo && !r.highlightParent && !r.path.endsWith('/404');
}

/**
 * The side menu of a workbench side, grouped by module, from the route table (the employee's
 * menu tree replaces it in a later issue). The current page is selected and its module open;
 * detail pages select the list they belong to (highlightParent).
 */
export function SideMenu({ layout }: { layout: LayoutKind }) {
  const lang = useLanguage();
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [filter, setFilter] = useState('');
  const [toggled, setToggled] = useState<Record<string, boolean>>({});

  const current = findRoute(location.pathname);
  const selectedPath = normalizePath(current?.highlightParent ?? current?.path ?? '');

  const groups = useMemo(() => {
    const byModule = new Map<string, RouteDef[]>();
    for (const r of routes) {
      if (!inMenu(r, layout)) continue;
      byModule.set(r.module, [...(byModule.get(r.module) ?? []), r]);
    }
    return [...byModule.entries()];
  }, [layout]);

  const q = filter.trim().toLowerCase();
  const contents: TreeNodeInfo<NodeData>[] = groups
    .map(([module, list]) => {
      const visible = q
        ? list.filter((r) => r.title.zh.includes(q) || r.title.en.toLowerCase().includes(q) || r.path.toLowerCase().includes(q))
        : list;
      const holdsCurrent = list.some((r) => normalizePath(r.path) === selectedPath);
      const label = MODULES[module as ModuleKey]?.[lang] ?? module;
      return {
        id: `module:${module}`,
        label,
        icon: 'folder-close',
        isExpanded: q ? true : (toggled[module] ?? holdsCurrent),
        childNodes: visible.map((r) => ({
          id: r.path,
          label: r.title[lang],
          icon: 'document',
          isSelected: normalizePath(r.path) === selectedPath,
          nodeData: { href: r.path },
        })),
      } satisfies TreeNodeInfo<NodeData>;
    })
    .filter((g) => (g.childNodes?.length ?? 0) > 0);

  const moduleKey = (node: TreeNodeInfo<NodeData>) => String(node.id).replace(/^module:/, '');
  return (
    <nav className="side-menu" aria-label={t('sideMenu')}>
      <InputGroup
        leftIcon="filter"
        placeholder={t('filterMenu')}
        value={filter}
        onValueChange={setFilter}
        size="small"
        className="side-menu__filter"
      />
      <Tree<NodeData>
        contents={contents}
        onNodeClick={(node) => {
          if (node.nodeData?.href) navigate(node.nodeData.href);
          else setToggled((s) => ({ ...s, [moduleKey(node)]: !node.isExpanded }));
        }}
        onNodeExpand={(node) => setToggled((s) => ({ ...s, [moduleKey(node)]: true }))}
        onNodeCollapse={(node) => setToggled((s) => ({ ...s, [moduleKey(node)]: false }))}
      />
    </nav>
  );
}
