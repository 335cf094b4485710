import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { FormEvent } from 'react';
import type { CallAnswer } from '../../../contract/call';
import type { searchCalls } from '../../../contract/rates/searchCalls';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { PlacePicker } from '../../../lib/PlacePicker';
import type { Asked, Mode } from './searchMode';
import { searchWords } from './words';

/** A level's customer the staff price for. */
type LevelCustomer = CallAnswer<typeof searchCalls.levelCompanies>[number];

/** The lane, containers, day, carrier, weight and (staff) customer of a rate search, as typed and not yet searched. */
export function RateSearchForm(props: {
  form: Asked;
  set(k: keyof Asked): (v: string) => void;
  mode: Mode;
  forCustomer: boolean;
  customers: readonly LevelCustomer[] | undefined;
  problem?: string;
  onSubmit(e: FormEvent): void;
}) {
  const lang = useLanguage();
  const w = useWords(searchWords);
  const { form, set, mode, forCustomer, customers, problem } = props;
  return (
    <form className="search-form" onSubmit={props.onSubmit} aria-label={w.search}>
      <FormGroup label={w.pol} labelFor="rs-pol">
        <PlacePicker id="rs-pol" value={form.pol} kind="SEAPORT" lang={lang} onType={set('pol')} onPick={(p) => set('pol')(p.Code)} placeholder={w.portHint} />
      </FormGroup>
      <FormGroup label={w.pod} labelFor="rs-pod">
        <PlacePicker id="rs-pod" value={form.pod} kind="SEAPORT" lang={lang} onType={set('pod')} onPick={(p) => set('pod')(p.Code)} placeholder={w.portHint} />
      </FormGroup>
      <FormGroup label={w.containers} labelFor="rs-containers" helperText={problem} intent={problem ? 'danger' : 'none'}>
        <InputGroup id="rs-containers" value={form.containers} onValueChange={set('containers')} placeholder={w.containersHint} />
      </FormGroup>
      <FormGroup label={mode === 'history' ? w.asOf : w.etd} labelFor="rs-date">
        <InputGroup id="rs-date" value={form.date} onValueChange={set('date')} placeholder="YYYY-MM-DD" />
      </FormGroup>
      <FormGroup label={w.carrier} labelFor="rs-carrier">
        <InputGroup id="rs-carrier" value={form.carrier} onValueChange={set('carrier')} placeholder="COSU" />
      </FormGroup>
      <FormGroup label={w.grossKg} labelFor="rs-kg">
        <InputGroup id="rs-kg" value={form.kg} onValueChange={set('kg')} inputMode="numeric" />
      </FormGroup>
      {forCustomer && (
        <FormGroup label={w.customer} labelFor="rs-customer">
          <HTMLSelect id="rs-customer" value={form.customer} onChange={(e) => set('customer')(e.currentTarget.value)}>
            <option value="">{w.noCustomer}</option>
            {(customers ?? []).map((c) => (
              <option key={c.CompanyId} value={String(c.CompanyId)}>
                {c.CompanyName}
                {c.LevelName ? ` · ${c.LevelName}` : ''}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      )}
      <Button type="submit" intent="primary" icon="search" text={w.search} />
    </form>
  );
}
