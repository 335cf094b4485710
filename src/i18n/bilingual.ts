/** Bilingual text; Chinese is the product's default language. */
export interface Bilingual {
  zh: string;
  en: string;
}
