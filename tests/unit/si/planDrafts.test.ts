import { describe, expect, it } from 'vitest';
import type { SiSourceData } from '../../../src/contract/si';
import { freeContainers, planDrafts } from '../../../src/features/si/drafts';

const source = {
  CGO_ID: 'CGO-1',
  MBL_NO: 'M1',
  CARRIER: 'COSU',
  VESSEL: 'V',
  VOYAGE: '1',
  RECEIPT_PLACE: '',
  RECEIPT_CODE: '',
  LOADING_PLACE: 'SHANGHAI',
  LOADING_CODE: 'CNSHA',
  DISCHARGE_PLACE: 'HAMBURG',
  DISCHARGE_CODE: 'DEHAM',
  DELIVERY_PLACE: '',
  DELIVERY_CODE: '',
  SAILINGDATE: '',
  DEADLINE: '',
  Containers: [
    { TYPE: '20GP', COUNT: 2, CNNOS: ['CSQU3054383', 'TGHU1234560'] },
    { TYPE: '40GP', COUNT: 1, CNNOS: ['MSKU1234565'] },
  ],
} as unknown as SiSourceData;

describe('planning SIs from a booking', () => {
  it('deals every booked container out when none is on an SI yet', () => {
    const drafts = planDrafts(source, 2);
    expect(drafts.flatMap((d) => d.record.Boxes.map((b) => b.TBX_CNNO)).sort()).toEqual(['CSQU3054383', 'MSKU1234565', 'TGHU1234560']);
  });

  it('leaves out the containers already on a live SI of the booking', () => {
    const later = { ...source, UsedContainers: [{ CNNO: 'TGHU1234560', TYPE: '20GP', SiId: 7 }] } as SiSourceData;
    expect(freeContainers(later).map((c) => c.no)).toEqual(['CSQU3054383', 'MSKU1234565']);
    const drafts = planDrafts(later, 2);
    expect(drafts.flatMap((d) => d.record.Boxes.map((b) => b.TBX_CNNO))).not.toContain('TGHU1234560');
  });
});
