import type { PublicSpace, ReadySpaceWire } from '../../../src/contract/readySpace/calls';
import { OPEN_ORDER_STATUSES } from '../../../src/domain/readySpace/status';
import type { Queryable } from '../../db/types';
import { markJobStarted } from '../../jobs/store';
import type { Actor } from '../../platform/access/grants';
import { portZone } from '../refdata/public';
import { AVAILABLE } from './repository';

/**
 * Ready-space listings' SQL (the service, spaceService.ts, holds the rules and the transactions): a
 * listing's facts and lines written, its status moved, its events read, the market's public query.
 * Reading and locking one listing as its reader may see it is in repository.ts, shared with the orders.
 */

/** A listing's wire made ready to store: codes in capitals, times as instants, amounts in minor units. */
export interface Normalised {
  vesselCallId: number | null;
  carrier: string;
  vessel: string;
  voyage: string;
  service: string;
  pol: string;
  via: string;
  pod: string;
  etd: string | null;
  eta: string | null;
  cutOffs: { Code: string; DateTime: string }[];
  currency: string;
  priceIncludes: string;
  surcharges: NonNullable<ReadySpaceWire['Surcharges']>;
  maxPerOrder: number | null;
  validUntil: string | null;
  terms: string;
  cancelFee: number | null;
  audience: string;
  audienceCompanies: number[];
  audienceLevels: number[];
  cargoTypes: string[];
  holdMinutes: number;
  remarks: string;
  lines: { cls: string; total: number; price: number; floor: number | null }[];
}

/** A port's clock, Asia/Shanghai when it names none: reference data's (issue 46). */
export const zoneOf = (q: Queryable, port: string): Promise<string> => portZone(q, port);

const FACT_COLUMNS = `vessel_call_id = $2, carrier_code = $3, vessel_name = $4, voyage = $5, service_code = $6, pol_code = $7, via_code = $8, pod_code = $9,
  etd = $10, eta = $11, cut_offs = $12, currency = $13, price_includes = $14, surcharges = $15, max_per_order = $16, valid_until = $17,
  cancellation_terms = $18, cancel_fee_minor = $19, audience = $20, audience_company_ids = $21, audience_level_ids = $22, cargo_types = $23,
  hold_minutes = $24, remarks = $25`;
const factParams = (n: Normalised) => [
  n.vesselCallId,
  n.carrier,
  n.vessel,
  n.voyage,
  n.service,
  n.pol,
  n.via,
  n.pod,
  n.etd,
  n.eta,
  JSON.stringify(n.cutOffs),
  n.currency,
  n.priceIncludes,
  JSON.stringify(n.surcharges),
  n.maxPerOrder,
  n.validUntil,
  n.terms,
  n.cancelFee,
  n.audience,
  n.audienceCompanies,
  n.audienceLevels,
  n.cargoTypes,
  n.holdMinutes,
  n.remarks,
];

/** Open orders on a listing (R5.5: key facts are locked while there are any). */
export async function openOrders(q: Queryable, spaceId: number): Promise<number> {
  const [r] = await q.query<{ n: number }>('select count(*)::int as n from ready_space_orders where ready_space_id = $1 and status = any($2::text[])', [
    spaceId,
    OPEN_ORDER_STATUSES,
  ]);
  return r!.n;
}

/** A new listing row of the actor's company; a `preview` (an upload's DryRun) takes no number from the sequence. */
export async function insertSpaceRow(tx: Queryable, actor: Actor, preview: boolean): Promise<{ id: number; space_no: string }> {
  const number = preview
    ? `'PREVIEW-' || gen_random_uuid()`
    : `'RS' || to_char(now() at time zone 'Asia/Shanghai', 'YYMM') || lpad(nextval('ready_space_no_seq')::text, 5, '0')`;
  const [row] = await tx.query<{ id: number; space_no: string }>(
    `insert into ready_spaces (space_no, provider_company_id, created_by)
     values (${number}, $1, $2)
     returning id::int, space_no`,
    [actor.companyId, actor.id],
  );
  return row!;
}

/** A listing's facts as normalised; with a status, a save of a stored listing (its version moves on). */
export async function writeFacts(tx: Queryable, spaceId: number, n: Normalised, status?: string): Promise<void> {
  if (status === undefined) await tx.query(`update ready_spaces set ${FACT_COLUMNS} where id = $1`, [spaceId, ...factParams(n)]);
  else
    await tx.query(`update ready_spaces set ${FACT_COLUMNS}, status = $26, version = version + 1, updated_at = now() where id = $1`, [
      spaceId,
      ...factParams(n),
      status,
    ]);
}

/** A new class on a listing. */
export async function insertLine(tx: Queryable, spaceId: number, l: Normalised['lines'][number]): Promise<void> {
  await tx.query('insert into ready_space_lines (ready_space_id, container_class, total_qty, price_minor, floor_price_minor) values ($1, $2, $3, $4, $5)', [
    spaceId,
    l.cls,
    l.total,
    l.price,
    l.floor,
  ]);
}

/** A class's total and prices rewritten, never below what is held and sold (R5.3's guard); false when it would be. */
export async function rewriteLine(tx: Queryable, lineId: number, l: Normalised['lines'][number]): Promise<boolean> {
  const done = await tx.query(
    'update ready_space_lines set total_qty = $2, price_minor = $3, floor_price_minor = $4 where id = $1 and held_qty + sold_qty <= $2 returning id',
    [lineId, l.total, l.price, l.floor],
  );
  return done.length > 0;
}

export async function deleteLine(tx: Queryable, lineId: number): Promise<void> {
  await tx.query('delete from ready_space_lines where id = $1', [lineId]);
}

/** A class's total set, never below what is held and sold (R5.3's guard); false when it would be, or there is no such class. */
export async function setLineTotal(tx: Queryable, spaceId: number, cls: string, total: number): Promise<boolean> {
  const done = await tx.query(
    'update ready_space_lines set total_qty = $3 where ready_space_id = $1 and container_class = $2 and held_qty + sold_qty <= $3 returning id',
    [spaceId, cls, total],
  );
  return done.length > 0;
}

/** What is held and sold of a class; undefined when the listing has no such class. */
export async function committedOn(q: Queryable, spaceId: number, cls: string): Promise<{ committed: number } | undefined> {
  const [line] = await q.query<{ committed: number }>(
    'select held_qty + sold_qty as committed from ready_space_lines where ready_space_id = $1 and container_class = $2',
    [spaceId, cls],
  );
  return line;
}

/** R5.5: a class's price for new orders (orders keep their snapshot); false when there is no such class. */
export async function setLinePrice(tx: Queryable, spaceId: number, cls: string, priceMinor: number): Promise<boolean> {
  const done = await tx.query('update ready_space_lines set price_minor = $3 where ready_space_id = $1 and container_class = $2 returning id', [
    spaceId,
    cls,
    priceMinor,
  ]);
  return done.length > 0;
}

/** What a move writes beside the status (`audit_at: 'now'` stamps the audit). */
export interface SpaceMoveFacts {
  audit_by?: string;
  audit_at?: 'now';
  audit_remarks?: string;
  shelf_reason?: string;
}

/** A listing's new status (its version moves on), with the facts the move records. */
export async function setSpaceStatus(tx: Queryable, spaceId: number, to: string, also: SpaceMoveFacts = {}): Promise<void> {
  const set: string[] = [];
  const params: unknown[] = [spaceId, to];
  for (const [column, value] of Object.entries(also) as [keyof SpaceMoveFacts, unknown][]) {
    if (column === 'audit_at') set.push('audit_at = now()');
    else {
      params.push(value);
      set.push(`${column} = $${params.length}`);
    }
  }
  await tx.query(`update ready_spaces set status = $2${set.map((x) => `, ${x}`).join('')}, version = version + 1, updated_at = now() where id = $1`, params);
}

/** A listing's history, for those who manage it. */
export async function spaceEvents(q: Queryable, spaceId: number) {
  return q.query<{ at: unknown; type: string; by: string | null; remarks: string }>(
    `select ev.at, ev.type, e.name as by, ev.remarks from ready_space_events ev left join employee_directory e on e.id = ev.actor_id where ev.ready_space_id = $1 order by ev.id`,
    [spaceId],
  );
}

/** The public query (/customer/booking): on sale to the whole market, no prices; at most 100, by sailing. */
export async function publicSpaces(q: Queryable, polCode: string, podCode: string) {
  return q.query<PublicSpace & { ValidUntil: unknown }>(
    `select s.id::int as "Id", s.space_no as "SpaceNo", s.carrier_code as "CarrierCode", s.vessel_name as "VesselName", s.voyage as "Voyage",
            s.pol_code as "PolCode", s.pod_code as "PodCode", coalesce(s.etd::text, '') as "Etd", s.valid_until as "ValidUntil",
            coalesce((select json_agg(json_build_object('ContainerClass', l.container_class, 'Available', greatest(l.total_qty - l.held_qty - l.sold_qty, 0)) order by l.id)
                        from ready_space_lines l where l.ready_space_id = s.id), '[]') as "Classes",
            ${AVAILABLE} as "Available"
       from ready_spaces s
      where s.status = 'ON_SALE' and s.audience = 'MARKET' and (s.valid_until is null or s.valid_until > now())
        and ($1 = '' or s.pol_code = upper($1)) and ($2 = '' or s.pod_code = upper($2))
      order by s.etd, s.id limit 100`,
    [polCode, podCode],
  );
}

/** Whether the reference data holds an active vessel of this name (in capitals). */
export async function isActiveVessel(q: Queryable, upperName: string): Promise<boolean> {
  return (await q.query(`select 1 from vessel_directory where upper(name) = $1 and status = 'ACTIVE'`, [upperName])).length > 0;
}

/** A sailing's vessel name and voyage, in capitals. */
export async function sailingOfCall(q: Queryable, vesselCallId: number): Promise<{ vessel: string; voyage: string } | undefined> {
  const [call] = await q.query<{ vessel: string; voyage: string }>(
    'select upper(v.name) as vessel, upper(c.voyage) as voyage from vessel_call_directory c join vessel_directory v on v.id = c.vessel_id where c.id = $1',
    [vesselCallId],
  );
  return call;
}

/** The listing import job marked started, at most once: false when an earlier attempt of it already started (importJob.ts says why). */
export async function markImportStarted(q: Queryable, jobId: number): Promise<boolean> {
  return markJobStarted(q, jobId);
}
