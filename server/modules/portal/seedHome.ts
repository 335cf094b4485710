import type { BlockInput } from '../../../src/contract/portal/homeBlocks';
import type { Queryable } from '../../db/types';
import { replaceBlocks, upsertWidget } from './homeRepository';
import { homeSnapshot } from './homeSnapshot';
import { draftSnapshot } from './present';
import { enterpriseOf } from './profileRepository';
import { newKeys } from './siteService';
import { companyCard, extendPublished, insertSite, insertVersion, platformCompanyId, siteOf } from './siteRepository';

type Block = Omit<BlockInput, 'Hidden'>;
const b = (Kind: Block['Kind'], Content: Record<string, unknown>): Block => ({ Kind, Content });

const SERVICES = b('SERVICES', {
  Title: '我们的服务 Our services',
  Items: [
    { Title: '海运 Sea freight', Text: '整箱、拼箱，覆盖全球主要航线。', Icon: 'ship', Path: '/external/service/seaTransportation' },
    { Title: '空运 Air freight', Text: 'Consolidated and express air cargo.', Icon: 'airplane', Path: '/external/service/airTransportation' },
    { Title: '海铁联运 Sea-rail', Text: '经连云港、郑州至中亚与欧洲。', Icon: 'train', Path: '/external/service/seaTrain' },
  ],
});

/** The platform's own main site: the search boxes lead, then what it does. */
function mainBlocks(name: string): Block[] {
  return [
    b('BANNER', {
      Title: name,
      Subtitle: '运价、船期、订舱与货物跟踪，一站完成 · Rates, schedules, booking and tracking in one place',
      ImageMediaId: null,
      ButtonText: '',
      ButtonPath: '',
    }),
    b('RATE_BOX', { Title: '运价查询 Rate search' }),
    b('SCHEDULES', { Title: '船期查询 Sailing schedules', Count: 5 }),
    b('TRACK_BOX', { Title: '货物跟踪 Track a shipment' }),
    SERVICES,
    b('STATS', {
      Title: '',
      Items: [
        { Label: '合作船公司 Carriers', Value: '30+' },
        { Label: '服务港口 Ports', Value: '500+' },
        { Label: '年服务标箱 TEU a year', Value: '120,000' },
      ],
    }),
    b('NEWS', { Title: '最新动态 Latest news', Count: 5 }),
  ];
}

/** A company site's default blocks, made from its own content (its cards, news and tables; its brand heads every page already). */
function siteBlocks(variant: string, slogan: string): Block[] {
  const intro = slogan ? [b('BANNER', { Title: slogan, Subtitle: '', ImageMediaId: null, ButtonText: '', ButtonPath: '' })] : [];
  // §15.2 /customer/home: the tracking box and the rate box (to the site's own quick search) before its cards and news
  if (variant === 'CUSTOMER')
    return [
      b('TRACK_BOX', { Title: '货物跟踪 Track a shipment' }),
      b('RATE_BOX', { Title: '运价查询 Rate search' }),
      b('PRODUCTS', { Title: '产品服务 Products', Count: 6 }),
      b('NEWS', { Title: '最新动态 Latest news', Count: 5 }),
    ];
  return [
    ...intro,
    b('PRODUCTS', { Title: '产品服务 Products', Count: 6 }),
    b('SCHEDULES', { Title: '船期表 Sailing schedules', Count: 5 }),
    b('TRACK_BOX', { Title: '货物跟踪 Track a shipment' }),
    b('NEWS', { Title: '最新动态 Latest news', Count: 5 }),
    b('PARTNERS', {
      Title: '合作伙伴 Partners',
      Items: [
        { Name: 'COSCO SHIPPING', ImageMediaId: null },
        { Name: 'Maersk', ImageMediaId: null },
        { Name: 'MSC', ImageMediaId: null },
      ],
    }),
  ];
}

function widgetItems(phone: string, email: string) {
  return [
    ...(phone ? [{ Kind: 'PHONE', Label: '电话咨询 Call us', Value: phone, ImageMediaId: null }] : []),
    ...(email ? [{ Kind: 'EMAIL', Label: '邮件 E-mail', Value: email, ImageMediaId: null }] : []),
    { Kind: 'MESSAGE_FORM', Label: '在线留言 Message us', Value: '', ImageMediaId: null },
  ];
}

async function giveHome(tx: Queryable, companyId: string, blocks: Block[], pages: { pages: 'ALL' | 'HOME' | 'PATHS'; paths: string[] }): Promise<void> {
  const e = await enterpriseOf(tx, companyId);
  const card = await companyCard(tx, companyId);
  await replaceBlocks(
    tx,
    companyId,
    blocks.map((x) => ({ kind: x.Kind, hidden: false, content: x.Content })),
  );
  const items = widgetItems(e?.contact.Phone || card?.contact_phone || '', e?.contact.Email || card?.email || '');
  await upsertWidget(tx, companyId, { enabled: true, position: 'RIGHT', ...pages, items });
  // a site published before: its live version gains the blocks (its version numbers stay); else a first version
  const site = (await siteOf(tx, companyId))!;
  if (site.ptl_published_version === null) await insertVersion(tx, companyId, await draftSnapshot(tx, site), '0');
  else await extendPublished(tx, companyId, await homeSnapshot(tx, companyId));
}

/**
 * Home blocks and a floating window, published, for the main site (the platform company's, kept on a
 * site of its own with no domain) and every company site enabled at seed time that has none yet: a
 * default set by the site's variant, made from its own content.
 */
export async function seedDemoHomes(tx: Queryable): Promise<void> {
  const platform = await platformCompanyId(tx);
  if (platform) {
    if (!(await siteOf(tx, platform))) await insertSite(tx, { companyId: platform, variant: 'MH', lang: 'zh', settings: {}, by: null, ...newKeys() });
    const name = (await companyCard(tx, platform))?.name_zh ?? '';
    await giveHome(tx, platform, mainBlocks(name), { pages: 'PATHS', paths: ['/', '/mainPage'] });
  }
  const sites = await tx.query<{ id: string; variant: string }>(
    `select s.company_id::text as id, s.ptl_variant as variant from portal_sites s
      where s.ptl_enabled and not exists (select 1 from portal_home_blocks b where b.company_id = s.company_id) order by s.company_id`,
  );
  for (const s of sites) {
    const e = await enterpriseOf(tx, s.id);
    await giveHome(tx, s.id, siteBlocks(s.variant, e?.slogan ?? ''), { pages: s.variant === 'CUSTOMER' ? 'ALL' : 'HOME', paths: [] });
  }
}
