import { describe, expect, it } from 'vitest';
import { checkRisk, type RiskFacts } from '../../../src/domain/orderApply/risk';
import { OAP_KIND } from '../../../src/domain/orderApply/status';

/** Issue 45 item 21: the risk check names unpaid amounts in their currency's ISO 4217 digits (it divided every one by 100). */
const facts: RiskFacts = {
  asOf: '2026-11-27',
  kind: OAP_KIND.TELEX,
  useGuarantee: false,
  hbl: {
    no: 'HBL1',
    status: 4,
    siApproved: true,
    releaseType: 'TELEX RELEASE',
    originalsOut: false,
    consignee: 'ACME GMBH',
    notify: 'SAME AS CONSIGNEE',
    onBoardDate: '2026-11-10',
  },
  unpaidCnyMinor: 58_022,
  unpaidByCurrency: { JPY: 12_345, BHD: 3_000 },
  overdue: [],
  departure: { code: 'DEPA', at: '2026-11-10T08:00:00Z' },
  guarantee: null,
  receiver: null,
  manifestConsignee: 'ACME GMBH',
  liveApplications: [],
};

describe('R1 names what is unpaid in each currency’s digits', () => {
  it('JPY 12345 and BHD 3.000, not JPY 123.45 and BHD 30.00', () => {
    const r1 = checkRisk(facts).results.find((r) => r.rule === 'R1_UNPAID')!;
    expect(r1.result).toBe('BLOCK');
    expect(r1.message.en).toContain('(JPY 12345 + BHD 3.000)');
  });
});
