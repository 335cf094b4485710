import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type SailingTableRow, SailingTableRowSchema, sailingCalls as C, sailingImportQuery } from '../../../src/contract/letters/calls';
import { LETTERS_ACCESS as A, LETTERS_PATHS as P } from '../../../src/contract/letters/module';
import { AUDIENCES, DOC_STATUSES, audienceWords, docStatusWords } from '../../../src/domain/letters/status';
import type { Db } from '../../db/types';
import { sendImportTemplate } from '../../http/importTemplate';
import { requestLanguage } from '../../http/language';
import { defineList } from '../../http/lists';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { exportDay, sendWorkbook } from '../../http/xlsx';
import { iso } from './audience';
import { actsFor } from './checks';
import { readerOf } from './reader';
import { tableListSql } from './sailingRepository';
import { SAILING_EXAMPLE, SAILING_FIELDS, SAILING_SHEET } from './sailingSheet';
import { importSailingTable } from './useCases/importSailingTable';
import { publishSailingTable, withdrawSailingTable } from './useCases/publishSailingTable';
import { getSailingTable, sailingHistoryOf } from './useCases/readSailingTable';
import { saveSailingTable } from './useCases/saveSailingTable';

/** The sailing tables' calls (operations.md §13.3): thin, each to its use case. */
export function sailingRoutes(app: FastifyInstance, db: Db): void {
  defineList<SailingTableRow, SailingTableRow>(app, db, {
    path: P.sailingList,
    item: SailingTableRowSchema,
    access: A.tableRead,
    exportAccess: A.tableRead,
    title: 'sailing-tables',
    // the desk lists the tables of the site it edits (`CompanyId`: platform staff pick one, §14)
    extraQuery: { CompanyId: { type: 'string', pattern: '^(\\d{1,18})?$' } },
    base: (actor, request) => {
      const owner = actsFor(actor, (request.query as { CompanyId?: string }).CompanyId);
      if (!owner) throw Object.assign(new Error('没有该企业门户。No such company site.'), { statusCode: 404 });
      return tableListSql(readerOf(actor), owner);
    },
    columns: [
      { key: 'Title', filter: 'text', sortable: true, notNull: true },
      { key: 'Carrier', filter: 'text', sortable: true, notNull: true },
      { key: 'Service', filter: 'text', sortable: true, notNull: true },
      { key: 'Audience', filter: 'exact', values: AUDIENCES },
      { key: 'Status', filter: 'exact', values: DOC_STATUSES.map(String) },
      { key: 'PeriodFrom', sortable: true, notNull: true },
      { key: 'PublishedAt', sortable: true },
    ],
    order: 't."PublishedAt" desc nulls first, t."Id" desc',
    present: (r) => ({ ...r, PublishedAt: iso(r.PublishedAt), UpdatedAt: iso(r.UpdatedAt)! }),
    sheet: [
      { header: '标题 Title', value: (r) => r.Title, width: 36 },
      { header: '船公司 Carrier', value: (r) => r.Carrier, width: 10 },
      { header: '航线代码 Service', value: (r) => r.Service, width: 10 },
      { header: '开始 From', value: (r) => r.PeriodFrom, width: 12 },
      { header: '结束 To', value: (r) => r.PeriodTo, width: 12 },
      { header: '状态 Status', value: (r, lang) => docStatusWords[r.Status][lang], width: 10 },
      { header: '对象 Audience', value: (r, lang) => audienceWords[r.Audience][lang], width: 12 },
      { header: '船期数 Sailings', value: (r) => r.Rows, width: 10 },
    ],
  });

  route(app, C.get, async ({ actor, input }, r) => sendOutcome(r, await getSailingTable(db, actor, input)));
  route(app, C.save, async ({ actor, input }, r) => sendOutcome(r, await saveSailingTable(db, actor, input)));
  route(app, C.publish, async ({ actor, input }, r) => sendOutcome(r, await publishSailingTable(db, actor, input)));
  route(app, C.withdraw, async ({ actor, input }, r) => sendOutcome(r, await withdrawSailingTable(db, actor, input)));
  route(app, C.history, async ({ actor, input }, r) => sendOutcome(r, await sailingHistoryOf(db, actor, input.Id)));
  route(app, C.exportTable, { file: true }, async ({ actor, input, request }, r) => {
    const t = await getSailingTable(db, actor, input);
    if (!t.ok) return sendOutcome(r, t);
    const name = `${t.value.Carrier}-${t.value.Service}-${exportDay()}.xlsx`;
    return sendWorkbook(r, name, t.value.Service, SAILING_SHEET, t.value.Items, requestLanguage(request.headers['accept-language']));
  });
  route(app, C.template, { file: true }, async (_a, r) =>
    sendImportTemplate(r, 'sailing-table-template.xlsx', 'sailings', SAILING_FIELDS, SAILING_EXAMPLE, 18),
  );

  // the workbook travels as the raw body (the app takes .xlsx bodies), the table's id in the query
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(P.sailingImport, { schema: { querystring: sailingImportQuery }, config: { access: A.tableImport } }, (q, r) => importSailingTable(db, q, r));
}
