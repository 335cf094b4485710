import type { ModuleFieldWords } from '../registry';
import { manifestSetupFieldWords } from './words';

/** The module's field words, found by fieldLabels.ts under this name in this file. */
export const fieldWords: ModuleFieldWords = {
  fields: manifestSetupFieldWords,
  // a party's fields travel inside its block
  wrappers: ['Shipper', 'Consignee', 'Notify'],
};
