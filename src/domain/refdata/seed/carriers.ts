/**
 * The ocean carriers to ship (commercial.md §10.1). `code` is the SCAC (NMFTA), the carriers table's
 * key; `codeKind` says whether it is one (SCAC) or a code of ours of the same shape (LOCAL).
 *
 * - The SI check's 8 carriers (src/domain/si/reference.ts CARRIERS) are here with the same code and
 *   the same English name: this list extends that one (a test holds them together), so English names
 *   follow its style, in capitals as printed on documents.
 * - `smdgCode`: the SMDG liner code where the DCSA reference data lists one (design §10.1); blank
 *   elsewhere rather than guessed.
 * - `brandOf`: a brand sold within another carrier's group (APL and ANL within CMA CGM, Hamburg Süd
 *   within Maersk).
 * - `aliases`: other codes seen for the carrier — alternative SCACs, the BIC container prefix, the
 *   digit codes US Customs assigns for AMS — for the code mappings an importer resolves; never keys.
 * - Three carriers have no Chinese name the design could confirm (IAAU, XCLS, GSLU, "—" in §10.1):
 *   their English name stands in until someone confirms one (see CARRIERS_WITHOUT_CHINESE_NAME).
 *
 * Wan Hai and SITC: the source gave 22AA and 12PD, which are not SCACs (SCACs are letters only; these
 * are the digit codes US Customs assigns carriers for AMS filing).
 * - Wan Hai Lines → WHLC, kind SCAC: the code NMFTA-derived carrier lists give "WAN HAI LINES LTD",
 *   and the one Wan Hai's bills of lading and tracking services use; WHLU is its container prefix.
 * - SITC Container Lines → SITU, kind LOCAL: SITU is SITC's container owner prefix in the BIC register
 *   and some tracking services use it as the carrier code, but we could not confirm an NMFTA SCAC
 *   registration, so it is kept as a local code of SCAC shape until someone checks NMFTA (then only
 *   `codeKind` changes). Not "SITC": that string is SITC's name, not a code anyone registered.
 */

export type CarrierCodeKind = 'SCAC' | 'LOCAL';

export type SeedCarrier = {
  readonly code: string;
  readonly codeKind: CarrierCodeKind;
  readonly smdgCode?: string;
  readonly nameEn: string;
  readonly nameZh: string;
  readonly shortName: string;
  readonly brandOf?: string;
  readonly aliases?: readonly string[];
};

export const SEED_CARRIERS: readonly SeedCarrier[] = [
  // already seeded for the SI check: same codes, same English names
  { code: 'COSU', codeKind: 'SCAC', nameEn: 'COSCO SHIPPING', nameZh: '中远海运集运', shortName: 'COSCO' },
  { code: 'MAEU', codeKind: 'SCAC', smdgCode: 'MSK', nameEn: 'MAERSK', nameZh: '马士基', shortName: 'MAERSK' },
  { code: 'MSCU', codeKind: 'SCAC', smdgCode: 'MSC', nameEn: 'MSC', nameZh: '地中海航运', shortName: 'MSC', aliases: ['MEDU'] },
  { code: 'CMDU', codeKind: 'SCAC', smdgCode: 'CMA', nameEn: 'CMA CGM', nameZh: '达飞轮船', shortName: 'CMA CGM' },
  { code: 'EGLV', codeKind: 'SCAC', smdgCode: 'EMC', nameEn: 'EVERGREEN', nameZh: '长荣海运', shortName: 'EVERGREEN', aliases: ['EISU', 'EVRG'] },
  { code: 'ONEY', codeKind: 'SCAC', smdgCode: 'ONE', nameEn: 'OCEAN NETWORK EXPRESS', nameZh: '海洋网联船务', shortName: 'ONE' },
  { code: 'HLCU', codeKind: 'SCAC', smdgCode: 'HLC', nameEn: 'HAPAG-LLOYD', nameZh: '赫伯罗特', shortName: 'HAPAG-LLOYD' },
  { code: 'OOLU', codeKind: 'SCAC', nameEn: 'OOCL', nameZh: '东方海外', shortName: 'OOCL' },
  // new
  { code: 'YMLU', codeKind: 'SCAC', smdgCode: 'YML', nameEn: 'YANG MING', nameZh: '阳明海运', shortName: 'YANG MING' },
  { code: 'HDMU', codeKind: 'SCAC', smdgCode: 'HMM', nameEn: 'HMM', nameZh: '现代商船', shortName: 'HMM' },
  { code: 'ZIMU', codeKind: 'SCAC', smdgCode: 'ZIM', nameEn: 'ZIM', nameZh: '以星航运', shortName: 'ZIM' },
  { code: 'PCIU', codeKind: 'SCAC', nameEn: 'PACIFIC INTERNATIONAL LINES', nameZh: '太平船务', shortName: 'PIL' },
  { code: 'KMTU', codeKind: 'SCAC', nameEn: 'KOREA MARINE TRANSPORT', nameZh: '高丽海运', shortName: 'KMTC' },
  { code: 'SKLU', codeKind: 'SCAC', nameEn: 'SINOKOR MERCHANT MARINE', nameZh: '长锦商船', shortName: 'SINOKOR' },
  { code: 'SMLM', codeKind: 'SCAC', nameEn: 'SM LINE', nameZh: '森罗商船', shortName: 'SM LINE' },
  { code: 'TSTU', codeKind: 'SCAC', nameEn: 'T.S. LINES', nameZh: '德翔海运', shortName: 'TS LINES' },
  { code: 'CULU', codeKind: 'SCAC', nameEn: 'CHINA UNITED LINES', nameZh: '中联航运', shortName: 'CULINES', aliases: ['CULX'] },
  { code: 'REGU', codeKind: 'SCAC', nameEn: 'REGIONAL CONTAINER LINES', nameZh: '宏海箱运', shortName: 'RCL' },
  { code: 'IAAU', codeKind: 'SCAC', nameEn: 'INTERASIA LINES', nameZh: 'INTERASIA LINES', shortName: 'INTERASIA' },
  { code: 'ESPU', codeKind: 'SCAC', nameEn: 'EMIRATES SHIPPING LINE', nameZh: '阿联酋航运', shortName: 'ESL' },
  { code: 'XCLS', codeKind: 'SCAC', nameEn: 'X-PRESS CONTAINER LINE', nameZh: 'X-PRESS CONTAINER LINE', shortName: 'X-PRESS' },
  { code: 'MATS', codeKind: 'SCAC', nameEn: 'MATSON', nameZh: '美森轮船', shortName: 'MATSON' },
  { code: 'APLU', codeKind: 'SCAC', nameEn: 'APL', nameZh: '美国总统轮船', shortName: 'APL', brandOf: 'CMDU' },
  { code: 'ANNU', codeKind: 'SCAC', nameEn: 'ANL', nameZh: '澳国航运', shortName: 'ANL', brandOf: 'CMDU', aliases: ['ANLC'] },
  { code: 'SUDU', codeKind: 'SCAC', nameEn: 'HAMBURG SUD', nameZh: '汉堡南美', shortName: 'HAMBURG SUD', brandOf: 'MAEU' },
  { code: 'GSLU', codeKind: 'SCAC', nameEn: 'GOLD STAR LINE', nameZh: 'GOLD STAR LINE', shortName: 'GOLD STAR' },
  { code: 'WHLC', codeKind: 'SCAC', nameEn: 'WAN HAI LINES', nameZh: '万海航运', shortName: 'WAN HAI', aliases: ['WHLU', '22AA'] },
  { code: 'SITU', codeKind: 'LOCAL', nameEn: 'SITC CONTAINER LINES', nameZh: '海丰国际', shortName: 'SITC', aliases: ['12PD'] },
];

/** Carriers whose Chinese name is not confirmed yet: their `nameZh` is the English name (design §10.1 "—"). */
export const CARRIERS_WITHOUT_CHINESE_NAME: readonly string[] = ['IAAU', 'XCLS', 'GSLU'];
