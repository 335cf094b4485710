import type { ModuleFieldWords } from '../registry';
import { manifestFieldWords } from './words';

/** The module's field words, found by fieldLabels.ts under this name in this file. */
export const fieldWords: ModuleFieldWords = {
  fields: manifestFieldWords,
  // parties, containers, goods and their allocations, the override travel inside these
  wrappers: ['Shipper', 'Consignee', 'Notify', 'Containers', 'Items', 'Allocation', 'Override'],
};
