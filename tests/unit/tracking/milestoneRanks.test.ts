import { describe, expect, it } from 'vitest';
import { milestoneOf, voyageOrder } from '../../../src/domain/tracking/milestoneRanks';
import { ev, ROUTE } from './support';

describe('which event makes which milestone (operations.md §5.5 table)', () => {
  const cases: [string, Parameters<typeof ev>[0], string | undefined][] = [
    ['GTOT EMPTY at the depot', { EVT_CODE: 'GTOT', EVT_EMPTY: 'EMPTY', EVT_FACILITY_TYPE: 'DEPO', EVT_AT: 'x' }, 'EMPTY_PICKED_UP'],
    ['PICK EMPTY', { EVT_CODE: 'PICK', EVT_EMPTY: 'EMPTY', EVT_AT: 'x' }, 'EMPTY_PICKED_UP'],
    ['STUF', { EVT_CODE: 'STUF', EVT_AT: 'x' }, 'STUFFED'],
    ['GTIN LADEN at the POL', { EVT_CODE: 'GTIN', EVT_AT: 'x' }, 'GATED_IN_POL'],
    ['GTIN LADEN at the POD', { EVT_CODE: 'GTIN', EVT_LOCATION: 'NLRTM', EVT_AT: 'x' }, undefined],
    ['LOAD at the POL', { EVT_CODE: 'LOAD', EVT_AT: 'x' }, 'LOADED_POL'],
    ['DEPA at the POL', { EVT_CODE: 'DEPA', EVT_AT: 'x' }, 'DEPARTED_POL'],
    ['ARRI at the T/S port', { EVT_CODE: 'ARRI', EVT_LOCATION: 'SGSIN', EVT_AT: 'x' }, 'TS_ARRIVED'],
    [
      'DISC at a port the route does not list, phase TRANSSHIPMENT',
      { EVT_CODE: 'DISC', EVT_LOCATION: 'MYPKG', EVT_PHASE: 'TRANSSHIPMENT', EVT_AT: 'x' },
      'TS_DISCHARGED',
    ],
    ['LOAD at the T/S port', { EVT_CODE: 'LOAD', EVT_LOCATION: 'SGSIN', EVT_AT: 'x' }, 'TS_LOADED'],
    ['DEPA at the T/S port', { EVT_CODE: 'DEPA', EVT_LOCATION: 'SGSIN', EVT_AT: 'x' }, 'TS_DEPARTED'],
    ['ARRI at the POD', { EVT_CODE: 'ARRI', EVT_LOCATION: 'NLRTM', EVT_AT: 'x' }, 'ARRIVED_POD'],
    ['DISC at the POD', { EVT_CODE: 'DISC', EVT_LOCATION: 'NLRTM', EVT_AT: 'x' }, 'DISCHARGED_POD'],
    ['CUSR at the POD', { EVT_CODE: 'CUSR', EVT_LOCATION: 'NLRTM', EVT_AT: 'x' }, 'CUSTOMS_RELEASED'],
    ['CUSR at the POL (export clearance)', { EVT_CODE: 'CUSR', EVT_AT: 'x' }, undefined],
    ['AVPU', { EVT_CODE: 'AVPU', EVT_LOCATION: 'NLRTM', EVT_AT: 'x' }, 'AVAILABLE'],
    ['GTOT LADEN at the POD', { EVT_CODE: 'GTOT', EVT_LOCATION: 'NLRTM', EVT_AT: 'x' }, 'FULL_OUT_POD'],
    ['PICK LADEN at the POD', { EVT_CODE: 'PICK', EVT_LOCATION: 'NLRTM', EVT_AT: 'x' }, 'FULL_OUT_POD'],
    ['PICK LADEN at the POL', { EVT_CODE: 'PICK', EVT_AT: 'x' }, undefined],
    ['DROP at the customer', { EVT_CODE: 'DROP', EVT_FACILITY_TYPE: 'CLOC', EVT_LOCATION: 'NLRTM', EVT_AT: 'x' }, 'DELIVERED'],
    ['STRP', { EVT_CODE: 'STRP', EVT_EMPTY: 'EMPTY', EVT_LOCATION: 'NLRTM', EVT_AT: 'x' }, 'DELIVERED'],
    ['GTIN EMPTY', { EVT_CODE: 'GTIN', EVT_EMPTY: 'EMPTY', EVT_LOCATION: 'NLRTM', EVT_AT: 'x' }, 'EMPTY_RETURNED'],
    ['DROP at the depot', { EVT_CODE: 'DROP', EVT_EMPTY: 'EMPTY', EVT_FACILITY_TYPE: 'DEPO', EVT_LOCATION: 'NLRTM', EVT_AT: 'x' }, 'EMPTY_RETURNED'],
    ['INSP (a fact, no milestone)', { EVT_CODE: 'INSP', EVT_AT: 'x' }, undefined],
  ];
  it.each(cases)('%s', (_, event, expected) => {
    expect(milestoneOf(ev(event), ROUTE)).toBe(expected);
  });

  it('orders a second transhipment port after the first one’s departure, and both before the POD', () => {
    const route = { ...ROUTE, transhipments: ['SGSIN', 'MYPKG'] };
    const order = [
      voyageOrder('TS_DEPARTED', 'SGSIN', route),
      voyageOrder('TS_ARRIVED', 'MYPKG', route),
      voyageOrder('TS_DEPARTED', 'MYPKG', route),
      voyageOrder('ARRIVED_POD', 'NLRTM', route),
    ];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(voyageOrder('LOADED_POL', 'CNSHA', route)).toBe(40);
  });
});
