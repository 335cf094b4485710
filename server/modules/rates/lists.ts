import type { FastifyInstance } from 'fastify';
import { FclRateRowSchema, type FclRateRow, RATE_STATUSES, RATE_TYPES } from '../../../src/contract/rates/calls';
import { RATES_ACCESS as A, RATES_PATHS as P } from '../../../src/contract/rates/module';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { rateStatusWords } from '../../../src/contract/rates/words';
import { statusText, statusWords } from '../../../src/contract/words';

type Row = Omit<FclRateRow, 'UpdatedAt' | 'Costs'> & { UpdatedAt: unknown; Costs: Record<string, string> | null };

/**
 * The classes the export gives a numeric column each (the rate form's, in the order forwarders
 * quote them); a price of any other class is listed in one text column after them.
 */
export const PRICE_CLASSES = ['20GP', '40GP', '40HQ', '45HQ', '20RF', '40RH'] as const;
const otherPrices = (costs: Record<string, string>) =>
  Object.entries(costs)
    .filter(([c]) => !(PRICE_CLASSES as readonly string[]).includes(c))
    .map(([c, v]) => `${c} ${v}`)
    .join('; ');

/**
 * The rate grid behind every rate page (commercial.md §2.2 "route ↔ status"): drafts are
 * Status=DRAFT, pending confirmation PENDING, the published grid PUBLISHED and Expired=false, the
 * hidden ones Visible=false, the expired ones Expired=true. "Expired" is read against today in
 * Shanghai, never stored. One row per version, prices per class as columns; the owner's rates only.
 */
export function rateLists(app: FastifyInstance, db: Db): void {
  defineList<Row, FclRateRow>(app, db, {
    path: P.fclRateList,
    item: FclRateRowSchema,
    access: A.rateRead,
    exportAccess: A.rateRead,
    title: 'fcl-rates',
    base: (actor) => ({
      sql: `select r.id::int as "Id", r.rate_no as "RateNo", r.version as "Version", r.revision as "Revision", r.status as "Status",
              (r.status = 'PUBLISHED' and r.valid_to < (now() at time zone 'Asia/Shanghai')::date) as "Expired", r.visible as "Visible",
              exists (select 1 from ecommerce_products x where x.owner_company_id = r.owner_company_id and x.rate_no = r.rate_no) as "Listed",
              r.rate_type as "RateType", r.carrier_code as "CarrierCode", r.trade_lane_code as "TradeLaneCode",
              r.pol_code as "PolCode", pol.name_zh as "PolName", r.via_code as "ViaCode", r.pod_code as "PodCode", pod.name_zh as "PodName",
              r.currency as "Currency", (select jsonb_object_agg(p.container_class, p.cost::text) from fcl_rate_prices p where p.rate_id = r.id) as "Costs",
              r.valid_from::text as "ValidFrom", r.valid_to::text as "ValidTo", r.transit_days as "TransitDays",
              coalesce(e.name, '') as "MaintainerName", r.reject_remarks as "RejectRemarks", r.updated_at as "UpdatedAt"
            from fcl_rates r join port_directory pol on pol.code = r.pol_code join port_directory pod on pod.code = r.pod_code
            left join employee_directory e on e.id = r.maintainer_id
           where r.owner_company_id = $1`,
      params: [actor.companyId],
    }),
    columns: [
      { key: 'RateNo', filter: 'text', sortable: true, notNull: true },
      { key: 'Status', filter: 'exact', values: RATE_STATUSES },
      { key: 'Expired', filter: 'exact', values: ['true', 'false'] },
      { key: 'Visible', filter: 'exact', values: ['true', 'false'] },
      { key: 'RateType', filter: 'exact', values: RATE_TYPES },
      { key: 'CarrierCode', filter: 'exact', sortable: true, notNull: true },
      { key: 'TradeLaneCode', filter: 'exact', sortable: true },
      { key: 'PolCode', filter: 'exact', sortable: true, notNull: true },
      { key: 'PodCode', filter: 'exact', sortable: true, notNull: true },
      { key: 'ValidFrom', sortable: true, notNull: true },
      { key: 'ValidTo', sortable: true, notNull: true },
      { key: 'UpdatedAt', sortable: true, notNull: true },
    ],
    order: 't."UpdatedAt" desc, t."Id" desc',
    present: (r) => ({ ...r, Costs: r.Costs ?? {}, UpdatedAt: new Date(r.UpdatedAt as string).toISOString() }),
    sheet: [
      { header: '运价编号 Rate no.', value: (r) => r.RateNo, width: 16 },
      { header: '版本 Version', value: (r) => r.Version, width: 8 },
      { header: '状态 Status', value: (r, lang) => (r.Expired ? statusWords.expired[lang] : statusText(rateStatusWords, r.Status, lang)), width: 14 },
      { header: '船公司 Carrier', value: (r) => r.CarrierCode, width: 8 },
      { header: '起运港 POL', value: (r) => `${r.PolCode} ${r.PolName}`, width: 16 },
      { header: '中转港 Via', value: (r) => r.ViaCode ?? '', width: 8 },
      { header: '目的港 POD', value: (r) => `${r.PodCode} ${r.PodName}`, width: 16 },
      { header: '币种 Currency', value: (r) => r.Currency, width: 8 },
      // a number per class, so a sheet can sum, sort and compare them (never "20GP 1450; 40HQ 1850")
      ...PRICE_CLASSES.map((c) => ({
        header: `${c} 底价 Cost`,
        value: (r: FclRateRow) => (r.Costs[c] === undefined ? null : Number(r.Costs[c])),
        width: 12,
      })),
      { header: '其他箱型底价 Other classes', value: (r) => otherPrices(r.Costs), width: 20 },
      { header: '有效期自 Valid from', value: (r) => r.ValidFrom, width: 12 },
      { header: '有效期至 Valid to', value: (r) => r.ValidTo, width: 12 },
      { header: '航程 Transit days', value: (r) => r.TransitDays ?? '', width: 8 },
      { header: '维护人 Maintainer', value: (r) => r.MaintainerName, width: 10 },
      { header: '电商上架 E-commerce', value: (r) => (r.Listed ? '是 Yes' : ''), width: 10 },
    ],
  });
}
