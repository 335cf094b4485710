import type { FastifyInstance } from 'fastify';
import { billSeriesCalls, codeCalls as C, BillCodeSeriesRowSchema, type BillCodeSeriesRow } from '../../../src/contract/refdata/codeCalls';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { BILL_KINDS } from '../../../src/domain/refdata/billNumbers';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import type { LiveHub } from '../../live/hub';
import { companyCell } from './bookingAgencyRoutes';
import { issueBillNumber, previewBillNumber } from './billNumberIssue';
import { billCodeSeriesRows, seriesOfSheetLine } from './billCodeSeriesService';
import { masterRoutes } from './masterRoutes';
import { sendOutcome } from '../../http/outcome';
import { sheetFields } from './masterOutcome';
import { route } from '../../http/route';

/**
 * B/L number series (`/DataMaintenance/BillCode`, commercial.md §1.1 BillCodeSeries): a company's
 * house B/L numbers by pattern ({PREFIX}{YY}{MM}{SEQ5}), with a counter that may start again every
 * year or month. Numbers are handed out by BillCodeSeries/Next (billNumberIssue.ts) and previewed
 * without being used by BillCodeSeries/Preview. A save states the counter as of today: the period
 * it belongs to is set to today's, so the next number takes the NextSeq just saved.
 */
export function billCodeSeriesRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  defineList<BillCodeSeriesRow, BillCodeSeriesRow>(fastify, db, {
    path: P.billCodeSeriesList,
    item: BillCodeSeriesRowSchema,
    access: A.billCodeSeriesRead,
    exportAccess: A.billCodeSeriesRead,
    title: 'bill-code-series',
    base: () => ({
      sql: `select s.id::integer as "Id", s.owner_company_id::integer as "OwnerCompanyId", c.code as "OwnerCompanyCode", c.name_zh as "OwnerCompanyName",
              s.kind as "Kind", coalesce(s.carrier_code, '') as "CarrierCode", s.prefix as "Prefix", s.pattern as "Pattern",
              s.next_seq::bigint as "NextSeq", s.reset as "Reset", s.period as "Period",
              (select count(*) from bill_numbers n where n.series_id = s.id)::integer as "Issued",
              coalesce((select n.number from bill_numbers n where n.series_id = s.id order by n.issued_at desc, n.seq desc limit 1), '') as "LastNumber",
              s.status as "Status", s.version as "Version"
            from bill_code_series s join company_directory c on c.id = s.owner_company_id`,
      params: [],
    }),
    columns: [
      { key: 'OwnerCompanyName', filter: 'text', sortable: true },
      { key: 'Kind', filter: 'exact', values: BILL_KINDS, sortable: true },
      { key: 'CarrierCode', filter: 'text', sortable: true },
      { key: 'Prefix', filter: 'text', sortable: true },
      { key: 'Status', filter: 'exact', values: ['ACTIVE', 'DISABLED'] },
    ],
    order: 't."OwnerCompanyCode", t."Kind", t."Prefix", t."Id"',
    present: (r) => ({ ...r, NextSeq: Number(r.NextSeq) }),
    sheet: [
      { header: '所属公司 Owner', value: (r) => companyCell(r.OwnerCompanyId, r.OwnerCompanyCode), width: 20 },
      { header: '类型 Kind', value: (r) => r.Kind, width: 10 },
      { header: '船公司 Carrier', value: (r) => r.CarrierCode, width: 8 },
      { header: '前缀 Prefix', value: (r) => r.Prefix, width: 12 },
      { header: '格式 Pattern', value: (r) => r.Pattern, width: 28 },
      { header: '下一序号 Next', value: (r) => r.NextSeq, width: 10 },
      { header: '重置 Reset', value: (r) => r.Reset, width: 10 },
    ],
  });

  const rows = billCodeSeriesRows(db, hub);

  defineImport(
    fastify,
    db,
    rows.importSpec(
      `${P.billCodeSeriesList}/Import`,
      A.billCodeSeriesEdit,
      sheetFields([
        { key: 'Owner', header: '所属公司 Owner', required: true },
        { key: 'Kind', header: '类型 Kind', required: true },
        { key: 'CarrierCode', header: '船公司 Carrier' },
        { key: 'Prefix', header: '前缀 Prefix' },
        { key: 'Pattern', header: '格式 Pattern', required: true },
        { key: 'NextSeq', header: '下一序号 Next', required: true },
        { key: 'Reset', header: '重置 Reset' },
      ]),
      seriesOfSheetLine,
    ),
  );
  masterRoutes(fastify, rows, C.billCodeSeries);

  route(fastify, billSeriesCalls.next, async ({ actor, input }, r) => sendOutcome(r, await issueBillNumber(db, actor, input.SeriesId, todayInShanghai())));
  route(fastify, billSeriesCalls.preview, async ({ input }, r) => sendOutcome(r, await previewBillNumber(db, input.Id, todayInShanghai())));
}
