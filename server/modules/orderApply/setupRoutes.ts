import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  type AuthAddress,
  AuthAddressSchema,
  type Guarantee,
  GuaranteeSchema,
  orderApplyCalls as C,
  type Receiver,
  ReceiverSchema,
} from '../../../src/contract/orderApply/calls';
import type { ChannelAdapter } from '../../channels/outbox';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { sendOutcome } from '../../http/outcome';
import { secondsUntil, tooManyReply } from '../../http/tooMany';
import { route } from '../../http/route';
import { day, iso } from './listValues';
import { addressListBase } from './addressRepository';
import { guaranteeListBase } from './guaranteeRepository';
import { receiverListBase } from './receiverRepository';
import { deleteReceiver, saveReceiver } from './receiverService';
import { GUARANTEE_DOC, historyOf } from './setupService';
import { getCheckSettings, getSystemSettings, saveCheckSettings, saveSystemSettings } from './settingsService';
import { revokeAddress, saveAddress } from './addressService';
import { saveGuarantee, suspendGuarantee } from './guaranteeService';
import { sendCode, simInbox, verifyAddress } from './addressCodeService';

/** A customer's guarantee amount: set, suspended, its history, and the list of them. */
export function guaranteeRoutes(fastify: FastifyInstance, db: Db): void {
  route(fastify, C.guaranteeSave, async ({ actor, input }, r) => sendOutcome(r, await saveGuarantee(db, actor, input)));
  route(fastify, C.guaranteeSuspend, async ({ actor, input }, r) => sendOutcome(r, await suspendGuarantee(db, actor, input)));
  route(fastify, C.guaranteeLog, async ({ input }, r) => sendOutcome(r, { ok: true, value: await historyOf(db, GUARANTEE_DOC, input.Id) }));
  defineList<Guarantee, Guarantee>(fastify, db, {
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
}

/** The risk check's settings and the system's, each read and saved. */
export function settingRoutes(app: FastifyInstance, db: Db): void {
  route(app, C.orderApplySettingGetCheck, async (_, r) => sendOutcome(r, await getCheckSettings(db)));
  route(app, C.orderApplySettingSaveCheck, async ({ actor, input }, r) => sendOutcome(r, await saveCheckSettings(db, actor, input)));
  route(app, C.orderApplySettingGetSystem, async (_, r) => sendOutcome(r, await getSystemSettings(db)));
  route(app, C.orderApplySettingSaveSystem, async ({ actor, input }, r) => sendOutcome(r, await saveSystemSettings(db, actor, input)));
}

/** Who receives a customer's paper bills: saved, deleted, listed. */
export function receiverRoutes(fastify: FastifyInstance, db: Db): void {
  route(fastify, C.blReceiverSave, async ({ actor, input }, r) => sendOutcome(r, await saveReceiver(db, actor, input)));
  route(fastify, C.blReceiverDelete, async ({ actor, input }, r) => sendOutcome(r, await deleteReceiver(db, actor, input)));
  defineList<Receiver, Receiver>(fastify, db, {
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
}

/** An authenticated address: saved, its phone sent a code and verified by it, revoked, listed; the simulated inbox of the codes. */
export function addressRoutes(fastify: FastifyInstance, db: Db, sms: ChannelAdapter): void {
  route(fastify, C.authAddressSave, async ({ actor, input }, r) => sendOutcome(r, await saveAddress(db, actor, input)));
  route(fastify, C.authAddressSendCode, async ({ actor, input }, r) => {
    const out = await sendCode(db, sms, actor, input.Id);
    if (!out.ok) return sendOutcome(r, out);
    if ('sent' in out.value) return sendOutcome(r, { ok: true, value: out.value.sent });
    return tooManyCodes(r, out.value.nextAt);
  });
  route(fastify, C.authAddressVerify, async ({ actor, input }, r) => sendOutcome(r, await verifyAddress(db, actor, input)));
  route(fastify, C.authAddressRevoke, async ({ actor, input }, r) => sendOutcome(r, await revokeAddress(db, actor, input)));
  route(fastify, C.authAddressSimInbox, async ({ input }, r) => sendOutcome(r, await simInbox(db, input.Phone)));
  defineList<AuthAddress, AuthAddress>(fastify, db, {
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
  const seconds = secondsUntil(nextAt);
  const minutes = Math.ceil(seconds / 60);
  return tooManyReply(reply, {
    seconds,
    code: 'TOO_MANY_CODES',
    words: {
      en: `Five codes went to this phone within the hour: send again in ${minutes} minutes.`,
      zh: `一小时内已向该手机发送 5 条验证码：请 ${minutes} 分钟后再发送。`,
    },
  });
}
