import { describe, expect, it } from 'vitest';
import { parseBookingNote } from '../../../src/domain/booking/parse';

const PORTS: Record<string, string> = {
  SHANGHAI: 'CNSHA',
  CNSHA: 'CNSHA',
  上海: 'CNSHA',
  HAMBURG: 'DEHAM',
  汉堡: 'DEHAM',
  NINGBO: 'CNNGB',
  'LOS ANGELES': 'USLAX',
};
const lookups = {
  port: (t: string) => PORTS[t.trim().toUpperCase()] ?? PORTS[t.trim()],
  carrier: (t: string) =>
    ({ COSCO: 'COSU', COSU: 'COSU', MAERSK: 'MAEU', 中远海运: 'COSU' })[t.trim().toUpperCase()] ?? ({ 中远海运: 'COSU' } as Record<string, string>)[t.trim()],
};

describe('the booking note parser (smart booking)', () => {
  it('reads an English note: labels, party blocks, equipment, weights, dates', () => {
    const note = [
      'SHIPPER: HANGZHOU TIANXIANG TRADING CO LTD',
      'NO 88 JIANGNAN AVENUE',
      'HANGZHOU CHINA',
      '',
      'CONSIGNEE: TO ORDER',
      'NOTIFY: NORDIC HOME GOODS GMBH',
      'GROSSE ELBSTRASSE 145, HAMBURG',
      '',
      'POL: Shanghai',
      'POD: HAMBURG',
      'CARRIER: COSCO',
      'ETD: 06/12/2026',
      'COMMODITY: WOODEN CHAIRS',
      'HS CODE: 9403.60',
      'PKGS: 480 CTNS',
      'G.W.: 18.6 MT',
      'CBM: 120',
      '2x40HQ, 20GP*1',
      'REF: PO-2611-301',
    ].join('\n');
    const { Drafts, Warnings } = parseBookingNote(note, lookups);
    expect(Warnings).toEqual([]);
    expect(Drafts).toHaveLength(1);
    expect(Drafts[0]).toMatchObject({
      PolCode: 'CNSHA',
      PodCode: 'DEHAM',
      CarrierCode: 'COSU',
      ExpectedEtd: '2026-12-06',
      Shipper: { Name: 'HANGZHOU TIANXIANG TRADING CO LTD', Address: 'NO 88 JIANGNAN AVENUE\nHANGZHOU CHINA' },
      Consignee: { Name: 'TO ORDER' },
      Notify: { Name: 'NORDIC HOME GOODS GMBH', Address: 'GROSSE ELBSTRASSE 145, HAMBURG' },
      Commodity: 'WOODEN CHAIRS',
      HsCode: '940360',
      Packages: 480,
      PackageKind: 'CT',
      GrossKg: 18600,
      Cbm: 120,
      Equipment: [
        { ContainerClass: '40HQ', Units: 2 },
        { ContainerClass: '20GP', Units: 1 },
      ],
      ShipperRef: 'PO-2611-301',
    });
  });

  it('reads Chinese labels, full-width colons and 40HC; splits notes at a line of dashes', () => {
    const note = [
      '发货人：宁波海越进出口有限公司',
      '起运港：上海',
      '目的港：汉堡',
      '船公司：中远海运',
      '开船日期：2026年12月9日',
      '箱型：40HC X 3',
      '---',
      'POL: NINGBO',
      'POD: LOS ANGELES',
      'equipment: 1*20GP',
    ].join('\n');
    const { Drafts, Warnings } = parseBookingNote(note, lookups);
    expect(Warnings).toEqual([]);
    expect(Drafts.map((d) => [d.PolCode, d.PodCode, d.CarrierCode, d.ExpectedEtd ?? '', JSON.stringify(d.Equipment)])).toEqual([
      ['CNSHA', 'DEHAM', 'COSU', '2026-12-09', '[{"ContainerClass":"40HQ","Units":3}]'],
      ['CNNGB', 'USLAX', '', '', '[{"ContainerClass":"20GP","Units":1}]'],
    ]);
    expect(Drafts[0]!.Shipper?.Name).toBe('宁波海越进出口有限公司');
  });

  it('names each thing it could not read, with its line, and changes nothing else', () => {
    const note = ['POL: ATLANTIS', 'CARRIER: NOBODY LINES', 'ETD: 31/02/2026', 'PKGS: many', '3x50XX', 'WHAT IS THIS LINE'].join('\n');
    const { Drafts, Warnings } = parseBookingNote(note, lookups);
    expect(Warnings.map((w) => [w.Line, w.Code])).toEqual([
      [1, 'unknownPort'],
      [2, 'unknownCarrier'],
      [3, 'badDate'],
      [4, 'badNumber'],
      [5, 'unknownEquipment'],
      [6, 'unread'],
    ]);
    expect(Drafts[0]).toMatchObject({ PolCode: '', CarrierCode: '' });
    expect(Drafts[0]!.Equipment).toBeUndefined();
  });
});
