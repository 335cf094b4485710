import type { ShipmentStage } from '../../contract/dashboard/calls';
import { callStatusWords } from '../../contract/refdata/words';
import { commonFieldWords, statusWords } from '../../contract/words';
import { pklStatusWords } from '../../domain/packing/words';
import { defineWords } from '../../i18n/words';

/** The dashboard's stage names (the bar chart's axis and the tiles). */
export const stageWords: Record<ShipmentStage, { zh: string; en: string }> = {
  BOOKED: statusWords.booked,
  // the packing list's own "gated in" and the vessel call's "arrived": the same words
  GATED_IN: pklStatusWords[7],
  LOADED: { zh: '已装船', en: 'Loaded' },
  DEPARTED: { zh: '已开船', en: 'Departed' },
  ARRIVED: callStatusWords.ARRIVED,
  PICKED_UP: { zh: '已提柜', en: 'Picked up' },
};

/** The dashboard page (数据看板) in both languages. */
export const dashboardWords = defineWords({
  from: commonFieldWords.From,
  to: commonFieldWords.To,
  carrier: commonFieldWords.CarrierCode,
  pol: commonFieldWords.PolCode,
  pod: commonFieldWords.PodCode,
  anyCarrier: { zh: '全部船公司', en: 'All carriers' },
  anyPol: { zh: '全部起运港', en: 'All ports of loading' },
  anyPod: { zh: '全部目的港', en: 'All ports of discharge' },
  clearFilters: { zh: '清除筛选', en: 'Clear the filters' },
  shipments: { zh: '票数', en: 'Shipments' },
  shipmentsTile: (n: number, teu: string) => ({ zh: `共 ${n} 票，${teu} TEU`, en: `${n} shipment${n === 1 ? '' : 's'}, ${teu} TEU` }),
  shipmentsWord: (n: string) => ({ zh: `${n} 票`, en: `${n} shipment${n === '1' ? '' : 's'}` }),
  byStage: { zh: '各阶段票数', en: 'Shipments by stage' },
  teuPerMonth: { zh: '每月 TEU（按开船月份）', en: 'TEU per month (by sailing month)' },
  routeMap: { zh: '航线图（线越粗票数越多）', en: 'Lanes (the thicker, the more shipments)' },
  onTimeDeparture: { zh: '准时开船率', en: 'On-time departure' },
  onTimeDepartureHow: { zh: '实际开船与最早预计开船相差不超过 24 小时', en: 'Departed within 24 h of the first estimated departure' },
  siOnTime: { zh: 'SI 按时率', en: 'SI on time' },
  siOnTimeHow: { zh: 'SI 在截单时间（DCO）前审核通过', en: 'SI approved before the documentation cut-off (DCO)' },
  vgmOnTime: { zh: 'VGM 按时率', en: 'VGM on time' },
  vgmOnTimeHow: { zh: '每箱 VGM 在截 VGM 时间（VCO）前申报', en: "Each container's VGM declared before the VGM cut-off (VCO)" },
  manifestFirstTime: { zh: '舱单一次通过率', en: 'Manifest first-time acceptance' },
  manifestFirstTimeHow: { zh: '海关首次回执即为接受（此前无退单）', en: 'Accepted by customs without a rejection before' },
  shareOfShipments: (made: number, measured: number) => ({
    zh: `${measured} 票中 ${made} 票`,
    en: `${made} of ${measured} shipment${measured === 1 ? '' : 's'}`,
  }),
  shareOfContainers: (made: number, measured: number) => ({
    zh: `${measured} 箱中 ${made} 箱`,
    en: `${made} of ${measured} container${measured === 1 ? '' : 's'}`,
  }),
  shareOfManifests: (made: number, measured: number) => ({
    zh: `${measured} 份舱单中 ${made} 份`,
    en: `${made} of ${measured} manifest${measured === 1 ? '' : 's'}`,
  }),
  notMeasured: { zh: '暂无可统计的数据', en: 'Nothing to measure yet' },
  receivables: { zh: '应收账款账龄', en: 'Open receivables by age' },
  receivablesNone: { zh: '没有未收的应收账单', en: 'No receivable invoice is open' },
  receivablesHow: (asOf: string) => ({
    zh: `已确认未结清的应收账单，按 ${asOf} 距到期日的天数分组；不同币种分别合计`,
    en: `Confirmed receivable invoices still open, by days past their due date on ${asOf}; each currency totalled on its own`,
  }),
  receivableInvoices: (n: number) => ({ zh: `${n} 张`, en: `${n} invoice${n === 1 ? '' : 's'}` }),
  ageNOT_DUE: { zh: '未到期', en: 'Not yet due' },
  ageD1_30: { zh: '逾期 1–30 天', en: '1–30 days late' },
  ageD31_60: { zh: '逾期 31–60 天', en: '31–60 days late' },
  ageD61_90: { zh: '逾期 61–90 天', en: '61–90 days late' },
  ageD90_PLUS: { zh: '逾期 90 天以上', en: 'Over 90 days late' },
  noData: {
    zh: '所选日期和筛选条件下没有订舱。请放宽日期范围或清除筛选。',
    en: 'No bookings sail in these dates with these filters. Widen the dates or clear the filters.',
  },
  lanesWithoutPlace: (n: number) => ({
    zh: `${n} 条航线缺少港口坐标，未画在图上`,
    en: `${n} lane${n === 1 ? '' : 's'} not drawn: a port's position is not known`,
  }),
  lane: (pol: string, pod: string) => ({ zh: `${pol} → ${pod}`, en: `${pol} → ${pod}` }),
  loading: { zh: '正在统计……', en: 'Counting…' },
});
