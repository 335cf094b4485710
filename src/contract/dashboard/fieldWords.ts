import type { ModuleFieldWords } from '../registry';
import { commonFieldWords } from '../words';

/** The dashboard's filters as the page names them (fieldLabels.ts finds this file by its name): the carrier and the lane's two ports. */
export const fieldWords: ModuleFieldWords = {
  fields: { Carrier: commonFieldWords.CarrierCode, POL: commonFieldWords.PolCode, POD: commonFieldWords.PodCode },
};
