import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CustomerRow } from '../../contract/crm/calls';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { dictsQueryOptions, salespeopleQueryOptions } from './api/crm';
import { crmWords } from './words';

/** Release (a reason from the list) or transfer / assign (a salesperson) of one customer. */
export function MoveDialog({
  kind,
  customer,
  onClose,
  onDone,
}: {
  kind: 'release' | 'transfer' | 'assign';
  customer: CustomerRow;
  onClose: () => void;
  onDone: (to: string) => Promise<boolean>;
}) {
  const w = useWords(crmWords);
  const lang = useLanguage();
  const release = kind === 'release';
  const dicts = useQuery(dictsQueryOptions(release));
  const people = useQuery(salespeopleQueryOptions(!release));
  const [to, setTo] = useState('');
  const options = release
    ? (dicts.data ?? []).filter((d) => d.Kind === 'POOL_REASON' && d.Enabled).map((d) => ({ value: d.Code, label: lang === 'zh' ? d.NameZh : d.NameEn }))
    : (people.data ?? [])
        .filter((p) => p.Id !== customer.OwnerId)
        .map((p) => ({ value: String(p.Id), label: `${p.Name}（${p.Held}${p.Capacity === null ? '' : ` / ${p.Capacity}`}）` }));
  const title = release ? w.release : kind === 'transfer' ? w.transfer : w.assign;
  return (
    <Dialog isOpen onClose={onClose} title={`${title} · ${customer.Name}`} data-testid="crm-move-dialog">
      <DialogBody>
        <FormGroup label={release ? w.releaseReason : w.toWhom} labelFor="crm-move-to">
          <HTMLSelect id="crm-move-to" fill value={to} onChange={(e) => setTo(e.currentTarget.value)} options={[{ value: '', label: w.pickOne }, ...options]} />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={w.cancel} onClick={onClose} />
            <Button intent="primary" text={title} disabled={!to} onClick={async () => (await onDone(to)) && onClose()} />
          </>
        }
      />
    </Dialog>
  );
}
