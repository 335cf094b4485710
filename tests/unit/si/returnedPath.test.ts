import { describe, expect, it } from 'vitest';
import { arrivalLook } from '../../../src/features/messages/arrivalLook';
import { returnReason, type LogStep } from '../../../src/features/si/returnReason';
import { siCorrectionHref } from '../../../src/routes/siLinks';

describe('the toast of an arriving message', () => {
  it('looks like the review decision it carries: approved a success, returned a warning, cancelled a danger', () => {
    const decided = (TBI_STATUS: number) => arrivalLook({ type: 'message', Id: 1, Title: 'SI 26000001', Si: { Id: 9, TBI_STATUS } });
    expect(decided(2)).toEqual({ intent: 'success', icon: 'tick-circle' });
    expect(decided(3)).toEqual({ intent: 'warning', icon: 'warning-sign' });
    expect(decided(4)).toEqual({ intent: 'danger', icon: 'disable' });
    expect(decided(2).intent).not.toBe(decided(3).intent);
  });
  it('any other message is plain', () => {
    expect(arrivalLook({ type: 'message', Id: 1, Title: '周会' })).toEqual({ intent: 'primary', icon: 'envelope' });
    expect(arrivalLook({ type: 'send', Id: 1, Title: '系统维护' })).toEqual({ intent: 'primary', icon: 'notifications' });
  });
});

describe('the reason of a return', () => {
  const step = (Type: string, At: string, Detail: Record<string, unknown> = {}, Actor = '李娜'): LogStep => ({ Type, At, Actor, Detail });
  it('is the newest decision of the log, with its remarks, who and when', () => {
    const log = [
      step('v1.SiStatusChanged', '2026-11-20T09:00:00Z', { from: 1, to: 3, remarks: '唛头不清' }, '王审'),
      step('v1.SiSubmitted', '2026-11-19T09:00:00Z', { status: 1, previousStatus: 3 }, '陈静'),
      step('v1.SiStatusChanged', '2026-11-18T09:00:00Z', { from: 1, to: 3, remarks: '收货人地址不全' }),
      step('v1.SiCreated', '2026-11-17T09:00:00Z'),
    ];
    expect(returnReason(log)).toEqual({ remarks: '唛头不清', by: '王审', at: '2026-11-20T09:00:00Z' });
  });
  it('says nothing when the newest decision was not a return, or there was none', () => {
    expect(
      returnReason([
        step('v1.SiStatusChanged', '2026-11-20T09:00:00Z', { from: 1, to: 2 }),
        step('v1.SiStatusChanged', '2026-11-18T09:00:00Z', { from: 1, to: 3, remarks: 'x' }),
      ]),
    ).toBeUndefined();
    expect(returnReason([step('v1.SiSubmitted', '2026-11-19T09:00:00Z'), step('v1.SiCreated', '2026-11-17T09:00:00Z')])).toBeUndefined();
  });
});

describe('the way into a correction', () => {
  it("is the customer's SI page with the correction opened", () => {
    expect(siCorrectionHref(12)).toBe('/external/workbench/SILogs?id=12#correct');
  });
});
