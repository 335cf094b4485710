import { commonWords } from '../../../i18n/commonWords';
import { defineWords } from '../../../i18n/words';

/** The e-commerce rates page. */
export const ecommerceWords = defineWords({
  hint: {
    zh: '精选航线一口价：每个箱型的全包价格已按贵司价格等级计算（不同币种分别列出）。点“查看详情”在运价查询中查看费用明细。',
    en: "Fixed-price lanes: each container is priced all-in at your company's level (each currency listed on its own). 'Details' opens the rate query with every charge.",
  },
  none: { zh: '暂无上架的电商运价', en: 'No e-commerce rates listed yet' },
  via: commonWords.via,
  direct: { zh: '直达', en: 'Direct' },
  transit: (days: number) => ({ zh: `航程 ${days} 天`, en: `${days} days` }),
  validTo: (day: string) => ({ zh: `有效至 ${day}`, en: `valid to ${day}` }),
  details: { zh: '查看详情', en: 'Details' },
  buy: { zh: '立即订舱', en: 'Book now' },
  containerType: commonWords.containerType,
  units: commonWords.containerCount,
  gone: { zh: '该运价已不再适用于下一班船期，请在运价查询中重新选择。', en: 'This rate no longer prices the next sailing: pick one in the rate query.' },
});
