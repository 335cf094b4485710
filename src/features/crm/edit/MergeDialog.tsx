import { Button, Callout, Dialog, DialogBody, DialogFooter, Radio, RadioGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { CustomerRow } from '../../../contract/crm/calls';
import { CRM_ACCESS as A } from '../../../contract/crm/module';
import { useWords } from '../../../i18n/words';
import { AccessGate } from '../../../ui/AccessGate';
import { showToast } from '../../../ui/toaster';
import { useMerge } from './api';
import { crmEditWords } from './words';

/** The team list's bulk bar: two or more customers ticked → merge them, choosing the one to keep (a manager's). */
export function MergeBar({ rows }: { rows: CustomerRow[] }) {
  const w = useWords(crmEditWords);
  const [open, setOpen] = useState(false);
  return (
    <AccessGate access={A.crmMerge}>
      <Button icon="merge-links" text={w.merge} disabled={rows.length < 2} onClick={() => setOpen(true)} data-testid="crm-merge" />
      {open && <MergeDialog rows={rows} onClose={() => setOpen(false)} />}
    </AccessGate>
  );
}

function MergeDialog({ rows, onClose }: { rows: CustomerRow[]; onClose: () => void }) {
  const w = useWords(crmEditWords);
  const [keep, setKeep] = useState(rows[0]!.Id);
  const [refusal, setRefusal] = useState<string>();
  const merge = useMerge();
  const send = async () => {
    try {
      await merge.mutateAsync({ KeepId: keep, MergeIds: rows.filter((r) => r.Id !== keep).map((r) => r.Id) });
      void showToast({ intent: 'success', message: w.mergeDone });
      onClose();
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <Dialog isOpen onClose={onClose} title={`${w.merge} · ${w.mergePick(rows.length)}`} style={{ width: 560 }}>
      <DialogBody>
        <Callout compact intent="warning">
          {w.mergeKeep}
        </Callout>
        <RadioGroup selectedValue={String(keep)} onChange={(e) => setKeep(Number(e.currentTarget.value))} className="crm-merge-keep" style={{ marginTop: 12 }}>
          {rows.map((r) => (
            <Radio
              key={r.Id}
              value={String(r.Id)}
              labelElement={
                <span>
                  {r.Name}
                  <span className="bp6-text-muted"> · {r.InPool ? w.pool : `${w.holder}: ${r.OwnerName}`}</span>
                </span>
              }
            />
          ))}
        </RadioGroup>
        {refusal && (
          <Callout intent="danger" compact data-testid="crm-merge-refusal">
            {refusal}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={w.cancel} onClick={onClose} />
            <Button intent="danger" text={w.merge} loading={merge.isPending} onClick={() => void send()} data-testid="crm-merge-confirm" />
          </>
        }
      />
    </Dialog>
  );
}
