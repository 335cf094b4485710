import type { Queryable } from '../../db/types';
import type { DemoSite } from './seedData';
import { seedNews } from './seedSites';
import { platformCompanyId } from './siteRepository';

/** The platform's own news on the main site (`/`'s news block, `/newsDetail`): three out, one scheduled. */
const MAIN_NEWS: DemoSite['news'] = [
  {
    title: '船期订阅上线 · Sailing schedule alerts are live',
    summary: '关注的航线有新船期或截关变化时，工作台与邮件即时提醒。Get told when a lane you follow changes.',
    body: '<p>在“电子船期”中关注航线，新的船期、截关时间或延误将通过工作台消息与邮件通知您。</p><p>Follow a lane on the schedules page: new sailings, cut-off changes and delays reach you as a message and an e-mail.</p>',
    category: '平台动态',
    days: -2,
    state: 'PUBLISHED',
    pinned: true,
  },
  {
    title: '欧线 12 月运价更新 · December rates to Europe',
    summary: '上海、宁波至汉堡、鹿特丹整箱运价已发布，可在运价查询中查看。',
    body: '<p>上海、宁波至汉堡、鹿特丹、费利克斯托的 12 月整箱运价已发布，登录后可直接订舱。</p><p>December FCL rates from Shanghai and Ningbo to Hamburg, Rotterdam and Felixstowe are published; sign in to book.</p>',
    category: '运价通知',
    days: -6,
    state: 'PUBLISHED',
  },
  {
    title: '2026 年春节前后出运提示 · Shipping around the Spring Festival',
    summary: '请提前两周订舱，节前最后截关日以船公司通知为准。Book two weeks ahead.',
    body: '<p>春节前舱位紧张，请至少提前两周订舱；节前最后截关日以船公司通知为准。</p><p>Space is tight before the Spring Festival: book at least two weeks ahead.</p>',
    category: '操作提示',
    days: -14,
    state: 'PUBLISHED',
  },
  {
    title: '平台年度服务报告（定时发布）· Annual service report',
    summary: '将于下月发布。',
    body: '<p>年度服务报告。</p>',
    category: '平台动态',
    days: 25,
    state: 'PUBLISHED',
  },
];

/** Seed step `portal-main-news-v1`: the platform company's news, when it has none (the main site showed "no news yet"). */
export async function seedMainNews(tx: Queryable): Promise<void> {
  const platform = await platformCompanyId(tx);
  if (!platform) return;
  const [has] = await tx.query<{ n: number }>(`select count(*)::int as n from portal_contents where company_id = $1`, [platform]);
  if (has!.n > 0) return;
  await seedNews(tx, platform, MAIN_NEWS);
}
