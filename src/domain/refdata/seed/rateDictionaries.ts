/**
 * The rate dictionaries' first rows (commercial.md §1.1 "Rate dictionaries"): product data, applied
 * once (seed step rate-dictionaries-v1), never over what pricing changed since. Every row names a
 * seeded master code (a unit test holds them together).
 */
import { lanePodCodes } from './tradeLanePorts';
import { SEED_TRADE_LANES } from './tradeLanes';

/** The carriers rate search shows, in the order desks list them; their brands are kept out of search. */
export const SEED_RATE_CARRIERS: readonly { code: string; displayZh: string; show: boolean; notes?: string }[] = [
  { code: 'COSU', displayZh: '中远海运', show: true },
  { code: 'MAEU', displayZh: '马士基', show: true },
  { code: 'MSCU', displayZh: '地中海', show: true },
  { code: 'CMDU', displayZh: '达飞', show: true },
  { code: 'EGLV', displayZh: '长荣', show: true },
  { code: 'ONEY', displayZh: '海洋网联', show: true },
  { code: 'HLCU', displayZh: '赫伯罗特', show: true },
  { code: 'OOLU', displayZh: '东方海外', show: true },
  { code: 'YMLU', displayZh: '阳明', show: true },
  { code: 'HDMU', displayZh: '现代商船', show: true },
  { code: 'ZIMU', displayZh: '以星', show: true },
  { code: 'PCIU', displayZh: '太平船务', show: true },
  { code: 'WHLC', displayZh: '万海', show: true },
  { code: 'SITU', displayZh: '海丰', show: true },
  { code: 'KMTU', displayZh: '高丽海运', show: true },
  { code: 'APLU', displayZh: '美总', show: false, notes: 'CMA CGM 集团品牌：运价按 CMDU 维护 (a CMA CGM brand: rates kept under CMDU)' },
  { code: 'ANNU', displayZh: '澳国航运', show: false, notes: 'CMA CGM 集团品牌：运价按 CMDU 维护 (a CMA CGM brand: rates kept under CMDU)' },
];

export type SeedRatePort = { code: string; role: 'POL' | 'POD' | 'BOTH'; base: boolean; hot: boolean };

/**
 * The Chinese ports rates load from: the base ports (基港, direct mainline calls) hot and first; the
 * river and feeder ports are POLs that need a feeder or an add-on. The main destination base ports
 * follow. Port groups are the master ports' (SHENZHEN, GUANGZHOU, SHANGHAI), not repeated here.
 */
export const SEED_RATE_PORTS: readonly SeedRatePort[] = [
  ...['CNSHA', 'CNNGB', 'CNYTN', 'CNSHK', 'CNTAO', 'CNXMN', 'CNNSA', 'CNTXG', 'CNDLC'].map((code) => ({ code, role: 'POL' as const, base: true, hot: true })),
  ...['CNCWN', 'CNDCB', 'CNLYG', 'CNFOC'].map((code) => ({ code, role: 'POL' as const, base: true, hot: false })),
  ...['CNNKG', 'CNZJG', 'CNNTG', 'CNWUH', 'CNCKG', 'CNJMN', 'CNZSN', 'CNFAN'].map((code) => ({ code, role: 'POL' as const, base: false, hot: false })),
  { code: 'HKHKG', role: 'BOTH', base: true, hot: true },
  ...['NLRTM', 'DEHAM', 'BEANR', 'GBFXT', 'USLAX', 'USLGB', 'USNYC', 'SGSIN', 'AEJEA'].map((code) => ({ code, role: 'POD' as const, base: true, hot: true })),
  ...['ESVLC', 'ITGOA', 'GRPIR', 'USSAV', 'USHOU', 'CAVAN', 'MXZLO', 'BRSSZ', 'INNSA', 'SAJED', 'AUSYD', 'JPTYO', 'KRPUS', 'THLCH', 'VNSGN'].map((code) => ({
    code,
    role: 'POD' as const,
    base: true,
    hot: false,
  })),
];

/**
 * Terminals rate grids name, with the label they show. Which carriers call where changes with the
 * alliances' seasonal networks, so no carriers are seeded: pricing fills them in.
 */
export const SEED_RATE_TERMINALS: readonly { portCode: string; code: string; display: string }[] = [
  { portCode: 'CNSHA', code: 'SHENG', display: '洋山' },
  { portCode: 'CNSHA', code: 'SGICT', display: '洋山' },
  { portCode: 'CNSHA', code: 'SIPGSD', display: '洋山四期' },
  { portCode: 'CNSHA', code: 'WAIG', display: '外高桥' },
  { portCode: 'CNSHA', code: 'SECT', display: '外高桥' },
  { portCode: 'CNSHA', code: 'SMCT', display: '外高桥' },
  { portCode: 'CNNGB', code: 'BLCT2', display: '北仑' },
  { portCode: 'CNNGB', code: 'BLCT6', display: '梅山' },
  { portCode: 'CNYTN', code: 'YICT', display: '盐田' },
  { portCode: 'CNSHK', code: 'SCT', display: '蛇口' },
  { portCode: 'CNSHK', code: 'CCT', display: '赤湾' },
];

export type SeedSurchargeType = { code: string; group: 'FREIGHT_SURCHARGE' | 'ORIGIN_LOCAL' | 'DEST_LOCAL' | 'FILING'; allIn: boolean; perType: boolean };

/**
 * How the charge codes behave on a rate: the freight surcharges are in an all-in rate (not added
 * again); local charges and filings never are. Per B/L charges and percentages are not priced per
 * container type. All are shown to customers.
 */
export const SEED_SURCHARGE_TYPES: readonly SeedSurchargeType[] = [
  ...['BAF', 'LSS', 'EBS', 'PSS', 'GRI', 'PCS', 'CIC', 'WRS', 'ETS', 'OWS'].map((code) => ({
    code,
    group: 'FREIGHT_SURCHARGE' as const,
    allIn: true,
    perType: true,
  })),
  { code: 'CAF', group: 'FREIGHT_SURCHARGE', allIn: true, perType: false },
  ...['THC', 'ORC', 'SEAL', 'EIR', 'VGM'].map((code) => ({ code, group: 'ORIGIN_LOCAL' as const, allIn: false, perType: true })),
  ...['DOC', 'TLX', 'AMD'].map((code) => ({ code, group: 'ORIGIN_LOCAL' as const, allIn: false, perType: false })),
  ...['DTHC', 'DDC'].map((code) => ({ code, group: 'DEST_LOCAL' as const, allIn: false, perType: true })),
  { code: 'DO', group: 'DEST_LOCAL', allIn: false, perType: false },
  ...['MFR', 'AMS', 'ISF', 'ACI', 'ENS', 'AFR'].map((code) => ({ code, group: 'FILING' as const, allIn: false, perType: false })),
];

/**
 * One rate route per top-level lane with the lane's destination ports (trade_lane_ports); Caribbean
 * cargo is quoted via the hubs of Manzanillo (Panama) and Cartagena by default.
 */
export const SEED_RATE_ROUTES: readonly { code: string; podCodes: readonly string[]; viaCodes: readonly string[] }[] = SEED_TRADE_LANES.filter(
  (l) => !l.parentCode,
).map((l) => ({ code: l.code, podCodes: [...new Set(lanePodCodes(l.code))], viaCodes: l.code === 'CAR' ? ['PAMIT', 'COCTG'] : [] }));
