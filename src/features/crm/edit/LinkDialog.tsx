import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLTable, InputGroup, Radio } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CallInput } from '../../../contract/call';
import { crmCalls as C, type CustomerWire } from '../../../contract/crm/calls';
import { useWords } from '../../../i18n/words';
import { useCallMutation } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';
import { showToast } from '../../../ui/toaster';
import { crmKeys } from '../api/crm';
import { companySearchQueryOptions } from './api';
import { crmEditWords } from './words';

/** Link a customer to a customer company of the platform (CrmCustomer/LinkCompany): search by name or code; a company another customer holds is refused in words. */
export function LinkDialog({ c, onClose }: { c: CustomerWire; onClose: () => void }) {
  const w = useWords(crmEditWords);
  const [typed, setTyped] = useState(c.Name.slice(0, 4));
  const [text, setText] = useState(typed);
  const [picked, setPicked] = useState<number | undefined>(c.LinkedCompanyId ?? undefined);
  const [refusal, setRefusal] = useState<string>();
  useEffect(() => {
    const t = setTimeout(() => setText(typed.trim()), 400);
    return () => clearTimeout(t);
  }, [typed]);
  const found = useQuery(companySearchQueryOptions(text));
  const link = useCallMutation((i: CallInput<typeof C.link>) => callApi(C.link, i), [crmKeys.customers(), crmKeys.all]);
  const send = async () => {
    if (!picked) return;
    try {
      await link.mutateAsync({ Id: c.Id, CompanyId: picked });
      void showToast({ intent: 'success', message: w.linked });
      onClose();
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <Dialog isOpen onClose={onClose} title={`${w.link} · ${c.Name}`} style={{ width: 620 }}>
      <DialogBody>
        <InputGroup leftIcon="search" autoFocus value={typed} onValueChange={setTyped} placeholder={w.searchCompany} aria-label={w.searchCompany} />
        <HTMLTable compact striped interactive style={{ width: '100%', marginTop: 8 }} data-testid="crm-link-companies">
          <tbody>
            {(found.data ?? []).map((co) => (
              <tr key={co.Id} onClick={() => setPicked(co.Id)}>
                <td style={{ width: 32 }}>
                  <Radio checked={picked === co.Id} onChange={() => setPicked(co.Id)} aria-label={co.Name} />
                </td>
                <td>{co.Name}</td>
                <td>{co.Code}</td>
                <td className="bp6-text-muted">{co.LinkedTo ? w.linkedTo(co.LinkedTo) : ''}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        {found.data && !found.data.length && <Callout compact>{w.noCompany}</Callout>}
        {refusal && (
          <Callout intent="danger" compact data-testid="crm-link-refusal">
            {refusal}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={w.cancel} onClick={onClose} />
            <Button intent="primary" text={w.link} disabled={!picked} loading={link.isPending} onClick={() => void send()} />
          </>
        }
      />
    </Dialog>
  );
}
