import type { FastifyInstance } from 'fastify';
import { crmCalls as C, type LeadRow, LeadRowSchema } from '../../../src/contract/crm/calls';
import { CRM_ACCESS as A, CRM_PATHS as P } from '../../../src/contract/crm/module';
import { LEAD_STAGES, leadStageWords } from '../../../src/domain/crm/status';
import type { Db } from '../../db/types';
import { requestLanguage } from '../../http/language';
import { defineList } from '../../http/lists';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { leadListSql } from './leadRepository';
import { viewerOf, type Viewer } from './scope';
import { dictsOf, defaultPool } from './setupRepository';
import { leadImportRoute } from './leadImport';
import { convertLead, deleteLead, discardLead, saveLead } from './useCases/leads';
import { binRows, purgeFromBin, restoreFromBin } from './useCases/recycleBin';
import { capacities, saveCapacity, saveDict, savePoolRules } from './useCases/setup';

const viewers = new WeakMap<object, Viewer>();

/** The leads' calls, the import of leads from Excel (a row report), data maintenance and the recycle bin. */
export function setupRoutes(app: FastifyInstance, db: Db): void {
  app.addHook('preHandler', async (request) => {
    if (request.actor && request.url.startsWith(P.crmLeadList)) viewers.set(request, await viewerOf(db, request.actor));
  });
  defineList<LeadRow & { CreatedAt: Date | string }, LeadRow>(app, db, {
    path: P.crmLeadList,
    item: LeadRowSchema,
    access: A.crmLeadRead,
    exportAccess: A.crmLeadRead,
    title: 'crm-leads',
    base: (actor, request) => leadListSql(viewers.get(request) ?? { id: actor.id, companyId: actor.companyId, manager: false }),
    columns: [
      { key: 'CompanyName', filter: 'text', sortable: true, notNull: true },
      { key: 'ContactName', filter: 'text' },
      { key: 'Source', filter: 'exact' },
      { key: 'Stage', filter: 'exact', values: LEAD_STAGES },
      { key: 'CreatedAt', sortable: true, notNull: true },
    ],
    order: 't."Id" desc',
    present: (r) => ({ ...r, CreatedAt: new Date(r.CreatedAt).toISOString() }),
    sheet: [
      { header: '公司名称 Company', value: (r) => r.CompanyName, width: 36 },
      { header: '联系人 Contact', value: (r) => r.ContactName, width: 12 },
      { header: '电话 Phone', value: (r) => r.Phone, width: 14 },
      { header: '邮箱 E-mail', value: (r) => r.Email, width: 24 },
      { header: '来源 Source', value: (r) => r.Source, width: 12 },
      { header: '阶段 Stage', value: (r, lang) => leadStageWords[r.Stage][lang], width: 10 },
    ],
  });

  leadImportRoute(app, db);

  route(app, C.leadSave, async ({ actor, input, request }, r) =>
    sendOutcome(r, await saveLead(db, actor, input, requestLanguage(request.headers['accept-language']))),
  );
  route(app, C.leadConvert, async ({ actor, input }, r) => sendOutcome(r, await convertLead(db, actor, input)));
  route(app, C.leadDiscard, async ({ actor, input }, r) => sendOutcome(r, await discardLead(db, actor, input)));
  route(app, C.leadDelete, async ({ actor, input }, r) => sendOutcome(r, await deleteLead(db, actor, input.Id)));

  route(app, C.dictList, async ({ actor }, r) => sendOutcome(r, { ok: true, value: await dictsOf(db, actor.companyId) }));
  route(app, C.dictSave, async ({ actor, input }, r) => sendOutcome(r, await saveDict(db, actor, input)));
  route(app, C.poolGet, async ({ actor }, r) => sendOutcome(r, { ok: true, value: await defaultPool(db, actor.companyId) }));
  route(app, C.poolSave, async ({ actor, input }, r) => sendOutcome(r, await savePoolRules(db, actor, input)));
  route(app, C.capacityList, async ({ actor }, r) => sendOutcome(r, await capacities(db, actor)));
  route(app, C.capacitySave, async ({ actor, input }, r) => sendOutcome(r, await saveCapacity(db, actor, input)));
  route(app, C.binList, async ({ actor }, r) => sendOutcome(r, await binRows(db, actor)));
  route(app, C.binRestore, async ({ actor, input }, r) => sendOutcome(r, await restoreFromBin(db, actor, input)));
  route(app, C.binPurge, async ({ actor, input }, r) => sendOutcome(r, await purgeFromBin(db, actor, input)));
}
