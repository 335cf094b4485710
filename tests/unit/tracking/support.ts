import { withCheckDigit } from '../../../src/domain/si/iso6346';
import type { Route, TrackingEvent } from '../../../src/domain/tracking/event';

export const BOX_A = withCheckDigit('MSCU123456');
export const BOX_B = withCheckDigit('TGHU765432');
export const ROUTE: Route = {
  pol: 'CNSHA',
  pod: 'NLRTM',
  transhipments: ['SGSIN'],
  vessels: [
    { imo: '9811000', voyage: '001W' },
    { name: 'MSC ANNA', voyage: '002W' },
  ],
};

let n = 0;
/** An event with the defaults of a carrier feed; ids are unique unless given. */
export function ev(p: Partial<TrackingEvent> & Pick<TrackingEvent, 'EVT_CODE' | 'EVT_AT'>): TrackingEvent {
  n += 1;
  const id = p.EVT_ID ?? `e${String(n).padStart(4, '0')}`;
  const transport = p.EVT_CODE === 'ARRI' || p.EVT_CODE === 'DEPA';
  return {
    EVT_ID: id,
    EVT_PUBLISHER: 'MSCU',
    EVT_SOURCE_ID: `src-${id}`,
    EVT_TYPE: transport ? 'TRANSPORT' : 'EQUIPMENT',
    EVT_CLASSIFIER: 'ACT',
    EVT_UPDATED_AT: p.EVT_AT,
    EVT_RECEIVED_AT: p.EVT_AT,
    EVT_LOCATION: 'CNSHA',
    ...(transport ? { EVT_MODE: 'VESSEL' as const, EVT_VESSEL_IMO: '9811000', EVT_VOYAGE: '001W' } : { EVT_EQUIPMENT_REF: BOX_A, EVT_EMPTY: 'LADEN' as const }),
    ...p,
  };
}

/** One box's export through Singapore to Rotterdam, every event at the place's own offset. */
export function journey(box = BOX_A, prefix = 'a'): TrackingEvent[] {
  const b = { EVT_EQUIPMENT_REF: box };
  return [
    ev({ ...b, EVT_ID: `${prefix}-pick`, EVT_CODE: 'GTOT', EVT_EMPTY: 'EMPTY', EVT_FACILITY_TYPE: 'DEPO', EVT_AT: '2026-03-01T08:00:00+08:00' }),
    ev({ ...b, EVT_ID: `${prefix}-stuf`, EVT_CODE: 'STUF', EVT_FACILITY_TYPE: 'CLOC', EVT_AT: '2026-03-01T14:00:00+08:00' }),
    ev({ ...b, EVT_ID: `${prefix}-gtin`, EVT_CODE: 'GTIN', EVT_FACILITY_TYPE: 'POTE', EVT_AT: '2026-03-02T09:00:00+08:00' }),
    ev({ ...b, EVT_ID: `${prefix}-load`, EVT_CODE: 'LOAD', EVT_AT: '2026-03-04T03:00:00+08:00' }),
    ev({ ...b, EVT_ID: `${prefix}-tsdisc`, EVT_CODE: 'DISC', EVT_LOCATION: 'SGSIN', EVT_AT: '2026-03-10T12:00:00+08:00' }),
    ev({ ...b, EVT_ID: `${prefix}-tsload`, EVT_CODE: 'LOAD', EVT_LOCATION: 'SGSIN', EVT_AT: '2026-03-12T10:00:00+08:00' }),
    ev({ ...b, EVT_ID: `${prefix}-disc`, EVT_CODE: 'DISC', EVT_LOCATION: 'NLRTM', EVT_AT: '2026-04-07T15:00:00+02:00' }),
  ];
}

/** The vessels' calls: departure from Shanghai, the Singapore call, the Rotterdam estimates and plan. */
export function vessel(): TrackingEvent[] {
  return [
    ev({ EVT_ID: 'v-depa', EVT_CODE: 'DEPA', EVT_AT: '2026-03-04T20:00:00+08:00' }),
    ev({ EVT_ID: 'v-etd', EVT_CODE: 'DEPA', EVT_CLASSIFIER: 'EST', EVT_AT: '2026-03-04T18:00:00+08:00', EVT_UPDATED_AT: '2026-03-01T00:00:00Z' }),
    ev({ EVT_ID: 'v-tsarri', EVT_CODE: 'ARRI', EVT_LOCATION: 'SGSIN', EVT_AT: '2026-03-10T06:00:00+08:00' }),
    ev({
      EVT_ID: 'v-tsdepa',
      EVT_CODE: 'DEPA',
      EVT_LOCATION: 'SGSIN',
      EVT_AT: '2026-03-12T22:00:00+08:00',
      EVT_VESSEL_IMO: null,
      EVT_VESSEL_NAME: 'MSC Anna',
      EVT_VOYAGE: '002W',
    }),
    ev({
      EVT_ID: 'v-pln',
      EVT_CODE: 'ARRI',
      EVT_CLASSIFIER: 'PLN',
      EVT_LOCATION: 'NLRTM',
      EVT_AT: '2026-04-04T08:00:00+02:00',
      EVT_UPDATED_AT: '2026-02-20T00:00:00Z',
    }),
    ev({
      EVT_ID: 'v-eta1',
      EVT_CODE: 'ARRI',
      EVT_CLASSIFIER: 'EST',
      EVT_LOCATION: 'NLRTM',
      EVT_AT: '2026-04-05T08:00:00+02:00',
      EVT_UPDATED_AT: '2026-03-04T00:00:00Z',
    }),
    ev({
      EVT_ID: 'v-eta2',
      EVT_CODE: 'ARRI',
      EVT_CLASSIFIER: 'EST',
      EVT_LOCATION: 'NLRTM',
      EVT_AT: '2026-04-07T08:00:00+02:00',
      EVT_UPDATED_AT: '2026-03-12T00:00:00Z',
    }),
  ];
}
