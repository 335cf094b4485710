import type { Dispatch, SetStateAction } from 'react';
import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useLanguage } from '../../i18n/language';
import { useT } from '../../i18n/useT';
import type { DataColumn } from './types';

/** The toolbar's filters: a text box (contains) or a choice (equals) for each column that filters. */
export function ListFilters<T>({
  columns,
  filters,
  setFilters,
}: {
  columns: DataColumn<T>[];
  filters: Record<string, string>;
  setFilters: Dispatch<SetStateAction<Record<string, string>>>;
}) {
  const lang = useLanguage();
  const t = useT();
  return (
    <>
      {columns
        .filter((c) => c.filter)
        .map((c) => {
          const key = c.filterKey ?? c.key;
          const value = filters[key] ?? '';
          const set = (v: string) => setFilters((f) => ({ ...f, [key]: v }));
          return c.filter === 'text' ? (
            <InputGroup key={key} size="small" leftIcon="filter" placeholder={c.title[lang]} aria-label={c.title[lang]} value={value} onValueChange={set} />
          ) : (
            <HTMLSelect
              key={key}
              aria-label={c.title[lang]}
              value={value}
              onChange={(e) => set(e.currentTarget.value)}
              options={[{ value: '', label: `${c.title[lang]}: ${t('tableAll')}` }, ...c.filter!.map((o) => ({ value: o.value, label: o.label[lang] }))]}
            />
          );
        })}
    </>
  );
}
