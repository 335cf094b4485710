import { useMemo, useState } from 'react';
import { InputGroup, NonIdealState, Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { useSelector } from '@xstate/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { EXTERNAL_MENU } from '../contract/access';
import type { MenuNode } from '../contract/admin';
import { useLanguage, type Language } from '../i18n/language';
import { useT } from '../i18n/useT';
import { findRoute } from '../routes';
import { normalizePath } from '../routes/lookup';
import { sessionActor } from '../session/sessionActor';
import { builtOnly } from './menuFilter';
import { useShellModules } from './shellModules';

type NodeData = { href?: string };

const label = (n: MenuNode, lang: Language) => (lang === 'en' && n.TitleEn ? n.TitleEn : n.Title);

/** The nodes shown: the EXTERNAL_MENU node only marks the side (§2.19), its children are the menu. */
const visibleRoots = (tree: readonly MenuNode[]) => tree.flatMap((n) => (n.Path === EXTERNAL_MENU ? n.Children : [n]));

/** Keeps nodes matching the filter, and the folders that lead to them. */
function filtered(nodes: readonly MenuNode[], q: string, lang: Language): MenuNode[] {
  if (!q) return [...nodes];
  return nodes.flatMap((n) => {
    const children = filtered(n.Children, q, lang);
    const hit = label(n, lang).toLowerCase().includes(q) || n.Title.includes(q) || n.Path.toLowerCase().includes(q);
    return hit || children.length ? [{ ...n, Children: hit && !children.length ? n.Children : children }] : [];
  });
}

function holds(n: MenuNode, path: string): boolean {
  return normalizePath(n.Path) === path || n.Children.some((c) => holds(c, path));
}

/**
 * The side menu is the person's menu tree (spec §3, §7): folders open and close, a node whose
 * path is a route opens it. The current page is selected and its folders open; detail pages
 * select the list they belong to (highlightParent).
 */
export function SideMenu() {
  const lang = useLanguage();
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const tree = useSelector(sessionActor, (s) => s.context.menuTree);
  const [filter, setFilter] = useState('');
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const { screenFor } = useShellModules();

  const current = findRoute(location.pathname);
  const selectedPath = normalizePath(current?.highlightParent ?? current?.path ?? '');
  const q = filter.trim().toLowerCase();

  const contents = useMemo(() => {
    const toInfo = (n: MenuNode): TreeNodeInfo<NodeData> => {
      const id = `menu:${n.Id}`;
      const route = n.Path.startsWith('/') ? findRoute(n.Path) : undefined;
      const folder = n.Children.length > 0;
      return {
        id,
        label: label(n, lang),
        icon: folder ? ((toggled[id] ?? holds(n, selectedPath)) ? 'folder-open' : 'folder-close') : 'document',
        isSelected: !!route && normalizePath(route.path) === selectedPath,
        isExpanded: folder ? (q ? true : (toggled[id] ?? holds(n, selectedPath))) : undefined,
        childNodes: folder ? n.Children.map(toInfo) : undefined,
        nodeData: route ? { href: route.path } : {},
      };
    };
    return filtered(
      builtOnly(visibleRoots(tree), (path) => !!screenFor(path)),
      q,
      lang,
    ).map(toInfo);
  }, [tree, q, lang, toggled, selectedPath, screenFor]);

  return (
    <nav className="side-menu" aria-label={t('sideMenu')}>
      <InputGroup leftIcon="filter" placeholder={t('filterMenu')} value={filter} onValueChange={setFilter} size="small" className="side-menu__filter" />
      {contents.length === 0 ? (
        <NonIdealState icon="menu" description={t('menuEmpty')} />
      ) : (
        <Tree<NodeData>
          contents={contents}
          onNodeClick={(node) => {
            if (node.nodeData?.href) navigate(node.nodeData.href);
            else if (node.childNodes) setToggled((s) => ({ ...s, [String(node.id)]: !node.isExpanded }));
          }}
          onNodeExpand={(node) => setToggled((s) => ({ ...s, [String(node.id)]: true }))}
          onNodeCollapse={(node) => setToggled((s) => ({ ...s, [String(node.id)]: false }))}
        />
      )}
    </nav>
  );
}
