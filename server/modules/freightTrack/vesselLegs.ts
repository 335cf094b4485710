import type { VesselLegSchema } from '../../../src/contract/freightTrack/calls';
import type { Static } from '@sinclair/typebox';
import type { TrackingEvent } from '../../../src/domain/tracking/event';

type VesselLeg = Static<typeof VesselLegSchema>;

/**
 * The shipment's vessel legs from the voyages' own events (DEPA and ARRI, not retracted): one per
 * vessel and voyage, from where it departed to where it arrived, actual times when known, the
 * latest estimate of its arrival (by the publisher's update time), in order of departure.
 */
export function vesselLegs(events: readonly TrackingEvent[]): VesselLeg[] {
  const legs = new Map<string, VesselLeg & { order: number; estUpdated: number }>();
  const live = events.filter((e) => e.EVT_TYPE === 'TRANSPORT' && e.EVT_VESSEL_NAME && !e.EVT_RETRACTED && !e.EVT_RETRACTS);
  for (const e of live) {
    const key = `${e.EVT_VESSEL_NAME}|${e.EVT_VOYAGE ?? ''}`;
    const leg = legs.get(key) ?? {
      Vessel: e.EVT_VESSEL_NAME!,
      Voyage: e.EVT_VOYAGE ?? '',
      From: '',
      To: '',
      Departed: null,
      Arrived: null,
      EstimatedArrival: null,
      order: Number.POSITIVE_INFINITY,
      estUpdated: 0,
    };
    const at = Date.parse(e.EVT_AT);
    if (e.EVT_CODE === 'DEPA') {
      leg.From = e.EVT_LOCATION;
      leg.order = Math.min(leg.order, at);
      if (e.EVT_CLASSIFIER === 'ACT') leg.Departed = e.EVT_AT;
    } else if (e.EVT_CODE === 'ARRI') {
      leg.To = e.EVT_LOCATION;
      if (e.EVT_CLASSIFIER === 'ACT') leg.Arrived = e.EVT_AT;
      else if (Date.parse(e.EVT_UPDATED_AT) >= leg.estUpdated) {
        leg.EstimatedArrival = e.EVT_AT;
        leg.estUpdated = Date.parse(e.EVT_UPDATED_AT);
      }
      if (leg.order === Number.POSITIVE_INFINITY) leg.order = at;
    }
    legs.set(key, leg);
  }
  return [...legs.values()].sort((a, b) => a.order - b.order).map(({ order: _o, estUpdated: _u, ...leg }) => leg);
}
