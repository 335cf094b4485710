import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { fail } from '../../../src/contract/envelope';
import {
  type Application,
  ApplicationSchema,
  type ApplyLog,
  ApplyLogSchema,
  type AuthAddress,
  AuthAddressSchema,
  type CheckLog,
  CheckLogSchema,
  type Guarantee,
  GuaranteeSchema,
  orderApplyCalls as C,
  type Receiver,
  ReceiverSchema,
} from '../../../src/contract/orderApply/calls';
import { OAP_KIND_WORDS, OAP_STATUS_WORDS, RISK_LEVEL_WORDS, RISK_RULE_WORDS } from '../../../src/contract/orderApply/words';
import type { ChannelAdapter } from '../../channels/outbox';
import type { Db } from '../../db/types';
import { badKey, readIdempotencyKey, requestHash } from '../../http/idempotency';
import { defineList } from '../../http/lists';
import { sendOutcome } from '../../http/outcome';
import { inLanguage } from '../../http/replies';
import { addressListBase, applicationListBase, customerCompanies, applyLogListBase, checkLogListBase, guaranteeListBase, receiverListBase } from './repository';
import { apply, cancel, decide, getApplication, recheck, release, riskQuery } from './service';
import {
  deleteReceiver,
  GUARANTEE_DOC,
  getCheckSettings,
  getSystemSettings,
  historyOf,
  revokeAddress,
  saveAddress,
  saveCheckSettings,
  saveGuarantee,
  saveReceiver,
  saveSystemSettings,
  sendCode,
  simInbox,
  suspendGuarantee,
  verifyAddress,
} from './setupService';

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? '').slice(0, 10));
const w = (b: { zh: string; en: string } | undefined, lang: 'zh' | 'en', fallback: unknown) => b?.[lang] ?? String(fallback);

/** The module's calls (operations.md §11.4): thin — schema in, service, outcome out. Lists by defineList. */
export function orderApplyRoutes(fastify: FastifyInstance, db: Db, sms: ChannelAdapter): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  type In<K extends keyof typeof C> = CallInput<(typeof C)[K]>;

  app.post(C.orderApplyApply.path, routeOf(C.orderApplyApply), async (q, r) => sendOutcome(r, await apply(db, q.actor!, q.body as In<'orderApplyApply'>)));
  app.get(C.orderApplyRiskCheck.path, routeOf(C.orderApplyRiskCheck), async (q, r) =>
    sendOutcome(r, await riskQuery(db, q.query as In<'orderApplyRiskCheck'>)),
  );
  app.post(C.orderApplyRecheck.path, routeOf(C.orderApplyRecheck), async (q, r) =>
    sendOutcome(r, await recheck(db, q.actor!, q.body as In<'orderApplyRecheck'>)),
  );
  app.post(C.orderApplyDecide.path, routeOf(C.orderApplyDecide), async (q, r) => sendOutcome(r, await decide(db, q.actor!, q.body as In<'orderApplyDecide'>)));
  app.post(C.orderApplyRelease.path, routeOf(C.orderApplyRelease), async (q, r) => {
    const key = readIdempotencyKey(q);
    if (!key.ok) return badKey(q, r);
    return sendOutcome(r, await release(db, q.actor!, q.body as In<'orderApplyRelease'>, { key: key.key, hash: requestHash(q) }));
  });
  app.post(C.orderApplyCancel.path, routeOf(C.orderApplyCancel), async (q, r) => sendOutcome(r, await cancel(db, q.actor!, q.body as In<'orderApplyCancel'>)));
  app.get(C.orderApplyGet.path, routeOf(C.orderApplyGet), async (q, r) => sendOutcome(r, await getApplication(db, (q.query as In<'orderApplyGet'>).Id)));

  app.post(C.guaranteeSave.path, routeOf(C.guaranteeSave), async (q, r) => sendOutcome(r, await saveGuarantee(db, q.actor!, q.body as In<'guaranteeSave'>)));
  app.post(C.guaranteeSuspend.path, routeOf(C.guaranteeSuspend), async (q, r) =>
    sendOutcome(r, await suspendGuarantee(db, q.actor!, q.body as In<'guaranteeSuspend'>)),
  );
  app.get(C.guaranteeLog.path, routeOf(C.guaranteeLog), async (q, r) =>
    sendOutcome(r, { ok: true, value: await historyOf(db, GUARANTEE_DOC, (q.query as In<'guaranteeLog'>).Id) }),
  );
  app.get(C.orderApplySettingGetCheck.path, routeOf(C.orderApplySettingGetCheck), async (_q, r) => sendOutcome(r, await getCheckSettings(db)));
  app.post(C.orderApplySettingSaveCheck.path, routeOf(C.orderApplySettingSaveCheck), async (q, r) =>
    sendOutcome(r, await saveCheckSettings(db, q.actor!, q.body as In<'orderApplySettingSaveCheck'>)),
  );
  app.get(C.orderApplySettingGetSystem.path, routeOf(C.orderApplySettingGetSystem), async (_q, r) => sendOutcome(r, await getSystemSettings(db)));
  app.post(C.orderApplySettingSaveSystem.path, routeOf(C.orderApplySettingSaveSystem), async (q, r) =>
    sendOutcome(r, await saveSystemSettings(db, q.actor!, q.body as In<'orderApplySettingSaveSystem'>)),
  );
  app.post(C.blReceiverSave.path, routeOf(C.blReceiverSave), async (q, r) => sendOutcome(r, await saveReceiver(db, q.actor!, q.body as In<'blReceiverSave'>)));
  app.post(C.blReceiverDelete.path, routeOf(C.blReceiverDelete), async (q, r) =>
    sendOutcome(r, await deleteReceiver(db, q.actor!, q.body as In<'blReceiverDelete'>)),
  );
  app.post(C.authAddressSave.path, routeOf(C.authAddressSave), async (q, r) =>
    sendOutcome(r, await saveAddress(db, q.actor!, q.body as In<'authAddressSave'>)),
  );
  app.post(C.authAddressSendCode.path, routeOf(C.authAddressSendCode), async (q, r) => {
    const out = await sendCode(db, sms, q.actor!, (q.body as In<'authAddressSendCode'>).Id);
    if (!out.ok) return sendOutcome(r, out);
    if ('sent' in out.value) return sendOutcome(r, { ok: true, value: out.value.sent });
    return tooManyCodes(r, out.value.nextAt);
  });
  app.post(C.authAddressVerify.path, routeOf(C.authAddressVerify), async (q, r) =>
    sendOutcome(r, await verifyAddress(db, q.actor!, q.body as In<'authAddressVerify'>)),
  );
  app.post(C.authAddressRevoke.path, routeOf(C.authAddressRevoke), async (q, r) =>
    sendOutcome(r, await revokeAddress(db, q.actor!, q.body as In<'authAddressRevoke'>)),
  );
  app.get(C.orderApplyCustomers.path, routeOf(C.orderApplyCustomers), async (_q, r) => sendOutcome(r, { ok: true, value: await customerCompanies(db) }));
  app.get(C.authAddressSimInbox.path, routeOf(C.authAddressSimInbox), async (q, r) =>
    sendOutcome(r, await simInbox(db, (q.query as In<'authAddressSimInbox'>).Phone)),
  );

  defineList<Application & { CreatedAt: unknown }, Application>(app, db, {
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

  defineList<ApplyLog & { At: unknown }, ApplyLog>(app, db, {
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

  defineList<CheckLog & { RSK_RUN_AT: unknown }, CheckLog>(app, db, {
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

  defineList<Guarantee, Guarantee>(app, db, {
    path: C.guaranteeList.path,
    item: GuaranteeSchema,
    access: C.guaranteeList.access,
    exportAccess: C.guaranteeList.access,
    title: 'guarantee-amounts',
    base: () => ({ sql: guaranteeListBase, params: [] }),
    columns: [
      { key: 'CompanyName', filter: 'text', sortable: true, notNull: true },
      { key: 'CompanyId', filter: 'exact', type: 'integer', notNull: true },
      { key: 'GUA_STATUS', filter: 'exact', values: ['ACTIVE', 'SUSPENDED'], notNull: true },
      { key: 'GUA_VALID_TO', sortable: true, notNull: true },
    ],
    order: 't."CompanyName", t."Id"',
    present: (row) => ({
      ...row,
      GUA_LIMIT: Number(row.GUA_LIMIT),
      UsedCny: Number(row.UsedCny),
      AvailableCny: Number(row.AvailableCny),
      GUA_VALID_FROM: day(row.GUA_VALID_FROM),
      GUA_VALID_TO: day(row.GUA_VALID_TO),
      UpdatedAt: iso(row.UpdatedAt)!,
    }),
    sheet: [
      { header: '客户 Customer', value: (r) => r.CompanyName, width: 28 },
      { header: '额度 Limit (CNY)', value: (r) => r.GUA_LIMIT, width: 14 },
      { header: '已用 Used (CNY)', value: (r) => r.UsedCny, width: 14 },
      { header: '可用 Available (CNY)', value: (r) => r.AvailableCny, width: 14 },
      { header: '有效期自 From', value: (r) => r.GUA_VALID_FROM, width: 12 },
      { header: '有效期至 To', value: (r) => r.GUA_VALID_TO, width: 12 },
      { header: '状态 Status', value: (r) => r.GUA_STATUS, width: 10 },
    ],
  });

  defineList<Receiver, Receiver>(app, db, {
    path: C.blReceiverList.path,
    item: ReceiverSchema,
    access: C.blReceiverList.access,
    exportAccess: C.blReceiverList.access,
    title: 'bl-receivers',
    base: () => ({ sql: receiverListBase, params: [] }),
    columns: [
      { key: 'CompanyName', filter: 'text', sortable: true, notNull: true },
      { key: 'CompanyId', filter: 'exact', type: 'integer', notNull: true },
      { key: 'RCV_NAME', filter: 'text', sortable: true, notNull: true },
      { key: 'RCV_PHONE', filter: 'text', notNull: true },
      { key: 'AuthStatus', filter: 'exact', values: ['NONE', 'PENDING', 'VERIFIED', 'REVOKED', 'EXPIRED'], notNull: true },
    ],
    order: 't."CompanyName", t."RCV_DEFAULT" desc, t."Id"',
    present: (row) => ({ ...row, AuthExpiresAt: iso(row.AuthExpiresAt) }),
    sheet: [
      { header: '客户 Customer', value: (r) => r.CompanyName, width: 28 },
      { header: '收件人 Receiver', value: (r) => r.RCV_NAME, width: 12 },
      { header: '手机 Mobile', value: (r) => r.RCV_PHONE, width: 14 },
      { header: '地址 Address', value: (r) => `${r.RCV_PROVINCE}${r.RCV_CITY}${r.RCV_DISTRICT}${r.RCV_ADDRESS}`, width: 50 },
      { header: '认证 Authenticated', value: (r) => r.AuthStatus, width: 10 },
    ],
  });

  defineList<AuthAddress, AuthAddress>(app, db, {
    path: C.authAddressList.path,
    item: AuthAddressSchema,
    access: C.authAddressList.access,
    exportAccess: C.authAddressList.access,
    title: 'authenticated-addresses',
    base: () => ({ sql: addressListBase, params: [] }),
    columns: [
      { key: 'CompanyName', filter: 'text', sortable: true, notNull: true },
      { key: 'CompanyId', filter: 'exact', type: 'integer', notNull: true },
      { key: 'AAD_NAME', filter: 'text', sortable: true, notNull: true },
      { key: 'AAD_PHONE', filter: 'text', notNull: true },
      { key: 'AAD_STATUS', filter: 'exact', values: ['PENDING', 'VERIFIED', 'REVOKED', 'EXPIRED'], notNull: true },
      { key: 'AAD_EXPIRES_AT', sortable: true },
    ],
    order: 't."CompanyName", t."Id"',
    present: (row) => ({ ...row, AAD_VERIFIED_AT: iso(row.AAD_VERIFIED_AT), AAD_EXPIRES_AT: iso(row.AAD_EXPIRES_AT) }),
    sheet: [
      { header: '客户 Customer', value: (r) => r.CompanyName, width: 28 },
      { header: '联系人 Contact', value: (r) => r.AAD_NAME, width: 12 },
      { header: '手机 Mobile', value: (r) => r.AAD_PHONE, width: 14 },
      { header: '地址 Address', value: (r) => `${r.AAD_PROVINCE}${r.AAD_CITY}${r.AAD_DISTRICT}${r.AAD_ADDRESS}`, width: 50 },
      { header: '方式 Method', value: (r) => r.AAD_METHOD, width: 12 },
      { header: '状态 Status', value: (r) => r.AAD_STATUS, width: 10 },
      { header: '到期 Expires', value: (r) => r.AAD_EXPIRES_AT ?? '', width: 20 },
    ],
  });
}

/** 5 codes per phone per hour: 429 with Retry-After, the first of the hour's codes ageing out then. */
function tooManyCodes(reply: FastifyReply, nextAt: string) {
  const seconds = Math.max(1, Math.ceil((Date.parse(nextAt) - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return reply
    .status(429)
    .header('retry-after', String(seconds))
    .send({
      ...fail(
        inLanguage(
          reply,
          `Five codes went to this phone within the hour: send again in ${minutes} minutes.`,
          `一小时内已向该手机发送 5 条验证码：请 ${minutes} 分钟后再发送。`,
        ),
      ),
      Code: 'TOO_MANY_CODES',
    });
}
