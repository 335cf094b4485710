import { describe, expect, it } from 'vitest';
import type { BookingWire } from '../../../src/contract/booking/calls';
import { lineLengths, lineProblem, partyBlock, templateBodyOf, wireFromTemplate } from '../../../src/domain/booking/templates';

describe('booking templates (domain/booking/templates.ts)', () => {
  it('a template keeps the lane, parties, cargo and equipment, never the shipment’s own sailing, price or reference', () => {
    const body = templateBodyOf({
      CarrierCode: 'COSU',
      PolCode: 'CNNGB',
      PodCode: 'DEHAM',
      ExpectedEtd: '2026-12-01',
      RequestedVessel: 'COSCO SHIPPING ARIES',
      ShipperRef: 'PO-1',
      RateId: 7,
      SearchId: null,
      Commodity: '',
      Shipper: { Name: 'ACME', Address: '', TaxId: ' ' },
      Consignee: { Name: ' ' },
      Equipment: [{ ContainerClass: '40HQ', Units: 2 }],
    });
    expect(body).toEqual({
      CarrierCode: 'COSU',
      PolCode: 'CNNGB',
      PodCode: 'DEHAM',
      Shipper: { Name: 'ACME' },
      Equipment: [{ ContainerClass: '40HQ', Units: 2 }],
    });
  });

  it('a booking from a template keeps the form’s sailing date and takes the template’s fields', () => {
    const blank = { CarrierCode: '', PolCode: '', PodCode: '', ExpectedEtd: '2026-12-10', Equipment: [{ ContainerClass: '40HQ', Units: 1 }] } as BookingWire;
    const w = wireFromTemplate(blank, { CarrierCode: 'EGLV', Equipment: [{ ContainerClass: '20GP', Units: 1 }] });
    expect(w).toMatchObject({ CarrierCode: 'EGLV', ExpectedEtd: '2026-12-10', Equipment: [{ ContainerClass: '20GP', Units: 1 }] });
  });

  it('a party fills an SI block with its B/L text, else its name and address', () => {
    expect(partyBlock({ Name: 'ACME', Address: 'LINE 1\nLINE 2', BlText: 'ACME GMBH\nHAMBURG  \n' })).toBe('ACME GMBH\nHAMBURG');
    expect(partyBlock({ Name: 'ACME', Address: 'LINE 1\nLINE 2', BlText: '  ' })).toBe('ACME\nLINE 1\nLINE 2');
    expect(partyBlock({ Name: 'TO ORDER', Address: '', BlText: '' })).toBe('TO ORDER');
  });

  it('names the first line over 35 characters, then too many lines', () => {
    expect(lineProblem('A'.repeat(35))).toBeUndefined();
    expect(lineProblem(`OK\n${'B'.repeat(36)}\n${'C'.repeat(40)}`)).toEqual({ kind: 'long', line: 2, length: 36 });
    expect(lineProblem('1\n2\n3\n4\n5\n6')).toEqual({ kind: 'lines', lines: 6 });
    expect(lineLengths(`AB\n${'X'.repeat(36)}`)).toEqual([
      { length: 2, over: false },
      { length: 36, over: true },
    ]);
  });
});
