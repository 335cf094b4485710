/** The demo sites' content (seed.ts): 天祥's customer portal on hztx.localhost, 远达's company site on shyd.localhost. */

export interface DemoSite {
  code: string;
  domain: string;
  variant: 'CUSTOMER' | 'MH' | 'NEW_MH' | 'TMH';
  colour: [number, number, number];
  /** The licence numbers shown on the company page (a customs code only when absent). */
  licences?: { Nvocc: string; Customs: string; Fmc: string };
  settings: { Title: string; Description: string; Keywords: string; ThemeColor: string; Footer: string; Icp: string; PublicSecurity: string };
  enterprise: {
    nameZh: string;
    nameEn: string;
    slogan: string;
    intro: string;
    founded: string;
    contact: { Person: string; Phone: string; Email: string; Address: string };
  };
  addresses: {
    nameZh: string;
    nameEn: string;
    address: string;
    latitude: number;
    longitude: number;
    phone: string;
    email: string;
    hours: string;
    headOffice: boolean;
  }[];
  /** Days from the seed's day (negative: past); `state`: what becomes of it. */
  news: {
    title: string;
    summary: string;
    body: string;
    category: string;
    days: number;
    state: 'PUBLISHED' | 'UNPUBLISHED' | 'DRAFT';
    pinned?: boolean;
    type?: 'ANNOUNCEMENT';
  }[];
}

export const DEMO_SITES: DemoSite[] = [
  {
    code: 'CUS-HZTX',
    domain: 'hztx.localhost',
    variant: 'CUSTOMER',
    colour: [28, 92, 160],
    settings: {
      Title: '杭州天祥进出口 · 客户门户',
      Description: '杭州天祥进出口有限公司：纺织品与小家电出口，整箱拼箱订舱、报关与货物跟踪。',
      Keywords: '天祥,进出口,杭州,货物跟踪,Tianxiang',
      ThemeColor: '#1c5ca0',
      Footer: '杭州天祥进出口有限公司 · Hangzhou Tianxiang Import & Export Co., Ltd.',
      Icp: '浙ICP备2026000001号',
      PublicSecurity: '浙公网安备 33010602000001号',
    },
    enterprise: {
      nameZh: '杭州天祥进出口有限公司',
      nameEn: 'Hangzhou Tianxiang Import & Export Co., Ltd.',
      slogan: '从杭州出发，连接世界 · From Hangzhou to the world',
      intro:
        '<p>杭州天祥进出口有限公司成立于 2006 年，主营纺织品与小家电出口，年出运整箱逾 3,000 TEU，航线覆盖欧洲、北美与东南亚。</p><p>Founded in 2006, Tianxiang exports textiles and small appliances — over 3,000 TEU a year to Europe, North America and South-East Asia.</p>',
      founded: '2006',
      contact: { Person: '陈经理 Chen', Phone: '0571-8888 6666', Email: 'service@hztx.example.cn', Address: '浙江省杭州市上城区钱江路 1 号' },
    },
    addresses: [
      {
        nameZh: '杭州总部',
        nameEn: 'Hangzhou head office',
        address: '浙江省杭州市上城区钱江路 1 号 18 楼',
        latitude: 30.2456,
        longitude: 120.2102,
        phone: '0571-8888 6666',
        email: 'service@hztx.example.cn',
        hours: '周一至周五 9:00–18:00',
        headOffice: true,
      },
      {
        nameZh: '宁波办事处',
        nameEn: 'Ningbo office',
        address: '浙江省宁波市北仑区明州路 88 号',
        latitude: 29.8997,
        longitude: 121.8446,
        phone: '0574-8666 1234',
        email: 'ningbo@hztx.example.cn',
        hours: '周一至周五 9:00–17:30',
        headOffice: false,
      },
    ],
    news: [
      {
        title: '天祥客户门户正式上线',
        summary: '在线查询货物动态、运价与资料下载。',
        body: '<p>即日起，客户可在本门户查询货物跟踪、运价与下载常用资料。</p>',
        category: '公司新闻',
        days: -10,
        state: 'PUBLISHED',
        pinned: true,
      },
      {
        title: '2026 年春节出运安排',
        summary: '春节前最后截关日与节后首班船。',
        body: '<p>春节前最后一班截关：1 月 30 日；节后首班：2 月 12 日。</p>',
        category: '通知',
        days: -3,
        state: 'PUBLISHED',
      },
      {
        title: '新航线：杭州—汉堡直达（预告）',
        summary: '下月开通，敬请期待。',
        body: '<p>杭州—汉堡直达航线将于下月开通。</p>',
        category: '公司新闻',
        days: 20,
        state: 'PUBLISHED',
      },
      { title: '旧版运价表（已下线）', summary: '已被新运价取代。', body: '<p>本运价表已停止使用。</p>', category: '通知', days: -30, state: 'UNPUBLISHED' },
      {
        title: '系统维护通知：本周六 22:00–24:00',
        summary: '维护期间查询暂停。',
        body: '<p>维护期间货物查询暂停服务。</p>',
        category: '公告',
        days: -1,
        state: 'PUBLISHED',
        type: 'ANNOUNCEMENT',
      },
    ],
  },
  {
    code: 'PRV-SHYD',
    domain: 'shyd.localhost',
    variant: 'MH',
    colour: [176, 64, 32],
    settings: {
      Title: '上海远达船务代理',
      Description: '上海远达船务代理有限公司：船舶代理、订舱、拖车与报关一站式服务。',
      Keywords: '远达,船务代理,上海,订舱,Yuanda',
      ThemeColor: '#b04020',
      Footer: '上海远达船务代理有限公司 · Shanghai Yuanda Shipping Agency Co., Ltd.',
      Icp: '沪ICP备2026000002号',
      PublicSecurity: '',
    },
    enterprise: {
      nameZh: '上海远达船务代理有限公司',
      nameEn: 'Shanghai Yuanda Shipping Agency Co., Ltd.',
      slogan: '专业船代，远达四海 · Agency you can rely on',
      intro:
        '<p>上海远达船务代理有限公司为船公司与货主提供船舶代理、订舱、拖车与报关服务。</p><p>Yuanda serves carriers and shippers at Shanghai: ship agency, booking, trucking and customs.</p>',
      founded: '1998',
      contact: { Person: '李经理 Li', Phone: '021-6888 1234', Email: 'info@shyd.example.cn', Address: '上海市浦东新区外高桥港区 8 号' },
    },
    addresses: [
      {
        nameZh: '上海总部',
        nameEn: 'Shanghai head office',
        address: '上海市浦东新区外高桥港区 8 号',
        latitude: 31.3587,
        longitude: 121.5876,
        phone: '021-6888 1234',
        email: 'info@shyd.example.cn',
        hours: '周一至周六 8:30–17:30',
        headOffice: true,
      },
    ],
    news: [
      {
        title: '远达获评年度优秀船代',
        summary: '感谢客户与船公司的信任。',
        body: '<p>远达荣获年度优秀船舶代理称号。</p>',
        category: '公司新闻',
        days: -5,
        state: 'PUBLISHED',
        pinned: true,
      },
      {
        title: '外高桥码头作业时间调整',
        summary: '自下周起夜班延长。',
        body: '<p>自下周起，外高桥码头夜班作业延长至 24:00。</p>',
        category: '通知',
        days: -2,
        state: 'PUBLISHED',
      },
    ],
  },
];
