import { describe, expect, it } from 'vitest';
import type { SiRecord, SiSourceData, SiUsedContainer } from '../../../src/contract/si';
import { checkModification, checkSubmission } from '../../../src/domain/si/check';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import { A, B, booking, box, codes, english, si } from './siRecords';

/** The booking's rule: each booked container on exactly one live SI of the booking, across submissions and edits. */
describe('the SI check, rule by rule', () => {
  it('a validate-only record (SITYPE 3) takes no container, and is checked against the booking on its own', () => {
    const validateOnly = (r: SiRecord): SiRecord => ({ ...r, TBI_SITYPE: 3 });
    // two SIs that cover the booking, plus a validate-only copy of one of them: fine
    expect(checkSubmission([si([box(A)]), si([box(B, '20GP')]), validateOnly(si([box(A)]))], booking())).toEqual([]);
    // a validate-only record alone does not have to cover the booking…
    expect(checkSubmission([validateOnly(si([box(A)]))], booking())).toEqual([]);
    // …but it may not cover for stored ones: the booking's other container is then on no SI
    expect(codes(checkSubmission([si([box(A)]), validateOnly(si([box(B, '20GP')]))], booking()))).toContainEqual(['/TDBLInfos', 'booking.containersUnused']);
    // and its own containers are still checked
    expect(codes(checkSubmission([validateOnly(si([box(B, '40HQ')]))], booking()))).toContainEqual([
      '/TDBLInfos/0/Boxes/0/TBX_TYPE',
      'booking.containerTypeMismatch',
    ]);
  });

  it('each booked container exactly once across the SIs of one booking', () => {
    const twice = checkSubmission([si([box(A)]), si([box(A)])], booking());
    expect(checkSubmission([si([box(A)]), si([box(B, '20GP')])], booking())).toEqual([]);
    expect(codes(twice)).toEqual([
      ['/TDBLInfos/1/Boxes/0/TBX_CNNO', 'booking.containerTwice'],
      ['/TDBLInfos', 'booking.containersUnused'],
      ['/TDBLInfos', 'booking.typeCount'], // 20GP: none; a container named twice is still one 40HQ
    ]);
    expect(english(twice)).toMatch(new RegExp(`used twice.*not on any SI: ${B}`, 's'));
  });
  it('a container never booked, or booked as another type, is named at its box', () => {
    const other = withCheckDigit('ABCU765432');
    expect(codes(checkSubmission([si([box(A), box(other, '20GP')]), si([box(B, '40HQ')])], booking()))).toEqual([
      ['/TDBLInfos/0/Boxes/1/TBX_CNNO', 'booking.containerNotBooked'],
      ['/TDBLInfos/1/Boxes/0/TBX_TYPE', 'booking.containerTypeMismatch'],
      ['/TDBLInfos', 'booking.typeCount'], // 40HQ: booked 1, used 2
    ]);
  });
  it('containers already on a live SI of the booking are refused, naming that SI', () => {
    const used: SiUsedContainer[] = [{ CNNO: A, TYPE: '40HQ', SiId: 7, SiNo: '26000007' }];
    const problems = checkSubmission([si([box(A)]), si([box(B, '20GP')])], booking(), { used, lang: 'en' });
    expect(problems).toEqual([
      {
        Path: '/TDBLInfos/0/Boxes/0/TBX_CNNO',
        Code: 'booking.containerUsed',
        Params: { container: A, si: '26000007' },
        Message: `Container ${A} is already on SI 26000007 of this booking.`,
      },
    ]);
    // what GetDataInfo answered the browser counts the same, by default
    expect(codes(checkSubmission([si([box(A)])], { ...booking(), UsedContainers: used }))).toContainEqual([
      '/TDBLInfos/0/Boxes/0/TBX_CNNO',
      'booking.containerUsed',
    ]);
  });
  it('a batch completes the booking together with its live SIs: a later batch takes what deletions freed', () => {
    const used: SiUsedContainer[] = [{ CNNO: A, TYPE: '40HQ', SiId: 7, SiNo: '26000007' }];
    expect(checkSubmission([si([box(B, '20GP')])], booking(), { used })).toEqual([]);
    // a first batch leaving a booked container on no SI is refused
    expect(codes(checkSubmission([si([box(A)])], booking()))).toEqual([
      ['/TDBLInfos', 'booking.containersUnused'],
      ['/TDBLInfos', 'booking.typeCount'],
    ]);
  });
  it('while the booking does not know its numbers, types and counts decide', () => {
    const numberless: SiSourceData = { ...booking(), Containers: [{ TYPE: '40HQ', COUNT: 2, CNNOS: [] }] };
    const c = withCheckDigit('ABCU765432');
    expect(checkSubmission([si([box(A)]), si([box(c, '45G1')])], numberless)).toEqual([]);
    expect(codes(checkSubmission([si([box(A), box(c, '20GP')])], numberless))).toEqual([
      ['/TDBLInfos', 'booking.typeCount'],
      ['/TDBLInfos', 'booking.typeCount'],
    ]);
    const used: SiUsedContainer[] = [{ CNNO: c, TYPE: '40HQ', SiId: 7, SiNo: '26000007' }];
    expect(checkSubmission([si([box(A)])], numberless, { used })).toEqual([]);
    expect(codes(checkSubmission([si([box(A), box(withCheckDigit('ABCU111111'))])], numberless, { used }))).toEqual([['/TDBLInfos', 'booking.typeCount']]);
  });
  it('an edit is checked against the booking and its other live SIs, never against itself', () => {
    const mine = { ...si([box(A)]), Id: 7 };
    const used: SiUsedContainer[] = [
      { CNNO: A, TYPE: '40HQ', SiId: 7, SiNo: '26000007' },
      { CNNO: B, TYPE: '20GP', SiId: 8, SiNo: '26000008' },
    ];
    // GetDataInfo lists the SI edited too: it is left out by its Id
    expect(checkModification(mine, mine, { ...booking(), UsedContainers: used })).toEqual([]);
    const others = used.slice(1);
    expect(checkModification({ ...mine, TBI_CONSIGNEE: 'ACME GMBH' }, mine, booking(), { used: others })).toEqual([]);
    // swapping in another SI's container, a container never booked, or another type
    expect(codes(checkModification(si([box(B, '20GP')]), mine, booking(), { used: others }))).toEqual([
      ['/Boxes/0/TBX_CNNO', 'booking.containerUsed'],
      ['/Boxes', 'booking.containersUnused'],
      ['/Boxes', 'booking.typeCount'], // 40HQ: none left
    ]);
    expect(codes(checkModification(si([box(withCheckDigit('ABCU765432'))]), mine, booking(), { used: others }))).toEqual([
      ['/Boxes/0/TBX_CNNO', 'booking.containerNotBooked'],
      ['/Boxes', 'booking.containersUnused'],
    ]);
    expect(codes(checkModification(si([box(A, '20GP')]), mine, booking(), { used: others }))).toEqual([
      ['/Boxes/0/TBX_TYPE', 'booking.containerTypeMismatch'],
      ['/Boxes', 'booking.typeCount'],
      ['/Boxes', 'booking.typeCount'],
    ]);
    // not blamed for a container that was on no SI before it (its SI was deleted)
    expect(checkModification({ ...mine, TBI_CONSIGNEE: 'ACME GMBH' }, mine, booking(), { used: [] })).toEqual([]);
  });
});
