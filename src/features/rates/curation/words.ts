import { commonWords } from '../../../i18n/commonWords';
import { defineWords } from '../../../i18n/words';

/** Home page curation: the staff pages and what the home page shows. */
export const curationWords = defineWords({
  portsHint: {
    zh: '首页「热门港口」：访客点一下就把港口填进运价查询。起运港与目的港各自排序。',
    en: "The home page's hot ports: a visitor clicks one to put it in the rate search. Ports of loading and discharge are ordered apart.",
  },
  ratesHint: {
    zh: '首页「推荐运价」：按运价编号或航线（可指定船公司）推荐。没有有效、可见的已发布运价时自动隐藏，有了又自动展示。首页不显示价格，访客查询时按公开等级报价。',
    en: "The home page's featured rates: by rate number, or by lane (with a carrier or any). One with no valid, visible published rate hides itself and shows again once there is one. The home page shows no price: a visitor searches the lane for the public-level price.",
  },
  port: { zh: '港口代码', en: 'Port code' },
  kind: commonWords.kind,
  pol: commonWords.pol,
  pod: commonWords.pod,
  carrier: commonWords.carrier,
  rateNo: { zh: '运价编号（填写则按运价推荐）', en: 'Rate no. (to feature one rate)' },
  badge: { zh: '角标（如 热卖、特价）', en: 'Badge (e.g. Hot, Special)' },
  add: { zh: '添加', en: 'Add' },
  remove: commonWords.delete,
  up: commonWords.moveUp,
  down: commonWords.moveDown,
  showing: { zh: '展示中', en: 'Showing' },
  hidden: { zh: '已自动隐藏：当前没有有效运价', en: 'Hidden by itself: no valid rate today' },
  until: (d: string) => ({ zh: `运价有效至 ${d}`, en: `rates valid until ${d}` }),
  anyCarrier: { zh: '任意船公司', en: 'Any carrier' },
  nothing: { zh: '还没有内容。', en: 'Nothing yet.' },
  // on the home page
  hotPorts: { zh: '热门港口', en: 'Popular ports' },
  featured: { zh: '推荐航线', en: 'Featured lanes' },
  searchLane: { zh: '查询运价', en: 'See prices' },
});
