import { describe, expect, it } from 'vitest';
import { SEED_CUT_OFF_CODES } from '../../../src/domain/refdata/seed/cutOffCodes';
import { SEED_INCOTERMS } from '../../../src/domain/refdata/seed/incoterms';
import { SEED_PAYMENT_TERMS, SEED_RECEIPT_DELIVERY_TYPES } from '../../../src/domain/refdata/seed/termCodes';

const codes = (list: readonly { code: string }[]) => list.map((x) => x.code);

describe('the small code lists (§10.7)', () => {
  it('hold DCSA’s cut-off codes with the Chinese terms of §6.5', () => {
    expect(codes(SEED_CUT_OFF_CODES.filter((c) => c.usage === 'BOOKING'))).toEqual(['DCO', 'VCO', 'FCO', 'LCO', 'ECP', 'EFC']);
    expect(codes(SEED_CUT_OFF_CODES.filter((c) => c.usage === 'SCHEDULE'))).toEqual(['PCO', 'RCO', 'DGC', 'OBC', 'TCO', 'STA', 'SPA', 'CUA', 'AFC']);
    expect(new Set(codes(SEED_CUT_OFF_CODES)).size).toBe(SEED_CUT_OFF_CODES.length);
    const zh = (code: string) => SEED_CUT_OFF_CODES.find((c) => c.code === code)?.zh;
    expect([zh('EFC'), zh('FCO'), zh('CUA'), zh('DCO'), zh('VCO'), zh('ECP'), zh('DGC'), zh('RCO'), zh('OBC')]).toEqual([
      '开港',
      '截港',
      '截关',
      '截单',
      '截VGM',
      '提柜',
      '截危',
      '截冷',
      '截特种',
    ]);
    const all = SEED_CUT_OFF_CODES.flatMap((c) => [c.zh, ...(c.aliasesZh ?? [])]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('hold the receipt and delivery types and the payment terms', () => {
    expect(codes(SEED_RECEIPT_DELIVERY_TYPES)).toEqual(['CY', 'SD', 'CFS']);
    expect(codes(SEED_PAYMENT_TERMS)).toEqual(['PRE', 'COL']);
  });

  it('hold the eleven Incoterms 2020, DPU and not DAT', () => {
    expect(codes(SEED_INCOTERMS)).toEqual(['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP']);
    expect(SEED_INCOTERMS.filter((i) => !i.anyMode).map((i) => i.code)).toEqual(['FAS', 'FOB', 'CFR', 'CIF']);
  });
});
