import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import type { ContactWire } from '../../../contract/crm/calls';
import { CONSENT_SOURCES, type ConsentSource, consentSourceWords } from '../../../domain/crm/consent';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { showToast } from '../../../ui/toaster';
import { useConsent } from './api';
import { crmEditWords } from './words';

/** A contact's e-mail consent (CrmContact/SetConsent): record how it was given (the time is the server's), or withdraw it. */
export function ConsentDialog({ contact, onClose }: { contact: ContactWire; onClose: () => void }) {
  const w = useWords(crmEditWords);
  const lang = useLanguage();
  const [how, setHow] = useState<ConsentSource>((contact.ConsentSource as ConsentSource | null) ?? 'WRITTEN');
  const [refusal, setRefusal] = useState<string>();
  const consent = useConsent();
  const send = async (given: boolean) => {
    try {
      await consent.mutateAsync({ Id: contact.Id, Consent: given, ConsentSource: given ? how : undefined });
      void showToast({ intent: 'success', message: given ? w.consentSaved : w.consentRemoved });
      onClose();
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <Dialog isOpen onClose={onClose} title={`${w.consent} · ${contact.Name}`} style={{ width: 480 }}>
      <DialogBody>
        <Callout compact>{w.consentHint}</Callout>
        <FormGroup label={w.consentHow} labelFor="crm-consent-how" style={{ marginTop: 12 }}>
          <HTMLSelect
            id="crm-consent-how"
            fill
            autoFocus
            value={how}
            onChange={(e) => setHow(e.currentTarget.value as ConsentSource)}
            options={CONSENT_SOURCES.map((s) => ({ value: s, label: consentSourceWords[s][lang] }))}
          />
        </FormGroup>
        {refusal && (
          <Callout intent="danger" compact>
            {refusal}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={w.cancel} onClick={onClose} />
            {contact.Consent && <Button intent="warning" text={w.withdrawConsent} onClick={() => void send(false)} data-testid="crm-consent-withdraw" />}
            <Button intent="primary" text={w.recordConsent} onClick={() => void send(true)} data-testid="crm-consent-give" />
          </>
        }
      />
    </Dialog>
  );
}
