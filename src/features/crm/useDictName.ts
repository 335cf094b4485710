import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/language';
import { dictsQueryOptions } from './api/crm';
import { crmWords } from './words';

/** A list entry's name in the person's language; the built-in source WEBSITE (public site enquiries) reads 网站 / Website where the company has no entry for it. */
export function useDictName(): (kind: string, code: string | null) => string {
  const lang = useLanguage();
  const dicts = useQuery(dictsQueryOptions()).data;
  return (kind, code) => {
    const d = code ? dicts?.find((x) => x.Kind === kind && x.Code === code) : undefined;
    if (d) return lang === 'zh' ? d.NameZh : d.NameEn;
    if (dicts && kind === 'SOURCE' && code === 'WEBSITE') return crmWords.sourceWebsite[lang];
    return code ?? '';
  };
}

/** The enabled entries of one list, for a select. */
export function useDictOptions(kind: string): { value: string; label: string }[] {
  const lang = useLanguage();
  const dicts = useQuery(dictsQueryOptions()).data ?? [];
  return dicts.filter((d) => d.Kind === kind && d.Enabled).map((d) => ({ value: d.Code, label: lang === 'zh' ? d.NameZh : d.NameEn }));
}
