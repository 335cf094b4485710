import type { Language } from '../../i18n/language';

/** Numbers as the person's language writes them: counts and TEU with separators, shares as percentages. */
export interface Numbers {
  count(n: number): string;
  percent(share: number): string;
}

export function numbersIn(lang: Language): Numbers {
  const locale = lang === 'zh' ? 'zh-CN' : 'en-GB';
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return { count: (n) => count.format(n), percent: (s) => percent.format(s) };
}
