import { isCalendarDay } from '../../../src/domain/calendarDay';
import type { FastifyInstance } from 'fastify';
import { type EventRow, EventRowSchema, EVENT_CODES, QUERY_VIEWS } from '../../../src/contract/containerEvents/calls';
import { CONTAINER_EVENT_ACCESS as A, CONTAINER_EVENT_PATHS as P } from '../../../src/contract/containerEvents/module';
import { containerEventFieldWords as W } from '../../../src/contract/containerEvents/words';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { type EventDbRow, EVENT_COLUMNS, EVENT_FROM, LIVE_BOOKING, SEES_EVENT } from './eventRepository';
import { eventRowOf } from './eventWire';

const day = { type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' };
/** A day the filter may use (a day that is no day of the calendar filters nothing, as an empty one). */
const dayOrNull = (d: unknown) => (isCalendarDay(d) ? d : null);
const both = (w: { zh: string; en: string }) => `${w.zh} ${w.en}`;

/**
 * §5.3 Query: the events a reader may see (eventRepository.ts SEES_EVENT), filtered by container,
 * booking, B/L, vessel, voyage, code and days (From/To on the office's clock, Asia/Shanghai);
 * `View=LATEST` is each container's latest event on a live booking (the maintenance grid).
 */
export function containerEventLists(app: FastifyInstance, db: Db): void {
  defineList<EventDbRow, EventRow>(app, db, {
    path: P.containerEventQuery,
    item: EventRowSchema,
    access: A.containerEventRead,
    exportAccess: A.containerEventRead,
    title: 'container-events',
    extraQuery: { View: { type: 'string', enum: [...QUERY_VIEWS] }, From: day, To: day },
    base: (actor, request) => {
      const q = request.query as { View?: string; From?: string; To?: string };
      const latest = q.View === 'LATEST';
      // the latest event of each container on a live booking: retractions and retracted events are not "where it is now"
      const pick = latest
        ? `and e.evt_equipment_ref <> '' and not e.evt_retracted and e.evt_retracts is null
           and exists (select 1 from booking_facts lb where lb.cgo_id = e.evt_cgo_id and ${LIVE_BOOKING('lb')})
           and not exists (select 1 from tracking_events n where n.evt_equipment_ref = e.evt_equipment_ref and not n.evt_retracted and n.evt_retracts is null
                             and n.evt_classifier = 'ACT' and (n.evt_at, n.evt_id) > (e.evt_at, e.evt_id))
           and e.evt_classifier = 'ACT'`
        : '';
      return {
        sql: `select ${EVENT_COLUMNS}, e.evt_equipment_ref as "CNNO", coalesce(e.evt_cgo_id, '') as "CGO_ID",
                     e.evt_mbl_no as "BlNo",
                     coalesce(nullif(e.evt_voyage, ''), b.voyage, '') as "Voyage", e.evt_code as "Code", e.evt_at as "At", '' as "LocalTime",
                     true as "ZoneAgrees"
                from ${EVENT_FROM} left join booking_facts b on b.cgo_id = e.evt_cgo_id
               where ${SEES_EVENT('$1', '$2')} ${pick}
                 and ($3::date is null or e.evt_at >= ($3::date)::timestamp at time zone 'Asia/Shanghai')
                 and ($4::date is null or e.evt_at < ($4::date + 1)::timestamp at time zone 'Asia/Shanghai')`,
        params: [actor.companyId, actor.companyKind === 'platform', dayOrNull(q.From), dayOrNull(q.To)],
      };
    },
    columns: [
      { key: 'CNNO', filter: 'text' },
      { key: 'CGO_ID', filter: 'text' },
      // the B/L is the event's own (copied from its booking on arrival: evt.links)
      { key: 'BlNo', filter: 'text' },
      // a vessel named by the event (its transport events), or by the booking its boxes are on (found by the bookings' trigram index)
      {
        key: 'Vessel',
        filter: 'text',
        contains: (p) => `(t."EVT_VESSEL_NAME" ilike ${p} or t."CGO_ID" in (select cgo_id from booking_facts where vessel ilike ${p}))`,
      },
      { key: 'Voyage', filter: 'exact' },
      { key: 'Code', filter: 'exact', values: EVENT_CODES },
      { key: 'EVT_AT', sortable: true, notNull: true },
      { key: 'EVT_EQUIPMENT_REF', sortable: true, notNull: true },
      { key: 'EVT_RECEIVED_AT', sortable: true, notNull: true },
    ],
    order: 't."At" desc, t."EVT_ID"',
    present: eventRowOf,
    sheet: [
      { header: both(W.EVT_EQUIPMENT_REF), value: (r) => r.EVT_EQUIPMENT_REF },
      { header: both(W.EVT_CODE), value: (r) => r.EVT_CODE },
      { header: both(W.EVT_CLASSIFIER), value: (r) => r.EVT_CLASSIFIER },
      { header: both(W.EVT_AT), value: (r) => r.LocalTime },
      { header: both(W.EVT_LOCATION), value: (r) => r.EVT_LOCATION },
      { header: both(W.EVT_EMPTY), value: (r) => r.EVT_EMPTY ?? '' },
      { header: both(W.EVT_VESSEL_NAME), value: (r) => r.EVT_VESSEL_NAME },
      { header: both(W.EVT_VOYAGE), value: (r) => r.EVT_VOYAGE },
      { header: both(W.EVT_CGO_ID), value: (r) => r.EVT_CGO_ID ?? '' },
      { header: both(W.EVT_PUBLISHER), value: (r) => r.EVT_PUBLISHER },
      { header: both(W.EVT_REMARK), value: (r) => r.EVT_REMARK },
    ],
  });
}
