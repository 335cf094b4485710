import { describe, expect, it } from 'vitest';
import { writtenEventTypes } from '../../support/writtenEvents';
import { ORDER_APPLY_EVENT_TYPES, orderApplyEventText } from '../../../src/contract/orderApply/events';

/** Every event type the module writes. */
const written = writtenEventTypes('orderApply');

/** What a log must never show a person: an event code, a stored key, JSON. */
const RAW = /v1\.|[{}[\]"]|OAP_NO|HBL_NO|UnpaidCny|NotPassed|GUA_|R\d+_[A-Z]/;

describe("the B/L application's log in words", () => {
  it('has words for every event the module writes', () => {
    expect(written.length).toBeGreaterThan(15);
    expect(written.filter((t) => !ORDER_APPLY_EVENT_TYPES.includes(t))).toEqual([]);
  });

  it('names the figures, the rules and the reasons, never a code or stored JSON', () => {
    const checked = orderApplyEventText('v1.Checked', {
      Run: 2,
      Level: 'BLOCK',
      Status: 4,
      UnpaidCny: 19276.5,
      NotPassed: [{ Rule: 'R3_OVERDUE', Result: 'BLOCK', Message: { zh: '1 张发票逾期 45 天', en: '1 invoice overdue 45 days' } }],
    });
    expect(checked).toEqual({
      zh: '第 2 次检查：拦截，转为“已拦截”，未付费用 CNY 19,276.50；逾期发票（拦截）：1 张发票逾期 45 天',
      en: 'Check 2: Block, now Blocked; unpaid CNY 19,276.50; Overdue invoices (Block): 1 invoice overdue 45 days',
    });
    const approved = orderApplyEventText('v1.Approved', { Overrides: [{ Rule: 'R6_ADDRESS', Reason: '已电话核实' }], Remarks: '' });
    expect(approved.zh).toBe('审核通过；收件地址认证：已电话核实');
    const released = orderApplyEventText('v1.Released', { Kind: 3, ReleaseTo: 'ACME GMBH', UnderGuaranteeCny: 1200 });
    expect(released.zh).toBe('放单（电放），放给 ACME GMBH，占用担保额度 CNY 1,200.00');
    const guarantee = orderApplyEventText('v1.GuaranteeSet', { GUA_LIMIT: 500000, GUA_VALID_FROM: '2026-01-01', GUA_VALID_TO: '2026-12-31', GUA_REMARK: '' });
    expect(guarantee.zh).toBe('设定担保额度 CNY 500,000.00，有效期 2026-01-01 至 2026-12-31');
    const settings = orderApplyEventText('v1.CheckSettingsSaved', { Changed: { R3_OVERDUE: { from: {}, to: {} } }, Version: 3 });
    expect(settings).toEqual({ zh: '审核设置已保存，改动：逾期发票', en: 'Check settings saved, changed: Overdue invoices' });
    for (const t of [checked, approved, released, guarantee, settings]) {
      expect(t.zh).not.toMatch(RAW);
      expect(t.en).not.toMatch(RAW);
    }
    expect(orderApplyEventText('v1.SomethingNew', { x: 1 })).toEqual({ zh: '其他记录', en: 'Other entry' });
  });
});
