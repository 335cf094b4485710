import { commonFieldWords } from '../words';

/** The price index's columns, as the page's table and the Excel export both name them. */
export const indexColumnWords = {
  Week: { zh: '周（周一）', en: 'Week (Monday)' },
  ContainerClass: commonFieldWords.ContainerClass,
  Currency: commonFieldWords.Currency,
  CostMin: { zh: '成本最低', en: 'Cost min' },
  CostMedian: { zh: '成本中位数', en: 'Cost median' },
  CostMax: { zh: '成本最高', en: 'Cost max' },
  SellMedian: { zh: '销售价中位数', en: 'Sell median' },
  Rates: { zh: '在效运价数', en: 'Rates in force' },
  Change: { zh: '周环比 %', en: 'Week on week %' },
} as const;
