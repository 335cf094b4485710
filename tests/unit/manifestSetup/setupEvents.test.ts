import { describe, expect, it } from 'vitest';
import { writtenEventTypes } from '../../support/writtenEvents';
import { MANIFEST_SETUP_EVENT_TYPES, manifestSetupEventText } from '../../../src/contract/manifestSetup/events';

/** Every event type the module writes. */
const written = writtenEventTypes('manifestSetup');

describe("the manifest setup's history in words", () => {
  it('has words for every event the setup writes', () => {
    expect(written.length).toBeGreaterThanOrEqual(8);
    expect(written.filter((t) => !MANIFEST_SETUP_EVENT_TYPES.includes(t))).toEqual([]);
  });

  it('says the saved values under their form names, never a stored key', () => {
    const made = manifestSetupEventText('v1.ManifestConfigCreated', {
      CompanyId: 12,
      MCF_FILING: 'CN_EXPORT',
      MCF_CARRIER: '',
      MCF_DEADLINE_HOURS: 24,
      MCF_REQUIRE_VERIFY: true,
      MCF_REQUIRE_HOUSE: false,
      Version: 1,
    });
    expect(made).toEqual({
      zh: '新建舱单配置：申报类型 中国出口预配舱单，截止（装船前小时数） 24，客户提交需审核 开，分提单签发前须分单舱单被海关接受 关',
      en: 'Filing configuration made: Filing China export pre-manifest, Deadline (hours before loading) 24, Submissions need verification On, House B/L issued only after its house manifest is accepted Off',
    });
    expect(manifestSetupEventText('v1.ManifestRemarkSaved', { MRK_CODE: 'R01', MRK_USE: 'CHANGE_REASON' }).zh).toBe(
      '保存标准备注：备注代码 R01，用途 变更原因代码',
    );
    const kept = manifestSetupEventText('v1.CodeCheckOverridden', { Party: 'Consignee', Code: '91330100MA27X', Reason: '海关登记如此' });
    expect(kept.zh).toBe('收货人企业代码 91330100MA27X 未通过校验，按原因保留：海关登记如此');
    for (const t of [made, kept]) expect(`${t.zh} ${t.en}`).not.toMatch(/v1\.|MCF_|MRK_|CompanyId|[{}"]/);
  });
});
