import type { ModuleFieldWords } from '../registry';
import { ratesFieldWords } from './words';

/** The module's field words, found by fieldLabels.ts under this name in this file (each module declares its own, beside its words.ts). */
export const fieldWords: ModuleFieldWords = {
  // a batch row's `Rate` holds the rate's own fields
  fields: ratesFieldWords,
  wrappers: ['Rate'],
};
