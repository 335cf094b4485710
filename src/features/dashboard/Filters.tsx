import { Button, ControlGroup, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { Summary, SummaryQuery } from '../../contract/dashboard/calls';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { dashboardWords } from './words';

/** The date range, carrier and lane (port of loading, port of discharge): each change is a new address. */
export function Filters({ value, options, onChange }: { value: SummaryQuery; options?: Summary['Options']; onChange(next: Partial<SummaryQuery>): void }) {
  const w = useWords(dashboardWords);
  const lang = useLanguage();
  const set = (k: keyof SummaryQuery) => (v: string) => onChange({ ...value, [k]: v || undefined });
  // a chosen code the current dates no longer hold stays choosable (its name is its code)
  const withChosen = <T extends { Code: string }>(list: readonly T[] | undefined, chosen: string | undefined, make: (c: string) => T) =>
    chosen && !list?.some((x) => x.Code === chosen) ? [...(list ?? []), make(chosen)] : (list ?? []);
  const carriers = withChosen(options?.Carriers, value.Carrier, (c) => ({ Code: c, Name: c }));
  const pols = withChosen(options?.Pols, value.POL, (c) => ({ Code: c, Name: { zh: c, en: c } }));
  const pods = withChosen(options?.Pods, value.POD, (c) => ({ Code: c, Name: { zh: c, en: c } }));
  return (
    <div className="dashboard-filters">
      <FormGroup label={w.from} labelFor="dash-from" inline>
        <InputGroup id="dash-from" type="date" value={value.From} onValueChange={set('From')} />
      </FormGroup>
      <FormGroup label={w.to} labelFor="dash-to" inline>
        <InputGroup id="dash-to" type="date" value={value.To} onValueChange={set('To')} />
      </FormGroup>
      <ControlGroup>
        <HTMLSelect aria-label={w.carrier} value={value.Carrier ?? ''} onChange={(e) => set('Carrier')(e.currentTarget.value)}>
          <option value="">{w.anyCarrier}</option>
          {carriers.map((c) => (
            <option key={c.Code} value={c.Code}>{`${c.Name} (${c.Code})`}</option>
          ))}
        </HTMLSelect>
        <HTMLSelect aria-label={w.pol} value={value.POL ?? ''} onChange={(e) => set('POL')(e.currentTarget.value)}>
          <option value="">{w.anyPol}</option>
          {pols.map((p) => (
            <option key={p.Code} value={p.Code}>{`${p.Name[lang]} (${p.Code})`}</option>
          ))}
        </HTMLSelect>
        <HTMLSelect aria-label={w.pod} value={value.POD ?? ''} onChange={(e) => set('POD')(e.currentTarget.value)}>
          <option value="">{w.anyPod}</option>
          {pods.map((p) => (
            <option key={p.Code} value={p.Code}>{`${p.Name[lang]} (${p.Code})`}</option>
          ))}
        </HTMLSelect>
        <Button text={w.clearFilters} onClick={() => onChange({})} />
      </ControlGroup>
    </div>
  );
}
