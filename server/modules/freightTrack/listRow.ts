import type { TrackRow } from '../../../src/contract/freightTrack/calls';

/**
 * A tracked shipment as the list and the detail read it: the subscription's row with its stored
 * summary (one table: the list over 100,000 shipments reads no events). `$1` the reader's company,
 * `$2` whether the reader is the platform's staff (who read every company's).
 */
const iso = (c: string) => `to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
export const TRACK_ROW_SQL = `select s.id::int as "Id", s.trk_ref_type as "RefType", s.trk_ref as "Ref", coalesce(s.trk_carrier, '') as "Carrier",
    s.trk_status::int as "Status", coalesce(s.trk_cgo_id, '') as "CGO_ID", c.name_zh as "Customer", c.name_zh as "CustomerName",
    s.trk_vessel as "Vessel", s.trk_voyage as "Voyage", s.trk_pol as "POL", s.trk_pod as "POD",
    ${iso('s.trk_etd')} as "ETD", ${iso('s.trk_atd')} as "ATD", ${iso('s.trk_eta')} as "ETA", ${iso('s.trk_ata')} as "ATA",
    s.trk_milestone as "Milestone", s.trk_delay_hours as "DelayHours", s.trk_exceptions as "Exceptions", s.trk_containers as "Containers",
    ${iso('s.trk_last_polled_at')} as "LastPolledAt", s.trk_last_error as "LastError", s.trk_simulated as "Simulated",
    ${iso('s.created_at')} as "CreatedAt", s.created_at as "At", s.company_id::text as "CompanyId",
    case when s.trk_delay_hours > 24 then 'Y' else 'N' end as "Delayed"
  from tracking_subscriptions s join company_directory c on c.id = s.company_id`;

/** The reader's rows: staff every company's, a company its own. */
export const TRACK_SCOPE = '($2::boolean or s.company_id = $1::bigint)';

export function trackRowOf(r: Record<string, unknown>): TrackRow {
  return {
    Id: Number(r.Id),
    RefType: r.RefType as TrackRow['RefType'],
    Ref: String(r.Ref),
    Carrier: String(r.Carrier ?? ''),
    Status: Number(r.Status),
    CGO_ID: String(r.CGO_ID ?? ''),
    Customer: String(r.Customer ?? ''),
    Vessel: String(r.Vessel ?? ''),
    Voyage: String(r.Voyage ?? ''),
    POL: String(r.POL ?? ''),
    POD: String(r.POD ?? ''),
    ETD: (r.ETD as string | null) ?? null,
    ATD: (r.ATD as string | null) ?? null,
    ETA: (r.ETA as string | null) ?? null,
    ATA: (r.ATA as string | null) ?? null,
    Milestone: String(r.Milestone ?? ''),
    DelayHours: Number(r.DelayHours ?? 0),
    Exceptions: (r.Exceptions as string[]) ?? [],
    Containers: (r.Containers as string[]) ?? [],
    LastPolledAt: (r.LastPolledAt as string | null) ?? null,
    LastError: String(r.LastError ?? ''),
    Simulated: Boolean(r.Simulated),
    CreatedAt: String(r.CreatedAt),
  };
}
