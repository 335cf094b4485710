import type { ModuleFieldWords } from '../registry';
import { portalFieldWords } from './words';

/** The module's field words, found by fieldLabels.ts under this name in this file (each module declares its own, beside its words.ts). */
export const fieldWords: ModuleFieldWords = {
  fields: portalFieldWords,
};
