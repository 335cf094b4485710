import { useCallback } from 'react';
import { dictionary, type TextKey } from './dictionary';
import { useLanguage, type Language } from './language';

/** Translate a dictionary key in a given language (for code outside components). */
export function translate(key: TextKey, lang: Language): string {
  return dictionary[key][lang];
}

/** `t('key')` in the current language; components re-render when the language changes. */
export function useT(): (key: TextKey) => string {
  const lang = useLanguage();
  return useCallback((key: TextKey) => dictionary[key][lang], [lang]);
}
