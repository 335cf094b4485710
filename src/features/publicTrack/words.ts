import type { Bilingual } from '../../i18n/bilingual';
import { publicTrackFieldWords } from '../../contract/publicTrack/words';
import { commonFieldWords as F } from '../../contract/words';
import { commonWords } from '../../i18n/commonWords';
import { defineWords } from '../../i18n/words';

/** The public tracking pages' and the tracking search log's words. */
export const publicTrackWords = defineWords({
  boxLabel: publicTrackFieldWords.No,
  boxPlaceholder: { zh: '如 CSQU3054383 或 COSU6401120010', en: 'e.g. CSQU3054383 or COSU6401120010' },
  track: { zh: '查询', en: 'Track' },
  hint: {
    zh: '输入一个箱号或提单号，查看货物的公开动态：里程碑、船名航次、起运港和目的港、预计与实际时间。',
    en: 'Enter one container or B/L number to see the shipment’s public milestones: vessel and voyage, ports, estimated and actual times.',
  },
  blNo: { zh: '提单号', en: 'B/L number' },
  carrier: F.CarrierCode,
  vesselVoyage: { zh: '船名 / 航次', en: 'Vessel and voyage' },
  route: { zh: '起运港 → 目的港', en: 'Port of loading → discharge' },
  etd: F.Etd,
  atd: { zh: '实际开船时间', en: 'ATD' },
  eta: F.Eta,
  ata: { zh: '实际到港时间', en: 'ATA' },
  shipmentStage: { zh: '整票进度', en: 'Shipment stage' },
  container: (cnno: string) => ({ zh: `箱号 ${cnno}`, en: `Container ${cnno}` }),
  noMilestoneYet: { zh: '暂无动态。', en: 'No milestones yet.' },
  notYet: { zh: '—', en: '—' },
  timeNote: { zh: '时间均为当地时间，并注明时区。', en: 'Times are local to each place, with the offset shown.' },
  failed: { zh: '查询失败，请稍后再试。', en: 'The query failed. Try again in a moment.' },
  // the search log's tracking tab
  trackSearches: { zh: '货物跟踪查询记录', en: 'Tracking search log' },
  trackLogHint: {
    zh: '每一次货物跟踪查询（内部、工作台、客户门户、电子跟踪、客户箱货查询、快速查询）各记一行；访客只记地址的加盐哈希，不记地址本身。',
    en: 'Every tracking search (internal, workbench, customer portal, electronic, customer container query, quick search) is one row; a visitor is kept only as a salted hash of the address, never the address.',
  },
  at: commonWords.when,
  channel: F.Channel,
  site: { zh: '站点', en: 'Site' },
  person: { zh: '查询人', en: 'Searched by' },
  visitor: { zh: '访客标识', en: 'Visitor key' },
  queryType: { zh: '号码类型', en: 'Number type' },
  query: publicTrackFieldWords.Query,
  found: publicTrackFieldWords.Found,
  results: { zh: '结果箱数', en: 'Containers found' },
  ms: { zh: '耗时（毫秒）', en: 'Time (ms)' },
  yes: { zh: '是', en: 'Found' },
  no: { zh: '否', en: 'Not found' },
  mainSite: { zh: '主站', en: 'Main site' },
  from: { zh: '起始日', en: 'From day' },
  to: { zh: '截止日', en: 'To day' },
  topQueries: { zh: '查询最多的号码', en: 'Most searched numbers' },
  unknownRepeated: { zh: '反复查询却未查到的号码（录错或爬取）', en: 'Unknown numbers searched again (typos or scraping)' },
  searches: (n: number, visitors: number) => ({ zh: `${n} 次 · ${visitors} 个访客`, en: `${n} searches · ${visitors} visitors` }),
  none: commonWords.none,
});

/** The channels of search_logs, in words. */
export const channelWords: Record<string, Bilingual> = {
  INTERNAL: { zh: '内部跟踪', en: 'Internal tracking' },
  WORKBENCH: { zh: '工作台跟踪', en: 'Workbench tracking' },
  CUSTOMER_PORTAL: commonWords.customerPortal,
  ELECTRONIC: { zh: '电子跟踪', en: 'Electronic tracking' },
  ASIAWISE: { zh: '客户箱货查询', en: 'Customer container query' },
  QUICKSEARCH: { zh: '快速查询', en: 'Quick search' },
};

/** A query's kind, in words. */
export const queryTypeWords: Record<string, Bilingual> = {
  CONTAINER: { zh: '按箱号', en: 'By container' },
  BL: { zh: '按提单号', en: 'By B/L' },
  MBL: { zh: '按主提单号', en: 'By master B/L' },
  HBL: { zh: '按分提单号', en: 'By house B/L' },
  BOOKING: { zh: '按订舱号', en: 'By booking' },
  INVALID: { zh: '无效号码', en: 'Invalid number' },
};
