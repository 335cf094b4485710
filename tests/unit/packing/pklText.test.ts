import { describe, expect, it } from 'vitest';
import { wordsIn } from '../../../src/i18n/words';
import { detailText, eventText, problemWhere } from '../../../src/features/packing/pklText';
import { packingWords } from '../../../src/features/packing/words';

const zh = wordsIn(packingWords, 'zh');
const en = wordsIn(packingWords, 'en');

describe('the packing screens say where a problem is and what happened, as the screens name things', () => {
  it('names a problem by the form field or grid cell it is about', () => {
    expect(problemWhere('/Lines/1/PKD_WEIGHT', zh)).toBe('第2行 毛重（千克）');
    expect(problemWhere('/Lines/0/PKD_GOODS', en)).toBe('Line 1 Goods');
    expect(problemWhere('/PKL_SEALNO', zh)).toBe('封号');
    expect(problemWhere('/PKL_STUFF_AT', en)).toBe('Stuffing time');
    expect(problemWhere('/Lines', zh)).toBe('货物明细');
    // a problem of the whole packing list (gated in) names no place
    expect(problemWhere('', zh)).toBe('');
  });

  it('says each event of the log in words, and a type it does not know by its name', () => {
    expect(eventText('v1.PackingListDataReturned', 'zh')).toBe('装箱数据退回');
    expect(eventText('v1.PackingListOpened', 'en')).toBe('Opened');
    expect(eventText('v2.PackingListSomethingNew', 'zh')).toBe('PackingListSomethingNew');
  });

  it('gives an event’s detail: remarks, fields changed, the split, a cut-off override', () => {
    expect(detailText('v1.PackingListDataReturned', { Remarks: '封号不符' }, zh)).toBe('封号不符');
    expect(detailText('v1.PackingListDataSaved', { Fields: ['PKL_SEALNO', 'Lines', 'PKL_SOMETHING'] }, zh)).toBe('修改了：封号、货物明细、PKL_SOMETHING');
    expect(detailText('v1.PackingListCancelled', { Reason: 'SPLIT', From: 2 }, zh)).toBe('已拆分为子单');
    expect(detailText('v1.PackingListCancelled', { Reason: '客户改为拼箱', From: 1 }, en)).toBe('客户改为拼箱');
    expect(detailText('v1.PackingListSplit', { ChildIds: [7, 8] }, en)).toBe('2 children made');
    expect(detailText('v1.PackingListSplitFrom', { ParentNo: 'PK26112700005' }, zh)).toBe('拆分自 PK26112700005');
    expect(detailText('v1.PackingListApplied', { Type: '40HQ', Slot: 2, CutoffOverride: '船期延误' }, zh)).toBe('40HQ 第2箱 · 截港后办理，原因：船期延误');
    expect(detailText('v1.PackingListTruckerAssigned', { TruckerId: 9, Plate: '沪A12345' }, zh)).toBe('沪A12345');
  });
});
