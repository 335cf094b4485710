import { createHash, randomInt } from 'node:crypto';
import type {
  AuthAddressSave,
  CheckRule,
  CheckSave,
  GuaranteeSave,
  ReceiverSave,
  SystemSave,
  SystemSettings,
  VerifyInput,
} from '../../../src/contract/orderApply/calls';
import { fieldSays } from '../../../src/contract/envelope';
import { REQUIRED_RULES, RISK_RULES, type RiskConfig } from '../../../src/domain/orderApply/risk';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { docHistory, recordDocEvent } from '../../platform/spine/docEvents';
import { inTransaction } from '../../platform/transaction';
import type { ChannelAdapter } from '../../channels/outbox';
import {
  addressCompany,
  clearOtherDefaults,
  codesSentLastHour,
  codeTried,
  companyNames,
  customerExists,
  deleteReceiverRow,
  guaranteeIdOfCompany,
  insertAddress,
  insertCode,
  insertGuarantee,
  insertReceiver,
  latestCode,
  lockAddress,
  lockGuarantee,
  lockReceiver,
  lockRiskRules,
  markRevoked,
  markVerified,
  readRiskConfig,
  readSystem,
  saveRiskRule,
  saveSystem,
  setGuaranteeStatus,
  simulatedInbox,
  updateAddress,
  updateGuarantee,
  updateReceiver,
} from './repository';
import { deliverSms, queueSms } from './sms';

/**
 * The setup of B/L applications (operations.md §11.1): guarantee amounts (the platform's risk role:
 * the access rows), the check and system settings, receivers and authenticated addresses with their
 * SMS codes. Every save names the version it read (400 STALE) and is logged in doc_events.
 */

type Saved = { Id: number; Version: number };
const employee = (a: Actor) => ({ kind: 'employee' as const, id: Number(a.id) });
const stale = <T>(what: { zh: string; en: string }) =>
  no<T>(
    'STALE',
    `Someone changed this ${what.en} since you opened it: reload it, then save again.`,
    `您打开这个${what.zh}之后，已有人修改了它：请重新加载后再保存。`,
  );
const noCustomer = <T>() => missing<T>('No such customer.', '没有这个客户。');
const toMinor = (yuan: number) => Math.round(yuan * 100);

export const GUARANTEE_DOC = 'guarantee';
export const SETTINGS_DOC = 'blAppSetting';
export const ADDRESS_DOC = 'authAddress';
export const RECEIVER_DOC = 'blReceiver';

// ── guarantees ───────────────────────────────────────────────────────────────────────────────

export async function saveGuarantee(db: Db, actor: Actor, g: GuaranteeSave): Promise<Outcome<Saved>> {
  if (g.GUA_VALID_TO < g.GUA_VALID_FROM)
    return no('BAD_PERIOD', 'The guarantee must end on or after the day it starts.', '担保有效期的结束日不能早于开始日。', [
      fieldSays('/GUA_VALID_TO', { en: 'on or after the start', zh: '不能早于开始日' }),
    ]);
  return inTransaction(db, async (tx, fail) => {
    if (!(await customerExists(tx, g.CompanyId))) return noCustomer();
    const fields = { limitMinor: toMinor(g.GUA_LIMIT), from: g.GUA_VALID_FROM, to: g.GUA_VALID_TO, remark: g.GUA_REMARK?.trim() ?? '' };
    let id = g.Id;
    let version: number;
    if (id === undefined) {
      const other = await guaranteeIdOfCompany(tx, g.CompanyId);
      if (other !== undefined)
        return no('GUARANTEE_EXISTS', 'This customer has a guarantee already: change that one.', '该客户已有担保额度：请修改原有的那条。');
      ({ id, version } = await insertGuarantee(tx, { companyId: g.CompanyId, ...fields }, actor.id));
    } else {
      const cur = await lockGuarantee(tx, id);
      if (!cur || cur.companyId !== g.CompanyId) return missing('No such guarantee.', '没有这个担保额度。');
      if (cur.version !== g.Version) return fail(stale({ zh: '担保额度', en: 'guarantee' }));
      version = await updateGuarantee(tx, id, fields, actor.id);
    }
    await recordDocEvent(tx, {
      docType: GUARANTEE_DOC,
      docId: id,
      actor: employee(actor),
      type: g.Id === undefined ? 'v1.GuaranteeSet' : 'v1.GuaranteeChanged',
      detail: {
        CompanyId: g.CompanyId,
        GUA_LIMIT: g.GUA_LIMIT,
        GUA_VALID_FROM: g.GUA_VALID_FROM,
        GUA_VALID_TO: g.GUA_VALID_TO,
        GUA_REMARK: fields.remark,
        Version: version,
      },
    });
    return { ok: true, value: { Id: id, Version: version } };
  });
}

export async function suspendGuarantee(db: Db, actor: Actor, s: { Id: number; Version: number; Suspend: boolean; Reason: string }): Promise<Outcome<Saved>> {
  return inTransaction(db, async (tx) => {
    const cur = await lockGuarantee(tx, s.Id);
    if (!cur) return missing('No such guarantee.', '没有这个担保额度。');
    if (cur.version !== s.Version) return stale({ zh: '担保额度', en: 'guarantee' });
    const to = s.Suspend ? 'SUSPENDED' : 'ACTIVE';
    if (cur.status === to)
      return no(
        'UNCHANGED',
        s.Suspend ? 'The guarantee is suspended already.' : 'The guarantee is active already.',
        s.Suspend ? '担保额度已是暂停状态。' : '担保额度已是有效状态。',
      );
    const version = await setGuaranteeStatus(tx, s.Id, to);
    await recordDocEvent(tx, {
      docType: GUARANTEE_DOC,
      docId: s.Id,
      actor: employee(actor),
      type: s.Suspend ? 'v1.GuaranteeSuspended' : 'v1.GuaranteeResumed',
      detail: { Reason: s.Reason.trim(), Version: version },
    });
    return { ok: true, value: { Id: s.Id, Version: version } };
  });
}

export async function historyOf(q: Queryable, docType: string, id: number) {
  return (await docHistory(q, docType, id)).map((e) => ({ At: e.at, ActorName: e.actorName ?? '', Type: e.type, Detail: e.detail }));
}

// ── check settings ───────────────────────────────────────────────────────────────────────────

export async function getCheckSettings(q: Queryable): Promise<Outcome<{ Rules: CheckRule[]; Version: number }>> {
  const { config, version } = await readRiskConfig(q);
  return {
    ok: true,
    value: {
      Version: version,
      Rules: RISK_RULES.map((r) => ({
        Rule: r,
        Enabled: config[r].enabled,
        Severity: config[r].severity,
        Days: r === 'R3_OVERDUE' ? (config[r].params.days ?? 30) : null,
        Names: r === 'R7_PARTY_LIST' ? (config[r].params.names ?? []) : [],
        Required: REQUIRED_RULES.includes(r),
      })),
    },
  };
}

export async function saveCheckSettings(db: Db, actor: Actor, s: CheckSave): Promise<Outcome<Saved>> {
  const off = s.Rules.find((r) => !r.Enabled && REQUIRED_RULES.includes(r.Rule));
  if (off)
    return no(
      'RULE_REQUIRED',
      'Unpaid charges and the guarantee are always checked: their severity may change, they may not be switched off.',
      '未付费用与担保额度规则始终检查：可调整级别，不能停用。',
      [fieldSays(`/Rules/${s.Rules.indexOf(off)}/Enabled`, { en: 'always on', zh: '不能停用' })],
    );
  return inTransaction(db, async (tx) => {
    const current = await lockRiskRules(tx);
    if (current !== s.Version) return stale({ zh: '审核设置', en: 'check settings' });
    const { config } = await readRiskConfig(tx);
    const version = current + 1;
    const next: RiskConfig = { ...config };
    for (const r of s.Rules) {
      const params = { ...config[r.Rule].params };
      if (r.Rule === 'R3_OVERDUE' && r.Days !== undefined && r.Days !== null) params.days = r.Days;
      if (r.Rule === 'R7_PARTY_LIST' && r.Names) params.names = [...new Set(r.Names.map((n) => n.trim()).filter(Boolean))];
      next[r.Rule] = { enabled: r.Enabled, severity: r.Severity, params };
    }
    for (const rule of RISK_RULES) await saveRiskRule(tx, rule, next[rule], version, actor.id);
    const changed = RISK_RULES.filter((r) => JSON.stringify(next[r]) !== JSON.stringify(config[r]));
    await recordDocEvent(tx, {
      docType: SETTINGS_DOC,
      docId: 'check',
      actor: employee(actor),
      type: 'v1.CheckSettingsSaved',
      detail: { Changed: Object.fromEntries(changed.map((r) => [r, { from: config[r], to: next[r] }])), Version: version },
    });
    return { ok: true, value: { Id: 1, Version: version } };
  });
}

// ── system settings ──────────────────────────────────────────────────────────────────────────

export async function getSystemSettings(q: Queryable): Promise<Outcome<SystemSettings>> {
  const s = await readSystem(q);
  const ids = Object.keys(s.allowedKinds).map(Number);
  const names = await companyNames(q, ids);
  return {
    ok: true,
    value: {
      AutoApprove: s.autoApprove,
      AllowedKinds: ids.map((id) => ({ CompanyId: id, CompanyName: names.get(id) ?? '', Kinds: s.allowedKinds[String(id)] ?? [] })),
      TelexFrom: s.telexFrom,
      TelexTo: s.telexTo,
      DefaultCourier: s.defaultCourier,
      NotifyEmails: s.notifyEmails,
      Version: s.version,
    },
  };
}

export async function saveSystemSettings(db: Db, actor: Actor, s: SystemSave): Promise<Outcome<Saved>> {
  if (s.TelexTo <= s.TelexFrom)
    return no('BAD_HOURS', 'Telex release hours must end after they start.', '电放截止时间须晚于开始时间。', [
      fieldSays('/TelexTo', { en: 'after the start', zh: '须晚于开始时间' }),
    ]);
  const emails = s.NotifyEmails.split(/[,;\s]+/).filter(Boolean);
  const bad = emails.find((e) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e));
  if (bad)
    return no('BAD_EMAIL', `${bad} is not an e-mail address.`, `${bad} 不是有效的邮箱地址。`, [
      fieldSays('/NotifyEmails', { en: 'e-mail addresses, comma-separated', zh: '邮箱地址，以逗号分隔' }),
    ]);
  return inTransaction(db, async (tx) => {
    const cur = await readSystem(tx, true);
    if (cur.version !== s.Version) return stale({ zh: '提单申请设置', en: 'B/L application settings' });
    for (const k of s.AllowedKinds) if (!(await customerExists(tx, k.CompanyId))) return noCustomer();
    const next = {
      autoApprove: s.AutoApprove,
      allowedKinds: Object.fromEntries(s.AllowedKinds.map((k) => [String(k.CompanyId), [...new Set(k.Kinds)].sort()])),
      telexFrom: s.TelexFrom,
      telexTo: s.TelexTo,
      defaultCourier: s.DefaultCourier.trim(),
      notifyEmails: emails.join(', '),
    };
    const version = await saveSystem(tx, next, actor.id);
    await recordDocEvent(tx, {
      docType: SETTINGS_DOC,
      docId: 'system',
      actor: employee(actor),
      type: 'v1.SystemSettingsSaved',
      detail: { ...next, Version: version },
    });
    return { ok: true, value: { Id: 1, Version: version } };
  });
}

// ── receivers ────────────────────────────────────────────────────────────────────────────────

export async function saveReceiver(db: Db, actor: Actor, r: ReceiverSave): Promise<Outcome<Saved>> {
  return inTransaction(db, async (tx) => {
    if (!(await customerExists(tx, r.CompanyId))) return noCustomer();
    const authId = r.RCV_AUTH_ADDRESS_ID ?? null;
    if (authId !== null) {
      const a = await addressCompany(tx, authId);
      // another company's address is as good as none
      if (!a || a.companyId !== r.CompanyId) return missing('No such authenticated address for this customer.', '该客户没有这个认证地址。');
    }
    const f = {
      name: r.RCV_NAME.trim(),
      phone: r.RCV_PHONE,
      province: r.RCV_PROVINCE.trim(),
      city: r.RCV_CITY.trim(),
      district: r.RCV_DISTRICT.trim(),
      address: r.RCV_ADDRESS.trim(),
      postcode: r.RCV_POSTCODE,
      isDefault: r.RCV_DEFAULT,
      authAddressId: authId,
    };
    let id = r.Id;
    let version: number;
    if (id === undefined) ({ id, version } = await insertReceiver(tx, r.CompanyId, f));
    else {
      const cur = await lockReceiver(tx, id);
      if (!cur || cur.companyId !== r.CompanyId) return missing('No such receiver.', '没有这个收件人。');
      if (cur.version !== r.Version) return stale({ zh: '收件人', en: 'receiver' });
      version = await updateReceiver(tx, id, f);
    }
    if (f.isDefault) await clearOtherDefaults(tx, r.CompanyId, id);
    await recordDocEvent(tx, {
      docType: RECEIVER_DOC,
      docId: id,
      actor: employee(actor),
      type: r.Id === undefined ? 'v1.ReceiverAdded' : 'v1.ReceiverChanged',
      detail: { ...f, Version: version },
    });
    return { ok: true, value: { Id: id, Version: version } };
  });
}

export async function deleteReceiver(db: Db, actor: Actor, r: { Id: number; Version: number }): Promise<Outcome<{ Id: number }>> {
  return inTransaction(db, async (tx) => {
    const cur = await lockReceiver(tx, r.Id);
    if (!cur) return missing('No such receiver.', '没有这个收件人。');
    if (cur.version !== r.Version) return stale({ zh: '收件人', en: 'receiver' });
    await deleteReceiverRow(tx, r.Id);
    await recordDocEvent(tx, { docType: RECEIVER_DOC, docId: r.Id, actor: employee(actor), type: 'v1.ReceiverDeleted' });
    return { ok: true, value: { Id: r.Id } };
  });
}

// ── authenticated addresses ──────────────────────────────────────────────────────────────────

/** How long a verification holds (§11.1 AAD_EXPIRES_AT: a year by default) and an SMS code. */
export const VERIFIED_FOR_DAYS = 365;
export const CODE_VALID_MINUTES = 10;
export const CODES_PER_HOUR = 5;
const MAX_CODE_TRIES = 5;
const hashCode = (addressId: number, code: string) => createHash('sha256').update(`${addressId}:${code}`).digest('hex');
const noAddress = <T>() => missing<T>('No such authenticated address.', '没有这个认证地址。');

export async function saveAddress(db: Db, actor: Actor, a: AuthAddressSave): Promise<Outcome<Saved>> {
  return inTransaction(db, async (tx) => {
    if (!(await customerExists(tx, a.CompanyId))) return noCustomer();
    const f = {
      name: a.AAD_NAME.trim(),
      phone: a.AAD_PHONE,
      province: a.AAD_PROVINCE.trim(),
      city: a.AAD_CITY.trim(),
      district: a.AAD_DISTRICT.trim(),
      address: a.AAD_ADDRESS.trim(),
      postcode: a.AAD_POSTCODE,
    };
    let id = a.Id;
    let version: number;
    if (id === undefined) ({ id, version } = await insertAddress(tx, a.CompanyId, f));
    else {
      const cur = await lockAddress(tx, id);
      if (!cur || cur.companyId !== a.CompanyId) return noAddress();
      if (cur.version !== a.Version) return stale({ zh: '认证地址', en: 'address' });
      version = await updateAddress(tx, id, f);
    }
    await recordDocEvent(tx, {
      docType: ADDRESS_DOC,
      docId: id,
      actor: employee(actor),
      type: a.Id === undefined ? 'v1.AddressAdded' : 'v1.AddressChanged',
      detail: { ...f, Version: version },
    });
    return { ok: true, value: { Id: id, Version: version } };
  });
}

/**
 * Sends a 6-digit code to the address's mobile through the SMS channel: at most 5 codes per phone
 * per hour (429 with the minute the next may go). Only the code's hash is kept; the text is queued
 * in the same transaction and delivered at once (the round retries what failed).
 */
type CodeSent = { Phone: string; ExpiresAt: string; Simulated: boolean };
/** Sent, or too many codes to this phone within the hour: the next may go at `nextAt` (the route answers 429). */
export type SendCodeAnswer = { sent: CodeSent } | { nextAt: string };

export async function sendCode(db: Db, sms: ChannelAdapter, actor: Actor, id: number, now = new Date()): Promise<Outcome<SendCodeAnswer>> {
  const out = await inTransaction(db, async (tx): Promise<Outcome<SendCodeAnswer>> => {
    const a = await lockAddress(tx, id);
    if (!a) return noAddress();
    if (a.status === 'REVOKED') return no('REVOKED', 'This address is revoked: add it again to verify it.', '该地址已撤销：请重新添加后再认证。');
    const sent = await codesSentLastHour(tx, a.phone);
    // the first of the hour's codes ages out at nextAt
    if (sent.count >= CODES_PER_HOUR) return { ok: true, value: { nextAt: new Date(new Date(sent.oldest!).getTime() + 3_600_000).toISOString() } };
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + CODE_VALID_MINUTES * 60_000).toISOString();
    const codeId = await insertCode(tx, { addressId: id, phone: a.phone, hash: hashCode(id, code), expiresAt });
    await queueSms(tx, {
      addressId: id,
      codeId,
      phone: a.phone,
      text: `【环球货运】您的收件地址认证码为 ${code}，${CODE_VALID_MINUTES} 分钟内有效。如非本人操作请忽略。`,
      actorId: actor.id,
    });
    await recordDocEvent(tx, {
      docType: ADDRESS_DOC,
      docId: id,
      actor: employee(actor),
      type: 'v1.AddressCodeSent',
      detail: { Phone: a.phone, ExpiresAt: expiresAt },
    });
    return { ok: true, value: { sent: { Phone: a.phone, ExpiresAt: expiresAt, Simulated: sms.simulated } } };
  });
  // after the commit, on the clock of now (the message is due from its transaction's time, later than `now`)
  if (out.ok && 'sent' in out.value) await deliverSms(db, sms, new Date());
  return out;
}

export async function verifyAddress(db: Db, actor: Actor, v: VerifyInput, now = new Date()): Promise<Outcome<Saved>> {
  if (v.Method === 'SMS_CODE' && !v.Code)
    return no('CODE_MISSING', 'Type the code the receiver read from the text message.', '请输入收件人收到的短信验证码。', [
      fieldSays('/Code', { en: 'the 6 digits sent', zh: '短信中的 6 位数字' }),
    ]);
  if (v.Method !== 'SMS_CODE' && !(v.Note ?? '').trim())
    return no(
      'NOTE_MISSING',
      'Say what was checked: the licence number, or who answered the call and when.',
      '请填写核实记录：营业执照号，或接听电话的人与时间。',
      [fieldSays('/Note', { en: 'what was checked', zh: '核实了什么' })],
    );
  // a wrong code's try is kept even though the verification fails: the transaction commits it
  const tried = await inTransaction(db, async (tx): Promise<Outcome<'ok' | 'wrong' | 'none'>> => {
    const a = await lockAddress(tx, v.Id);
    if (!a) return noAddress();
    if (a.version !== v.Version) return stale({ zh: '认证地址', en: 'address' });
    if (a.status === 'REVOKED') return no('REVOKED', 'This address is revoked: add it again to verify it.', '该地址已撤销：请重新添加后再认证。');
    if (v.Method !== 'SMS_CODE') return { ok: true, value: 'ok' };
    const c = await latestCode(tx, v.Id);
    if (!c || c.tries >= MAX_CODE_TRIES) return { ok: true, value: 'none' };
    const right = c.hash === hashCode(v.Id, v.Code!);
    await codeTried(tx, c.id, right);
    return { ok: true, value: right ? 'ok' : 'wrong' };
  });
  if (!tried.ok) return tried;
  if (tried.value === 'none')
    return no(
      'NO_CODE',
      'No code is waiting for this address (none sent, expired, or tried too often): send a new one.',
      '该地址没有有效的验证码（未发送、已过期或尝试次数过多）：请重新发送。',
    );
  if (tried.value === 'wrong')
    return no('WRONG_CODE', 'That is not the code sent to this phone.', '验证码不正确。', [
      fieldSays('/Code', { en: 'not the code sent', zh: '与发送的验证码不符' }),
    ]);
  return inTransaction(db, async (tx) => {
    const a = await lockAddress(tx, v.Id);
    if (!a) return noAddress();
    const expiresAt = new Date(now.getTime() + VERIFIED_FOR_DAYS * 86_400_000).toISOString();
    const version = await markVerified(tx, v.Id, { method: v.Method, note: (v.Note ?? '').trim(), actorId: actor.id, expiresAt });
    await recordDocEvent(tx, {
      docType: ADDRESS_DOC,
      docId: v.Id,
      actor: employee(actor),
      type: 'v1.AddressVerified',
      detail: { Method: v.Method, Note: (v.Note ?? '').trim(), ExpiresAt: expiresAt, Version: version },
    });
    return { ok: true, value: { Id: v.Id, Version: version } };
  });
}

export async function revokeAddress(db: Db, actor: Actor, r: { Id: number; Version: number; Reason: string }): Promise<Outcome<Saved>> {
  return inTransaction(db, async (tx) => {
    const a = await lockAddress(tx, r.Id);
    if (!a) return noAddress();
    if (a.version !== r.Version) return stale({ zh: '认证地址', en: 'address' });
    if (a.status === 'REVOKED') return no('REVOKED', 'This address is revoked already.', '该地址已撤销。');
    const version = await markRevoked(tx, r.Id);
    await recordDocEvent(tx, {
      docType: ADDRESS_DOC,
      docId: r.Id,
      actor: employee(actor),
      type: 'v1.AddressRevoked',
      detail: { Reason: r.Reason.trim(), Version: version },
    });
    return { ok: true, value: { Id: r.Id, Version: version } };
  });
}

export async function simInbox(q: Queryable, phone: string) {
  return { ok: true as const, value: await simulatedInbox(q, phone) };
}
