import { Button, ButtonGroup, H4, HTMLSelect } from '@blueprintjs/core';
import { ACCESS, EXTERNAL_MENU, type MenuTreeKind } from '../../../contract/access';
import type { MenuNode } from '../../../contract/admin';
import { commonWords } from '../../../i18n/commonWords';
import { useWords } from '../../../i18n/words';
import { ApiForm } from '../../../lib/ApiForm';
import { useCan } from '../../../session/access';
import { Gate } from '../../../session/Gate';
import { useMoveMenu, useSaveMenu } from '../api/menus';
import { adminWords } from '../words';
import { MenuButtons } from './MenuButtons';

/** A node of the tree with where it stands: its depth and its parent (null at the top). */
export type PlacedNode = { node: MenuNode; depth: number; parent: MenuNode | null };

/** The node picked: rename it, add under it, move it up, down or under another folder, delete it, edit its buttons. */
export function MenuNodeDetail({
  tree,
  current,
  flat,
  top,
  onAdd,
  onDelete,
}: {
  tree: MenuTreeKind;
  current: PlacedNode;
  flat: PlacedNode[];
  top: MenuNode[];
  onAdd(parent: number): void;
  onDelete(): void;
}) {
  const w = useWords(adminWords);
  const c = useWords(commonWords);
  const saveMenu = useSaveMenu();
  const moveMenu = useMoveMenu();
  const canEdit = useCan(ACCESS.menuEdit);
  const move = async (delta: -1 | 1) => {
    const siblings = current.parent ? current.parent.Children : top;
    const index = siblings.findIndex((s) => s.Id === current.node.Id) + delta;
    if (index < 0 || index >= siblings.length) return;
    await moveMenu({ Id: current.node.Id, ParentId: current.parent?.Id ?? null, Index: index }, w.moved);
  };
  const moveInto = async (parentId: string) => {
    const parent = parentId === '' ? null : Number(parentId);
    await moveMenu({ Id: current.node.Id, ParentId: parent, Index: 10_000 }, w.moved);
  };
  return (
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
          <Button icon="add" text={w.addChild} onClick={() => onAdd(current.node.Id)} />
          <Button icon="arrow-up" aria-label={w.moveUp} onClick={() => void move(-1)} />
          <Button icon="arrow-down" aria-label={w.moveDown} onClick={() => void move(1)} />
          <Button icon="trash" intent="danger" text={c.delete} disabled={current.node.Path === EXTERNAL_MENU} onClick={onDelete} />
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
      <MenuButtons node={current.node} />
    </>
  );
}
