import { type Milestone, milestonesOf } from '../../../src/domain/booking/milestones';
import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { CALL_AT_POL, SCOPE, scopeParams } from './orderRepository';

/**
 * An order's milestones (OrderTracking/Get) from what the product knows: the booking's events, its
 * release, its sailing's calls (the picked call, else the released vessel and voyage at the POL) and
 * the SIs on its cargo record. Undefined when the actor may not see the booking (404).
 */
export async function readMilestones(db: Queryable, actor: Actor, id: number): Promise<Milestone[] | undefined> {
  const [row] = await db.query<{
    submitted_at: string | null;
    accepted_at: string | null;
    released_at: string | null;
    atd: string | null;
    etd: string | null;
    ata: string | null;
    eta: string | null;
    sis: number;
    sis_approved: number;
    last_approved_at: string | null;
  }>(
    `with o as (select o.* from booking_orders o where o.id = $1 and ${SCOPE}),
          pol as (select c.* from o join vessel_calls c on c.id = ${CALL_AT_POL}),
          pod as (select a.* from o, pol join vessel_calls a on a.vessel_id = pol.vessel_id and a.voyage = pol.voyage and a.seq > pol.seq
                   where a.port_code = o.body->>'PodCode' order by a.seq limit 1)
     select (select min(e.at)::text from booking_events e where e.booking_id = o.id and e.type = 'v1.BookingSubmitted') as submitted_at,
            (select min(e.at)::text from booking_events e where e.booking_id = o.id and e.type = 'v1.BookingAccepted') as accepted_at,
            o.released_at::text,
            (select atd::text from pol) as atd, (select coalesce(etd_estimated, etd_planned)::text from pol) as etd,
            (select ata::text from pod) as ata, (select coalesce(eta_estimated, eta_planned)::text from pod) as eta,
            (select count(*)::int from si_records s where s.cgo_id = o.cgo_id and not s.deleted and s.status <> 4) as sis,
            (select count(*)::int from si_records s where s.cgo_id = o.cgo_id and not s.deleted and s.status = 2) as sis_approved,
            (select max(s.reviewer_date)::text from si_records s where s.cgo_id = o.cgo_id and not s.deleted and s.status = 2) as last_approved_at
       from o`,
    [id, ...scopeParams(actor)],
  );
  if (!row) return undefined;
  const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);
  return milestonesOf({
    submittedAt: iso(row.submitted_at),
    acceptedAt: iso(row.accepted_at),
    releasedAt: iso(row.released_at),
    atd: iso(row.atd),
    etd: iso(row.etd),
    ata: iso(row.ata),
    eta: iso(row.eta),
    sis: row.sis,
    sisApproved: row.sis_approved,
    lastApprovedAt: iso(row.last_approved_at),
  });
}
