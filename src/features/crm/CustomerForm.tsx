import { Callout } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CallInput } from '../../contract/call';
import { crmCalls as C } from '../../contract/crm/calls';
import { CUSTOMER_KINDS, type CustomerKind, customerKindWords } from '../../domain/crm/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useCallMutation } from '../../lib/useCallAction';
import { callApi } from '../../streams/callApi';
import { crmKeys, duplicatesQueryOptions } from './api/crm';
import { useDictOptions } from './useDictName';
import { crmWords } from './words';
import { FieldRow, formFields } from './FormFields';
import { FormDialog } from '../../ui/FormDialog';

type Draft = { Name: string; Kind: CustomerKind; Source: string; Uscc: string; Region: string; Person: string; Mobile: string; Email: string };
const EMPTY: Draft = { Name: '', Kind: 'SHIPPER', Source: '', Uscc: '', Region: '', Person: '', Mobile: '', Email: '' };

/** The duplicate check as typed (R7.1): name, USCC, mobile and e-mail, half a second after the last key. */
function useDuplicates(d: Draft) {
  const [keys, setKeys] = useState({ Name: '', Uscc: '', Mobile: '', Email: '' });
  useEffect(() => {
    const t = setTimeout(() => setKeys({ Name: d.Name.trim(), Uscc: d.Uscc.trim(), Mobile: d.Mobile.trim(), Email: d.Email.trim() }), 500);
    return () => clearTimeout(t);
  }, [d.Name, d.Uscc, d.Mobile, d.Email]);
  const input = Object.fromEntries(Object.entries(keys).filter(([, v]) => v.length >= 2));
  return useQuery(duplicatesQueryOptions(input));
}

function toInput(d: Draft): CallInput<typeof C.customerSave> {
  const contact = d.Person.trim() ? { Name: d.Person.trim(), Mobile: d.Mobile.trim() || undefined, Email: d.Email.trim() || undefined } : undefined;
  return {
    Name: d.Name.trim(),
    Kind: d.Kind,
    Source: d.Source,
    Uscc: d.Uscc.trim() || undefined,
    Region: d.Region.trim() || undefined,
    Mine: true,
    Contact: contact,
  };
}

/** What the form refuses before sending, in words. */
function missingOf(d: Draft, w: ReturnType<typeof useWords<typeof crmWords>>): string[] {
  const out: string[] = [];
  if (d.Name.trim().length < 2) out.push(w.needName);
  if (!d.Source) out.push(w.needSource);
  if (!d.Person.trim() && (d.Mobile.trim() || d.Email.trim())) out.push(w.needContact);
  return out;
}

/** A new customer into my private sea with its first contact (CrmCustomer/Save `Mine`); duplicates named as typed and on save. */
export function CustomerForm({ onClose }: { onClose: () => void }) {
  const w = useWords(crmWords);
  const [d, setD] = useState<Draft>(EMPTY);
  const [tried, setTried] = useState(false);
  const save = useCallMutation((i: CallInput<typeof C.customerSave>) => callApi(C.customerSave, i), [crmKeys.customers(), crmKeys.limits(), crmKeys.all]);
  const set = (k: keyof Draft) => (v: string) => setD((x) => ({ ...x, [k]: v }));
  const missing = missingOf(d, w);
  const submit = async () => {
    setTried(true);
    if (missing.length) return false;
    await save.mutateAsync(toInput(d));
  };
  return (
    <FormDialog
      title={w.newCustomerTitle}
      style={{ width: 560 }}
      onSubmit={submit}
      onClose={onClose}
      escapeCloses
      testId="crm-customer-form"
      refusalTestId="crm-form-refusal"
    >
      <CustomerFields d={d} set={set} />
      <Duplicates d={d} />
      {tried && missing.length > 0 && (
        <Callout intent="warning" compact>
          {missing.join('；')}
        </Callout>
      )}
    </FormDialog>
  );
}

function CustomerFields({ d, set }: { d: Draft; set: (k: keyof Draft) => (v: string) => void }) {
  const w = useWords(crmWords);
  const lang = useLanguage();
  const sources = useDictOptions('SOURCE');
  const { text, select } = formFields('crm-f', d, set);
  return (
    <>
      {text('Name', w.name, 200, true)}
      <FieldRow>
        {select(
          'Kind',
          w.kind,
          CUSTOMER_KINDS.map((k) => ({ value: k, label: customerKindWords[k][lang] })),
        )}
        {select('Source', w.source, [{ value: '', label: w.pickOne }, ...sources])}
      </FieldRow>
      <FieldRow>
        {text('Uscc', w.uscc, 18)}
        {text('Region', w.region)}
      </FieldRow>
      <FieldRow>
        {text('Person', w.contactName, 60)}
        {text('Mobile', w.mobile, 30)}
        {text('Email', w.email, 120)}
      </FieldRow>
    </>
  );
}

/** The matches of the check as typed, in the server's words (where each is, what to do). */
function Duplicates({ d }: { d: Draft }) {
  const w = useWords(crmWords);
  const check = useDuplicates(d);
  if (!d.Name.trim() && !d.Mobile.trim() && !d.Email.trim() && !d.Uscc.trim()) return null;
  if (check.isFetching) return <Callout compact>{w.checking}</Callout>;
  const found = check.data ?? [];
  if (!found.length)
    return check.isSuccess ? (
      <Callout compact intent="success">
        {w.noDuplicate}
      </Callout>
    ) : null;
  return (
    <Callout intent="danger" compact data-testid="crm-duplicates">
      {found.map((m) => (
        <div key={`${m.Id}-${m.MatchedOn}`}>{m.MatchedOn}</div>
      ))}
    </Callout>
  );
}
