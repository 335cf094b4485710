import { useCallback } from 'react';
import { useLanguage } from './language';

/**
 * Screen words, written where they are used in both languages:
 * `tr('保存', 'Save')`. Chinese is the default; English when switched.
 */
export function useTr(): (zh: string, en: string) => string {
  const lang = useLanguage();
  return useCallback((zh: string, en: string) => (lang === 'zh' ? zh : en), [lang]);
}
