import { Button, Classes, FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import type { ExceptionRow } from '../../contract/controlTower/calls';
import { commonWords } from '../../i18n/commonWords';
import { useWords } from '../../i18n/words';
import { toastFailure } from '../../ui/toaster';
import { AppDialog } from '../../ui/AppDialog';
import { useAckException } from './api/tower';
import { towerWords } from './words';

const HOURS = [1, 4, 8, 24, 48, 72, 168] as const;

/** Snoozing one exception with a note (operations.md §12.2 Ack): hidden from the company's people until the snooze ends. */
export function SnoozeDialog({ row, what, onClose }: { row: ExceptionRow | undefined; what: string; onClose(): void }) {
  const w = useWords(towerWords);
  const c = useWords(commonWords);
  const [hours, setHours] = useState(24);
  const [note, setNote] = useState('');
  const ack = useAckException();
  const save = async () => {
    if (!row) return;
    try {
      await ack.mutateAsync({ Code: row.Code, DocType: row.DocType, DocId: row.DocId, SnoozeHours: hours, Note: note.trim() });
      setNote('');
      onClose();
    } catch (err) {
      toastFailure(err);
    }
  };
  return (
    <AppDialog isOpen={!!row} onClose={onClose} title={w.snoozeTitle(what)} data-testid="tower-snooze">
      <div className={Classes.DIALOG_BODY}>
        <FormGroup label={w.snoozeHours} labelFor="tower-hours">
          <HTMLSelect
            id="tower-hours"
            value={hours}
            onChange={(e) => setHours(Number(e.currentTarget.value))}
            options={HOURS.map((h) => ({ value: h, label: String(h) }))}
          />
        </FormGroup>
        <FormGroup label={w.note} labelFor="tower-note">
          <TextArea id="tower-note" fill maxLength={500} value={note} placeholder={w.notePlaceholder} onChange={(e) => setNote(e.currentTarget.value)} />
        </FormGroup>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={c.cancel} onClick={onClose} />
          <Button intent="primary" text={w.snooze} loading={ack.isPending} onClick={() => void save()} data-testid="tower-snooze-save" />
        </div>
      </div>
    </AppDialog>
  );
}
