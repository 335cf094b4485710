import type { Language } from './language';

let loaded = false;

/**
 * Keeps dayjs's locale with the product language without putting dayjs on the first page: the date
 * helpers (src/domain/dates.ts) start in Chinese, the default, so they are fetched here only once
 * the language is English or they were already fetched (a switch back to Chinese).
 */
export function syncDateLocale(lang: Language): void {
  if (lang === 'zh' && !loaded) return;
  loaded = true;
  void import('../domain/dates').then((dates) => dates.setDateLocale(lang));
}
