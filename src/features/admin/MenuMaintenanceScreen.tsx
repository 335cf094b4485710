import { useMemo, useState } from 'react';
import { Button, Callout, Card, H2, Spinner, Tab, Tabs, Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { ACCESS, EXTERNAL_MENU, type MenuTreeKind } from '../../contract/access';
import type { MenuNode } from '../../contract/admin';
import { useRoute } from '../../ui/routeContext';
import { Gate } from '../../session/Gate';
import { useLanguage } from '../../i18n/language';
import { AuditPanel } from './AuditPanel';
import { useMenuTree } from './api/menus';
import { AddMenuDialog, DeleteMenuDialog } from './menu/MenuDialogs';
import { MenuNodeDetail, type PlacedNode } from './menu/MenuNodeDetail';
import { useWords } from '../../i18n/words';
import { adminWords } from './words';

const flatten = (nodes: MenuNode[], depth = 0, parent: MenuNode | null = null): PlacedNode[] =>
  nodes.flatMap((n) => [{ node: n, depth, parent }, ...flatten(n.Children, depth + 1, n)]);

/** One tree: pick a node, rename it, add under it, move it, delete it, edit its buttons. */
function TreeEditor({ tree }: { tree: MenuTreeKind }) {
  const w = useWords(adminWords);
  const lang = useLanguage();
  const data = useMenuTree(tree);
  const [selected, setSelected] = useState<number>();
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [adding, setAdding] = useState<number | null | undefined>(undefined);
  const [deleting, setDeleting] = useState(false);
  const flat = useMemo(() => flatten(data.data ?? []), [data.data]);
  const current = flat.find((f) => f.node.Id === selected);

  const contents = useMemo(() => {
    const info = (n: MenuNode): TreeNodeInfo => ({
      id: n.Id,
      label: `${lang === 'en' && n.TitleEn ? n.TitleEn : n.Title}`,
      secondaryLabel: <code className="menu-editor__path">{n.Path}</code>,
      icon: n.Children.length ? 'folder-close' : 'document',
      isSelected: n.Id === selected,
      isExpanded: open.has(n.Id) || n.Path === EXTERNAL_MENU,
      childNodes: n.Children.length ? n.Children.map(info) : undefined,
    });
    return (data.data ?? []).map(info);
  }, [data.data, selected, open, lang]);

  if (data.isPending) return <Spinner />;
  if (data.error)
    return (
      <Callout intent="danger" role="alert">
        {(data.error as Error).message}
      </Callout>
    );

  const flip = (id: number, on: boolean) =>
    setOpen((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="menu-editor">
      <Card className="menu-editor__tree">
        <Gate access={ACCESS.menuEdit}>
          <Button size="small" icon="folder-new" text={w.addTopNode} onClick={() => setAdding(null)} />
        </Gate>
        <Tree
          contents={contents}
          onNodeClick={(n) => setSelected(Number(n.id))}
          onNodeExpand={(n) => flip(Number(n.id), true)}
          onNodeCollapse={(n) => flip(Number(n.id), false)}
        />
      </Card>
      <Card className="menu-editor__detail">
        {!current ? (
          <p>{w.pickNodeOnLeft}</p>
        ) : (
          <MenuNodeDetail tree={tree} current={current} flat={flat} top={data.data ?? []} onAdd={setAdding} onDelete={() => setDeleting(true)} />
        )}
      </Card>
      <AddMenuDialog
        tree={tree}
        adding={adding}
        close={() => setAdding(undefined)}
        added={(id, parent) => {
          if (parent) setOpen((s) => new Set(s).add(parent));
          setSelected(id);
        }}
      />
      <DeleteMenuDialog id={current?.node.Id} isOpen={deleting} close={() => setDeleting(false)} deleted={() => setSelected(undefined)} />
    </div>
  );
}

/** /system/menu (both trees), /internal/MaintenanceMenu (internal), /internal/ExternalMaintenanceMenu (external). */
export default function MenuMaintenanceScreen() {
  const w = useWords(adminWords);
  const route = useRoute();
  const only: MenuTreeKind | undefined =
    route.path === '/internal/MaintenanceMenu' ? 'internal' : route.path === '/internal/ExternalMaintenanceMenu' ? 'external' : undefined;
  const [tab, setTab] = useState<MenuTreeKind>('internal');
  return (
    <section className="admin-screen">
      <H2>{only === 'internal' ? w.internalMenuMaintenance : only === 'external' ? w.externalMenuMaintenance : w.menus}</H2>
      <Callout icon="info-sign">{w.employeeMenuIsNodes}</Callout>
      {only ? (
        <TreeEditor tree={only} />
      ) : (
        <Tabs id="menu-trees" selectedTabId={tab} onChange={(t) => setTab(t as MenuTreeKind)}>
          <Tab id="internal" title={w.internalMenu} panel={<TreeEditor tree="internal" />} />
          <Tab id="external" title={w.externalMenu} panel={<TreeEditor tree="external" />} />
        </Tabs>
      )}
      <AuditPanel entity={['menu', 'menuButton']} />
    </section>
  );
}
