/**
 * Charge (fee and surcharge) codes (commercial.md §10.4): every charge the platform knows, for
 * billing as well as pricing. Amounts are never seeded — they change weekly.
 *
 * `defaultCurrency` and `defaultPaymentTerm` are set only where the design gives one value: a charge
 * the design lists as "CNY/USD", "EUR/USD" or "local" has none, and the person pricing chooses.
 */

export type FeeCategory = 'FREIGHT' | 'SURCHARGE' | 'ORIGIN' | 'DESTINATION' | 'FILING' | 'SERVICE' | 'LCL';
/** Like DCSA `calculationBasis`. */
export type FeeBasis = 'PER_CONTAINER' | 'PER_BL' | 'PER_SHIPMENT' | 'PER_RT' | 'PER_CBM' | 'PER_KG' | 'PERCENT';
/** DCSA payment terms: prepaid at origin, collect at destination. */
export type FeePaymentTerm = 'PRE' | 'COL';

export type SeedFeeCode = {
  readonly code: string;
  readonly zh: string;
  readonly en: string;
  readonly category: FeeCategory;
  readonly defaultBasis: FeeBasis;
  readonly defaultCurrency?: string;
  readonly defaultPaymentTerm?: FeePaymentTerm;
  /** What the basis applies to or when the charge applies, where the code alone does not say. */
  readonly note?: string;
};

export const SEED_FEE_CODES: readonly SeedFeeCode[] = [
  { code: 'OF', zh: '海运费', en: 'Ocean freight', category: 'FREIGHT', defaultBasis: 'PER_CONTAINER', defaultCurrency: 'USD', defaultPaymentTerm: 'PRE' },
  { code: 'BAF', zh: '燃油附加费', en: 'Bunker adjustment factor', category: 'SURCHARGE', defaultBasis: 'PER_CONTAINER', defaultCurrency: 'USD' },
  { code: 'LSS', zh: '低硫燃油附加费', en: 'Low-sulphur surcharge', category: 'SURCHARGE', defaultBasis: 'PER_CONTAINER', defaultCurrency: 'USD' },
  { code: 'EBS', zh: '紧急燃油附加费', en: 'Emergency bunker surcharge', category: 'SURCHARGE', defaultBasis: 'PER_CONTAINER', defaultCurrency: 'USD' },
  { code: 'CAF', zh: '货币贬值附加费', en: 'Currency adjustment factor', category: 'SURCHARGE', defaultBasis: 'PERCENT', note: 'percent of OF' },
  { code: 'PSS', zh: '旺季附加费', en: 'Peak season surcharge', category: 'SURCHARGE', defaultBasis: 'PER_CONTAINER', defaultCurrency: 'USD' },
  {
    code: 'GRI',
    zh: '综合费率上涨',
    en: 'General rate increase',
    category: 'SURCHARGE',
    defaultBasis: 'PER_CONTAINER',
    defaultCurrency: 'USD',
    note: 'usually applied to the base rate through FCLFreightIncrease',
  },
  { code: 'PCS', zh: '港口拥挤附加费', en: 'Port congestion surcharge', category: 'SURCHARGE', defaultBasis: 'PER_CONTAINER', defaultCurrency: 'USD' },
  { code: 'CIC', zh: '集装箱不平衡附加费', en: 'Container imbalance charge', category: 'SURCHARGE', defaultBasis: 'PER_CONTAINER', defaultCurrency: 'USD' },
  { code: 'WRS', zh: '战争险附加费', en: 'War risk surcharge', category: 'SURCHARGE', defaultBasis: 'PER_CONTAINER', defaultCurrency: 'USD' },
  { code: 'ETS', zh: '欧盟碳排放附加费', en: 'EU ETS surcharge', category: 'SURCHARGE', defaultBasis: 'PER_CONTAINER', note: 'EUR or USD by carrier' },
  {
    code: 'OWS',
    zh: '超重附加费',
    en: 'Overweight surcharge',
    category: 'SURCHARGE',
    defaultBasis: 'PER_CONTAINER',
    defaultCurrency: 'USD',
    note: 'only above the carrier’s weight limit',
  },
  { code: 'THC', zh: '码头操作费', en: 'Terminal handling charge (origin)', category: 'ORIGIN', defaultBasis: 'PER_CONTAINER', defaultCurrency: 'CNY' },
  {
    code: 'ORC',
    zh: '起运港收货费',
    en: 'Origin receiving charge',
    category: 'ORIGIN',
    defaultBasis: 'PER_CONTAINER',
    defaultCurrency: 'CNY',
    note: 'South China, in place of THC',
  },
  { code: 'DOC', zh: '文件费', en: 'Documentation fee', category: 'ORIGIN', defaultBasis: 'PER_BL', defaultCurrency: 'CNY' },
  { code: 'SEAL', zh: '封条费', en: 'Seal fee', category: 'ORIGIN', defaultBasis: 'PER_CONTAINER', defaultCurrency: 'CNY' },
  { code: 'EIR', zh: '设备交接单费', en: 'Equipment interchange receipt fee', category: 'ORIGIN', defaultBasis: 'PER_CONTAINER', defaultCurrency: 'CNY' },
  { code: 'TLX', zh: '电放费', en: 'Telex release fee', category: 'ORIGIN', defaultBasis: 'PER_BL', defaultCurrency: 'CNY' },
  { code: 'VGM', zh: 'VGM申报费', en: 'VGM submission fee', category: 'ORIGIN', defaultBasis: 'PER_CONTAINER', defaultCurrency: 'CNY' },
  { code: 'AMD', zh: '改单费', en: 'Amendment fee', category: 'ORIGIN', defaultBasis: 'PER_BL', note: 'CNY or USD' },
  { code: 'MFR', zh: '舱单费', en: 'Manifest fee', category: 'FILING', defaultBasis: 'PER_BL', defaultCurrency: 'CNY' },
  { code: 'AMS', zh: '美国舱单费', en: 'US AMS filing', category: 'FILING', defaultBasis: 'PER_BL', defaultCurrency: 'USD' },
  { code: 'ISF', zh: '美国进口安全申报', en: 'US importer security filing (10+2)', category: 'FILING', defaultBasis: 'PER_BL', defaultCurrency: 'USD' },
  { code: 'ACI', zh: '加拿大舱单费', en: 'Canada ACI filing', category: 'FILING', defaultBasis: 'PER_BL', defaultCurrency: 'USD' },
  { code: 'ENS', zh: '欧盟入境摘要申报', en: 'EU ENS / ICS2 filing', category: 'FILING', defaultBasis: 'PER_BL', defaultCurrency: 'USD' },
  { code: 'AFR', zh: '日本舱单费', en: 'Japan AFR filing', category: 'FILING', defaultBasis: 'PER_BL', defaultCurrency: 'USD' },
  {
    code: 'DTHC',
    zh: '目的港码头费',
    en: 'Destination THC',
    category: 'DESTINATION',
    defaultBasis: 'PER_CONTAINER',
    defaultPaymentTerm: 'COL',
    note: 'local currency',
  },
  {
    code: 'DDC',
    zh: '目的港交货费',
    en: 'Destination delivery charge',
    category: 'DESTINATION',
    defaultBasis: 'PER_CONTAINER',
    defaultPaymentTerm: 'COL',
    note: 'local currency',
  },
  { code: 'DO', zh: '换单费', en: 'Delivery order fee', category: 'DESTINATION', defaultBasis: 'PER_BL', defaultPaymentTerm: 'COL', note: 'local currency' },
  { code: 'CFS', zh: '拼箱服务费', en: 'CFS / LCL handling', category: 'LCL', defaultBasis: 'PER_RT', defaultCurrency: 'CNY' },
  { code: 'TRK', zh: '拖车费', en: 'Trucking', category: 'SERVICE', defaultBasis: 'PER_CONTAINER', defaultCurrency: 'CNY', note: 'by zone' },
  { code: 'CUS', zh: '报关费', en: 'Customs declaration', category: 'SERVICE', defaultBasis: 'PER_SHIPMENT', defaultCurrency: 'CNY' },
  { code: 'INS', zh: '保险费', en: 'Cargo insurance', category: 'SERVICE', defaultBasis: 'PERCENT', note: 'percent of cargo value; CNY or USD' },
  { code: 'FUM', zh: '熏蒸费', en: 'Fumigation', category: 'SERVICE', defaultBasis: 'PER_CONTAINER', defaultCurrency: 'CNY' },
];
