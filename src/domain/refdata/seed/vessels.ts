/**
 * Real container vessels (DCSA `Vessel`: IMO number, MMSI, call sign, flag, operator) so that services
 * and sailings name ships that exist. Each IMO number was checked against a public source (Wikipedia
 * and the class or port press: HMM Algeciras, MSC Oscar, Emma Mærsk, OOCL Hong Kong, Ever Ace,
 * CMA CGM Jules Verne, COSCO Shipping Scorpio) or against several independent listings, and every one
 * passes the IMO check digit (a test proves it). MMSI and call sign are given only where a source
 * showed them; they change with the flag, the IMO number never does.
 *
 * `flag` is the flag state as last published (flags change: CMA CGM Jules Verne moved from France to
 * Malta in 2021); `teu` the nominal capacity the operator or builder announced; `builtYear` the
 * delivery year. Names are in capitals as on documents, without diacritics (MSC GULSUN for Gülsün).
 */

export type SeedVessel = {
  readonly name: string;
  readonly imo: string;
  readonly mmsi?: string;
  readonly callSign?: string;
  /** ISO 3166-1 alpha-2 flag state. */
  readonly flag: string;
  /** The carrier operating the ship (SCAC, a seeded carrier). */
  readonly operatorCarrierCode: string;
  readonly teu: number;
  readonly builtYear: number;
};

export const SEED_VESSELS: readonly SeedVessel[] = [
  { name: 'EVER GIVEN', imo: '9811000', callSign: 'H3RC', flag: 'PA', operatorCarrierCode: 'EGLV', teu: 20_124, builtYear: 2018 },
  { name: 'EVER ACE', imo: '9893890', flag: 'PA', operatorCarrierCode: 'EGLV', teu: 23_992, builtYear: 2021 },
  { name: 'OOCL HONG KONG', imo: '9776171', mmsi: '477333500', callSign: 'VRQL9', flag: 'HK', operatorCarrierCode: 'OOLU', teu: 21_413, builtYear: 2017 },
  { name: 'COSCO SHIPPING UNIVERSE', imo: '9795610', flag: 'HK', operatorCarrierCode: 'COSU', teu: 21_237, builtYear: 2018 },
  // the 20,000 TEU class; published figures for the class range from 19,273 to 20,119
  { name: 'COSCO SHIPPING SCORPIO', imo: '9789635', flag: 'HK', operatorCarrierCode: 'COSU', teu: 20_000, builtYear: 2018 },
  { name: 'CMA CGM ANTOINE DE SAINT EXUPERY', imo: '9776418', flag: 'FR', operatorCarrierCode: 'CMDU', teu: 20_954, builtYear: 2018 },
  { name: 'CMA CGM JULES VERNE', imo: '9454450', flag: 'MT', operatorCarrierCode: 'CMDU', teu: 16_020, builtYear: 2013 },
  { name: 'MSC GULSUN', imo: '9839430', flag: 'PA', operatorCarrierCode: 'MSCU', teu: 23_756, builtYear: 2019 },
  // completed December 2014, delivered and named January 2015
  { name: 'MSC OSCAR', imo: '9703291', flag: 'PA', operatorCarrierCode: 'MSCU', teu: 19_224, builtYear: 2015 },
  { name: 'HMM ALGECIRAS', imo: '9863297', mmsi: '351297000', callSign: '3EDF2', flag: 'PA', operatorCarrierCode: 'HDMU', teu: 23_964, builtYear: 2020 },
  // 11,000 TEU by Maersk's own (14 t per box) count when delivered; 14,770 TEU by the usual slot count
  { name: 'EMMA MAERSK', imo: '9321483', mmsi: '220417000', callSign: 'OYGR2', flag: 'DK', operatorCarrierCode: 'MAEU', teu: 14_770, builtYear: 2006 },
  { name: 'MAERSK MC-KINNEY MOLLER', imo: '9619907', callSign: 'OWIZ2', flag: 'DK', operatorCarrierCode: 'MAEU', teu: 18_270, builtYear: 2013 },
  // the 14,000 TEU "bird" class of ONE, registered in Japan
  { name: 'ONE APUS', imo: '9806079', flag: 'JP', operatorCarrierCode: 'ONEY', teu: 14_000, builtYear: 2019 },
];
