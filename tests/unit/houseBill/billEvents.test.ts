import { describe, expect, it } from 'vitest';
import { writtenEventTypes } from '../../support/writtenEvents';
import { BILL_EVENT_TYPES, billActorText, billEventText } from '../../../src/contract/houseBill/events';
import { diffFieldText } from '../../../src/contract/houseBill/words';

/** Every event type the module writes. */
const written = writtenEventTypes('houseBill');

/** What a log must never show a person: an event code, a stored column, JSON. */
const RAW = /v1\.|[{}[\]"]|hbl_|mbl_|HBL_|MBL_|WORKBENCH|SHARE|EMAIL|ORIGINAL|DRAFT/;

describe("the house and master bills' logs in words", () => {
  it('has words for every event the module writes', () => {
    expect(written.length).toBeGreaterThan(15);
    expect(written.filter((t) => !BILL_EVENT_TYPES.includes(t))).toEqual([]);
  });

  it('names the dates, fields, numbers and reasons, never a code or stored JSON', () => {
    const saved = billEventText('v1.HblSaved', { fields: ['hbl_freight_term', 'hbl_originals', 'hbl_status'], from: 2, to: 1 });
    expect(saved).toEqual({
      zh: '修改：运费条款、正本份数（由“待客户确认”回到“分单草稿”）',
      en: 'Changed: Freight term, Number of originals (Pending approval → HBL draft)',
    });
    const issued = billEventText('v1.HblIssued', { issueDate: '2026-11-20', onBoard: '2026-11-19', amendment: 0 });
    expect(issued.zh).toBe('签发：签发日期 2026-11-20，装船日期 2026-11-19');
    const asked = billEventText('v1.HblChangesAsked', { via: 'SHARE', comment: 'Consignee postcode is 20457', note: '' });
    expect(asked.zh).toBe('通过草稿分享链接退回修改：Consignee postcode is 20457');
    const printed = billEventText('v1.HblPrinted', { copy: 'ORIGINAL' });
    expect(printed).toEqual({ zh: '打印（正本）', en: 'Printed (ORIGINAL)' });
    const made = billEventText('v1.MblCreated', { bookings: ['BK1', 'BK2'], direct: false, houses: [4, 5] });
    expect(made.zh).toBe('新建主提单：订舱 BK1、BK2，分提单 2 份');
    const draft = billEventText('v1.MblCarrierDraftRecorded', { differences: 2 });
    expect(draft.zh).toBe('登记船公司草稿，2 处不同');
    for (const t of [saved, issued, asked, made, draft]) {
      expect(t.zh).not.toMatch(RAW);
      expect(t.en).not.toMatch(RAW);
    }
    expect(billEventText('v1.SomethingNew', { x: 1 })).toEqual({ zh: '其他记录', en: 'Other entry' });
    expect(billActorText('share', '').zh).toBe('分享链接访客');
    expect(billActorText('employee', '李明').zh).toBe('李明');
  });

  it('names a carrier-draft difference as the page does', () => {
    expect(diffFieldText('Consignee')).toEqual({ zh: '收货人', en: 'Consignee' });
    expect(diffFieldText('Containers/TGHU1234567/SEALNO').zh).toBe('箱 TGHU1234567 的封号');
    expect(diffFieldText('Containers/TGHU1234567')).toEqual({ zh: '箱 TGHU1234567', en: 'Container TGHU1234567' });
  });
});
