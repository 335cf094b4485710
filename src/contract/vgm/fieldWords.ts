import type { ModuleFieldWords } from '../registry';
import { vgmFieldWords } from './words';

/** The module's field words, found by fieldLabels.ts under this name in this file. */
export const fieldWords: ModuleFieldWords = {
  fields: vgmFieldWords,
  // each container's figures travel in `Containers`
  wrappers: ['Containers'],
};
