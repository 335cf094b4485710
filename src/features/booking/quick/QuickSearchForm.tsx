import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import type { FormEvent } from 'react';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { PlacePicker } from '../../../lib/PlacePicker';
import { CustomerSelect } from '../CustomerSelect';
import type { QuickAsked } from './bookHref';
import { quickWords } from './words';

/** The lane, week, containers, carrier and customer of a quick booking search, as typed (not yet asked). */
export function QuickSearchForm(props: { form: QuickAsked; set(k: keyof QuickAsked): (v: string) => void; problem?: string; onSubmit(e: FormEvent): void }) {
  const lang = useLanguage();
  const w = useWords(quickWords);
  const { form, set, problem } = props;
  return (
    <form className="search-form" onSubmit={props.onSubmit} aria-label={w.find}>
      <FormGroup label={w.pol} labelFor="qb-pol">
        <PlacePicker id="qb-pol" value={form.pol} kind="SEAPORT" lang={lang} onType={set('pol')} onPick={(p) => set('pol')(p.Code)} />
      </FormGroup>
      <FormGroup label={w.pod} labelFor="qb-pod">
        <PlacePicker id="qb-pod" value={form.pod} kind="SEAPORT" lang={lang} onType={set('pod')} onPick={(p) => set('pod')(p.Code)} />
      </FormGroup>
      <FormGroup label={w.week} labelFor="qb-week">
        <InputGroup id="qb-week" value={form.week} onValueChange={set('week')} placeholder="YYYY-MM-DD" />
      </FormGroup>
      <FormGroup label={w.containers} labelFor="qb-containers" helperText={problem} intent={problem ? 'danger' : 'none'}>
        <InputGroup id="qb-containers" value={form.containers} onValueChange={set('containers')} placeholder={w.containersHint} />
      </FormGroup>
      <FormGroup label={w.carrier} labelFor="qb-carrier">
        <InputGroup id="qb-carrier" value={form.carrier} onValueChange={set('carrier')} placeholder="COSU" />
      </FormGroup>
      <FormGroup label={w.customer} labelFor="qb-customer">
        <CustomerSelect id="qb-customer" label={w.customer} value={form.customer} onChange={set('customer')} noneText={w.noCustomer} />
      </FormGroup>
      <Button type="submit" intent="primary" icon="search" text={w.find} />
    </form>
  );
}
