import type { ModuleFieldWords } from '../registry';
import { houseBillFieldWords } from './words';

/** The module's field words, found by fieldLabels.ts under this name in this file. */
export const fieldWords: ModuleFieldWords = {
  fields: houseBillFieldWords,
  // a master's containers and the carrier draft's fields travel in these
  wrappers: ['Containers', 'Draft'],
};
