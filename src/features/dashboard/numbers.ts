import type { Language } from '../../i18n/language';

/** Numbers as the person's language writes them: counts and TEU with separators, shares as percentages. */
export interface Numbers {
  count(n: number): string;
  percent(share: number): string;
  /** A decimal amount as the server wrote it (`8800.00`), grouped, its digits kept as they are. */
  amount(decimal: string): string;
}

export function numbersIn(lang: Language): Numbers {
  const locale = lang === 'zh' ? 'zh-CN' : 'en-GB';
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const grouping = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const amount = (decimal: string) => {
    const [whole = '0', fraction] = decimal.split('.');
    const sign = whole.startsWith('-') ? '-' : '';
    const grouped = grouping.format(BigInt(whole.replace('-', '')));
    return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
  };
  return { count: (n) => count.format(n), percent: (s) => percent.format(s), amount };
}
