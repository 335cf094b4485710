import type { FastifyInstance } from 'fastify';
import { analyticsCalls as C } from '../../../src/contract/analytics/calls';
import { exclusionCalls as X } from '../../../src/contract/analytics/exclusionCalls';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { requestLanguage } from '../../http/language';
import { route } from '../../http/route';
import { exportDay, sendWorkbook } from '../../http/xlsx';
import { changeExclusion, exclusions } from './exclusionService';
import { refreshSalesDaily } from './rollup';
import { figuresSheet, salesFigures } from './salesService';
import { pivotSheet, salesTable } from './tableService';

/** The sales analysis' calls (commercial.md §9.2): the contract's schema in, the service's answer out. */
export function analyticsRoutes(app: FastifyInstance, db: Db): void {
  const pages = [
    [C.companySales, C.companySalesExport, 'company'],
    [C.employeeSales, C.employeeSalesExport, 'employees'],
    [C.customerCompanySales, C.customerCompanySalesExport, 'customerCompany'],
    [C.customerEmployeeSales, C.customerEmployeeSalesExport, 'customerEmployees'],
  ] as const;
  for (const [call, exportCall, page] of pages) {
    route(app, call, async ({ actor, input }, r) => sendOutcome(r, await salesFigures(db, actor, input, page)));
    route(app, exportCall, { file: true }, async ({ actor, input, request }, r) => {
      const s = await salesFigures(db, actor, input, page);
      if (!s.ok) return sendOutcome(r, s);
      const lang = requestLanguage(request.headers['accept-language']);
      return sendWorkbook(r, `sales-${page}-${input.From}-${input.To}-${exportDay()}.xlsx`, 'sales', figuresSheet(s.value), s.value.Table, lang);
    });
  }
  route(app, C.salesTable, async ({ actor, input }, r) => sendOutcome(r, await salesTable(db, actor, input)));
  route(app, C.salesTableExport, { file: true }, async ({ actor, input, request }, r) => {
    const t = await salesTable(db, actor, input);
    if (!t.ok) return sendOutcome(r, t);
    const lang = requestLanguage(request.headers['accept-language']);
    return sendWorkbook(r, `sales-table-${input.From}-${input.To}-${exportDay()}.xlsx`, 'sales', pivotSheet(t.value), t.value.Rows, lang);
  });
  route(app, C.refresh, async (_a, r) => sendOutcome(r, { ok: true, value: await refreshSalesDaily(db) }));
  route(app, X.exclusions, async (_a, r) => sendOutcome(r, await exclusions(db)));
  route(app, X.exclude, async ({ actor, input }, r) => sendOutcome(r, await changeExclusion(db, actor, input, false)));
  route(app, X.restore, async ({ actor, input }, r) => sendOutcome(r, await changeExclusion(db, actor, input, true)));
}
