import { randomUUID } from 'node:crypto';
import type { ContainerTimeline, EventInput } from '../../../src/contract/containerEvents/calls';
import { projectContainer } from '../../../src/domain/tracking/milestones';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { publishPackingChanged } from '../packing/public';
import { bookingOfContainer, bookingRoute, companySeesContainer, eventsOfContainer } from './eventRepository';
import { eventRowOf, trackingEventOf } from './eventWire';
import { type AddAnswer, type Lang, isPlatform, sameCompany, seesRow, up } from './eventTerms';
import { retractIn } from './retractEvent';

import { routeOf, storeEvent } from './storeEvent';

/**
 * Container events (operations.md §5): an event typed or imported is checked (`checkEvent`, the
 * browser's check too), deduplicated by its publisher's id (evt.dedupe: the same word again is
 * kept as it was, a newer one replaces it in place, its history keeping the old), linked on arrival
 * to the booking carrying the container (evt.links), and its container's anomalies stored on the
 * events (evt.anomaly: flagged, never reordered away). A GTIN LADEN at the loading port closes the
 * container's packing lists (packing/public.ts). Events are never edited by people: a correction is
 * a retraction (a new event naming the old one) plus a new event, both kept.
 *
 * One file per use case: storeEvent.ts (one event), storeBatch.ts (a channel's answer),
 * retractEvent.ts; eventTerms.ts holds what they share. Here: the routes' service (add, retract,
 * timeline). The demo seed (seed.ts) stores and retracts through this file.
 */
export { retractIn } from './retractEvent';
export { storeEvent } from './storeEvent';

/** The routes' use cases, each in its transaction; what a gate-in closed is announced once it committed. */
export function eventService(db: Db, hub: LiveHub) {
  return {
    /** §5.3 Add: one typed event, published as the employee (`MANUAL:<id>`); the packing lists a gate-in closed are announced once it committed. */
    async add(actor: Actor, input: EventInput, lang: Lang): Promise<Outcome<AddAnswer>> {
      const done = await inTransaction(db, (tx) => storeEvent(tx, actor, `MANUAL:${actor.id}`, input, lang));
      if (done.ok) await publishPackingChanged(db, hub, done.value.GatedIn);
      return done;
    },

    /** §5.3 Retract (retractIn) in a transaction of its own. */
    async retract(actor: Actor, input: { EVT_ID: string; Reason: string }, mayRetractAny: boolean): Promise<Outcome<{ EVT_ID: string }> | 'forbidden'> {
      let forbidden = false;
      const outcome = await inTransaction<{ EVT_ID: string }>(db, async (tx) => {
        const done = await retractIn(tx, actor, input, mayRetractAny);
        if (done !== 'forbidden') return done;
        forbidden = true;
        return missing('No such event.', '没有这个事件。');
      });
      return forbidden ? 'forbidden' : outcome;
    },

    /** §5.3 Timeline: per container, the milestones, then every event with its state and anomalies. By container, or every container of a booking. */
    async timeline(actor: Actor, input: { CNNO?: string; CGO_ID?: string }): Promise<Outcome<{ Containers: ContainerTimeline[] }>> {
      const cnno = up(input.CNNO);
      const cgoId = (input.CGO_ID ?? '').trim();
      if (!cnno && !cgoId) return no('CONTAINER_OR_BOOKING', 'Name a container or a booking.', '请填写箱号或订舱编号。');
      let booking = cgoId ? await bookingRoute(db, cgoId) : undefined;
      if (cgoId && (!booking || (!isPlatform(actor) && !sameCompany(booking.companyId, actor.companyId)))) return missing('No such booking.', '没有这个订舱。');
      if (!booking && cnno) {
        const link = await bookingOfContainer(db, cnno);
        booking = link ? await bookingRoute(db, link.cgoId) : undefined;
        if (!isPlatform(actor) && !(await companySeesContainer(db, cnno, actor.companyId))) return missing('No such container.', '没有这个箱号。');
        if (booking && !isPlatform(actor) && !sameCompany(booking.companyId, actor.companyId)) booking = undefined;
      }
      const containers = cnno ? [cnno] : (booking?.containers ?? []);
      const out: ContainerTimeline[] = [];
      for (const ref of containers) {
        const rows = (await eventsOfContainer(db, ref, booking?.vessel ?? '', booking?.voyage ?? '')).filter((r) => seesRow(actor, r));
        const byId = new Map(rows.map((r) => [r.EVT_ID, r]));
        const p = projectContainer(ref, rows.map(trackingEventOf), routeOf(booking));
        out.push({
          CNNO: ref,
          CGO_ID: booking?.cgoId ?? null,
          Pol: booking?.pol ?? '',
          Pod: booking?.pod ?? '',
          ...(p.latest ? { Latest: p.latest } : {}),
          Milestones: p.milestones,
          Events: p.events.map((t) => ({
            Event: eventRowOf(byId.get(t.event.EVT_ID)!),
            State: t.state,
            ...(t.by ? { By: t.by } : {}),
            ...(t.milestone ? { Milestone: t.milestone } : {}),
            Anomalies: t.anomalies,
          })),
          Anomalies: p.anomalies,
        });
      }
      return { ok: true, value: { Containers: out } };
    },
  };
}

/** An import's publisher: one upload, one publisher (`IMPORT:<upload id>`), so its events are retracted and deduplicated together. */
export const importPublisher = () => `IMPORT:${randomUUID()}`;
