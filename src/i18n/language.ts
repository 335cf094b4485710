import { persisted, STORAGE_KEYS } from '../streams/persisted';
import { usePersisted } from '../lib/usePersisted';
import type { Bilingual } from './bilingual';

export type Language = keyof Bilingual; // 'zh' | 'en'

/** Chinese is the product's default language (spec §9); the choice is stored locally. */
export const language = persisted<Language>(STORAGE_KEYS.language, 'zh', (raw) => (raw === 'zh' || raw === 'en' ? raw : undefined));

export function useLanguage(): Language {
  return usePersisted(language);
}

export function toggleLanguage(): void {
  language.set(language.get() === 'zh' ? 'en' : 'zh');
}
