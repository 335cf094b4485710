import type { ShownSpaceStatus, SpaceStatus } from '../../../src/domain/readySpace/status';
import { availableOf, shownStatus } from '../../../src/domain/readySpace/status';
import { fromMinor, toMinor } from '../../../src/domain/money/amounts';
import type { Queryable } from '../../db/types';
import { currencyDigits } from '../refdata/public';
import type { LiveHub } from '../../live/hub';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { processLog } from '../../platform/processLog';

/** Ready space's shared SQL (the listings' and the orders' repositories build on it): who sees what, a listing read or locked, its lines, events appended, the refusals both sides give, the stock frame. */

/** The platform's staff manage every listing; a company its own. */
export const isPlatform = (actor: Actor) => actor.companyKind === 'platform';

/**
 * The listings `$1` (the reader's company) may read, over `s` (ready_spaces), `$2` = the reader is the
 * platform's: the owner's and the platform's all; anyone else what is on sale for them (R5.6's
 * audience), or a listing they hold an order on.
 */
export const VISIBLE = `(s.provider_company_id = $1::bigint or $2::boolean
   or (s.status = 'ON_SALE' and (s.audience = 'MARKET' or (s.audience = 'COMPANIES' and $1::bigint = any(s.audience_company_ids))
        or (s.audience = 'LEVELS' and exists (select 1 from customer_level_company_directory l where l.company_id = $1::bigint and l.level_id = any(s.audience_level_ids)))))
   or exists (select 1 from ready_space_orders ro where ro.ready_space_id = s.id and ro.buyer_company_id = $1::bigint))`;
export const visibleParams = (actor: Actor) => [actor.companyId, isPlatform(actor)];

/** What is left over `s`'s lines. */
export const AVAILABLE = `coalesce((select sum(greatest(l.total_qty - l.held_qty - l.sold_qty, 0)) from ready_space_lines l where l.ready_space_id = s.id), 0)::int`;
/** The shown status in SQL, the same as the domain's `shownStatus`. */
export const SHOWN = `(case when s.status in ('ON_SALE', 'OFF_SHELF') and s.valid_until <= now() then 'CLOSED'
   when s.status = 'ON_SALE' and ${AVAILABLE} = 0 then 'SOLD_OUT' else s.status end)`;

export interface StoredSpace {
  id: number;
  space_no: string;
  provider_company_id: string;
  status: SpaceStatus;
  version: number;
  vessel_call_id: string | null;
  carrier_code: string;
  vessel_name: string;
  voyage: string;
  service_code: string;
  pol_code: string;
  via_code: string;
  pod_code: string;
  etd: string | null;
  eta: string | null;
  cut_offs: { Code: string; DateTime: string }[];
  currency: string;
  price_includes: string;
  surcharges: { Code: string; Amount: string; Currency: string; Per: string }[];
  max_per_order: number | null;
  valid_until: string | null;
  cancellation_terms: string;
  cancel_fee_minor: string | null;
  audience: string;
  cargo_types: string[];
  hold_minutes: number;
  remarks: string;
  audit_remarks: string;
  provider_kind: string;
  provider_name: string;
}

export interface StoredLine {
  id: number;
  container_class: string;
  total_qty: number;
  held_qty: number;
  sold_qty: number;
  price_minor: string;
  floor_price_minor: string | null;
}

const SPACE_COLUMNS = `s.id::int as id, s.space_no, s.provider_company_id::text as provider_company_id, s.status, s.version, s.vessel_call_id::text as vessel_call_id,
  s.carrier_code, s.vessel_name, s.voyage, s.service_code, s.pol_code, s.via_code, s.pod_code, s.etd::text as etd, s.eta::text as eta, s.cut_offs,
  s.currency, s.price_includes, s.surcharges, s.max_per_order, to_json(s.valid_until)#>>'{}' as valid_until, s.cancellation_terms,
  s.cancel_fee_minor::text as cancel_fee_minor, s.audience, s.cargo_types, s.hold_minutes, s.remarks, s.audit_remarks,
  c.kind as provider_kind, c.name_zh as provider_name`;

/** A listing the actor may read (unlocked). */
export async function readSpaceRow(q: Queryable, actor: Actor, id: number): Promise<StoredSpace | undefined> {
  const [s] = await q.query<StoredSpace>(
    `select ${SPACE_COLUMNS} from ready_spaces s join company_directory c on c.id = s.provider_company_id where s.id = $3 and ${VISIBLE}`,
    [...visibleParams(actor), id],
  );
  return s;
}

/** A listing the actor manages (its company's, or any for the platform's staff), locked; undefined: 404. */
export async function lockManagedSpace(tx: Queryable, actor: Actor, id: number): Promise<StoredSpace | undefined> {
  const [s] = await tx.query<StoredSpace>(
    `select ${SPACE_COLUMNS} from ready_spaces s join company_directory c on c.id = s.provider_company_id
      where s.id = $1 and (s.provider_company_id = $2 or $3::boolean) for update of s`,
    [id, actor.companyId, isPlatform(actor)],
  );
  return s;
}

export async function spaceLines(q: Queryable, spaceId: number, lock = false): Promise<StoredLine[]> {
  return q.query<StoredLine>(
    `select id::int as id, container_class, total_qty, held_qty, sold_qty, price_minor::text as price_minor, floor_price_minor::text as floor_price_minor
       from ready_space_lines where ready_space_id = $1 order by id${lock ? ' for update' : ''}`,
    [spaceId],
  );
}

export async function spaceEvent(tx: Queryable, spaceId: number, actorId: string | null, type: string, remarks = '', detail: Record<string, unknown> = {}) {
  await tx.query('insert into ready_space_events (ready_space_id, actor_id, type, remarks, detail) values ($1, $2, $3, $4, $5)', [
    spaceId,
    actorId,
    type,
    remarks,
    JSON.stringify(detail),
  ]);
}

export async function orderEvent(tx: Queryable, orderId: number, actorId: string | null, type: string, remarks = '', detail: Record<string, unknown> = {}) {
  await tx.query('insert into ready_space_order_events (order_id, actor_id, type, remarks, detail) values ($1, $2, $3, $4, $5)', [
    orderId,
    actorId,
    type,
    remarks,
    JSON.stringify(detail),
  ]);
}

/** A currency's digits (ISO 4217; 2 when unknown). */
export async function digitsOf(q: Queryable, currency: string): Promise<number> {
  return (await currencyDigits(q, [currency])).get(currency) ?? 2;
}

export const money = (minor: string | number | null, digits: number) => (minor === null ? null : fromMinor(Number(minor), digits));
export const minorOf = (amount: string, digits: number) => toMinor(amount, digits);

export const spaceNotFound = <T>() => missing<T>('No such ready space.', '没有这条现舱。');
export const orderNotFound = <T>() => missing<T>('No such ready-space order.', '没有这份现舱订单。');
export const stale = <T>() =>
  no<T>('STALE', 'Someone changed this since you opened it: reload it, then make your change again.', '您打开之后已有人修改：请重新加载后再操作。');

/** The stock of a listing as the live frame and the market show it: what is available per class and the shown status. */
export async function stockOf(q: Queryable, spaceId: number, now = new Date()) {
  const [s] = await q.query<{ status: SpaceStatus; valid_until: string | null }>(
    `select status, to_json(valid_until)#>>'{}' as valid_until from ready_spaces where id = $1`,
    [spaceId],
  );
  if (!s) return undefined;
  const lines = await spaceLines(q, spaceId);
  const counts = lines.map((l) => ({ TotalQty: l.total_qty, HeldQty: l.held_qty, SoldQty: l.sold_qty }));
  const status: ShownSpaceStatus = shownStatus(s.status, counts, s.valid_until, now.toISOString());
  return {
    Id: spaceId,
    Status: status,
    Lines: lines.map((l) => ({
      ContainerClass: l.container_class,
      Available: availableOf({ TotalQty: l.total_qty, HeldQty: l.held_qty, SoldQty: l.sold_qty }),
    })),
  };
}

/**
 * The `readySpace.stock` frame to every socket (the market is open to every signed-in buyer; the
 * frame carries only what the market shows). Sent after the commit; a failure is logged, never
 * undoes the change.
 */
export async function publishStock(db: Queryable, hub: LiveHub, spaceIds: Iterable<number>): Promise<void> {
  for (const id of new Set(spaceIds)) {
    try {
      const stock = await stockOf(db, id);
      if (stock) await hub.publish({ scope: 'global' }, { type: 'readySpace.stock', ...stock });
    } catch (err) {
      processLog.warn({ error: (err as Error).message }, 'live: a ready-space stock change could not be published');
    }
  }
}
