import type { ModuleFieldWords } from '../registry';
import { commonFieldWords } from '../words';

/** The sales analysis' filters as its pages name them (fieldLabels.ts finds this file by its name). */
export const fieldWords: ModuleFieldWords = {
  fields: {
    Carrier: commonFieldWords.CarrierCode,
    POL: commonFieldWords.PolCode,
    POD: commonFieldWords.PodCode,
    Granularity: { zh: '统计周期', en: 'Period' },
    GroupBy: { zh: '分组', en: 'Group by' },
    Currency: { zh: '报表币种', en: 'Report currency' },
    CompanyId: { zh: '客户公司', en: 'Customer company' },
    EmployeeIds: { zh: '销售人员', en: 'Salespeople' },
    Scope: { zh: '范围', en: 'Scope' },
    Reason: commonFieldWords.Reason,
  },
};
