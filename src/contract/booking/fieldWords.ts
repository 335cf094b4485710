import type { ModuleFieldWords } from '../registry';
import { bookingFieldWords } from './words';

/** The module's field words, found by fieldLabels.ts under this name in this file (each module declares its own, beside its words.ts). */
export const fieldWords: ModuleFieldWords = {
  // a booking's form travels in `Wire`, a template's in `Body`
  fields: bookingFieldWords,
  wrappers: ['Wire', 'Body'],
};
