import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { ContactWire, CustomerWire } from '../../../contract/crm/calls';
import { CRM_ACCESS as A } from '../../../contract/crm/module';
import { type ConsentSource, consentSourceWords } from '../../../domain/crm/consent';
import { placeTime } from '../../../domain/refdata/localTimes';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { AccessGate } from '../../../ui/AccessGate';
import { useDeleteContact, usePrimaryContact } from './api';
import { ConsentDialog } from './ConsentDialog';
import { ContactDialog } from './ContactDialog';
import { crmEditWords } from './words';

type Open = { kind: 'edit'; contact?: ContactWire } | { kind: 'consent'; contact: ContactWire };

/** A customer's contacts with their e-mail consent; add, edit, delete, make primary and record or withdraw consent (a customer I hold, or a manager). */
export function ContactsPanel({ c, editable }: { c: CustomerWire; editable: boolean }) {
  const w = useWords(crmEditWords);
  const lang = useLanguage();
  const [open, setOpen] = useState<Open>();
  const remove = useDeleteContact();
  const primary = usePrimaryContact();
  const consentOf = (t: ContactWire) => {
    if (t.Consent)
      return w.consentGiven(t.ConsentSource ? (consentSourceWords[t.ConsentSource as ConsentSource]?.[lang] ?? '') : '', placeTime(t.ConsentAt!).slice(0, 10));
    return t.ConsentAt ? w.consentWithdrawn(placeTime(t.ConsentAt).slice(0, 10)) : w.noConsent;
  };
  return (
    <>
      {editable && (
        <AccessGate access={A.crmCustomerEdit}>
          <Button size="small" icon="add" text={w.addContact} onClick={() => setOpen({ kind: 'edit' })} data-testid="crm-add-contact" />
        </AccessGate>
      )}
      <HTMLTable compact striped style={{ width: '100%' }} data-testid="crm-contacts">
        <tbody>
          {c.Contacts.map((t) => (
            <ContactRow key={t.Id} customerId={c.Id} t={t} editable={editable} onOpen={setOpen} />
          ))}
        </tbody>
      </HTMLTable>
      {open?.kind === 'edit' && <ContactDialog customerId={c.Id} contact={open.contact} onClose={() => setOpen(undefined)} />}
      {open?.kind === 'consent' && <ConsentDialog contact={open.contact} onClose={() => setOpen(undefined)} />}
    </>
  );
}

/** A contact as CrmContact/Save takes it (its other fields unchanged). */
const contactInput = (customerId: number, t: ContactWire) => ({
  Id: t.Id,
  CustomerId: customerId,
  Name: t.Name,
  Title: t.Title || undefined,
  Mobile: t.Mobile || undefined,
  Email: t.Email || undefined,
  WeChat: t.WeChat || undefined,
});

/** One contact: name and title, mobile and e-mail, the consent in words, and its buttons. */
function ContactRow({ customerId, t, editable, onOpen }: { customerId: number; t: ContactWire; editable: boolean; onOpen: (o: Open) => void }) {
  const w = useWords(crmEditWords);
  const lang = useLanguage();
  const remove = useDeleteContact();
  const primary = usePrimaryContact();
  const consentOf = () => {
    if (t.Consent)
      return w.consentGiven(t.ConsentSource ? (consentSourceWords[t.ConsentSource as ConsentSource]?.[lang] ?? '') : '', placeTime(t.ConsentAt!).slice(0, 10));
    return t.ConsentAt ? w.consentWithdrawn(placeTime(t.ConsentAt).slice(0, 10)) : w.noConsent;
  };
  return (
    <tr>
      <td>
        {t.Name}{' '}
        {t.IsPrimary && (
          <Tag minimal intent="primary">
            {w.primary}
          </Tag>
        )}
        <div className="bp6-text-muted">{t.Title}</div>
      </td>
      <td style={{ wordBreak: 'break-all' }}>
        {t.Mobile}
        <div>{t.Email}</div>
        <Tag minimal intent={t.Consent ? 'success' : 'none'}>
          {consentOf()}
        </Tag>
      </td>
      {editable && (
        <td style={{ whiteSpace: 'nowrap' }}>
          <AccessGate access={A.crmCustomerEdit}>
            <Button size="small" minimal icon="edit" aria-label={w.edit} title={w.edit} onClick={() => onOpen({ kind: 'edit', contact: t })} />
            <Button size="small" minimal icon="envelope" aria-label={w.consent} title={w.consent} onClick={() => onOpen({ kind: 'consent', contact: t })} />
            {!t.IsPrimary && (
              <Button
                size="small"
                minimal
                icon="star-empty"
                aria-label={w.setPrimary}
                title={w.setPrimary}
                onClick={() => void primary({ ...contactInput(customerId, t), IsPrimary: true }, w.primarySet)}
              />
            )}
            <Button
              size="small"
              minimal
              intent="danger"
              icon="trash"
              aria-label={w.remove}
              title={w.remove}
              onClick={() => void remove({ Id: t.Id }, w.removed)}
            />
          </AccessGate>
        </td>
      )}
    </tr>
  );
}
