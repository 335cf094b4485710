/** Reference data the SI check needs (issue 6), shared by the seed, the server and the browser. */

/**
 * ISO 6346 size-type codes with the names people use, and a typical maximum payload (kg): the
 * most cargo such a box carries. Source: ISO 668:2013 (Series 1 freight containers) rates 1CC
 * (20') and 1AA/1AAA (40') boxes at a maximum gross mass of 30,480 kg; the payload is that less a
 * typical tare from carriers' published equipment specifications (e.g. Hapag-Lloyd "Container
 * specification" and Maersk "Containers" pages: 20GP tare ~2,230 kg → ~28,200 kg payload; 40GP
 * ~3,750 kg → ~26,700 kg; 40HQ ~3,900 kg → ~26,500 kg). Reefers, flat racks and tanks use their
 * typical published payloads. The check only warns above these: real boxes vary a little.
 * `isoGroup` is the ISO 6346 size-type group DCSA also accepts (22GP for 22G1), `zh` the name on
 * Chinese rate sheets (commercial.md §10.3). Rows are added here, never in a second list, because
 * the SI check, its seed and the rate classes must agree on what a box type is.
 */
export const CONTAINER_TYPES = [
  { code: '22G1', name: '20GP', isoGroup: '22GP', teu: 1, zh: '20尺普柜', maxPayloadKg: 28_200 },
  { code: '42G1', name: '40GP', isoGroup: '42GP', teu: 2, zh: '40尺普柜', maxPayloadKg: 26_700 },
  // also written 40HC
  { code: '45G1', name: '40HQ', isoGroup: '45GP', teu: 2, zh: '40尺高柜', maxPayloadKg: 26_500 },
  { code: 'L5G1', name: '45HQ', isoGroup: 'L5GP', teu: 2.25, zh: '45尺高柜', maxPayloadKg: 25_600 },
  { code: '22R1', name: '20RF', isoGroup: '22RT', teu: 1, zh: '20尺冷柜', maxPayloadKg: 27_400 },
  // also written 40RQ or 40HR
  { code: '45R1', name: '40RH', isoGroup: '45RT', teu: 2, zh: '40尺高冷柜', maxPayloadKg: 29_000 },
  // A non-operating reefer (冻代干): the same 45R1 box carrying dry cargo with its machinery off, priced
  // as a class of its own (DCSA `isNonOperatingReefer`). Same box as 40RH, so the same payload. It comes
  // after 40RH so that the ISO code 45R1 still reads as 40RH (containerTypeName takes the first match).
  { code: '45R1', name: '40NOR', isoGroup: '45RT', teu: 2, zh: '40尺冻代干', maxPayloadKg: 29_000 },
  { code: '22U1', name: '20OT', isoGroup: '22UT', teu: 1, zh: '20尺开顶柜', maxPayloadKg: 28_100 },
  // 40' open top: ~3,850 kg tare against the 30,480 kg gross of a 1AA box.
  { code: '42U1', name: '40OT', isoGroup: '42UT', teu: 2, zh: '40尺开顶柜', maxPayloadKg: 26_500 },
  // 20' flat rack with fixed ends (P1, group PF; folding-end racks are P3, group PC): ~2,750 kg tare, 34,000 kg gross.
  { code: '22P1', name: '20FR', isoGroup: '22PF', teu: 1, zh: '20尺框架柜', maxPayloadKg: 31_000 },
  { code: '42P1', name: '40FR', isoGroup: '42PF', teu: 2, zh: '40尺框架柜', maxPayloadKg: 40_000 },
  // tank codes T0–T9 depend on the test pressure; 22T1 is the common one
  { code: '22T1', name: '20TK', isoGroup: '22TN', teu: 1, zh: '20尺罐柜', maxPayloadKg: 32_000 },
] as const;

/** The typical maximum payload (kg) of a box type given by name or ISO code; undefined if unknown. */
export function maxPayloadKg(type: string): number | undefined {
  const name = containerTypeName(type);
  return CONTAINER_TYPES.find((t) => t.name === name)?.maxPayloadKg;
}

/** A box type is accepted as its common name (40HQ) or its ISO code (45G1); stored as the common name. */
export function containerTypeName(value: string): string | undefined {
  const v = value.trim().toUpperCase();
  return CONTAINER_TYPES.find((t) => t.name === v || t.code === v)?.name;
}

/** Package kinds (UN/ECE Recommendation 21 codes), with the word a B/L states one of them by. */
export const PACKAGE_CODES = [
  { code: 'CT', zh: '纸箱', en: 'Cartons', one: 'Carton' },
  { code: 'PK', zh: '件', en: 'Packages', one: 'Package' },
  { code: 'PL', zh: '托盘', en: 'Pallets', one: 'Pallet' },
  { code: 'BG', zh: '袋', en: 'Bags', one: 'Bag' },
  { code: 'CS', zh: '木箱', en: 'Cases', one: 'Case' },
  { code: 'DR', zh: '桶', en: 'Drums', one: 'Drum' },
  { code: 'BL', zh: '捆', en: 'Bales', one: 'Bale' },
  { code: 'RL', zh: '卷', en: 'Rolls', one: 'Roll' },
] as const;

/** A small, real UN/LOCODE subset (the ports the demo bookings use and their neighbours). */
export const PORTS = [
  { code: 'CNSHA', zh: '上海', en: 'Shanghai' },
  { code: 'CNNGB', zh: '宁波', en: 'Ningbo' },
  { code: 'CNSZX', zh: '深圳', en: 'Shenzhen' },
  { code: 'CNYTN', zh: '盐田', en: 'Yantian' },
  { code: 'CNTAO', zh: '青岛', en: 'Qingdao' },
  { code: 'CNXMN', zh: '厦门', en: 'Xiamen' },
  { code: 'CNHGH', zh: '杭州', en: 'Hangzhou' },
  { code: 'SGSIN', zh: '新加坡', en: 'Singapore' },
  { code: 'MYPKG', zh: '巴生港', en: 'Port Klang' },
  { code: 'NLRTM', zh: '鹿特丹', en: 'Rotterdam' },
  { code: 'DEHAM', zh: '汉堡', en: 'Hamburg' },
  { code: 'BEANR', zh: '安特卫普', en: 'Antwerp' },
  { code: 'GBFXT', zh: '费利克斯托', en: 'Felixstowe' },
  { code: 'USLAX', zh: '洛杉矶', en: 'Los Angeles' },
  { code: 'USLGB', zh: '长滩', en: 'Long Beach' },
  { code: 'USNYC', zh: '纽约', en: 'New York' },
  { code: 'AEJEA', zh: '杰贝阿里', en: 'Jebel Ali' },
  { code: 'JPTYO', zh: '东京', en: 'Tokyo' },
  { code: 'KRPUS', zh: '釜山', en: 'Busan' },
  { code: 'AUSYD', zh: '悉尼', en: 'Sydney' },
] as const;

export const CARRIERS = [
  { code: 'COSU', name: 'COSCO SHIPPING' },
  { code: 'MAEU', name: 'MAERSK' },
  { code: 'MSCU', name: 'MSC' },
  { code: 'CMDU', name: 'CMA CGM' },
  { code: 'EGLV', name: 'EVERGREEN' },
  { code: 'ONEY', name: 'OCEAN NETWORK EXPRESS' },
  { code: 'HLCU', name: 'HAPAG-LLOYD' },
  { code: 'OOLU', name: 'OOCL' },
] as const;
