import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { BookingWireSchema } from '../../../src/contract/booking/calls';
import { bookingOfOrder } from '../../../src/domain/entryOrder/bookingOfOrder';

/** The order turned into its booking draft, checked against the booking written out by hand (issue 48: nothing retyped). */
// the server's validator (server/http/validation.ts): the wire as the booking's calls take it
const passes = new Ajv({ strict: false }).compile(BookingWireSchema);

describe('the booking draft of an order', () => {
  const order = {
    ENT_NO: 'EO2611000042',
    ENT_INCOTERM: 'CIF',
    ENT_FREIGHT_TERM: 'PREPAID',
    ENT_POL: 'CNSHA',
    ENT_POD: 'DEHAM',
    ENT_DELIVERY: 'DEHAM',
    ENT_ETD_FROM: '2026-12-10',
    ENT_CONTAINERS: [{ TYPE: '40HQ', COUNT: 2 }, { TYPE: '20GP', COUNT: 1 }, { TYPE: '40hq ', COUNT: 1 }, { TYPE: '', COUNT: 3 }, { TYPE: '45G1' }],
    ENT_PKGS: 320,
    ENT_KG: 8650.5,
    ENT_CBM: 66.5,
    ENT_GOODS: 'RATTAN CHAIRS',
    ENT_HSCODE: '940179',
    Shipper: { Name: 'HANGZHOU TIANXIANG', Address: 'NO. 18 JIEFANG ROAD', Phone: '+86 571 8888 0001' },
    Consignee: { Name: 'NORDIC HOME GOODS GMBH', Email: 'anna@nordic.example', Contact: '' },
    Notify: { Name: '  ', Address: '' },
    ENT_REMARKS: '易碎品',
  };

  it('carries the lane, the day, the terms, the parties, the goods and the containers (one line per type)', () => {
    expect(bookingOfOrder(order)).toEqual({
      CarrierCode: '',
      PolCode: 'CNSHA',
      PodCode: 'DEHAM',
      FndCode: 'DEHAM',
      ExpectedEtd: '2026-12-10',
      FreightTerm: 'PRE',
      Incoterms: 'CIF',
      Shipper: { Name: 'HANGZHOU TIANXIANG', Address: 'NO. 18 JIEFANG ROAD', Phone: '+86 571 8888 0001' },
      Consignee: { Name: 'NORDIC HOME GOODS GMBH', Email: 'anna@nordic.example' },
      Commodity: 'RATTAN CHAIRS',
      HsCode: '940179',
      Packages: 320,
      GrossKg: 8650.5,
      Cbm: 66.5,
      Equipment: [
        { ContainerClass: '40HQ', Units: 3 },
        { ContainerClass: '20GP', Units: 1 },
      ],
      ShipperRef: 'EO2611000042',
      Remarks: '委托 EO2611000042\n易碎品',
    });
  });

  it('leaves out what the order lacks or the booking could not hold, and the draft passes the booking wire', () => {
    const bare = bookingOfOrder({
      ENT_NO: 'EO2611000043',
      ENT_POL: 'Shanghai',
      ENT_POD: '',
      ENT_ETD_FROM: '',
      ENT_FREIGHT_TERM: 'COLLECT',
      ENT_KG: null,
      ENT_CBM: 2_000_000,
    });
    expect(bare).toEqual({ CarrierCode: '', PolCode: '', PodCode: '', FreightTerm: 'COL', ShipperRef: 'EO2611000043', Remarks: '委托 EO2611000043' });
    expect(passes(bare)).toBe(true);
    expect(passes(bookingOfOrder(order))).toBe(true);
  });

  it('cuts the goods to the 550 characters a booking holds', () => {
    const long = 'A'.repeat(700);
    expect(bookingOfOrder({ ENT_NO: 'EO1', ENT_GOODS: long }).Commodity).toBe('A'.repeat(550));
  });
});
