import { Button, H4, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { ACCESS } from '../../../contract/access';
import type { MenuNode } from '../../../contract/admin';
import { useWords } from '../../../i18n/words';
import { Gate } from '../../../session/Gate';
import { useDeleteMenuButton, useSaveMenuButton } from '../api/menus';
import { adminWords } from '../words';

/** A menu node's buttons (the permissions a role may be granted on its page): listed, deleted, added by code and name. */
export function MenuButtons({ node }: { node: MenuNode }) {
  const w = useWords(adminWords);
  const saveButton = useSaveMenuButton();
  const deleteButton = useDeleteMenuButton();
  const [newButton, setNewButton] = useState({ Code: '', Name: '' });
  return (
    <>
      <H4>{w.buttons}</H4>
      <ul className="menu-editor__buttons">
        {node.Buttons.map((b) => (
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
              void saveButton({ MenuId: node.Id, Code: newButton.Code, Name: newButton.Name }, w.buttonAdded).then((ok) => {
                if (ok) setNewButton({ Code: '', Name: '' });
              })
            }
          />
        </div>
      </Gate>
    </>
  );
}
