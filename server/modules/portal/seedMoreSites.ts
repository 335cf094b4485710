import type { Queryable } from '../../db/types';
import { DOWNLOAD_KINDS } from '../../../src/contract/portal/downloadCalls';
import { activeCompanyByCode } from '../companies/public';
import { downloadList, insertDownload } from './downloadRepository';
import { insertProduct, productList } from './productRepository';
import { demoPdf } from './seedDownloads';
import { MORE_DEMO_SITES } from './seedMoreSitesData';
import { seedPortalSites } from './seedSites';
import { platformCompanyId } from './siteRepository';

type Card = [name: string, icon: string, summary: string, body: string, servicePath: string];

/** Product and service cards linked to the service pages: 畅达's new portal, and the platform's own (the main site's service pages). */
const CARDS: Record<string, Card[]> = {
  'PRV-SHCD': [
    [
      '集装箱陆运 Container trucking',
      'truck',
      '上海港、宁波港进出口集装箱拖车，全程 GPS 跟踪。',
      '<p>自有拖车 120 台，覆盖长三角；双重预约，准时进港。</p><p>120 own trucks across the Yangtze delta, every move tracked by GPS.</p>',
      '/external/service/landTransportation',
    ],
    [
      '海运订舱 Sea freight',
      'ship',
      '整箱拼箱订舱，拖车报关一站式。',
      '<p>与主流船公司合作，美线、欧线、东南亚周班。</p><p>Weekly FCL and LCL with the major carriers to the US, Europe and South-East Asia.</p>',
      '/external/service/seaTransportation',
    ],
    [
      '海铁联运 Sea-rail',
      'train',
      '经宁波、连云港的海铁联运至内陆与中亚。',
      '<p>铁路班列衔接港口，内陆货物一票到底。</p><p>Rail to the port and on, on one bill of lading.</p>',
      '/external/service/seaTrain',
    ],
    [
      '供应链服务 Supply chain',
      'box',
      '仓储、分拨、VMI 库存管理。',
      '<p>外高桥保税仓 2 万平方米，入库、分拣、贴标与分拨。</p><p>20,000 m² bonded warehouse at Waigaoqiao.</p>',
      '/external/service/supplyChain',
    ],
  ],
  PLATFORM: [
    [
      '海运服务 Sea transport',
      'ship',
      '全球主要航线整箱拼箱，在线订舱与跟踪。',
      "<p>平台汇集船公司与货代的运价与船期。</p><p>Carriers' and forwarders' rates and sailings in one place.</p>",
      '/external/service/seaTransportation',
    ],
    [
      '陆运服务 Land transport',
      'truck',
      '集装箱拖车与国内零担。',
      '<p>平台合作车队覆盖主要港口。</p><p>Partner truckers at every major port.</p>',
      '/external/service/landTransportation',
    ],
    [
      '空运服务 Air transport',
      'airplane',
      '浦东、虹桥出发的空运与快件。',
      '<p>主要航司舱位，次日起飞。</p><p>Space with the main airlines, departing the next day.</p>',
      '/external/service/airTransportation',
    ],
    ['海铁联运 Sea-rail', 'train', '港口与内陆班列的联运。', '<p>一票到底，全程跟踪。</p><p>One bill, tracked end to end.</p>', '/external/service/seaTrain'],
    [
      '内河运输 River transport',
      'cube',
      '长江沿线驳船与港口中转。',
      '<p>武汉、重庆、南京至上海洋山的驳船。</p><p>Barges from Wuhan, Chongqing and Nanjing to Yangshan.</p>',
      '/external/service/river',
    ],
    [
      '供应链服务 Supply chain',
      'box',
      '仓储、分拨与库存管理。',
      '<p>保税仓与分拨中心。</p><p>Bonded warehouses and distribution centres.</p>',
      '/external/service/supplyChain',
    ],
  ],
};

/** Public files of the two new sites (Chinese and English titles). */
const FILES: Record<string, [title: string, category: string, fileName: string][]> = {
  'PRV-SHCD': [
    ['集装箱拖车委托书', '单证模板', 'trucking-order.pdf'],
    ['VGM declaration form', 'Templates', 'vgm-declaration.pdf'],
  ],
  'PRV-EUDA': [
    ['目的港代理服务协议', '合作文件', 'agency-agreement.pdf'],
    ['Arrival notice sample', 'Templates', 'arrival-notice.pdf'],
    ['Company qualifications (AEO certificate)', 'Qualifications', 'aeo-certificate.pdf'],
  ],
};

async function companyIdOf(tx: Queryable, code: string): Promise<string | undefined> {
  if (code === 'PLATFORM') return platformCompanyId(tx);
  const c = await activeCompanyByCode(tx, code);
  return c ? String(c.id) : undefined;
}

/** The cards and files, each company's only when it has none yet (the step may run again). */
async function seedCardsAndFiles(tx: Queryable): Promise<void> {
  for (const [code, cards] of Object.entries(CARDS)) {
    const id = await companyIdOf(tx, code);
    if (!id || (await productList(tx, id, false)).length) continue;
    for (const [i, [name, icon, summary, body, servicePath]] of cards.entries())
      await insertProduct(tx, id, { name, icon, summary, body, servicePath, enabled: true, order: (i + 1) * 10 });
  }
  for (const [code, files] of Object.entries(FILES)) {
    const id = await companyIdOf(tx, code);
    if (!id || (await downloadList(tx, id, false)).length) continue;
    for (const [title, category, fileName] of files)
      await insertDownload(tx, { companyId: id, title, category, audience: 'PUBLIC', fileName, mime: DOWNLOAD_KINDS.pdf, bytes: demoPdf(fileName) });
  }
}

/** 畅达's new portal (NEW_MH, shcd.localhost) and 欧速's partner portal (TMH, euda.localhost), and the main site's service cards. */
export async function seedMoreDemoSites(tx: Queryable): Promise<void> {
  await seedPortalSites(tx, MORE_DEMO_SITES);
  await seedCardsAndFiles(tx);
}
