import type { PublicTrackAnswer } from '../../../src/contract/publicTrack/calls';
import { publicTrackRefusalWords as W } from '../../../src/contract/publicTrack/words';
import type { TrackNumber } from '../../../src/domain/publicTrack/trackNumber';
import { type Milestone, type MilestoneTime, projectShipment } from '../../../src/domain/tracking/milestones';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { missing, no } from '../../platform/refusal';
import { type EventDbRow, eventsOfContainer, trackingEventOf } from '../containerEvents/public';
import { trackedShipment } from './trackedShipment';
import { placeNames, type PublicBooking } from './trackRepository';

const time = (t: MilestoneTime | undefined) => t && { At: t.at, Local: t.localTime };
const withTime = <K extends string>(key: K, t: MilestoneTime | undefined) =>
  (t ? { [key]: time(t)! } : {}) as Partial<Record<K, { At: string; Local: string }>>;

type Places = Awaited<ReturnType<typeof placeNames>>;

function publicMilestone(m: Milestone, places: Places) {
  const name = places.get(m.location);
  return {
    Key: m.key,
    Location: m.location,
    LocationName: name?.zh ?? m.location,
    LocationNameEn: name?.en ?? m.location,
    State: m.state,
    ...withTime('Actual', m.actual),
    ...withTime('Estimated', m.estimated),
    ...withTime('Planned', m.planned),
  };
}

/**
 * The events of a shipment a visitor may read (trk.public_scope): the ones filed under this booking,
 * the vessel-wide transport events of its vessel and voyage (no company's), and the retractions of
 * those. Another company's events on the same box (a container is reused from booking to booking)
 * and events never linked to a booking stay out.
 */
function shipmentEvents(rows: EventDbRow[], b: PublicBooking): EventDbRow[] {
  const own = rows.filter((r) => r.EVT_CGO_ID === b.cgoId || (r.company_id === null && r.EVT_TYPE === 'TRANSPORT' && r.EVT_EQUIPMENT_REF === ''));
  const ids = new Set(own.map((r) => r.EVT_ID));
  return [...own, ...rows.filter((r) => r.EVT_RETRACTS && ids.has(r.EVT_RETRACTS) && !ids.has(r.EVT_ID))];
}

/**
 * The public milestone timeline of the site's shipment a number names (operations.md §8.3 Track):
 * 404 "not found for this site" whether the number is another company's or nobody's (the same
 * answer, so the page tells nothing about other companies); 400 for a number that cannot be one.
 * `site`: the site's company, null on the main site (every shipment the platform handles).
 */
export async function trackPublic(db: Db, n: TrackNumber, site: string | null): Promise<Outcome<PublicTrackAnswer>> {
  if (n.kind === 'INVALID') return no(n.problem === 'checkDigit' ? 'CHECK_DIGIT' : 'BAD_NUMBER', W[n.problem].en, W[n.problem].zh);
  const shipment = await trackedShipment(db, n.kind, n.no, site);
  if (!shipment) return missing(W.notFound.en, W.notFound.zh, 'NOT_FOUND_FOR_SITE');
  const { booking, containers: refs } = shipment;
  const byId = new Map<string, EventDbRow>();
  for (const ref of refs) for (const r of shipmentEvents(await eventsOfContainer(db, ref, booking.vessel, booking.voyage), booking)) byId.set(r.EVT_ID, r);
  const route = { pol: booking.pol, pod: booking.pod, vessels: [{ name: booking.vessel, voyage: booking.voyage }] };
  // the projection reads only KEPT events: a retracted event is never shown as a fact
  const p = projectShipment([...byId.values()].map(trackingEventOf), route);
  const projected = new Map(p.containers.map((c) => [c.equipmentRef, c]));
  const places = await placeNames(
    db,
    p.containers.flatMap((c) => c.milestones.map((m) => m.location)),
  );
  return {
    ok: true,
    value: {
      No: n.no,
      QueryType: n.kind,
      BlNo: shipment.blNo,
      Carrier: booking.carrier,
      CarrierName: booking.carrierName,
      Vessel: booking.vessel,
      Voyage: booking.voyage,
      Pol: booking.pol,
      PolName: booking.polName,
      PolNameEn: booking.polNameEn,
      Pod: booking.pod,
      PodName: booking.podName,
      PodNameEn: booking.podNameEn,
      ...withTime('Etd', p.etd),
      ...withTime('Atd', p.atd),
      ...withTime('Eta', p.eta),
      ...withTime('Ata', p.ata),
      ...(p.milestone ? { Milestone: p.milestone } : {}),
      Containers: refs.map((ref) => {
        const c = projected.get(ref);
        return { Cnno: ref, ...(c?.latest ? { Latest: c.latest } : {}), Milestones: (c?.milestones ?? []).map((m) => publicMilestone(m, places)) };
      }),
    },
  };
}
