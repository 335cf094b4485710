import type { ContainerTimeline, TimelineEventSchema } from '../../../src/contract/containerEvents/calls';
import type { TrackDetail } from '../../../src/contract/freightTrack/calls';
import type { Static } from '@sinclair/typebox';
import type { RefInput } from '../../../src/domain/freightTrack/refs';
import { REFRESH_GAP_MS, TRK_STATUS, trkMove, type TrkStatus } from '../../../src/domain/freightTrack/status';
import type { TimelineEvent } from '../../../src/domain/tracking/milestones';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { bookingRoute, type EventDbRow, eventRowOf, trackingEventOf } from '../containerEvents/public';
import { customsStages, documentEvents } from './documentRepository';
import { trackRowOf } from './listRow';
import { lockSubscription, markRefresh, readSubscription, setStatus, shipmentEvents, trackListRow } from './repository';
import { type SubscribeAnswer, subscribeIn } from './subscribeIn';
import { summarise } from './summary';
import { vesselLegs } from './vesselLegs';

/**
 * Tracking subscriptions (operations.md §8.3): Subscribe judges each reference on its own (a bad
 * one is refused with its reason, the good ones beside it are added), links it to the booking it
 * belongs to (the reader's own; staff's to any company's, which then owns it); Detail projects the
 * events again for the reader (a customer sees no other company's events and no internal remarks);
 * Refresh asks for a poll now (once per 10 minutes); Stop ends it. Another company's subscription
 * answers 404, as if absent.
 */
type Lang = 'zh' | 'en';

const isPlatform = (a: Actor) => a.companyKind === 'platform';
const scopeOf = (a: Actor) => (isPlatform(a) ? null : a.companyId);
const notYours = () => missing<never>('No such tracked shipment.', '没有这条跟踪记录。');

export function trackService(db: Db, simulated: boolean) {
  return {
    async subscribe(actor: Actor, refs: readonly RefInput[], lang: Lang): Promise<Outcome<SubscribeAnswer>> {
      let answer: SubscribeAnswer = { Added: [], Refused: [] };
      await inTransaction(db, async (tx) => {
        answer = await subscribeIn(tx, actor, refs, lang, simulated);
        return { ok: true, value: null };
      });
      const { Added, Refused } = answer;
      const message = lang === 'zh' ? `已添加 ${Added.length} 条，拒绝 ${Refused.length} 条。` : `${Added.length} added, ${Refused.length} refused.`;
      return { ok: true, value: answer, message };
    },

    async detail(actor: Actor, id: number): Promise<Outcome<TrackDetail>> {
      const row = await trackListRow(db, id, actor.companyId, isPlatform(actor));
      const sub = await readSubscription(db, id, scopeOf(actor));
      if (!row || !sub) return notYours();
      const booking = sub.cgoId ? await bookingRoute(db, sub.cgoId) : undefined;
      const containers = sub.refType === 'CONTAINER' ? [sub.ref] : [...new Set([...(booking?.containers ?? []), ...sub.containers])];
      const voyages = booking?.vessel ? [{ vessel: booking.vessel, voyage: booking.voyage }] : [];
      const all = await shipmentEvents(db, { containers, voyages, docRefs: [sub.ref, ...sub.docRefs, ...(booking ? [booking.cgoId] : [])] });
      // a customer: no other company's events, no internal remarks (what staff typed or imported)
      const rows = isPlatform(actor)
        ? all
        : all
            .filter((r) => r.company_id === null || String(r.company_id) === String(actor.companyId))
            .map((r) => (/^(MANUAL|IMPORT):/.test(r.EVT_PUBLISHER) ? { ...r, EVT_REMARK: '' } : r));
      const byId = new Map(rows.map((r) => [r.EVT_ID, r]));
      const found = summarise(
        rows.map(trackingEventOf),
        containers,
        booking && { pol: booking.pol, pod: booking.pod, vessel: booking.vessel, voyage: booking.voyage },
        sub.firstEta,
      );
      const wire = (t: TimelineEvent): Static<typeof TimelineEventSchema> => ({
        Event: eventRowOf(byId.get(t.event.EVT_ID) as EventDbRow),
        State: t.state,
        ...(t.by ? { By: t.by } : {}),
        ...(t.milestone ? { Milestone: t.milestone } : {}),
        Anomalies: t.anomalies,
      });
      const Containers: ContainerTimeline[] = found.projection.containers.map((p) => ({
        CNNO: p.equipmentRef,
        CGO_ID: sub.cgoId,
        Pol: found.route.pol ?? '',
        Pod: found.route.pod ?? '',
        ...(p.latest ? { Latest: p.latest } : {}),
        Milestones: p.milestones,
        Events: p.events.map(wire),
        Anomalies: p.anomalies,
      }));
      return {
        ok: true,
        value: {
          Subscription: trackRowOf(row),
          ...(found.projection.milestone ? { Milestone: found.projection.milestone } : {}),
          EtaSlipHours: found.summary.firstEta && found.summary.eta ? found.summary.delayHours : null,
          Containers,
          VesselLegs: vesselLegs(rows.map(trackingEventOf)),
          CarrierDocuments: found.projection.documents.map(wire),
          Documents: sub.cgoId ? await documentEvents(db, sub.cgoId) : [],
          Customs: sub.cgoId ? await customsStages(db, sub.cgoId) : [],
        },
      };
    },

    /** A person asks for a poll now: once per 10 minutes; a failed or not-found one is tried again from pending (§8.2 "operator can retry"). */
    async refresh(actor: Actor, id: number, now = new Date()): Promise<Outcome<{ Queued: boolean }>> {
      return inTransaction(db, async (tx) => {
        const s = await lockSubscription(tx, id, scopeOf(actor));
        if (!s) return notYours();
        if (s.status === TRK_STATUS.STOPPED)
          return no('STOPPED', 'Tracking was stopped: add the reference again to track it.', '已停止跟踪：如需继续请重新添加。');
        if (s.status === TRK_STATUS.COMPLETED) return no('COMPLETED', 'Tracking is complete: the container is back empty.', '跟踪已完成：空箱已返还。');
        const last = s.refreshedAt ? Date.parse(s.refreshedAt) : 0;
        if (now.getTime() - last < REFRESH_GAP_MS) {
          const wait = Math.ceil((REFRESH_GAP_MS - (now.getTime() - last)) / 60_000);
          return no('TOO_SOON', `Refreshed less than 10 minutes ago: try again in ${wait} min.`, `10 分钟内已刷新过：请 ${wait} 分钟后再试。`);
        }
        const status = (trkMove(s.status as TrkStatus, 'retry') ?? s.status) as TrkStatus;
        await markRefresh(tx, id, now, status);
        return { ok: true, value: { Queued: true } };
      });
    },

    async stop(actor: Actor, id: number): Promise<Outcome<{ Id: number }>> {
      return inTransaction(db, async (tx) => {
        const s = await lockSubscription(tx, id, scopeOf(actor));
        if (!s) return notYours();
        const to = trkMove(s.status as TrkStatus, 'stop');
        if (!to) return no('ALREADY_STOPPED', 'Tracking was already stopped.', '已停止跟踪。');
        await setStatus(tx, id, to);
        return { ok: true, value: { Id: id } };
      });
    },
  };
}
