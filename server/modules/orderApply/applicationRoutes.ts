import type { FastifyInstance } from 'fastify';
import {
  type Application,
  ApplicationSchema,
  type ApplyLog,
  ApplyLogSchema,
  type CheckLog,
  CheckLogSchema,
  orderApplyCalls as C,
} from '../../../src/contract/orderApply/calls';
import { OAP_KIND_WORDS, OAP_STATUS_WORDS, RISK_LEVEL_WORDS, RISK_RULE_WORDS } from '../../../src/contract/orderApply/words';
import type { Db } from '../../db/types';
import { badKey, readIdempotencyKey, requestHash } from '../../http/idempotency';
import { defineList } from '../../http/lists';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { iso, w } from './listValues';
import { applicationListBase, applyLogListBase } from './applicationRepository';
import { checkLogListBase } from './riskRunRepository';
import { customerCompanies } from './repository';
import { apply, recheck } from './applyService';
import { cancel, getApplication } from './service';
import { decide } from './decideService';
import { release } from './releaseService';
import { riskQuery } from './riskQueryService';

/** A release application's way (operations.md §11.4): applied, checked for risk, decided, released or cancelled; read one. */
export function applicationRoutes(app: FastifyInstance, db: Db): void {
  route(app, C.orderApplyApply, async ({ actor, input }, r) => sendOutcome(r, await apply(db, actor, input)));
  route(app, C.orderApplyRiskCheck, async ({ input }, r) => sendOutcome(r, await riskQuery(db, input)));
  route(app, C.orderApplyRecheck, async ({ actor, input }, r) => sendOutcome(r, await recheck(db, actor, input)));
  route(app, C.orderApplyDecide, async ({ actor, input }, r) => sendOutcome(r, await decide(db, actor, input)));
  route(app, C.orderApplyRelease, async ({ actor, input, request: q }, r) => {
    // the Idempotency-Key header is required, as for every call that sends through a channel
    const key = readIdempotencyKey(q);
    if (!key.ok) return badKey(q, r);
    return sendOutcome(r, await release(db, actor, input, { key: key.key, hash: requestHash(q) }));
  });
  route(app, C.orderApplyCancel, async ({ actor, input }, r) => sendOutcome(r, await cancel(db, actor, input)));
  route(app, C.orderApplyGet, async ({ input }, r) => sendOutcome(r, await getApplication(db, input.Id)));
  route(app, C.orderApplyCustomers, async (_, r) => sendOutcome(r, { ok: true, value: await customerCompanies(db) }));
}

/** The applications, their history and their risk checks, as lists (with their Excel export). */
export function applicationLists(fastify: FastifyInstance, db: Db): void {
  defineList<Application & { CreatedAt: unknown }, Application>(fastify, db, {
    path: C.orderApplyList.path,
    item: ApplicationSchema,
    access: C.orderApplyList.access,
    exportAccess: C.orderApplyList.access,
    title: 'bl-applications',
    base: () => ({ sql: applicationListBase, params: [] }),
    columns: [
      { key: 'OAP_NO', filter: 'text', sortable: true, notNull: true },
      { key: 'OAP_HBL_NO', filter: 'text', sortable: true, notNull: true },
      { key: 'CompanyName', filter: 'text', sortable: true, notNull: true },
      { key: 'OAP_STATUS', filter: 'exact', type: 'integer', values: ['1', '2', '3', '4', '5', '6', '7', '8'], sortable: true, notNull: true },
      { key: 'OAP_KIND', filter: 'exact', type: 'integer', values: ['1', '2', '3', '4'], notNull: true },
      { key: 'OAP_RISK_LEVEL', filter: 'exact', values: ['PASS', 'REVIEW', 'BLOCK'], notNull: true },
      { key: 'CreatedAt', sortable: true, notNull: true },
    ],
    order: 't."Id" desc',
    present: (row) => ({
      ...row,
      OAP_UNPAID: Number(row.OAP_UNPAID),
      OAP_DECIDED_AT: iso(row.OAP_DECIDED_AT),
      OAP_RELEASED_AT: iso(row.OAP_RELEASED_AT),
      CreatedAt: iso(row.CreatedAt)!,
    }),
    sheet: [
      { header: '申请编号 Application', value: (r) => r.OAP_NO, width: 16 },
      { header: '客户 Customer', value: (r) => r.CompanyName, width: 28 },
      { header: '分提单 House B/L', value: (r) => r.OAP_HBL_NO, width: 18 },
      { header: '放单方式 Release by', value: (r, lang) => w(OAP_KIND_WORDS[r.OAP_KIND as 1], lang, r.OAP_KIND), width: 14 },
      { header: '风险 Risk', value: (r, lang) => w(RISK_LEVEL_WORDS[r.OAP_RISK_LEVEL], lang, r.OAP_RISK_LEVEL), width: 8 },
      { header: '状态 Status', value: (r, lang) => w(OAP_STATUS_WORDS[r.OAP_STATUS as 1], lang, r.OAP_STATUS), width: 10 },
      { header: '未付 Unpaid (CNY)', value: (r) => r.OAP_UNPAID, width: 12 },
      { header: '申请人 Applied by', value: (r) => r.CreatedBy, width: 12 },
      { header: '申请时间 Applied', value: (r) => r.CreatedAt, width: 20 },
    ],
  });

  defineList<ApplyLog & { At: unknown }, ApplyLog>(fastify, db, {
    path: C.orderApplyLogs.path,
    item: ApplyLogSchema,
    access: C.orderApplyLogs.access,
    exportAccess: C.orderApplyLogs.access,
    title: 'bl-application-logs',
    base: () => ({ sql: applyLogListBase, params: [] }),
    columns: [
      { key: 'OAP_NO', filter: 'text', sortable: true, notNull: true },
      { key: 'CompanyName', filter: 'text', notNull: true },
      { key: 'Type', filter: 'exact', notNull: true },
      { key: 'OAP_ID', filter: 'exact', type: 'integer', notNull: true },
      { key: 'At', sortable: true, notNull: true },
    ],
    order: 't."Id" desc',
    present: (row) => ({ ...row, At: iso(row.At)! }),
    sheet: [
      { header: '时间 At', value: (r) => r.At, width: 20 },
      { header: '申请编号 Application', value: (r) => r.OAP_NO, width: 16 },
      { header: '客户 Customer', value: (r) => r.CompanyName, width: 28 },
      { header: '操作人 By', value: (r) => r.ActorName, width: 12 },
      { header: '事件 Event', value: (r) => r.Type, width: 18 },
      { header: '内容 Detail', value: (r) => JSON.stringify(r.Detail), width: 60 },
    ],
  });

  defineList<CheckLog & { RSK_RUN_AT: unknown }, CheckLog>(fastify, db, {
    path: C.orderApplyCheckLogs.path,
    item: CheckLogSchema,
    access: C.orderApplyCheckLogs.access,
    exportAccess: C.orderApplyCheckLogs.access,
    title: 'bl-check-logs',
    base: () => ({ sql: checkLogListBase, params: [] }),
    columns: [
      { key: 'OAP_NO', filter: 'text', sortable: true, notNull: true },
      { key: 'CompanyName', filter: 'text', notNull: true },
      { key: 'RSK_RULE', filter: 'exact', notNull: true },
      { key: 'RSK_RESULT', filter: 'exact', values: ['PASS', 'REVIEW', 'BLOCK'], notNull: true },
      { key: 'OAP_ID', filter: 'exact', type: 'integer', notNull: true },
      { key: 'RSK_RUN_AT', sortable: true, notNull: true },
    ],
    order: 't."OAP_ID" desc, t."RSK_RUN" desc, t."Id"',
    present: (row) => ({ ...row, RSK_RUN_AT: iso(row.RSK_RUN_AT)! }),
    sheet: [
      { header: '检查时间 Run at', value: (r) => r.RSK_RUN_AT, width: 20 },
      { header: '申请编号 Application', value: (r) => r.OAP_NO, width: 16 },
      { header: '第几次 Run', value: (r) => r.RSK_RUN, width: 6 },
      { header: '规则 Rule', value: (r, lang) => w(RISK_RULE_WORDS[r.RSK_RULE as 'R1_UNPAID'], lang, r.RSK_RULE), width: 20 },
      { header: '结果 Result', value: (r, lang) => w(RISK_LEVEL_WORDS[r.RSK_RESULT as 'PASS'], lang, r.RSK_RESULT), width: 8 },
      { header: '说明 Message', value: (r, lang) => (lang === 'zh' ? r.MessageZh : r.MessageEn), width: 60 },
      { header: '放行人 Overridden by', value: (r) => r.OverrideBy, width: 12 },
      { header: '放行理由 Override reason', value: (r) => r.RSK_OVERRIDE_REASON, width: 40 },
    ],
  });
}
