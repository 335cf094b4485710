import { Button, Checkbox, FormGroup, InputGroup } from '@blueprintjs/core';
import type { FormEvent } from 'react';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { PlacePicker } from '../../../lib/PlacePicker';
import { refdataWords } from '../words';
import { scheduleWords } from './words';

// mix: a transhipment may change carrier (off: one carrier or its alliance end to end, the server's default)
export type ScheduleSearch = { from: string; to: string; start: string; weeks: string; carrier: string; via: string; mix: string };

/** The public sailing search as typed: the two ports, the first day, weeks ahead, a carrier, with transhipment and mixing carriers. */
export function ScheduleSearchForm({
  form,
  set,
  onSubmit,
}: {
  form: ScheduleSearch;
  set(k: keyof ScheduleSearch): (v: string) => void;
  onSubmit(e: FormEvent): void;
}) {
  const lang = useLanguage();
  const s = useWords(scheduleWords);
  const w = useWords(refdataWords);
  return (
    <form className="search-form" onSubmit={onSubmit} aria-label={s.searchSchedules}>
      <FormGroup label={s.pol} labelFor="p2p-from">
        <PlacePicker
          id="p2p-from"
          value={form.from}
          kind="SEAPORT"
          lang={lang}
          onType={set('from')}
          onPick={(p) => set('from')(p.Code)}
          placeholder={s.portHint}
        />
      </FormGroup>
      <FormGroup label={s.pod} labelFor="p2p-to">
        <PlacePicker id="p2p-to" value={form.to} kind="SEAPORT" lang={lang} onType={set('to')} onPick={(p) => set('to')(p.Code)} placeholder={s.portHint} />
      </FormGroup>
      <FormGroup label={s.departFrom} labelFor="p2p-start">
        <InputGroup id="p2p-start" value={form.start} onValueChange={set('start')} placeholder="YYYY-MM-DD" />
      </FormGroup>
      <FormGroup label={s.weeksAhead} labelFor="p2p-weeks">
        <InputGroup id="p2p-weeks" value={form.weeks} onValueChange={set('weeks')} />
      </FormGroup>
      <FormGroup label={w.carrierCode} labelFor="p2p-carrier">
        <InputGroup id="p2p-carrier" value={form.carrier} onValueChange={set('carrier')} placeholder="COSU" />
      </FormGroup>
      <Checkbox
        className="public-schedules__via"
        checked={form.via === '1'}
        label={s.withTranshipment}
        onChange={(e) => set('via')(e.currentTarget.checked ? '1' : '')}
      />
      {form.via === '1' && (
        <Checkbox
          className="public-schedules__via"
          checked={form.mix === '1'}
          label={s.mixCarriers}
          onChange={(e) => set('mix')(e.currentTarget.checked ? '1' : '')}
        />
      )}
      <Button type="submit" intent="primary" icon="search" text={s.searchSchedules} />
    </form>
  );
}
