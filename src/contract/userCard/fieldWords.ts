import type { ModuleFieldWords } from '../registry';
import { userCardFieldWords } from './words';

/** The module's field words, found by fieldLabels.ts under this name in this file. */
export const fieldWords: ModuleFieldWords = { fields: userCardFieldWords };
