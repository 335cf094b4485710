import { commonWords } from '../../../i18n/commonWords';
import { defineWords } from '../../../i18n/words';
import { jobWords } from '../jobs/words';
import { portalWords } from '../words';

/** The words of the new portal's pages (NEW_MH), the partner portal (TMH) and the service pages (§15.2). */
export const sitePageWords = defineWords({
  siteNav: { zh: '网站导航', en: 'Site navigation' },
  home: { zh: '首页', en: 'Home' },
  downloads: { zh: '资料下载', en: 'Downloads' },
  licencesCertificates: { zh: '资质与证书', en: 'Licences and certificates' },
  contactUs: jobWords.contact,
  contactPerson: portalWords.contactPerson,
  phone: portalWords.phone,
  email: portalWords.email,
  address: commonWords.address,
  noServices: { zh: '本站暂未介绍任何服务。', en: 'This site describes no services yet.' },
  toService: { zh: '查看服务详情', en: 'See the service' },
  allNews: { zh: '全部动态', en: 'All' },
  typeNEWS: { zh: '新闻', en: 'News' },
  typeANNOUNCEMENT: { zh: '公告', en: 'Announcements' },
  category: portalWords.category,
  newsPage: (page: number, pages: number) => ({ zh: `第 ${page} / ${pages} 页`, en: `Page ${page} of ${pages}` }),
  previous: { zh: '较新', en: 'Newer' },
  next: { zh: '较早', en: 'Older' },
  noNews: portalWords.noNews,
  backToNews: portalWords.back,
  noArticle: { zh: '没有找到这篇文章，它可能已下线。', en: 'This article was not found; it may have been taken off the site.' },
  mapAt: (lat: string, lng: string) => ({ zh: `地图坐标：${lat}, ${lng}`, en: `Map: ${lat}, ${lng}` }),
  openMap: { zh: '在地图上查看', en: 'Open in a map' },
  loading: commonWords.loading,
  // the workbench's door
  enterTitle: { zh: '进入工作台', en: 'Enter the workbench' },
  enterIntro: { zh: '登录后即可办理订舱、提单、舱单与跟踪等业务。', en: 'Sign in to book, file instructions and manifests, and track your cargo.' },
  signInPersonal: { zh: '个人账号登录', en: 'Sign in with a personal account' },
  signInCompany: { zh: '企业账号登录', en: 'Sign in with a company account' },
  register: { zh: '注册新账号', en: 'Register an account' },
  joinCompany: { zh: '加入或创建企业', en: 'Join or create a company' },
  noCompanyYet: {
    zh: '您已登录，但尚未加入任何企业。加入企业后即可进入工作台。',
    en: 'You are signed in but belong to no company yet. Join one to use the workbench.',
  },
  // the partner portal
  partnerPortal: { zh: '合作伙伴门户', en: 'Partner portal' },
  trackTitle: portalWords.trackBox,
  trackHint: { zh: '输入提单号、订舱号或箱号', en: 'B/L, booking or container number' },
  trackGo: portalWords.trackGo,
  partnerFiles: { zh: '合作伙伴资料下载', en: 'Files for partners' },
});

/** The service pages' words: what each service is, its standard advantages, its lanes and the quote. */
export const serviceWords = defineWords({
  overview: { zh: '全部服务', en: 'All services' },
  advantages: { zh: '服务优势', en: 'Why us' },
  lanes: { zh: '典型航线', en: 'Typical lanes' },
  lanesNone: { zh: '暂无公开船期，欢迎询价获取最新航线与舱位。', en: 'No public sailings are listed now; ask for a quote for the current lanes and space.' },
  lane: commonWords.lane,
  carriers: { zh: '承运人', en: 'Carriers' },
  transit: commonWords.transitDays,
  nextEtd: { zh: '最近开航', en: 'Next departure' },
  quote: { zh: '询价', en: 'Ask for a quote' },
  quoteMessage: (service: string) => ({ zh: `您好，我想咨询「${service}」的报价：`, en: `Hello, I would like a quote for ${service}: ` }),
  notOffered: (service: string) => ({
    zh: `本站暂未提供「${service}」。请查看我们提供的全部服务。`,
    en: `This site does not offer ${service} at present. See all the services we offer.`,
  }),
  adv1: { zh: '专人跟进，全程可视', en: 'One contact person, every step visible' },
  adv2: { zh: '合约运价，价格透明', en: 'Contract rates, clear prices' },
  adv3: { zh: '单证合规，准时放行', en: 'Compliant documents, released on time' },
  seaTransportation: {
    zh: '整箱与拼箱海运，覆盖全球主要港口，在线订舱、提单与舱单一站办理。',
    en: 'FCL and LCL to every major port, with booking, B/L and manifest online.',
  },
  landTransportation: { zh: '集装箱拖车与国内陆运，双重预约，GPS 全程跟踪。', en: 'Container trucking and domestic haulage, booked twice, tracked by GPS.' },
  airTransportation: { zh: '空运直飞与中转，普货与快件，次日起飞。', en: 'Direct and transit air freight, general and express, departing the next day.' },
  seaTrain: { zh: '港口与铁路班列衔接，内陆货物一票到底。', en: 'Port and block train combined, inland cargo on one bill of lading.' },
  river: { zh: '长江沿线驳船运输与港口中转。', en: 'Barges along the Yangtze and transhipment at the port.' },
  supplyChain: { zh: '仓储、分拨、库存管理与增值服务。', en: 'Warehousing, distribution, inventory and value-added services.' },
});
