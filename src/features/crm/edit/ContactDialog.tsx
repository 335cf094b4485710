import { Callout, Checkbox } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ContactWire } from '../../../contract/crm/calls';
import { useWords } from '../../../i18n/words';
import { duplicatesQueryOptions } from '../api/crm';
import { useSaveContact } from './api';
import { crmEditWords } from './words';
import { FieldRow, formFields } from '../FormFields';
import { FormDialog } from '../../../ui/FormDialog';

type Draft = { Name: string; Title: string; Mobile: string; Email: string; WeChat: string; IsPrimary: boolean };
type Text = Exclude<keyof Draft, 'IsPrimary'>;

/** Another customer with this mobile or e-mail, as typed (R7.1 for contacts); the customer's own contacts left out. */
function useClashes(customerId: number, d: Draft) {
  const [keys, setKeys] = useState({ Mobile: d.Mobile, Email: d.Email });
  useEffect(() => {
    const t = setTimeout(() => setKeys({ Mobile: d.Mobile.trim(), Email: d.Email.trim() }), 500);
    return () => clearTimeout(t);
  }, [d.Mobile, d.Email]);
  const input = Object.fromEntries(Object.entries(keys).filter(([, v]) => v.length >= 2));
  return (useQuery(duplicatesQueryOptions(input)).data ?? []).filter((m) => m.Id !== customerId);
}

/** Add or edit one contact of a customer (CrmContact/Save): the mobile and e-mail checked as typed and on save, in words. */
export function ContactDialog({ customerId, contact, onClose }: { customerId: number; contact?: ContactWire; onClose: () => void }) {
  const w = useWords(crmEditWords);
  const [d, setD] = useState<Draft>({
    Name: contact?.Name ?? '',
    Title: contact?.Title ?? '',
    Mobile: contact?.Mobile ?? '',
    Email: contact?.Email ?? '',
    WeChat: contact?.WeChat ?? '',
    IsPrimary: contact?.IsPrimary ?? false,
  });
  const save = useSaveContact();
  const clashes = useClashes(customerId, d);
  const set = (k: Text) => (v: string) => setD((x) => ({ ...x, [k]: v }));
  const submit = async () => {
    if (!d.Name.trim()) return w.needContactName;
    const opt = (v: string) => v.trim() || undefined;
    await save.mutateAsync({
      Id: contact?.Id,
      CustomerId: customerId,
      Name: d.Name.trim(),
      Title: opt(d.Title),
      Mobile: opt(d.Mobile),
      Email: opt(d.Email),
      WeChat: opt(d.WeChat),
      IsPrimary: d.IsPrimary,
    });
  };
  return (
    <FormDialog
      title={contact ? w.editContact : w.addContact}
      style={{ width: 560 }}
      onSubmit={submit}
      onClose={onClose}
      escapeCloses
      testId="crm-contact-form"
      refusalTestId="crm-contact-refusal"
    >
      <ContactFields d={d} set={set} />
      <Checkbox label={w.primary} checked={d.IsPrimary} onChange={(e) => setD((x) => ({ ...x, IsPrimary: e.currentTarget.checked }))} />
      {clashes.length > 0 && (
        <Callout intent="danger" compact data-testid="crm-contact-duplicates">
          {clashes.map((m) => (
            <div key={`${m.Id}-${m.MatchedOn}`}>{m.MatchedOn}</div>
          ))}
        </Callout>
      )}
    </FormDialog>
  );
}

function ContactFields({ d, set }: { d: Draft; set: (k: Text) => (v: string) => void }) {
  const w = useWords(crmEditWords);
  const { text } = formFields('crm-c', d, set);
  return (
    <>
      <FieldRow>
        {text('Name', w.contactName, 60, true)}
        {text('Title', w.title, 60)}
      </FieldRow>
      <FieldRow>
        {text('Mobile', w.mobile, 30)}
        {text('Email', w.email, 120)}
        {text('WeChat', w.weChat, 60)}
      </FieldRow>
    </>
  );
}
