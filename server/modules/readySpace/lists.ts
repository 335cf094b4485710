import type { FastifyInstance } from 'fastify';
import {
  ORDER_SCOPES,
  type ReadySpaceOrderRow,
  ReadySpaceOrderRowSchema,
  type ReadySpaceRow,
  ReadySpaceRowSchema,
  SPACE_SCOPES,
} from '../../../src/contract/readySpace/calls';
import { READY_SPACE_ACCESS as A, READY_SPACE_PATHS as P } from '../../../src/contract/readySpace/module';
import { OPEN_ORDER_STATUSES, ORDER_STATUSES, SHOWN_SPACE_STATUSES } from '../../../src/domain/readySpace/status';
import type { Db } from '../../db/types';
import { isCalendarDate } from '../../../src/domain/refdata/exchangeRates';
import { defineList } from '../../http/lists';
import type { Actor } from '../../platform/access/grants';
import { AVAILABLE, isPlatform, SHOWN, VISIBLE } from './repository';
import { orderStatusWords, spaceStatusWords } from '../../../src/contract/readySpace/words';
import { statusText } from '../../../src/contract/words';

/**
 * The two lists (commercial.md §5.3) and their Excel exports. A listing's row shows a reader who does
 * not manage it the sell side only (price and what is available); `Scope` picks the page's view.
 */

/** A minor amount as decimal text in SQL, by the currency's digits (`d`). */
const amount = (minor: string, d = 'coalesce(cu.digits, 2)') => `round(${minor}::numeric / power(10, ${d})::numeric, ${d})::text`;
const MANAGES = '(s.provider_company_id = $1::bigint or $2::boolean)';

const defaultSpaceScope = (actor: Actor) => (isPlatform(actor) ? 'ALL' : actor.companyKind === 'provider' ? 'MINE' : 'MARKET');
const defaultOrderScope = (actor: Actor) => (isPlatform(actor) ? 'ALL' : actor.companyKind === 'provider' ? 'SELLER' : 'BUYER');
const dayOrNull = (d: string | undefined) => (d && isCalendarDate(d) && d >= '0001' ? d : null);
const dateQuery = { type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' };

export function readySpaceLists(app: FastifyInstance, db: Db): void {
  type SpaceRow = Omit<ReadySpaceRow, 'UpdatedAt' | 'ValidUntil'> & { UpdatedAt: unknown; ValidUntil: string | null };
  defineList<SpaceRow, ReadySpaceRow>(app, db, {
    path: P.readySpaceList,
    item: ReadySpaceRowSchema,
    access: A.readySpaceRead,
    exportAccess: A.readySpaceRead,
    title: 'ready-space',
    extraQuery: { Scope: { type: 'string', enum: [...SPACE_SCOPES, ''] }, EtdFrom: dateQuery, EtdTo: dateQuery },
    base: (actor, request) => {
      const q = request.query as { Scope?: string; EtdFrom?: string; EtdTo?: string };
      const scope = q.Scope || defaultSpaceScope(actor);
      const scoped: Record<string, string> = {
        MINE: 's.provider_company_id = $1::bigint',
        AUDIT: `$2::boolean and s.status = 'SUBMITTED'`,
        MARKET: `s.status = 'ON_SALE' and (s.valid_until is null or s.valid_until > now())`,
        ALL: 'true',
      };
      return {
        sql: `select s.id::int as "Id", s.space_no as "SpaceNo", c.name_zh as "ProviderName", ${SHOWN} as "Status", s.carrier_code as "CarrierCode",
                     s.vessel_name as "VesselName", s.voyage as "Voyage", s.pol_code as "PolCode", s.pod_code as "PodCode", coalesce(s.etd::text, '') as "Etd",
                     to_json(s.valid_until)#>>'{}' as "ValidUntil", s.currency as "Currency",
                     coalesce((select jsonb_agg(jsonb_build_object('ContainerClass', l.container_class, 'Price', ${amount('l.price_minor')},
                                 'Available', greatest(l.total_qty - l.held_qty - l.sold_qty, 0))
                               || case when ${MANAGES} then jsonb_build_object('TotalQty', l.total_qty, 'HeldQty', l.held_qty, 'SoldQty', l.sold_qty) else '{}'::jsonb end
                               order by l.id) from ready_space_lines l where l.ready_space_id = s.id), '[]'::jsonb) as "Lines",
                     ${AVAILABLE} as "Available",
                     (case when ${MANAGES} then (select count(*) from ready_space_orders ro where ro.ready_space_id = s.id and ro.status = any($5::text[])) else 0 end)::int as "OpenOrders",
                     case when ${MANAGES} then s.audit_remarks else '' end as "AuditRemarks", s.updated_at as "UpdatedAt", s.version as "Version"
                from ready_spaces s join company_directory c on c.id = s.provider_company_id left join currency_directory cu on cu.code = s.currency
               where ${VISIBLE} and (${scoped[scope] ?? 'false'}) and ($3::date is null or s.etd >= $3::date) and ($4::date is null or s.etd <= $4::date)`,
        // a day that is no calendar day (2026-02-30) filters nothing rather than failing the cast
        params: [actor.companyId, isPlatform(actor), dayOrNull(q.EtdFrom), dayOrNull(q.EtdTo), OPEN_ORDER_STATUSES],
      };
    },
    columns: [
      { key: 'SpaceNo', filter: 'text', sortable: true, notNull: true },
      { key: 'ProviderName', filter: 'text', sortable: true, notNull: true },
      { key: 'Status', filter: 'exact', values: SHOWN_SPACE_STATUSES, notNull: true },
      { key: 'CarrierCode', filter: 'exact', sortable: true, notNull: true },
      { key: 'PolCode', filter: 'exact', sortable: true, notNull: true },
      { key: 'PodCode', filter: 'exact', sortable: true, notNull: true },
      { key: 'Etd', sortable: true, notNull: true },
      { key: 'Available', sortable: true, notNull: true },
      { key: 'UpdatedAt', sortable: true, notNull: true },
    ],
    order: 't."Etd" asc, t."Id" desc',
    present: (r) => ({ ...r, ValidUntil: r.ValidUntil ? new Date(r.ValidUntil).toISOString() : '', UpdatedAt: new Date(r.UpdatedAt as string).toISOString() }),
    sheet: [
      { header: '现舱编号 Space no.', value: (r) => r.SpaceNo, width: 14 },
      { header: '供应商 Provider', value: (r) => r.ProviderName, width: 24 },
      { header: '状态 Status', value: (r, lang) => statusText(spaceStatusWords, r.Status, lang), width: 10 },
      { header: '船公司 Carrier', value: (r) => r.CarrierCode, width: 8 },
      { header: '船名 Vessel', value: (r) => r.VesselName, width: 18 },
      { header: '航次 Voyage', value: (r) => r.Voyage, width: 10 },
      { header: '起运港 POL', value: (r) => r.PolCode, width: 8 },
      { header: '目的港 POD', value: (r) => r.PodCode, width: 8 },
      { header: '开船 ETD', value: (r) => r.Etd, width: 12 },
      {
        header: '箱型/价格/余量 Lines',
        value: (r) => r.Lines.map((l) => `${l.ContainerClass} ${r.Currency} ${l.Price} ×${l.Available}`).join('; '),
        width: 40,
      },
      { header: '可订 Available', value: (r) => String(r.Available), width: 8 },
    ],
  });

  type OrderRow = Omit<ReadySpaceOrderRow, 'CreatedAt' | 'HoldExpiresAt'> & { CreatedAt: unknown; HoldExpiresAt: unknown };
  defineList<OrderRow, ReadySpaceOrderRow>(app, db, {
    path: P.readySpaceOrderList,
    item: ReadySpaceOrderRowSchema,
    access: A.readySpaceOrderRead,
    exportAccess: A.readySpaceOrderRead,
    title: 'ready-space-orders',
    extraQuery: { Scope: { type: 'string', enum: [...ORDER_SCOPES, ''] } },
    base: (actor, request) => {
      const scope = (request.query as { Scope?: string }).Scope || defaultOrderScope(actor);
      const scoped: Record<string, string> = { BUYER: 'o.buyer_company_id = $1::bigint', SELLER: 's.provider_company_id = $1::bigint', ALL: 'true' };
      return {
        sql: `select o.id::int as "Id", o.order_no as "OrderNo", o.ready_space_id::int as "ReadySpaceId", s.space_no as "SpaceNo", bc.name_zh as "BuyerName",
                     pc.name_zh as "ProviderName", o.status as "Status",
                     coalesce((select string_agg(l.container_class || '×' || l.qty, ' ' order by l.container_class) from ready_space_order_lines l where l.order_id = o.id), '') as "Containers",
                     s.currency || ' ' || coalesce((select ${amount('sum(l.qty * l.unit_price_minor)')} from ready_space_order_lines l where l.order_id = o.id), '0') as "Total",
                     s.carrier_code as "CarrierCode", s.pol_code as "PolCode", s.pod_code as "PodCode", coalesce(s.etd::text, '') as "Etd",
                     o.hold_expires_at as "HoldExpiresAt", coalesce(o.cgo_id, '') as "CgoId", o.created_at as "CreatedAt", o.version as "Version"
                from ready_space_orders o join ready_spaces s on s.id = o.ready_space_id left join currency_directory cu on cu.code = s.currency
                join company_directory bc on bc.id = o.buyer_company_id join company_directory pc on pc.id = s.provider_company_id
               where (o.buyer_company_id = $1::bigint or s.provider_company_id = $1::bigint or $2::boolean) and (${scoped[scope] ?? 'false'})`,
        params: [actor.companyId, isPlatform(actor)],
      };
    },
    columns: [
      { key: 'OrderNo', filter: 'text', sortable: true, notNull: true },
      { key: 'SpaceNo', filter: 'text', sortable: true, notNull: true },
      // one listing's orders (the buyer's own holds on the detail page)
      { key: 'ReadySpaceId', filter: 'exact', type: 'integer', notNull: true },
      { key: 'BuyerName', filter: 'text', sortable: true, notNull: true },
      { key: 'Status', filter: 'exact', values: ORDER_STATUSES, notNull: true },
      { key: 'CarrierCode', filter: 'exact', sortable: true, notNull: true },
      { key: 'HoldExpiresAt', sortable: true, notNull: true },
      { key: 'CreatedAt', sortable: true, notNull: true },
    ],
    order: 't."CreatedAt" desc, t."Id" desc',
    present: (r) => ({ ...r, HoldExpiresAt: new Date(r.HoldExpiresAt as string).toISOString(), CreatedAt: new Date(r.CreatedAt as string).toISOString() }),
    sheet: [
      { header: '订单号 Order no.', value: (r) => r.OrderNo, width: 16 },
      { header: '现舱编号 Space no.', value: (r) => r.SpaceNo, width: 14 },
      { header: '买方 Buyer', value: (r) => r.BuyerName, width: 24 },
      { header: '供应商 Provider', value: (r) => r.ProviderName, width: 24 },
      { header: '状态 Status', value: (r, lang) => statusText(orderStatusWords, r.Status, lang), width: 16 },
      { header: '箱型箱量 Containers', value: (r) => r.Containers, width: 16 },
      { header: '金额 Total', value: (r) => r.Total, width: 16 },
      { header: 'CGO_ID', value: (r) => r.CgoId, width: 20 },
    ],
  });
}
