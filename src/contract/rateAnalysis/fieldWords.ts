import type { ModuleFieldWords } from '../registry';
import { commonFieldWords } from '../words';

/** Rate analysis' filters as its pages name them (fieldLabels.ts finds this file by its name). */
export const fieldWords: ModuleFieldWords = {
  fields: {
    POL: commonFieldWords.PolCode,
    POD: commonFieldWords.PodCode,
    Carrier: commonFieldWords.CarrierCode,
    Classes: commonFieldWords.ContainerClass,
    From: commonFieldWords.From,
    To: commonFieldWords.To,
    CompanyId: commonFieldWords.CustomerCompanyId,
  },
};
