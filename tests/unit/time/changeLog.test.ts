import { describe, expect, it } from 'vitest';
import { changeDescriber } from '../../../src/ui/audit/changeText';

/** The change log (issue 45 item 9): a recorded time reads on the office's clock with its offset, never as an ISO string. */
describe('a recorded time in the change log', () => {
  const describe_ = changeDescriber({ fields: { EtdEstimated: { zh: '预计离港', en: 'Estimated departure' } } });
  it('is read on the office’s clock, the offset named', () => {
    const lines = describe_('vesselCall', { before: { EtdEstimated: '2026-12-01T04:00:00.000Z' }, after: { EtdEstimated: '2026-12-01T10:30:00.000Z' } }, 'zh');
    expect(lines).toEqual(['预计离港: 2026-12-01 12:00 +08:00 → 2026-12-01 18:30 +08:00']);
  });
});
