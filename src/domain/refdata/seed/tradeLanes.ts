/**
 * Trade lanes (航线, commercial.md §10.5) and their sub-lanes. A top-level lane's destination ports
 * come from the ports' `laneCode` (see tradeLanePorts.ts), so a port's lane is written in one place;
 * a sub-lane lists its own ports, each of them a port of its parent lane.
 *
 * Sub-lane codes are ours (the design names the sub-lanes but gives no codes): parent code, a hyphen
 * and a short English tag, at most 10 characters like every lane code.
 */

export const TRADE_LANE_CODES = [
  'EU',
  'EU-BASE',
  'EU-NORDIC',
  'MED',
  'MED-EAST',
  'MED-WEST',
  'MED-BLACK',
  'USWC',
  'USEC',
  'USEC-EC',
  'USEC-GULF',
  'CA',
  'LATW',
  'LATE',
  'CAR',
  'ME',
  'RS',
  'IPK',
  'SEA',
  'JK',
  'ANZ',
  'WAF',
  'EAF',
  'SAF',
] as const;
export type TradeLaneCode = (typeof TRADE_LANE_CODES)[number];

export type SeedTradeLane = {
  readonly code: TradeLaneCode;
  readonly zh: string;
  readonly en: string;
  readonly parentCode?: TradeLaneCode;
  /** Sub-lanes only: their destination ports (top-level lanes take theirs from the ports). */
  readonly podCodes?: readonly string[];
  readonly sortOrder: number;
};

export const SEED_TRADE_LANES: readonly SeedTradeLane[] = [
  { code: 'EU', zh: '欧洲线', en: 'North Europe', sortOrder: 10 },
  {
    code: 'EU-BASE',
    zh: '欧基港',
    en: 'North Europe base ports',
    parentCode: 'EU',
    podCodes: ['NLRTM', 'DEHAM', 'BEANR', 'GBFXT', 'DEBRV', 'DEWVN', 'GBSOU', 'GBLGP', 'FRLEH'],
    sortOrder: 11,
  },
  { code: 'EU-NORDIC', zh: '北欧', en: 'Scandinavia & Baltic', parentCode: 'EU', podCodes: ['PLGDN', 'SEGOT', 'DKAAR', 'FIHEL'], sortOrder: 12 },
  { code: 'MED', zh: '地中海线', en: 'Mediterranean', sortOrder: 20 },
  // Trieste and Koper (Adriatic) are sold under a heading of their own by many desks, so they stay on
  // the parent lane rather than be forced into East or West Med.
  {
    code: 'MED-EAST',
    zh: '东地',
    en: 'East Mediterranean',
    parentCode: 'MED',
    podCodes: ['GRPIR', 'TRMER', 'ILHFA', 'ILASH', 'EGPSD', 'EGALY'],
    sortOrder: 21,
  },
  {
    code: 'MED-WEST',
    zh: '西地',
    en: 'West Mediterranean',
    parentCode: 'MED',
    podCodes: ['ESVLC', 'ESBCN', 'ESALG', 'FRFOS', 'ITGOA', 'ITSPE', 'MAPTM'],
    sortOrder: 22,
  },
  // No Black Sea port is seeded yet: the sub-lane exists so rates and imports can name it.
  { code: 'MED-BLACK', zh: '黑海', en: 'Black Sea', parentCode: 'MED', podCodes: [], sortOrder: 23 },
  { code: 'USWC', zh: '美西线', en: 'US West Coast', sortOrder: 30 },
  { code: 'USEC', zh: '美东线', en: 'US East & Gulf', sortOrder: 40 },
  { code: 'USEC-EC', zh: '美东', en: 'US East Coast', parentCode: 'USEC', podCodes: ['USNYC', 'USSAV', 'USCHS', 'USORF', 'USBAL'], sortOrder: 41 },
  { code: 'USEC-GULF', zh: '美湾', en: 'US Gulf', parentCode: 'USEC', podCodes: ['USHOU'], sortOrder: 42 },
  { code: 'CA', zh: '加拿大线', en: 'Canada', sortOrder: 50 },
  { code: 'LATW', zh: '南美西线', en: 'South America West Coast', sortOrder: 60 },
  { code: 'LATE', zh: '南美东线', en: 'South America East Coast', sortOrder: 70 },
  { code: 'CAR', zh: '中美 / 加勒比线', en: 'Central America & Caribbean', sortOrder: 80 },
  { code: 'ME', zh: '中东线', en: 'Middle East Gulf', sortOrder: 90 },
  { code: 'RS', zh: '红海线', en: 'Red Sea', sortOrder: 100 },
  { code: 'IPK', zh: '印巴线', en: 'Indian subcontinent', sortOrder: 110 },
  { code: 'SEA', zh: '东南亚线', en: 'South-East Asia', sortOrder: 120 },
  { code: 'JK', zh: '日韩线', en: 'Japan & Korea', sortOrder: 130 },
  { code: 'ANZ', zh: '澳新线', en: 'Australia & New Zealand', sortOrder: 140 },
  { code: 'WAF', zh: '西非线', en: 'West Africa', sortOrder: 150 },
  { code: 'EAF', zh: '东非线', en: 'East Africa', sortOrder: 160 },
  { code: 'SAF', zh: '南非线', en: 'South Africa', sortOrder: 170 },
];
