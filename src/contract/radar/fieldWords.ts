import type { ModuleFieldWords } from '../registry';

/** The radars' call fields as the pages name them (fieldLabels.ts finds this file by its name). */
export const fieldWords: ModuleFieldWords = {
  fields: {
    From: { zh: '起始日期', en: 'From' },
    To: { zh: '截止日期', en: 'To' },
    Kind: { zh: '信号类型', en: 'Signal kind' },
    OwnerEmployeeId: { zh: '客户持有人', en: 'Customer holder' },
    EmployeeId: { zh: '销售人员', en: 'Salesperson' },
    Ref: { zh: '信号', en: 'Signal' },
    Action: { zh: '处理方式', en: 'Action' },
    Table: { zh: '导出的表', en: 'Table to export' },
  },
};
