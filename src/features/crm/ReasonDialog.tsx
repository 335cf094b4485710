import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { Bilingual } from '../../i18n/bilingual';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { crmWords } from './words';

/** A reason typed before an action (discarding a lead). */
export function ReasonDialog({
  title,
  label,
  onClose,
  onDone,
}: {
  title: string;
  label: Bilingual;
  onClose: () => void;
  onDone: (reason: string) => Promise<boolean>;
}) {
  const w = useWords(crmWords);
  const lang = useLanguage();
  const [reason, setReason] = useState('');
  return (
    <Dialog isOpen onClose={onClose} title={title}>
      <DialogBody>
        <FormGroup label={label[lang]} labelFor="crm-reason">
          <InputGroup id="crm-reason" autoFocus value={reason} onValueChange={setReason} maxLength={300} />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={w.cancel} onClick={onClose} />
            <Button intent="primary" text={title} disabled={reason.trim().length < 2} onClick={async () => (await onDone(reason.trim())) && onClose()} />
          </>
        }
      />
    </Dialog>
  );
}
