import type { ModuleFieldWords } from '../registry';
import { packingFieldWords } from '../packing/public';

/**
 * The module's field words, found by fieldLabels.ts under this name in this file: the reports read
 * packing lists, so their filters and columns are the packing list's fields, named as there.
 */
export const fieldWords: ModuleFieldWords = { fields: packingFieldWords };
