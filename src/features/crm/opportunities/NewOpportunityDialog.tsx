import { Callout, ControlGroup, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWords } from '../../../i18n/words';
import { FormDialog } from '../../../ui/FormDialog';
import { DateField } from '../../../ui/DateField';
import { myCustomersQueryOptions, useSaveOpportunity } from './api';
import { oppWords } from './words';

const CURRENCIES = ['USD', 'CNY', 'EUR'];
const PORT = /^[A-Za-z]{5}$/;

/** A new opportunity of one of my customers: its name, the lane, the estimated GP and the expected close; it starts at the first stage. */
export function NewOpportunityDialog({ onClose }: { onClose: () => void }) {
  const w = useWords(oppWords);
  const save = useSaveOpportunity();
  const customers = useQuery(myCustomersQueryOptions(true)).data;
  const [f, setF] = useState({ customer: '', name: '', amount: '', currency: 'USD', teu: '', pol: '', pod: '', expected: '' });
  const set = (k: keyof typeof f) => (v: string) => setF((x) => ({ ...x, [k]: v }));
  const lane = PORT.test(f.pol) && PORT.test(f.pod) ? [{ Pol: f.pol.toUpperCase(), Pod: f.pod.toUpperCase() }] : undefined;
  const ok = !!f.customer && f.name.trim().length >= 2 && (!f.amount || /^\d{1,12}(\.\d{1,2})?$/.test(f.amount));
  // whether it was saved: a refusal is toasted by the action (useCallAction), the dialog stays with what was typed
  const done = () =>
    save(
      {
        CustomerId: Number(f.customer),
        Name: f.name.trim(),
        Currency: f.currency,
        ...(f.amount ? { Amount: f.amount } : {}),
        ...(f.teu ? { EstTeuPerMonth: Number(f.teu) } : {}),
        ...(lane ? { Lanes: lane } : {}),
        ...(f.expected.length === 10 ? { ExpectedCloseDate: f.expected } : {}),
      },
      w.saved,
    );
  return (
    <FormDialog title={w.add} onSubmit={done} onClose={onClose} submitDisabled={!ok} testId="crm-opp-new">
      {customers && !customers.length && <Callout intent="warning">{w.noCustomers}</Callout>}
      <FormGroup label={w.pickCustomer} labelFor="crm-opp-customer" labelInfo="*">
        <HTMLSelect
          id="crm-opp-customer"
          fill
          autoFocus
          value={f.customer}
          onChange={(e) => set('customer')(e.currentTarget.value)}
          options={[{ value: '', label: w.pickOne }, ...(customers ?? []).map((c) => ({ value: String(c.Id), label: c.Name }))]}
        />
      </FormGroup>
      <FormGroup label={w.name} labelFor="crm-opp-name" labelInfo="*">
        <InputGroup id="crm-opp-name" value={f.name} onValueChange={set('name')} maxLength={120} />
      </FormGroup>
      <FormGroup label={`${w.pol} → ${w.pod}`}>
        <ControlGroup fill>
          <InputGroup aria-label={w.pol} placeholder="CNNGB" value={f.pol} onValueChange={set('pol')} maxLength={5} />
          <InputGroup aria-label={w.pod} placeholder="DEHAM" value={f.pod} onValueChange={set('pod')} maxLength={5} />
        </ControlGroup>
      </FormGroup>
      <FormGroup label={w.amount} labelFor="crm-opp-amount">
        <ControlGroup fill>
          <HTMLSelect aria-label={w.currency} value={f.currency} onChange={(e) => set('currency')(e.currentTarget.value)} options={CURRENCIES} />
          <InputGroup id="crm-opp-amount" inputMode="decimal" value={f.amount} onValueChange={set('amount')} maxLength={15} />
        </ControlGroup>
      </FormGroup>
      <ControlGroup fill>
        <FormGroup label={w.teu} labelFor="crm-opp-teu">
          <InputGroup id="crm-opp-teu" inputMode="numeric" value={f.teu} onValueChange={(v) => set('teu')(v.replace(/\D/g, ''))} maxLength={6} />
        </FormGroup>
        <FormGroup label={w.expected} labelFor="crm-opp-expected" style={{ marginLeft: 12 }}>
          <DateField id="crm-opp-expected" value={f.expected} onChange={set('expected')} />
        </FormGroup>
      </ControlGroup>
    </FormDialog>
  );
}
