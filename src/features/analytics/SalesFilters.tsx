import { Button, ControlGroup, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { GRANULARITIES, GROUP_BYS, type GroupBy, REPORT_CURRENCIES, type SalesQuery, SCOPES } from '../../contract/analytics/calls';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { analyticsWords, granularityWords, groupByWords } from './words';

/**
 * The period, granularity, grouping, report currency, carrier and lane: each change is a new address.
 * A change is given as an update of the filters the address holds *when it is applied* (the
 * screens read the browser's address then: `addressNow`), not of those this render saw: a second
 * field typed before the first one's new address was rendered would otherwise lose one of them (a
 * fast typist's POD lost after POL: the analytics e2e on the loaded CI machine).
 */
export function SalesFilters({
  value,
  groups = GROUP_BYS,
  scope,
  onChange,
}: {
  value: SalesQuery;
  groups?: readonly GroupBy[];
  scope?: boolean;
  onChange(update: (current: SalesQuery) => SalesQuery): void;
}) {
  const w = useWords(analyticsWords);
  const lang = useLanguage();
  const set = (k: keyof SalesQuery) => (v: string) => onChange((current) => ({ ...current, [k]: v || undefined }));
  const code = (k: 'Carrier' | 'POL' | 'POD', label: string, max: number) => (
    <InputGroup
      aria-label={label}
      placeholder={label}
      value={value[k] ?? ''}
      maxLength={max}
      className="analytics-code"
      onValueChange={(v) => set(k)(v.toUpperCase())}
      data-testid={`filter-${k}`}
    />
  );
  return (
    <div className="analytics-filters">
      <FormGroup label={w.from} labelFor="an-from" inline>
        <InputGroup id="an-from" type="date" value={value.From} onValueChange={set('From')} />
      </FormGroup>
      <FormGroup label={w.to} labelFor="an-to" inline>
        <InputGroup id="an-to" type="date" value={value.To} onValueChange={set('To')} />
      </FormGroup>
      <ControlGroup>
        <HTMLSelect aria-label={w.granularity} value={value.Granularity ?? 'MONTH'} onChange={(e) => set('Granularity')(e.currentTarget.value)}>
          {GRANULARITIES.map((g) => (
            <option key={g} value={g}>
              {granularityWords[g][lang]}
            </option>
          ))}
        </HTMLSelect>
        {groups.length > 0 && (
          <HTMLSelect aria-label={w.groupBy} value={value.GroupBy ?? groups[0]} onChange={(e) => set('GroupBy')(e.currentTarget.value)}>
            {groups.map((g) => (
              <option key={g} value={g}>
                {groupByWords[g][lang]}
              </option>
            ))}
          </HTMLSelect>
        )}
        <HTMLSelect aria-label={w.currency} value={value.Currency ?? 'CNY'} onChange={(e) => set('Currency')(e.currentTarget.value)}>
          {REPORT_CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {w.inReport(c)}
            </option>
          ))}
        </HTMLSelect>
        {scope && (
          <HTMLSelect aria-label={w.scopeMine} value={value.Scope ?? 'PLATFORM'} onChange={(e) => set('Scope')(e.currentTarget.value)}>
            {SCOPES.map((s) => (
              <option key={s} value={s}>
                {s === 'PLATFORM' ? w.scopePlatform : w.scopeMine}
              </option>
            ))}
          </HTMLSelect>
        )}
      </ControlGroup>
      <ControlGroup>
        {code('Carrier', w.carrier, 10)}
        {code('POL', w.pol, 5)}
        {code('POD', w.pod, 5)}
        <Button text={w.clearFilters} onClick={() => onChange((current) => ({ From: current.From, To: current.To }))} />
      </ControlGroup>
    </div>
  );
}
