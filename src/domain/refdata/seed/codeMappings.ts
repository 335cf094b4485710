/**
 * Code mappings shipped with the product (commercial.md §1.1 CodeMapping), each one a pairing a
 * public source shows:
 *
 * - DCSA_REF ports: DCSA's sample reference data uses the superseded UN/LOCODEs CNSGH, CNNBO and
 *   CNQIN (commercial.md §1.6, [DCSA-REF] README); UN/LOCODE lists them as replaced by CNSHA, CNNGB
 *   and CNTAO (the `unlocs` of [SEAPORTS]). Read only (IN): we never write a superseded code.
 * - SMDG carriers: the SMDG liner codes (MSK, CMA …) that terminal and BAPLIE messages carry, for the
 *   carriers whose SMDG code the carrier seed records (seed/carriers.ts `smdgCode`).
 * - CARRIER:MSCU: MSC files under two SCACs, MSCU and MEDU (seed/carriers.ts aliases); its MEDU B/Ls
 *   are MSC's.
 * - CUSTOMS_CN container types: the China manifest (舱单) gives the ISO 6346 size-type code (22G1,
 *   45G1 …), which we keep as the common name (20GP, 40HQ: src/domain/si/reference.ts).
 */
export interface SeedCodeMapping {
  readonly kind: 'PORT' | 'CARRIER' | 'CONTAINER_TYPE';
  readonly system: string;
  readonly externalCode: string;
  readonly externalName: string;
  readonly internalCode: string;
  readonly direction: 'IN' | 'OUT' | 'BOTH';
}

const port = (externalCode: string, internalCode: string, externalName: string): SeedCodeMapping => ({
  kind: 'PORT',
  system: 'DCSA_REF',
  externalCode,
  externalName,
  internalCode,
  direction: 'IN',
});
const smdg = (externalCode: string, internalCode: string, externalName: string): SeedCodeMapping => ({
  kind: 'CARRIER',
  system: 'SMDG',
  externalCode,
  externalName,
  internalCode,
  direction: 'BOTH',
});
const customsBox = (externalCode: string, internalCode: string, externalName: string): SeedCodeMapping => ({
  kind: 'CONTAINER_TYPE',
  system: 'CUSTOMS_CN',
  externalCode,
  externalName,
  internalCode,
  direction: 'BOTH',
});

export const SEED_CODE_MAPPINGS: readonly SeedCodeMapping[] = [
  port('CNSGH', 'CNSHA', 'Shanghai (superseded code)'),
  port('CNNBO', 'CNNGB', 'Ningbo (superseded code)'),
  port('CNQIN', 'CNTAO', 'Qingdao (superseded code)'),
  smdg('MSK', 'MAEU', 'Maersk'),
  smdg('MSC', 'MSCU', 'Mediterranean Shipping Company'),
  smdg('CMA', 'CMDU', 'CMA CGM'),
  smdg('EMC', 'EGLV', 'Evergreen'),
  smdg('ONE', 'ONEY', 'Ocean Network Express'),
  smdg('HLC', 'HLCU', 'Hapag-Lloyd'),
  smdg('YML', 'YMLU', 'Yang Ming'),
  smdg('HMM', 'HDMU', 'HMM'),
  smdg('ZIM', 'ZIMU', 'ZIM'),
  { kind: 'CARRIER', system: 'CARRIER:MSCU', externalCode: 'MEDU', externalName: 'MSC (second SCAC)', internalCode: 'MSCU', direction: 'IN' },
  customsBox('22G1', '20GP', '20ft general purpose'),
  customsBox('42G1', '40GP', '40ft general purpose'),
  customsBox('45G1', '40HQ', '40ft high cube general purpose'),
  customsBox('22R1', '20RF', '20ft reefer'),
  customsBox('45R1', '40RH', '40ft high cube reefer'),
];
