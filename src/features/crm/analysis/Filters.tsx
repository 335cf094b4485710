import { Button, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useWords } from '../../../i18n/words';
import { useLanguage } from '../../../i18n/language';
import { isCalendarDate } from '../../../domain/refdata/exchangeRates';
import { DateField } from '../../../ui/DateField';
import { analysisWords } from './words';

export interface PeriodFilters<G extends string> {
  From: string;
  To: string;
  GroupBy: G;
}

/** The period (office days, typed YYYY-MM-DD), the grouping, and the table's Excel export. */
export function Filters<G extends string>(p: {
  value: PeriodFilters<G>;
  groups: Record<G, { zh: string; en: string }>;
  onChange(next: PeriodFilters<G>): void;
  onExport(): void;
  exporting: boolean;
}) {
  const w = useWords(analysisWords);
  const lang = useLanguage();
  const set = (part: Partial<PeriodFilters<G>>) => p.onChange({ ...p.value, ...part });
  return (
    <div className="crm-analysis-filters">
      <FormGroup label={w.from} labelFor="crm-an-from" inline>
        <DateField id="crm-an-from" value={p.value.From} onChange={(From) => set({ From })} width={120} />
      </FormGroup>
      <FormGroup label={w.to} labelFor="crm-an-to" inline>
        <DateField id="crm-an-to" value={p.value.To} onChange={(To) => set({ To })} width={120} />
      </FormGroup>
      <FormGroup label={w.groupBy} labelFor="crm-an-group" inline>
        <HTMLSelect
          id="crm-an-group"
          value={p.value.GroupBy}
          onChange={(e) => set({ GroupBy: e.currentTarget.value as G })}
          options={(Object.keys(p.groups) as G[]).map((g) => ({ value: g, label: p.groups[g][lang] }))}
        />
      </FormGroup>
      <Button icon="export" text={w.exportExcel} loading={p.exporting} onClick={p.onExport} data-testid="crm-analysis-export" />
    </div>
  );
}

const DAY = 86_400_000;
/** A complete day (YYYY-MM-DD) typed in the field. */
export const isDay = (d: string) => d.length === 10 && isCalendarDate(d);
/** The last 30 office days up to today. */
export const lastMonth = (today: (at: Date) => string) => ({ From: today(new Date(Date.now() - 29 * DAY)), To: today(new Date()) });
