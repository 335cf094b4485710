import { useMemo, useState } from 'react';
import { Button, ButtonGroup, Callout, Card, H2, H4, HTMLSelect, InputGroup, Spinner, Tab, Tabs, Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { ACCESS, EXTERNAL_MENU, type MenuTreeKind } from '../../contract/access';
import type { MenuNode } from '../../contract/admin';
import { ApiForm } from '../../lib/ApiForm';
import { AppDialog } from '../../ui/AppDialog';
import { useRoute } from '../../ui/routeContext';
import { Gate } from '../../session/Gate';
import { useCan } from '../../session/access';
import { useLanguage } from '../../i18n/language';
import { AuditPanel } from './AuditPanel';
import { useDeleteMenu, useDeleteMenuButton, useMenuTree, useMoveMenu, useSaveMenu, useSaveMenuButton } from './api/menus';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { adminWords } from './words';

const flatten = (nodes: MenuNode[], depth = 0, parent: MenuNode | null = null): { node: MenuNode; depth: number; parent: MenuNode | null }[] =>
  nodes.flatMap((n) => [{ node: n, depth, parent }, ...flatten(n.Children, depth + 1, n)]);

/** One tree: pick a node, rename it, add under it, move it, delete it, edit its buttons. */
function TreeEditor({ tree }: { tree: MenuTreeKind }) {
  const w = useWords(adminWords);
  const c = useWords(commonWords);
  const lang = useLanguage();
  const saveMenu = useSaveMenu();
  const moveMenu = useMoveMenu();
  const deleteMenu = useDeleteMenu();
  const saveButton = useSaveMenuButton();
  const deleteButton = useDeleteMenuButton();
  const canEdit = useCan(ACCESS.menuEdit);
  const data = useMenuTree(tree);
  const [selected, setSelected] = useState<number>();
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [adding, setAdding] = useState<number | null | undefined>(undefined);
  const [deleting, setDeleting] = useState(false);
  const [newButton, setNewButton] = useState({ Code: '', Name: '' });
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

  const move = async (delta: -1 | 1) => {
    if (!current) return;
    const siblings = current.parent ? current.parent.Children : data.data!;
    const index = siblings.findIndex((s) => s.Id === current.node.Id) + delta;
    if (index < 0 || index >= siblings.length) return;
    await moveMenu({ Id: current.node.Id, ParentId: current.parent?.Id ?? null, Index: index }, w.moved);
  };
  const moveInto = async (parentId: string) => {
    if (!current) return;
    const parent = parentId === '' ? null : Number(parentId);
    await moveMenu({ Id: current.node.Id, ParentId: parent, Index: 10_000 }, w.moved);
  };
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
          <>
            <H4>{current.node.Title}</H4>
            <ApiForm
              key={current.node.Id}
              initial={{ Path: current.node.Path, Title: current.node.Title, TitleEn: current.node.TitleEn, Icon: current.node.Icon }}
              fields={[
                { name: 'Path', label: w.pathRouteOrFolder, disabled: !canEdit || current.node.Path === EXTERNAL_MENU },
                { name: 'Title', label: w.chineseTitle, disabled: !canEdit },
                { name: 'TitleEn', label: w.englishTitle, disabled: !canEdit },
                { name: 'Icon', label: w.icon, disabled: !canEdit },
              ]}
              submitText={w.saveNode}
              onSubmit={async (v) => {
                await saveMenu.mutateAsync({ Id: current.node.Id, Tree: tree, Path: v.Path ?? '', Title: v.Title ?? '', TitleEn: v.TitleEn, Icon: v.Icon });
                return c.saved;
              }}
            />
            <Gate access={ACCESS.menuEdit}>
              <ButtonGroup className="menu-editor__actions">
                <Button icon="add" text={w.addChild} onClick={() => setAdding(current.node.Id)} />
                <Button icon="arrow-up" aria-label={w.moveUp} onClick={() => void move(-1)} />
                <Button icon="arrow-down" aria-label={w.moveDown} onClick={() => void move(1)} />
                <Button icon="trash" intent="danger" text={c.delete} disabled={current.node.Path === EXTERNAL_MENU} onClick={() => setDeleting(true)} />
              </ButtonGroup>
              <label className="menu-editor__move">
                {w.moveUnder}
                <HTMLSelect
                  value={current.parent?.Id ?? ''}
                  onChange={(e) => void moveInto(e.currentTarget.value)}
                  options={[
                    { value: '', label: w.top },
                    ...flat
                      .filter((f) => f.node.Id !== current.node.Id && !f.node.Path.startsWith('/'))
                      .map((f) => ({ value: f.node.Id, label: `${'　'.repeat(f.depth)}${f.node.Title}` })),
                  ]}
                />
              </label>
            </Gate>
            <H4>{w.buttons}</H4>
            <ul className="menu-editor__buttons">
              {current.node.Buttons.map((b) => (
                <li key={b.Id}>
                  <code>{b.Code}</code> {b.Name}
                  <Gate access={ACCESS.menuEdit}>
                    <Button
                      size="small"
                      minimal
                      icon="cross"
                      aria-label={`${w.deleteButton} ${b.Code}`}
                      onClick={() => void deleteButton({ Id: b.Id }, w.buttonDeleted)}
                    />
                  </Gate>
                </li>
              ))}
            </ul>
            <Gate access={ACCESS.menuEdit}>
              <div className="menu-editor__new-button">
                <InputGroup
                  size="small"
                  placeholder={w.buttonCode}
                  aria-label={w.buttonCode}
                  value={newButton.Code}
                  onValueChange={(Code) => setNewButton((b) => ({ ...b, Code }))}
                />
                <InputGroup
                  size="small"
                  placeholder={w.buttonName}
                  aria-label={w.buttonName}
                  value={newButton.Name}
                  onValueChange={(Name) => setNewButton((b) => ({ ...b, Name }))}
                />
                <Button
                  size="small"
                  icon="add"
                  text={w.addButton}
                  onClick={() =>
                    void saveButton({ MenuId: current.node.Id, Code: newButton.Code, Name: newButton.Name }, w.buttonAdded).then((ok) => {
                      if (ok) setNewButton({ Code: '', Name: '' });
                    })
                  }
                />
              </div>
            </Gate>
          </>
        )}
      </Card>
      <AppDialog isOpen={adding !== undefined} onClose={() => setAdding(undefined)} title={w.addNode}>
        <div className="bp6-dialog-body">
          <ApiForm
            draftKey={`menu.${tree}.new`}
            fields={[
              { name: 'Path', label: w.pathRouteLikeSystem },
              { name: 'Title', label: w.chineseTitle },
              { name: 'TitleEn', label: w.englishTitle },
            ]}
            submitText={w.add}
            onSubmit={async (v) => {
              const saved = await saveMenu.mutateAsync({
                Tree: tree,
                ParentId: adding ?? null,
                Path: v.Path ?? '',
                Title: v.Title ?? '',
                TitleEn: v.TitleEn,
              });
              if (adding) setOpen((s) => new Set(s).add(adding));
              setSelected(saved.Id);
              setAdding(undefined);
            }}
            footer={<Button minimal text={c.cancel} onClick={() => setAdding(undefined)} />}
          />
        </div>
      </AppDialog>
      <AppDialog isOpen={deleting} onClose={() => setDeleting(false)} title={w.deleteNode}>
        <div className="bp6-dialog-body">
          <Callout intent="danger">{w.deleteThisNodeAnd}</Callout>
          <ButtonGroup className="dialog-actions">
            <Button
              intent="danger"
              text={c.delete}
              onClick={() =>
                current &&
                void deleteMenu({ Id: current.node.Id }, c.deleted).then(() => {
                  setDeleting(false);
                  setSelected(undefined);
                })
              }
            />
            <Button text={c.cancel} onClick={() => setDeleting(false)} />
          </ButtonGroup>
        </div>
      </AppDialog>
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
