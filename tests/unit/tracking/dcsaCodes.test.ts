import { describe, expect, it } from 'vitest';
import {
  CLASSIFIER_CODES,
  DOCUMENT_TYPE_CODES,
  EMPTY_INDICATOR_CODES,
  EQUIPMENT_EVENT_CODES,
  FACILITY_TYPE_CODES,
  isCodeOf,
  SHIPMENT_EVENT_CODES,
  TRANSPORT_EVENT_CODES,
} from '../../../src/domain/tracking/dcsaCodes';
import { MILESTONE_KEYS, MILESTONE_RANKS } from '../../../src/domain/tracking/milestoneRanks';
import * as words from '../../../src/domain/tracking/words';

const lists = [
  [EQUIPMENT_EVENT_CODES, words.equipmentEventWords],
  [TRANSPORT_EVENT_CODES, words.transportEventWords],
  [SHIPMENT_EVENT_CODES, words.shipmentEventWords],
  [CLASSIFIER_CODES, words.classifierWords],
  [EMPTY_INDICATOR_CODES, words.emptyIndicatorWords],
  [FACILITY_TYPE_CODES, words.facilityTypeWords],
  [DOCUMENT_TYPE_CODES, words.documentTypeWords],
  [MILESTONE_KEYS, words.milestoneWords],
] as const;

describe('the DCSA code lists (Event domain 3.1.0, T&T 2.2)', () => {
  it('hold the codes DCSA lists, each once', () => {
    expect([
      EQUIPMENT_EVENT_CODES.length,
      TRANSPORT_EVENT_CODES.length,
      SHIPMENT_EVENT_CODES.length,
      DOCUMENT_TYPE_CODES.length,
      FACILITY_TYPE_CODES.length,
    ]).toEqual([17, 2, 17, 25, 11]);
    // T&T 2.2's codes that 3.x dropped: a 2.2 carrier still sends them (issue 45 item 19)
    for (const code of ['SRM', 'CUS']) expect(DOCUMENT_TYPE_CODES, code).toContain(code);
    for (const code of ['BOCR', 'COYA']) expect(FACILITY_TYPE_CODES, code).toContain(code);
    for (const [list] of lists) expect(new Set(list).size).toBe(list.length);
    for (const code of ['LOAD', 'DISC', 'GTIN', 'GTOT', 'STUF', 'STRP', 'PICK', 'DROP', 'INSP', 'RSEA', 'RMVD'])
      expect(isCodeOf('EQUIPMENT', code), code).toBe(true);
    for (const code of ['RECE', 'DRFT', 'PENA', 'PENU', 'REJE', 'APPR', 'ISSU', 'SURR', 'SUBM', 'VOID', 'CONF', 'REQS', 'CMPL', 'HOLD', 'RELS'])
      expect(isCodeOf('SHIPMENT', code), code).toBe(true);
    expect(isCodeOf('TRANSPORT', 'LOAD')).toBe(false);
    expect(isCodeOf('EQUIPMENT', 'ARRI')).toBe(false);
  });

  it('name every code in Chinese and English, and nothing else', () => {
    for (const [list, table] of lists) {
      expect(Object.keys(table).sort()).toEqual([...list].sort());
      for (const code of list) {
        const w = (table as Record<string, { zh: string; en: string }>)[code]!;
        expect(w.zh, code).toMatch(/[\u4e00-\u9fff]/);
        expect(w.en.trim(), code).not.toBe('');
      }
    }
  });

  it('rank the milestones as §5.5 does', () => {
    expect(MILESTONE_KEYS.map((k) => MILESTONE_RANKS[k])).toEqual([10, 20, 30, 40, 50, 60, 62, 64, 66, 70, 80, 85, 88, 90, 95, 99]);
  });
});
