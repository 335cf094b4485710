import { describe, expect, it } from 'vitest';
import { eventDetailPhrases } from '../../../src/features/manifest/eventDetail';

/** A manifest history event's details in words (issue 35): never `from=demo`, both languages, the screens' names. */
describe('a manifest event’s details in words', () => {
  it('says where a manifest came from, in either language', () => {
    expect(eventDetailPhrases('v1.ManifestCreated', { from: 'si', si: 12 }, 'zh')).toEqual(['由已审核的提单补料 #12 生成']);
    expect(eventDetailPhrases('v1.ManifestCreated', { from: 'si', si: 12 }, 'en')).toEqual(['made from approved SI #12']);
    expect(eventDetailPhrases('v1.ManifestCreated', { from: 'upload', fileName: 'a.xlsx' }, 'en')).toEqual(['made from an Excel upload (a.xlsx)']);
    expect(eventDetailPhrases('v1.ManifestCreated', { from: 'demo' }, 'zh')).toEqual(['演示数据']);
  });

  it('names states, stages, kinds, parties and scopes as the screens do', () => {
    expect(eventDetailPhrases('v1.ManifestAmendmentOpened', { from: 9, stage: 'RELEASED' }, 'zh')).toEqual(['修改前：海关已接受（放行）']);
    expect(eventDetailPhrases('v1.ManifestQueued', { kind: 'MODIFY', messageId: 7, version: 3, late: true, override: 'x' }, 'en')).toEqual([
      'message: Modification',
      'version 3',
      'message #7',
      'past its deadline',
      'sent anyway because: x',
    ]);
    expect(eventDetailPhrases('v1.ManifestSavedByShare', { version: 2, parts: ['Consignee', 'Notify'], visitor: '1.2.3.4' }, 'zh')).toEqual([
      '版本 2',
      '访客标识 1.2.3.4',
      '填写了：收货人、通知人',
    ]);
    const receipt = eventDetailPhrases(
      'v1.ManifestRejected',
      { code: 'REJECTED', customsCode: 'E2106', seq: 2, text: '退单', simulated: true, kind: 'MAIN', reason: 'E2106 x' },
      'en',
    );
    expect(receipt).toEqual([
      'message: Main data',
      'receipt: Rejected by customs (no. 2)',
      'customs code E2106',
      'customs wrote: 退单',
      'simulated customs',
      'reason: E2106 x',
    ]);
    expect(eventDetailPhrases('v1.ManifestSaved', { version: 2, codeOverrides: [{ party: 'Shipper', code: 'USCI+1' }] }, 'en')).toEqual([
      'version 2',
      'Shipper code kept as confirmed: USCI+1',
    ]);
  });

  it('never drops a detail no table knows yet, and says nothing of an empty one', () => {
    expect(eventDetailPhrases('v1.ManifestCreated', { from: 'blank', newThing: 5 }, 'en')).toEqual(['made blank', 'newThing: 5']);
    expect(eventDetailPhrases('v1.ManifestCancelled', { reason: '' }, 'zh')).toEqual([]);
    expect(eventDetailPhrases('v1.ManifestVerified', {}, 'en')).toEqual([]);
  });
});
