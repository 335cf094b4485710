import type { FastifyInstance } from 'fastify';
import { MANIFEST_ACCESS as A, MANIFEST_PATHS as P } from '../../../src/contract/manifest/module';
import { MFT_FILINGS, MFT_LIST_STAGES, ManifestRowSchema } from '../../../src/contract/manifest/schemas';
import { MFT_LIST_STAGE_STATES, type MftStatus } from '../../../src/domain/manifest/status';
import { mftStatusWords } from '../../../src/domain/manifest/words';
import { isCalendarDate } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';

type Filters = { Stage?: string; Filing?: string; CGO_ID?: string; BlNo?: string; Vessel?: string; Voyage?: string; From?: string; To?: string };
const day = { type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' };
const short = (max: number) => ({ type: 'string', maxLength: max });
const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

/**
 * The manifests' list (the list kit: paging, sort, column filters, Excel export at /Export): every
 * company's for the platform's staff, the company's own for everyone else, with the §7.4 filters —
 * Stage (one per list page of §7.5), Filing, CGO_ID, BlNo (MBL or HBL), Vessel, Voyage, From/To on
 * the office's calendar.
 */
export function manifestLists(app: FastifyInstance, db: Db): void {
  defineList<Record<string, unknown>, Record<string, unknown>>(app, db, {
    path: P.manifestList,
    item: ManifestRowSchema,
    access: A.manifestRead,
    exportAccess: A.manifestRead,
    title: 'manifests',
    extraQuery: {
      Stage: { type: 'string', enum: [...MFT_LIST_STAGES, ''] },
      Filing: { type: 'string', enum: [...MFT_FILINGS, ''] },
      CGO_ID: short(60),
      BlNo: short(35),
      Vessel: short(35),
      Voyage: short(17),
      From: day,
      To: day,
    },
    base: (actor, request) => {
      const q = request.query as Filters;
      const params: unknown[] = [actor.companyKind === 'platform', actor.companyId, [...(MFT_LIST_STAGE_STATES[q.Stage || 'all'] ?? [])]];
      const where = ['($1::boolean or m.company_id = $2::bigint)', 'm.mft_status = any($3::smallint[])'];
      const add = (sql: (n: string) => string, value: unknown) => {
        params.push(value);
        where.push(sql(`$${params.length}`));
      };
      if (q.Filing) add((n) => `m.mft_filing = ${n}`, q.Filing);
      if (q.CGO_ID?.trim()) add((n) => `m.mft_cgo_id = ${n}`, q.CGO_ID.trim());
      if (q.BlNo?.trim()) add((n) => `(m.mft_mbl_no ilike ${n} or m.mft_hbl_no ilike ${n})`, `%${q.BlNo.trim()}%`);
      if (q.Vessel?.trim()) add((n) => `m.mft_vessel ilike ${n}`, `%${q.Vessel.trim()}%`);
      if (q.Voyage?.trim()) add((n) => `upper(m.mft_voyage) = upper(${n})`, q.Voyage.trim());
      const onDay = (value: string | undefined, sql: (n: string) => string) => {
        if (!value) return;
        if (isCalendarDate(value)) add(sql, value);
        else where.push('false');
      };
      onDay(q.From, (n) => `m.created_at >= (${n}::date)::timestamp at time zone 'Asia/Shanghai'`);
      onDay(q.To, (n) => `m.created_at < (${n}::date + 1)::timestamp at time zone 'Asia/Shanghai'`);
      return {
        sql: `select m.id::int as "Id", m.mft_no as "MFT_NO", m.mft_filing as "MFT_FILING", m.mft_level as "MFT_LEVEL", m.mft_cgo_id as "MFT_CGO_ID",
                m.mft_si_id::int as "MFT_SI_ID", m.mft_mbl_no as "MFT_MBL_NO", m.mft_hbl_no as "MFT_HBL_NO", m.mft_carrier as "MFT_CARRIER",
                m.mft_vessel as "MFT_VESSEL", m.mft_voyage as "MFT_VOYAGE", m.mft_loading_code as "MFT_LOADING_CODE", m.mft_discharge_code as "MFT_DISCHARGE_CODE",
                m.mft_loading_at as "MFT_LOADING_AT", m.mft_total_pkgs as "MFT_TOTAL_PKGS", m.mft_total_kg as "MFT_TOTAL_KG", m.mft_status::int as "MFT_STATUS",
                m.mft_stage as "MFT_STAGE", m.mft_late as "MFT_LATE",
                m.mft_loading_at - make_interval(hours => coalesce(cf.mcf_deadline_hours, 24)) as "DeadlineAt",
                case when m.mft_last_error <> '' then m.mft_last_error else m.mft_verify_remarks end as "LastError",
                m.company_id::int as "COMPANYID", c.name_zh as "CompanyName", m.version as "VERSION", m.created_at as "CreatedAt", m.updated_at as "UpdatedAt"
              from manifests m join company_directory c on c.id = m.company_id left join manifest_config_directory cf on cf.id = m.mft_config_id
             where ${where.join(' and ')}`,
        params,
      };
    },
    columns: [
      { key: 'MFT_NO', filter: 'text', sortable: true },
      { key: 'MFT_STATUS', filter: 'exact', type: 'integer', sortable: true, notNull: true },
      { key: 'MFT_FILING', filter: 'exact', sortable: true },
      { key: 'MFT_CGO_ID', filter: 'text', sortable: true },
      { key: 'MFT_MBL_NO', filter: 'text', sortable: true },
      { key: 'MFT_HBL_NO', filter: 'text', sortable: true },
      { key: 'MFT_VESSEL', filter: 'text', sortable: true },
      { key: 'MFT_STAGE', filter: 'exact', sortable: true },
      { key: 'CompanyName', filter: 'text', sortable: true },
      { key: 'DeadlineAt', sortable: true },
      { key: 'CreatedAt', sortable: true, notNull: true },
      { key: 'UpdatedAt', sortable: true, notNull: true },
    ],
    order: 't."UpdatedAt" desc, t."Id" desc',
    present: (r) => ({
      ...r,
      MFT_TOTAL_KG: Number(r.MFT_TOTAL_KG),
      MFT_LOADING_AT: iso(r.MFT_LOADING_AT),
      DeadlineAt: iso(r.DeadlineAt),
      CreatedAt: iso(r.CreatedAt),
      UpdatedAt: iso(r.UpdatedAt),
    }),
    sheet: [
      { header: '舱单编号 Manifest no.', value: (r) => r.MFT_NO as string },
      { header: '状态 Status', value: (r, lang) => mftStatusWords[r.MFT_STATUS as MftStatus]?.[lang] ?? String(r.MFT_STATUS) },
      { header: '申报类型 Filing', value: (r) => r.MFT_FILING as string },
      { header: '订舱 Booking', value: (r) => r.MFT_CGO_ID as string },
      { header: '总提单号 MBL', value: (r) => r.MFT_MBL_NO as string },
      { header: '分提单号 HBL', value: (r) => r.MFT_HBL_NO as string },
      { header: '船名 Vessel', value: (r) => r.MFT_VESSEL as string },
      { header: '航次 Voyage', value: (r) => r.MFT_VOYAGE as string },
      { header: '海关阶段 Customs stage', value: (r) => r.MFT_STAGE as string },
      { header: '客户 Customer', value: (r) => r.CompanyName as string },
    ],
  });
}
