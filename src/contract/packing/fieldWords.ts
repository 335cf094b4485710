import type { ModuleFieldWords } from '../registry';
import { packingFieldWords } from './words';

/** The module's field words, found by fieldLabels.ts under this name in this file (each module declares its own, beside its words.ts). */
export const fieldWords: ModuleFieldWords = {
  fields: packingFieldWords,
  // a universal packing list's booking facts travel in `Universal`, a split's in `Into`
  wrappers: ['Universal', 'Into'],
};
