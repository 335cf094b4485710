/**
 * Cut-off codes (commercial.md §10.7, R1.8): DCSA's codes, stored as such, with the Chinese terms of
 * §6.5 that people use for them. English names are DCSA's (Commercial Schedules 1.0.4
 * `cutOffDateTimeCode`). `aliasesZh` are the other local words for the same cut-off (截重 / 截柜 for
 * 截港); usage varies by region (in South China 截关 often means the CY closing), so screens show the
 * carrier's own wording next to the code.
 *
 * `usage`: BOOKING for the six a booking carries (DCSA Booking), SCHEDULE for the ones schedules add.
 * §6.5 has no Chinese term for PCO, TCO and AFC: theirs are plain translations of DCSA's names, and
 * §6.5 maps 截港 to FCO, not PCO.
 */

export type CutOffUsage = 'BOOKING' | 'SCHEDULE';

export type SeedCutOffCode = {
  readonly code: string;
  readonly en: string;
  readonly zh: string;
  readonly aliasesZh?: readonly string[];
  readonly usage: CutOffUsage;
};

export const SEED_CUT_OFF_CODES: readonly SeedCutOffCode[] = [
  { code: 'DCO', en: 'Documentation cut-off', zh: '截单', aliasesZh: ['截补料', '截SI'], usage: 'BOOKING' },
  { code: 'VCO', en: 'VGM cut-off', zh: '截VGM', usage: 'BOOKING' },
  { code: 'FCO', en: 'FCL delivery cut-off', zh: '截港', aliasesZh: ['截重', '截柜'], usage: 'BOOKING' },
  { code: 'LCO', en: 'LCL delivery cut-off', zh: '截仓', usage: 'BOOKING' },
  { code: 'ECP', en: 'Empty container pick-up date and time', zh: '提柜', usage: 'BOOKING' },
  { code: 'EFC', en: 'Earliest full-container delivery date', zh: '开港', aliasesZh: ['进港'], usage: 'BOOKING' },
  { code: 'PCO', en: 'Port cut-off', zh: '港口截止', usage: 'SCHEDULE' },
  { code: 'RCO', en: 'Reefer cut-off', zh: '截冷', usage: 'SCHEDULE' },
  { code: 'DGC', en: 'Dangerous goods cut-off', zh: '截危', usage: 'SCHEDULE' },
  { code: 'OBC', en: 'OOG/BB cut-off', zh: '截特种', usage: 'SCHEDULE' },
  { code: 'TCO', en: 'Transhipment cut-off', zh: '中转截止', usage: 'SCHEDULE' },
  { code: 'STA', en: 'Standard booking acceptance', zh: '截舱', aliasesZh: ['截订舱'], usage: 'SCHEDULE' },
  { code: 'SPA', en: 'Special booking acceptance', zh: '截特殊订舱', usage: 'SCHEDULE' },
  { code: 'CUA', en: 'Customs acceptance', zh: '截关', aliasesZh: ['截放行'], usage: 'SCHEDULE' },
  { code: 'AFC', en: 'Advance filing cut-off', zh: '预申报截止', usage: 'SCHEDULE' },
];
