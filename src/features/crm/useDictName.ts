import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/language';
import { dictsQueryOptions } from './api/crm';
import { crmWords } from './words';

/** A list entry's name in the person's language; the built-in sources WEBSITE (public site enquiries) and BUSINESS_CARD (a card's quote requests) read 网站 / Website and 名片询价 / Business card enquiry where the company has no entry for them. */
export function useDictName(): (kind: string, code: string | null) => string {
  const lang = useLanguage();
  const dicts = useQuery(dictsQueryOptions()).data;
  return (kind, code) => {
    const d = code ? dicts?.find((x) => x.Kind === kind && x.Code === code) : undefined;
    if (d) return lang === 'zh' ? d.NameZh : d.NameEn;
    if (dicts && kind === 'SOURCE' && code === 'WEBSITE') return crmWords.sourceWebsite[lang];
    if (dicts && kind === 'SOURCE' && code === 'BUSINESS_CARD') return crmWords.sourceBusinessCard[lang];
    return code ?? '';
  };
}

/** The enabled entries of one list, for a select. */
export function useDictOptions(kind: string): { value: string; label: string }[] {
  const lang = useLanguage();
  const dicts = useQuery(dictsQueryOptions()).data ?? [];
  return dicts.filter((d) => d.Kind === kind && d.Enabled).map((d) => ({ value: d.Code, label: lang === 'zh' ? d.NameZh : d.NameEn }));
}
