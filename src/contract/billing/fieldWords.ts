import type { ModuleFieldWords } from '../registry';
import { billingFieldWords } from './words';

/** The module's field words, found by fieldLabels.ts under this name in this file. */
export const fieldWords: ModuleFieldWords = {
  fields: billingFieldWords,
  // each charge's fields travel in `Lines`
  wrappers: ['Lines'],
};
