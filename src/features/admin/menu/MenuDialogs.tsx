import { Button, ButtonGroup, Callout } from '@blueprintjs/core';
import type { MenuTreeKind } from '../../../contract/access';
import { commonWords } from '../../../i18n/commonWords';
import { useWords } from '../../../i18n/words';
import { ApiForm } from '../../../lib/ApiForm';
import { AppDialog } from '../../../ui/AppDialog';
import { useDeleteMenu, useSaveMenu } from '../api/menus';
import { adminWords } from '../words';

/** A new node under `adding` (null: at the top); once saved it is selected and its parent opened. */
export function AddMenuDialog({
  tree,
  adding,
  close,
  added,
}: {
  tree: MenuTreeKind;
  adding: number | null | undefined;
  close(): void;
  added(id: number, parent: number | null): void;
}) {
  const w = useWords(adminWords);
  const c = useWords(commonWords);
  const saveMenu = useSaveMenu();
  return (
    <AppDialog isOpen={adding !== undefined} onClose={() => close()} title={w.addNode}>
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
            added(saved.Id, adding ?? null);
            close();
          }}
          footer={<Button minimal text={c.cancel} onClick={() => close()} />}
        />
      </div>
    </AppDialog>
  );
}

/** Deleting a node asks first: its children and buttons go with it. */
export function DeleteMenuDialog({ id, isOpen, close, deleted }: { id: number | undefined; isOpen: boolean; close(): void; deleted(): void }) {
  const c = useWords(commonWords);
  const w = useWords(adminWords);
  const deleteMenu = useDeleteMenu();
  return (
    <AppDialog isOpen={isOpen} onClose={() => close()} title={w.deleteNode}>
      <div className="bp6-dialog-body">
        <Callout intent="danger">{w.deleteThisNodeAnd}</Callout>
        <ButtonGroup className="dialog-actions">
          <Button
            intent="danger"
            text={c.delete}
            onClick={() =>
              id !== undefined &&
              void deleteMenu({ Id: id }, c.deleted).then(() => {
                close();
                deleted();
              })
            }
          />
          <Button text={c.cancel} onClick={() => close()} />
        </ButtonGroup>
      </div>
    </AppDialog>
  );
}
