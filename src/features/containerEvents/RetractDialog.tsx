import { Button, Callout, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { EventRow } from '../../contract/containerEvents/calls';
import { useWords } from '../../i18n/words';
import { AppDialog } from '../../ui/AppDialog';
import { showToast } from '../../ui/toaster';
import { useRetractEvent } from './api/events';
import { containerEventWords } from '../../ui/tracking/words';

/** Retracting one event with a reason (§5.2): the event stays, struck through, beside its retraction; a refusal stays in the dialog. */
export function RetractDialog({ row, onClose }: { row: EventRow; onClose(): void }) {
  const w = useWords(containerEventWords);
  const retract = useRetractEvent();
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const send = async () => {
    setRefusal(undefined);
    try {
      await retract.mutateAsync({ EVT_ID: row.EVT_ID, Reason: reason });
      void showToast({ intent: 'success', message: w.retractedDone });
      onClose();
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <AppDialog isOpen title={w.retractTitle(row.EVT_EQUIPMENT_REF || row.EVT_VESSEL_NAME, row.EVT_CODE)} onClose={onClose}>
      <DialogBody>
        <FormGroup label={w.reason} labelInfo="*" labelFor="retract-reason">
          <InputGroup id="retract-reason" autoFocus value={reason} onValueChange={setReason} />
        </FormGroup>
        {refusal ? (
          <Callout intent="danger" data-testid="retract-refusal">
            {refusal}
          </Callout>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={w.cancel} onClick={onClose} />
            <Button intent="danger" text={w.retract} loading={retract.isPending} disabled={!reason.trim()} onClick={() => void send()} />
          </>
        }
      />
    </AppDialog>
  );
}
