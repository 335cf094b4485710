/**
 * A few ship agencies (船代) so that vessel calls and the manifest module have agents to name.
 *
 * The companies are real: PENAVICO (中国外轮代理有限公司, "外代", China Ocean Shipping Agency, part of
 * COSCO Shipping) has a branch company in each main port, named <port>外轮代理有限公司 in Chinese and
 * "<Port> Ocean Shipping Agency" / "PENAVICO <Port>" in English; 上海联合国际船舶代理有限公司 ("联代")
 * is a Shanghai agency of long standing. What is NOT verified and is demo data: the codes (ours, made
 * of the brand and the port), the EDI codes, the carriers each serves (agency appointments change per
 * carrier and year), the addresses (city and district only) and every contact (example.com mail,
 * 5555 numbers). Replace them with the agencies' own before real manifests are sent.
 */
export interface SeedShipAgency {
  readonly code: string;
  readonly nameZh: string;
  readonly nameEn: string;
  readonly portCodes: readonly string[];
  readonly carrierCodes: readonly string[];
  readonly ediCode: string;
  readonly address: string;
  readonly contacts: readonly { Name: string; Phone?: string; Email?: string }[];
}

const desk = (city: string, phone: string, mail: string) => [
  { Name: `${city}操作部 Operations (demo)`, Phone: phone, Email: `ops@${mail}.example.com` },
  { Name: `${city}舱单部 Manifest desk (demo)`, Email: `manifest@${mail}.example.com` },
];

export const SEED_SHIP_AGENCIES: readonly SeedShipAgency[] = [
  {
    code: 'PENSHA',
    nameZh: '上海外轮代理有限公司',
    nameEn: 'Shanghai Ocean Shipping Agency Co., Ltd. (PENAVICO Shanghai)',
    portCodes: ['CNSHA'],
    carrierCodes: ['COSU', 'OOLU', 'CMDU'],
    ediCode: 'DEMOPSHA',
    address: '上海市虹口区（示例地址 demo address）',
    contacts: desk('上海', '+86 21 5555 0101', 'penavico-sh'),
  },
  {
    code: 'PENNGB',
    nameZh: '宁波外轮代理有限公司',
    nameEn: 'Ningbo Ocean Shipping Agency Co., Ltd. (PENAVICO Ningbo)',
    portCodes: ['CNNGB'],
    carrierCodes: ['COSU', 'OOLU', 'EGLV'],
    ediCode: 'DEMOPNGB',
    address: '浙江省宁波市（示例地址 demo address）',
    contacts: desk('宁波', '+86 574 5555 0102', 'penavico-nb'),
  },
  {
    code: 'PENSZX',
    nameZh: '深圳外轮代理有限公司',
    nameEn: 'Shenzhen Ocean Shipping Agency Co., Ltd. (PENAVICO Shenzhen)',
    portCodes: ['CNYTN', 'CNSHK', 'CNCWN'],
    carrierCodes: ['COSU', 'OOLU', 'ONEY'],
    ediCode: 'DEMOPSZX',
    address: '广东省深圳市（示例地址 demo address）',
    contacts: desk('深圳', '+86 755 5555 0103', 'penavico-sz'),
  },
  {
    code: 'PENTAO',
    nameZh: '青岛外轮代理有限公司',
    nameEn: 'Qingdao Ocean Shipping Agency Co., Ltd. (PENAVICO Qingdao)',
    portCodes: ['CNTAO'],
    carrierCodes: ['COSU', 'OOLU'],
    ediCode: 'DEMOPTAO',
    address: '山东省青岛市（示例地址 demo address）',
    contacts: desk('青岛', '+86 532 5555 0104', 'penavico-qd'),
  },
  {
    code: 'UNISHA',
    nameZh: '上海联合国际船舶代理有限公司',
    nameEn: 'Shanghai Union International Shipping Agency Co., Ltd.',
    portCodes: ['CNSHA'],
    carrierCodes: ['MAEU', 'MSCU', 'HLCU'],
    ediCode: 'DEMOUSHA',
    address: '上海市浦东新区（示例地址 demo address）',
    contacts: desk('联代', '+86 21 5555 0105', 'union-sh'),
  },
];
