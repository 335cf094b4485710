import { HTMLSelect } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { truckersQueryOptions } from './api/picks';
import { packingWords } from './words';

/** A trucker chosen from the provider companies (shown to those who may list them). */
export function TruckerSelect({ value, onChange, id }: { value: number | undefined; onChange(id: number | undefined): void; id: string }) {
  const w = useWords(packingWords);
  const lang = useLanguage();
  const truckers = useQuery(truckersQueryOptions());
  return (
    <HTMLSelect id={id} value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)}>
      <option value="">{w.pickTrucker}</option>
      {(truckers.data ?? []).map((c) => (
        <option key={c.Id} value={c.Id}>
          {lang === 'en' && c.NameEn ? c.NameEn : c.Name}
        </option>
      ))}
    </HTMLSelect>
  );
}
