import type { Queryable } from '../../db/types';
import { houseBillsNamed } from '../houseBill/public';
import { houseManifestsNamed } from '../manifest/public';
import { siBillsNamed, siBillsOfBooking } from '../si/public';
import { findPublicBooking, type PublicBooking, publicBookingOf } from './trackRepository';

/** What a number names for a visitor: the shipment, the B/L number the page may show ('' none), and the boxes it shows. */
export interface TrackedShipment {
  booking: PublicBooking;
  blNo: string;
  containers: string[];
}

/**
 * A house B/L (issue 45): the bill its number names — a house bill (by its number, or the SI's it
 * replaced before numbers were kept), an SI (its B/L number), or a manifest filed under it — shows
 * its own number and its own boxes only: never the carrier's master B/L, which forwarders keep from
 * their customers, nor the consolidation's other boxes.
 */
async function houseShipment(q: Queryable, no: string, site: string | null): Promise<TrackedShipment | undefined> {
  for (const named of [houseBillsNamed, siBillsNamed, houseManifestsNamed])
    for (const bill of await named(q, no)) {
      const booking = await publicBookingOf(q, bill.cgoId, site);
      if (booking) return { booking, blNo: no, containers: bill.containers };
    }
  return undefined;
}

/**
 * A container: the number of the house bill it travels on; the master's only on a booking without
 * house bills (a direct B/L); none for a box not yet on a bill of a booking that has them.
 */
async function containerShipment(q: Queryable, no: string, site: string | null): Promise<TrackedShipment | undefined> {
  const booking = await findPublicBooking(q, 'CONTAINER', no, site);
  if (!booking) return undefined;
  const bills = await siBillsOfBooking(q, booking.cgoId);
  const own = bills.find((b) => b.containers.includes(no));
  return { booking, blNo: own?.blNo ?? (bills.length ? '' : booking.mblNo), containers: [no] };
}

/** trk.public_scope: the site's shipment a number names — a container, the master B/L (the whole booking), or a house B/L. */
export async function trackedShipment(q: Queryable, kind: 'CONTAINER' | 'BL', no: string, site: string | null): Promise<TrackedShipment | undefined> {
  if (kind === 'CONTAINER') return containerShipment(q, no, site);
  const master = await findPublicBooking(q, 'BL', no, site);
  if (master) return { booking: master, blNo: master.mblNo, containers: master.containers };
  return houseShipment(q, no, site);
}
