import type { MoneyFacts } from '../../../src/domain/orderApply/approvalFacts';
import type { RiskConfig, RiskLevel, RiskRule, RuleResult } from '../../../src/domain/orderApply/risk';
import { DEFAULT_RISK_CONFIG, RISK_RULES } from '../../../src/domain/orderApply/risk';
import type { Queryable } from '../../db/types';
import { houseBillsOfCompanyCode } from '../houseBill/public';
import { type ExceptionScope, type RuleRow, ruleQuery } from '../../platform/tower/rules';

/**
 * The B/L applications' SQL (operations.md §11.1): applications and their check runs, settings,
 * guarantees, receivers, authenticated addresses and their SMS codes. The services hold the rules.
 */

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const dayOf = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.slice(0, 10) : (v as Date).toISOString().slice(0, 10));

// ── settings ─────────────────────────────────────────────────────────────────────────────────

export async function readRiskConfig(q: Queryable): Promise<{ config: RiskConfig; version: number }> {
  const rows = await q.query<{ rsk_rule: RiskRule; enabled: boolean; severity: 'REVIEW' | 'BLOCK'; params: RiskConfig[RiskRule]['params']; version: number }>(
    'select rsk_rule, enabled, severity, params, version from risk_rules',
  );
  const config = { ...DEFAULT_RISK_CONFIG };
  for (const r of rows) if (RISK_RULES.includes(r.rsk_rule)) config[r.rsk_rule] = { enabled: r.enabled, severity: r.severity, params: r.params ?? {} };
  return { config, version: Math.max(1, ...rows.map((r) => r.version)) };
}

export async function lockRiskRules(tx: Queryable): Promise<number> {
  const rows = await tx.query<{ version: number }>('select version from risk_rules for update');
  return Math.max(1, ...rows.map((r) => r.version));
}

export async function saveRiskRule(tx: Queryable, rule: string, c: RiskConfig[RiskRule], version: number, actorId: string): Promise<void> {
  await tx.query(
    `insert into risk_rules (rsk_rule, enabled, severity, params, version, updated_by) values ($1, $2, $3, $4, $5, $6)
     on conflict (rsk_rule) do update set enabled = $2, severity = $3, params = $4, version = $5, updated_by = $6, updated_at = now()`,
    [rule, c.enabled, c.severity, JSON.stringify(c.params), version, actorId],
  );
}

export interface SystemRow {
  autoApprove: boolean;
  allowedKinds: Record<string, number[]>;
  telexFrom: string;
  telexTo: string;
  defaultCourier: string;
  notifyEmails: string;
  version: number;
}

export async function readSystem(q: Queryable, lock = false): Promise<SystemRow> {
  const [r] = await q.query<{
    auto_approve: boolean;
    allowed_kinds: Record<string, number[]>;
    telex_from: string;
    telex_to: string;
    default_courier: string;
    notify_emails: string;
    version: number;
  }>(`select * from bl_app_settings where id = 1${lock ? ' for update' : ''}`);
  return {
    autoApprove: r!.auto_approve,
    allowedKinds: r!.allowed_kinds ?? {},
    telexFrom: r!.telex_from,
    telexTo: r!.telex_to,
    defaultCourier: r!.default_courier,
    notifyEmails: r!.notify_emails,
    version: r!.version,
  };
}

export async function saveSystem(tx: Queryable, s: Omit<SystemRow, 'version'>, actorId: string): Promise<number> {
  const [r] = await tx.query<{ version: number }>(
    `update bl_app_settings set auto_approve = $1, allowed_kinds = $2, telex_from = $3, telex_to = $4, default_courier = $5, notify_emails = $6,
       version = version + 1, updated_by = $7, updated_at = now() where id = 1 returning version`,
    [s.autoApprove, JSON.stringify(s.allowedKinds), s.telexFrom, s.telexTo, s.defaultCourier, s.notifyEmails, actorId],
  );
  return r!.version;
}

export async function companyNames(q: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await q.query<{ id: string; name: string }>('select id, name_zh as name from companies where id = any($1::bigint[])', [ids]);
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/** The customer companies, by name (the pages' pickers). */
export async function customerCompanies(q: Queryable): Promise<{ Id: number; Code: string; Name: string }[]> {
  return q.query(
    `select id::int as "Id", code as "Code", name_zh as "Name" from companies where kind = 'customer' and status <> 'disabled' order by name_zh limit 500`,
  );
}

/** A customer company (the companies an application, guarantee or receiver may belong to). */
export async function customerExists(q: Queryable, companyId: number): Promise<boolean> {
  const [r] = await q.query(`select 1 from companies where id = $1 and kind = 'customer'`, [companyId]);
  return !!r;
}

// ── guarantees ───────────────────────────────────────────────────────────────────────────────

const GUARANTEE_USED = `coalesce((select sum(a.oap_guarantee_used) from bl_applications a
  where a.company_id = g.company_id and a.oap_use_guarantee and a.oap_status = 7), 0)`;

export const guaranteeListBase = `select g.id::int as "Id", g.company_id::int as "CompanyId", c.name_zh as "CompanyName",
  g.gua_limit / 100.0 as "GUA_LIMIT", g.gua_valid_from as "GUA_VALID_FROM", g.gua_valid_to as "GUA_VALID_TO", g.gua_status as "GUA_STATUS",
  ${GUARANTEE_USED} / 100.0 as "UsedCny", (g.gua_limit - ${GUARANTEE_USED}) / 100.0 as "AvailableCny",
  coalesce(e.name, '') as "ApprovedBy", g.gua_remark as "GUA_REMARK", g.updated_at as "UpdatedAt", g.version as "Version"
  from guarantee_limits g join companies c on c.id = g.company_id left join employees e on e.id = g.gua_approved_by`;

export interface GuaranteeFacts {
  id: number;
  limitMinor: number;
  usedMinor: number;
  validFrom: string;
  validTo: string;
  status: 'ACTIVE' | 'SUSPENDED';
}

export async function guaranteeOfCompany(q: Queryable, companyId: number): Promise<GuaranteeFacts | null> {
  const [r] = await q.query<{
    id: string;
    gua_limit: string;
    used: string;
    gua_valid_from: unknown;
    gua_valid_to: unknown;
    gua_status: 'ACTIVE' | 'SUSPENDED';
  }>(`select g.id, g.gua_limit, ${GUARANTEE_USED} as used, g.gua_valid_from, g.gua_valid_to, g.gua_status from guarantee_limits g where g.company_id = $1`, [
    companyId,
  ]);
  return r
    ? {
        id: Number(r.id),
        limitMinor: Number(r.gua_limit),
        usedMinor: Number(r.used),
        validFrom: dayOf(r.gua_valid_from),
        validTo: dayOf(r.gua_valid_to),
        status: r.gua_status,
      }
    : null;
}

export async function lockGuarantee(tx: Queryable, id: number): Promise<{ companyId: number; version: number; status: string } | undefined> {
  const [r] = await tx.query<{ company_id: string; version: number; gua_status: string }>(
    'select company_id, version, gua_status from guarantee_limits where id = $1 for update',
    [id],
  );
  return r && { companyId: Number(r.company_id), version: r.version, status: r.gua_status };
}

export async function guaranteeIdOfCompany(q: Queryable, companyId: number): Promise<number | undefined> {
  const [r] = await q.query<{ id: string }>('select id from guarantee_limits where company_id = $1', [companyId]);
  return r ? Number(r.id) : undefined;
}

export async function insertGuarantee(
  tx: Queryable,
  g: { companyId: number; limitMinor: number; from: string; to: string; remark: string },
  actorId: string,
): Promise<{ id: number; version: number }> {
  const [r] = await tx.query<{ id: string; version: number }>(
    `insert into guarantee_limits (company_id, gua_limit, gua_valid_from, gua_valid_to, gua_remark, gua_approved_by) values ($1, $2, $3, $4, $5, $6) returning id, version`,
    [g.companyId, g.limitMinor, g.from, g.to, g.remark, actorId],
  );
  return { id: Number(r!.id), version: r!.version };
}

export async function updateGuarantee(
  tx: Queryable,
  id: number,
  g: { limitMinor: number; from: string; to: string; remark: string },
  actorId: string,
): Promise<number> {
  const [r] = await tx.query<{ version: number }>(
    `update guarantee_limits set gua_limit = $2, gua_valid_from = $3, gua_valid_to = $4, gua_remark = $5, gua_approved_by = $6, version = version + 1, updated_at = now()
      where id = $1 returning version`,
    [id, g.limitMinor, g.from, g.to, g.remark, actorId],
  );
  return r!.version;
}

export async function setGuaranteeStatus(tx: Queryable, id: number, status: 'ACTIVE' | 'SUSPENDED'): Promise<number> {
  const [r] = await tx.query<{ version: number }>(
    'update guarantee_limits set gua_status = $2, version = version + 1, updated_at = now() where id = $1 returning version',
    [id, status],
  );
  return r!.version;
}

/** The B/Ls released under a company's guarantee (their booking, to ask billing what each still owes). */
export async function releasedUnderGuarantee(q: Queryable, companyId: number): Promise<{ id: number; cgoId: string; used: number }[]> {
  const rows = await q.query<{ id: string; oap_cgo_id: string; oap_guarantee_used: string }>(
    'select id, oap_cgo_id, oap_guarantee_used from bl_applications where company_id = $1 and oap_use_guarantee and oap_status = 7',
    [companyId],
  );
  return rows.map((r) => ({ id: Number(r.id), cgoId: r.oap_cgo_id, used: Number(r.oap_guarantee_used) }));
}

export async function setGuaranteeUsed(q: Queryable, id: number, usedMinor: number): Promise<void> {
  await q.query('update bl_applications set oap_guarantee_used = $2 where id = $1 and oap_guarantee_used <> $2', [id, usedMinor]);
}

// ── receivers ────────────────────────────────────────────────────────────────────────────────

const AUTH_STATE = `case when a.id is null then 'NONE' when a.aad_status = 'VERIFIED' and a.aad_expires_at < now() then 'EXPIRED' else a.aad_status end`;

export const receiverListBase = `select r.id::int as "Id", r.company_id::int as "CompanyId", c.name_zh as "CompanyName",
  r.rcv_name as "RCV_NAME", r.rcv_phone as "RCV_PHONE", r.rcv_province as "RCV_PROVINCE", r.rcv_city as "RCV_CITY",
  r.rcv_district as "RCV_DISTRICT", r.rcv_address as "RCV_ADDRESS", r.rcv_postcode as "RCV_POSTCODE", r.rcv_default as "RCV_DEFAULT",
  r.rcv_auth_address_id::int as "RCV_AUTH_ADDRESS_ID", ${AUTH_STATE} as "AuthStatus", a.aad_expires_at as "AuthExpiresAt", r.version as "Version"
  from bl_receivers r join companies c on c.id = r.company_id left join auth_addresses a on a.id = r.rcv_auth_address_id
  where not r.deleted`;

export interface ReceiverFields {
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  address: string;
  postcode: string;
  isDefault: boolean;
  authAddressId: number | null;
}

export async function lockReceiver(tx: Queryable, id: number): Promise<{ companyId: number; version: number } | undefined> {
  const [r] = await tx.query<{ company_id: string; version: number }>('select company_id, version from bl_receivers where id = $1 and not deleted for update', [
    id,
  ]);
  return r && { companyId: Number(r.company_id), version: r.version };
}

export async function insertReceiver(tx: Queryable, companyId: number, f: ReceiverFields): Promise<{ id: number; version: number }> {
  const [r] = await tx.query<{ id: string; version: number }>(
    `insert into bl_receivers (company_id, rcv_name, rcv_phone, rcv_province, rcv_city, rcv_district, rcv_address, rcv_postcode, rcv_default, rcv_auth_address_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id, version`,
    [companyId, f.name, f.phone, f.province, f.city, f.district, f.address, f.postcode, f.isDefault, f.authAddressId],
  );
  return { id: Number(r!.id), version: r!.version };
}

export async function updateReceiver(tx: Queryable, id: number, f: ReceiverFields): Promise<number> {
  const [r] = await tx.query<{ version: number }>(
    `update bl_receivers set rcv_name = $2, rcv_phone = $3, rcv_province = $4, rcv_city = $5, rcv_district = $6, rcv_address = $7, rcv_postcode = $8,
       rcv_default = $9, rcv_auth_address_id = $10, version = version + 1, updated_at = now() where id = $1 returning version`,
    [id, f.name, f.phone, f.province, f.city, f.district, f.address, f.postcode, f.isDefault, f.authAddressId],
  );
  return r!.version;
}

/** One default receiver per company: the others lose the mark. */
export async function clearOtherDefaults(tx: Queryable, companyId: number, keep: number): Promise<void> {
  await tx.query('update bl_receivers set rcv_default = false where company_id = $1 and id <> $2 and rcv_default', [companyId, keep]);
}

export async function deleteReceiverRow(tx: Queryable, id: number): Promise<void> {
  await tx.query('update bl_receivers set deleted = true, version = version + 1 where id = $1', [id]);
}

/** The receiver the risk check reads (R6): its company, name, and its authenticated address. */
export async function receiverFacts(
  q: Queryable,
  id: number,
): Promise<{ companyId: number; name: string; auth: null | { status: string; expiresAt: string; method: string } } | undefined> {
  const [r] = await q.query<{
    company_id: string;
    rcv_name: string;
    aad_id: string | null;
    aad_status: string;
    aad_expires_at: unknown;
    aad_method: string | null;
  }>(
    `select r.company_id, r.rcv_name, a.id as aad_id, a.aad_status, a.aad_expires_at, a.aad_method
       from bl_receivers r left join auth_addresses a on a.id = r.rcv_auth_address_id and a.company_id = r.company_id
      where r.id = $1 and not r.deleted`,
    [id],
  );
  if (!r) return undefined;
  return {
    companyId: Number(r.company_id),
    name: r.rcv_name,
    auth: r.aad_id && r.aad_status !== 'PENDING' ? { status: r.aad_status, expiresAt: iso(r.aad_expires_at) ?? '', method: r.aad_method ?? '' } : null,
  };
}

// ── authenticated addresses ──────────────────────────────────────────────────────────────────

export const addressListBase = `select a.id::int as "Id", a.company_id::int as "CompanyId", c.name_zh as "CompanyName",
  a.aad_name as "AAD_NAME", a.aad_phone as "AAD_PHONE", a.aad_province as "AAD_PROVINCE", a.aad_city as "AAD_CITY", a.aad_district as "AAD_DISTRICT",
  a.aad_address as "AAD_ADDRESS", a.aad_postcode as "AAD_POSTCODE", coalesce(a.aad_method, '') as "AAD_METHOD", a.aad_note as "AAD_NOTE",
  coalesce(e.name, '') as "VerifiedBy", a.aad_verified_at as "AAD_VERIFIED_AT", a.aad_expires_at as "AAD_EXPIRES_AT",
  ${AUTH_STATE} as "AAD_STATUS", a.version as "Version"
  from auth_addresses a join companies c on c.id = a.company_id left join employees e on e.id = a.aad_verified_by`;

export interface AddressFields {
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  address: string;
  postcode: string;
}

export async function lockAddress(tx: Queryable, id: number): Promise<{ companyId: number; version: number; phone: string; status: string } | undefined> {
  const [r] = await tx.query<{ company_id: string; version: number; aad_phone: string; aad_status: string }>(
    'select company_id, version, aad_phone, aad_status from auth_addresses where id = $1 for update',
    [id],
  );
  return r && { companyId: Number(r.company_id), version: r.version, phone: r.aad_phone, status: r.aad_status };
}

export async function addressCompany(q: Queryable, id: number): Promise<{ companyId: number; phone: string } | undefined> {
  const [r] = await q.query<{ company_id: string; aad_phone: string }>('select company_id, aad_phone from auth_addresses where id = $1', [id]);
  return r && { companyId: Number(r.company_id), phone: r.aad_phone };
}

export async function insertAddress(tx: Queryable, companyId: number, f: AddressFields): Promise<{ id: number; version: number }> {
  const [r] = await tx.query<{ id: string; version: number }>(
    `insert into auth_addresses (company_id, aad_name, aad_phone, aad_province, aad_city, aad_district, aad_address, aad_postcode)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id, version`,
    [companyId, f.name, f.phone, f.province, f.city, f.district, f.address, f.postcode],
  );
  return { id: Number(r!.id), version: r!.version };
}

/** An edited address is a new one to verify: its verification is cleared. */
export async function updateAddress(tx: Queryable, id: number, f: AddressFields): Promise<number> {
  const [r] = await tx.query<{ version: number }>(
    `update auth_addresses set aad_name = $2, aad_phone = $3, aad_province = $4, aad_city = $5, aad_district = $6, aad_address = $7, aad_postcode = $8,
       aad_status = 'PENDING', aad_method = null, aad_verified_by = null, aad_verified_at = null, aad_expires_at = null, version = version + 1
      where id = $1 returning version`,
    [id, f.name, f.phone, f.province, f.city, f.district, f.address, f.postcode],
  );
  return r!.version;
}

export async function markVerified(tx: Queryable, id: number, v: { method: string; note: string; actorId: string; expiresAt: string }): Promise<number> {
  const [r] = await tx.query<{ version: number }>(
    `update auth_addresses set aad_status = 'VERIFIED', aad_method = $2, aad_note = $3, aad_verified_by = $4, aad_verified_at = now(), aad_expires_at = $5,
       version = version + 1 where id = $1 returning version`,
    [id, v.method, v.note, v.actorId, v.expiresAt],
  );
  return r!.version;
}

export async function markRevoked(tx: Queryable, id: number): Promise<number> {
  const [r] = await tx.query<{ version: number }>(`update auth_addresses set aad_status = 'REVOKED', version = version + 1 where id = $1 returning version`, [
    id,
  ]);
  return r!.version;
}

/** Codes sent to a phone within the last hour (the 5-an-hour limit). */
export async function codesSentLastHour(q: Queryable, phone: string): Promise<{ count: number; oldest: string | null }> {
  const [r] = await q.query<{ n: string; oldest: unknown }>(
    `select count(*) as n, min(sent_at) as oldest from auth_sms_codes where phone = $1 and sent_at > now() - interval '1 hour'`,
    [phone],
  );
  return { count: Number(r!.n), oldest: iso(r!.oldest) };
}

export async function insertCode(tx: Queryable, c: { addressId: number; phone: string; hash: string; expiresAt: string }): Promise<number> {
  const [r] = await tx.query<{ id: string }>('insert into auth_sms_codes (aad_id, phone, code_hash, expires_at) values ($1, $2, $3, $4) returning id', [
    c.addressId,
    c.phone,
    c.hash,
    c.expiresAt,
  ]);
  return Number(r!.id);
}

/** The address's latest unused code still valid, locked. */
export async function latestCode(tx: Queryable, addressId: number): Promise<{ id: number; hash: string; tries: number } | undefined> {
  const [r] = await tx.query<{ id: string; code_hash: string; tries: number }>(
    `select id, code_hash, tries from auth_sms_codes where aad_id = $1 and used_at is null and expires_at > now() order by id desc limit 1 for update`,
    [addressId],
  );
  return r && { id: Number(r.id), hash: r.code_hash, tries: r.tries };
}

export async function codeTried(q: Queryable, id: number, used: boolean): Promise<void> {
  await q.query(`update auth_sms_codes set tries = tries + 1, used_at = case when $2 then now() else used_at end where id = $1`, [id, used]);
}

export async function simulatedInbox(q: Queryable, phone: string): Promise<{ Phone: string; Body: string; ReceivedAt: string }[]> {
  const rows = await q.query<{ phone: string; body: string; received_at: unknown }>(
    'select phone, body, received_at from sim_sms_messages where phone = $1 order by id desc limit 10',
    [phone],
  );
  return rows.map((r) => ({ Phone: r.phone, Body: r.body, ReceivedAt: iso(r.received_at) ?? '' }));
}

/** The simulated SMS gateway keeps what it delivered (once per idempotency key). */
export async function keepSimulatedSms(q: Queryable, m: { key: string; phone: string; body: string }): Promise<void> {
  await q.query(
    `insert into sim_sms_messages (idempotency_key, phone, body) values ($1, $2, $3)
     on conflict (idempotency_key) do update set times_received = sim_sms_messages.times_received + 1`,
    [m.key, m.phone, m.body],
  );
}

// ── applications ─────────────────────────────────────────────────────────────────────────────

export const APPLICATION_COLUMNS = `a.id::int as "Id", a.oap_no as "OAP_NO", a.company_id::int as "CompanyId", c.name_zh as "CompanyName",
  a.oap_hbl_id::int as "OAP_HBL_ID", a.oap_hbl_no as "OAP_HBL_NO", a.oap_cgo_id as "OAP_CGO_ID", a.oap_kind::int as "OAP_KIND",
  a.oap_receiver_id::int as "OAP_RECEIVER_ID", coalesce(r.rcv_name, '') as "ReceiverName", coalesce(a.oap_pickup_name, '') as "OAP_PICKUP_NAME",
  coalesce(a.oap_pickup_id_last4, '') as "OAP_PICKUP_ID_LAST4", coalesce(a.oap_release_to, '') as "OAP_RELEASE_TO",
  a.oap_use_guarantee as "OAP_USE_GUARANTEE", a.oap_unpaid / 100.0 as "OAP_UNPAID", a.oap_risk_level as "OAP_RISK_LEVEL",
  a.oap_status::int as "OAP_STATUS", coalesce(a.oap_courier, '') as "OAP_COURIER", coalesce(a.oap_courier_no, '') as "OAP_COURIER_NO",
  coalesce(d.name, '') as "DecidedBy", a.oap_decided_at as "OAP_DECIDED_AT", a.oap_released_at as "OAP_RELEASED_AT", a.oap_remarks as "OAP_REMARKS",
  coalesce(cb.name, '') as "CreatedBy", a.created_at as "CreatedAt", a.version as "Version"`;
const APPLICATION_FROM = `bl_applications a join companies c on c.id = a.company_id left join bl_receivers r on r.id = a.oap_receiver_id
  left join employees d on d.id = a.oap_decided_by left join employees cb on cb.id = a.created_by`;
export const applicationListBase = `select ${APPLICATION_COLUMNS} from ${APPLICATION_FROM}`;

export async function readApplication(q: Queryable, id: number): Promise<Record<string, unknown> | undefined> {
  const [r] = await q.query<Record<string, unknown>>(`select ${APPLICATION_COLUMNS} from ${APPLICATION_FROM} where a.id = $1`, [id]);
  if (!r) return undefined;
  return {
    ...r,
    OAP_UNPAID: Number(r.OAP_UNPAID),
    OAP_DECIDED_AT: iso(r.OAP_DECIDED_AT),
    OAP_RELEASED_AT: iso(r.OAP_RELEASED_AT),
    CreatedAt: iso(r.CreatedAt),
  };
}

export interface StoredApplication {
  id: number;
  no: string;
  companyId: number;
  hblId: number;
  hblNo: string;
  cgoId: string;
  kind: 1 | 2 | 3 | 4;
  receiverId: number | null;
  releaseTo: string;
  useGuarantee: boolean;
  unpaid: number;
  status: number;
  version: number;
  /** The money facts of its latest check (null: not known). */
  facts: MoneyFacts | null;
}

export async function lockApplication(tx: Queryable, id: number): Promise<StoredApplication | undefined> {
  const [r] = await tx.query<{
    id: string;
    oap_no: string;
    company_id: string;
    oap_hbl_id: string;
    oap_hbl_no: string;
    oap_cgo_id: string;
    oap_kind: number;
    oap_receiver_id: string | null;
    oap_release_to: string | null;
    oap_use_guarantee: boolean;
    oap_unpaid: string;
    oap_status: number;
    version: number;
    oap_facts: MoneyFacts | null;
  }>('select * from bl_applications where id = $1 for update', [id]);
  return (
    r && {
      id: Number(r.id),
      no: r.oap_no,
      companyId: Number(r.company_id),
      hblId: Number(r.oap_hbl_id),
      hblNo: r.oap_hbl_no,
      cgoId: r.oap_cgo_id,
      kind: r.oap_kind as 1 | 2 | 3 | 4,
      receiverId: r.oap_receiver_id === null ? null : Number(r.oap_receiver_id),
      releaseTo: r.oap_release_to ?? '',
      useGuarantee: r.oap_use_guarantee,
      unpaid: Number(r.oap_unpaid),
      status: r.oap_status,
      version: r.version,
      facts: r.oap_facts,
    }
  );
}

export async function liveApplicationsOf(q: Queryable, hblId: number, except: number | null): Promise<{ no: string; status: number }[]> {
  return q.query<{ no: string; status: number }>(
    'select oap_no as no, oap_status::int as status from bl_applications where oap_hbl_id = $1 and oap_status between 1 and 5 and id is distinct from $2::bigint order by id',
    [hblId, except],
  );
}

export async function insertApplication(
  tx: Queryable,
  a: {
    companyId: number;
    hblId: number;
    hblNo: string;
    cgoId: string;
    kind: number;
    receiverId: number | null;
    pickupName: string | null;
    pickupIdLast4: string | null;
    releaseTo: string | null;
    useGuarantee: boolean;
    unpaid: number;
    level: RiskLevel;
    actorId: string;
  },
): Promise<{ id: number; no: string }> {
  const [r] = await tx.query<{ id: string; oap_no: string }>(
    `with n as (select nextval('bl_applications_id_seq') as id)
     insert into bl_applications (id, oap_no, company_id, oap_hbl_id, oap_hbl_no, oap_cgo_id, oap_kind, oap_receiver_id, oap_pickup_name, oap_pickup_id_last4,
       oap_release_to, oap_use_guarantee, oap_unpaid, oap_risk_level, oap_status, created_by)
     select n.id, 'OAP' || to_char(now() at time zone 'Asia/Shanghai', 'YYMM') || lpad(n.id::text, 5, '0'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 1, $13 from n
     returning id, oap_no`,
    [a.companyId, a.hblId, a.hblNo, a.cgoId, a.kind, a.receiverId, a.pickupName, a.pickupIdLast4, a.releaseTo, a.useGuarantee, a.unpaid, a.level, a.actorId],
  );
  return { id: Number(r!.id), no: r!.oap_no };
}

/** Moves the application (status, level, and what else the move sets); answers the new version. */
export async function moveApplication(
  tx: Queryable,
  id: number,
  m: {
    status: number;
    level?: RiskLevel;
    unpaid?: number;
    decidedBy?: string;
    remarks?: string;
    released?: boolean;
    courier?: string | null;
    courierNo?: string | null;
    guaranteeUsed?: number;
    facts?: MoneyFacts;
  },
): Promise<number> {
  const [r] = await tx.query<{ version: number }>(
    `update bl_applications set oap_status = $2, oap_risk_level = coalesce($3, oap_risk_level), oap_unpaid = coalesce($4, oap_unpaid),
       oap_decided_by = coalesce($5, oap_decided_by), oap_decided_at = case when $5::bigint is null then oap_decided_at else now() end,
       oap_remarks = coalesce($6, oap_remarks), oap_released_at = case when $7 then now() else oap_released_at end,
       oap_courier = coalesce($8, oap_courier), oap_courier_no = coalesce($9, oap_courier_no),
       oap_guarantee_used = coalesce($10, oap_guarantee_used), oap_facts = coalesce($11::jsonb, oap_facts), version = version + 1
     where id = $1 returning version`,
    [
      id,
      m.status,
      m.level ?? null,
      m.unpaid ?? null,
      m.decidedBy ?? null,
      m.remarks ?? null,
      m.released ?? false,
      m.courier ?? null,
      m.courierNo ?? null,
      m.guaranteeUsed ?? null,
      m.facts ? JSON.stringify(m.facts) : null,
    ],
  );
  return r!.version;
}

/** One run of the check: a row per rule. Answers the run's number. */
export async function insertRun(tx: Queryable, oapId: number, results: readonly RuleResult[]): Promise<number> {
  const [n] = await tx.query<{ run: number }>('select coalesce(max(rsk_run), 0) + 1 as run from bl_risk_results where oap_id = $1', [oapId]);
  const run = n!.run;
  await tx.query(
    `insert into bl_risk_results (oap_id, rsk_run, rsk_rule, rsk_result, rsk_message_zh, rsk_message_en, rsk_params)
     select $1, $2, r.rule, r.result, r.zh, r.en, r.params from jsonb_to_recordset($3::jsonb) as r(rule text, result text, zh text, en text, params jsonb)`,
    [oapId, run, JSON.stringify(results.map((r) => ({ rule: r.rule, result: r.result, zh: r.message.zh, en: r.message.en, params: r.params })))],
  );
  return run;
}

export interface StoredResult {
  Rule: RiskRule;
  Result: RiskLevel;
  Message: { zh: string; en: string };
  Params: Record<string, unknown>;
  OverrideBy: string;
  OverrideReason: string;
}

export async function latestRun(q: Queryable, oapId: number): Promise<StoredResult[]> {
  return q.query<StoredResult>(
    `select x.rsk_rule as "Rule", x.rsk_result as "Result", jsonb_build_object('zh', x.rsk_message_zh, 'en', x.rsk_message_en) as "Message",
        x.rsk_params as "Params", coalesce(e.name, '') as "OverrideBy", coalesce(x.rsk_override_reason, '') as "OverrideReason"
       from bl_risk_results x left join employees e on e.id = x.rsk_override_by
      where x.oap_id = $1 and x.rsk_run = (select max(rsk_run) from bl_risk_results where oap_id = $1) order by x.id`,
    [oapId],
  );
}

export async function recordOverrides(tx: Queryable, oapId: number, overrides: readonly { rule: string; reason: string }[], actorId: string): Promise<void> {
  await tx.query(
    `update bl_risk_results x set rsk_override_by = $3, rsk_override_reason = o.reason
       from jsonb_to_recordset($2::jsonb) as o(rule text, reason text)
      where x.oap_id = $1 and x.rsk_rule = o.rule and x.rsk_run = (select max(rsk_run) from bl_risk_results where oap_id = $1)`,
    [oapId, JSON.stringify(overrides), actorId],
  );
}

export const applyLogListBase = `select ev.id::int as "Id", a.id::int as "OAP_ID", a.oap_no as "OAP_NO", c.name_zh as "CompanyName", ev.at as "At",
  coalesce(e.name, case ev.actor_kind when 'system' then '系统' else ev.actor_id end, '') as "ActorName", ev.type as "Type", ev.detail as "Detail"
  from doc_events ev join bl_applications a on ev.doc_type = 'blApplication' and ev.doc_id = a.id::text
  join companies c on c.id = a.company_id left join employees e on ev.actor_kind = 'employee' and e.id::text = ev.actor_id`;

export const checkLogListBase = `select x.id::int as "Id", a.id::int as "OAP_ID", a.oap_no as "OAP_NO", c.name_zh as "CompanyName", x.rsk_run as "RSK_RUN",
  x.rsk_run_at as "RSK_RUN_AT", x.rsk_rule as "RSK_RULE", x.rsk_result as "RSK_RESULT", x.rsk_message_zh as "MessageZh", x.rsk_message_en as "MessageEn",
  x.rsk_params as "RSK_PARAMS", coalesce(e.name, '') as "OverrideBy", coalesce(x.rsk_override_reason, '') as "RSK_OVERRIDE_REASON"
  from bl_risk_results x join bl_applications a on a.id = x.oap_id join companies c on c.id = a.company_id
  left join employees e on e.id = x.rsk_override_by`;

// ── facts the module reads of shared tables ─────────────────────────────────────────────────

/** The first LOAD or DEPA actual of a booking (or its B/L), not retracted. */
export async function firstDeparture(q: Queryable, cgoId: string, hblNo: string): Promise<{ code: string; at: string; place: string } | null> {
  const [r] = await q.query<{ evt_code: string; evt_at: unknown; evt_location: string }>(
    `select evt_code, evt_at, evt_location from tracking_events
      where evt_code in ('LOAD', 'DEPA') and evt_classifier = 'ACT' and not evt_retracted and evt_retracts is null
        and (evt_cgo_id = $1 or ($2 <> '' and evt_hbl_no = $2))
      order by evt_at limit 1`,
    [cgoId, hblNo],
  );
  return r ? { code: r.evt_code, at: iso(r.evt_at) ?? '', place: r.evt_location } : null;
}

/** Release Idempotency-Key: claims the key (true) or finds it taken. */
export async function claimReleaseKey(tx: Queryable, key: string, hash: string): Promise<boolean> {
  const rows = await tx.query('insert into bl_release_keys (idempotency_key, request_hash) values ($1, $2) on conflict do nothing returning 1', [key, hash]);
  return rows.length > 0;
}
export async function releaseKeyAnswer(q: Queryable, key: string): Promise<{ hash: string; answer: unknown } | undefined> {
  const [r] = await q.query<{ request_hash: string; answer: unknown }>('select request_hash, answer from bl_release_keys where idempotency_key = $1', [key]);
  return r && { hash: r.request_hash, answer: r.answer };
}
/** A refused release frees its key (the refusal committed what it moved, but no answer to replay). */
export async function forgetReleaseKey(tx: Queryable, key: string): Promise<void> {
  await tx.query('delete from bl_release_keys where idempotency_key = $1 and answer is null', [key]);
}
export async function keepReleaseAnswer(tx: Queryable, key: string, answer: unknown): Promise<void> {
  await tx.query('update bl_release_keys set answer = $2 where idempotency_key = $1', [key, JSON.stringify(answer)]);
}

/** A customer's house B/Ls (the houseBill module's), for the demo's applications only. */
export const demoHbls = (q: Queryable, companyCode: string): Promise<{ id: number; status: number }[]> => houseBillsOfCompanyCode(q, companyCode);

// ── the control tower ────────────────────────────────────────────────────────────────────────

/** BL_BLOCKED (§12.1): every blocked application, with the B/L and why (the last run's rules that blocked). */
export function blockedApplicationRows(q: Queryable, scope: ExceptionScope): Promise<BlockedRow[]> {
  return ruleQuery<BlockedRow>(
    q,
    `select a.company_id::text as company_id, 'blApplication' as doc_type, a.id::text as doc_id, a.oap_no as ref, null::timestamptz as due_at,
            a.oap_hbl_no as hbl_no,
            coalesce((select string_agg(x.rsk_message_zh, '；' order by x.id) from bl_risk_results x
                       where x.oap_id = a.id and x.rsk_result = 'BLOCK' and x.rsk_run = (select max(rsk_run) from bl_risk_results where oap_id = a.id)), '') as why_zh,
            coalesce((select string_agg(x.rsk_message_en, '; ' order by x.id) from bl_risk_results x
                       where x.oap_id = a.id and x.rsk_result = 'BLOCK' and x.rsk_run = (select max(rsk_run) from bl_risk_results where oap_id = a.id)), '') as why_en
       from bl_applications a where a.oap_status = 4 and ($1::bigint is null or a.company_id = $1) order by a.id`,
    scope,
  );
}
export type BlockedRow = RuleRow & { hbl_no: string; why_zh: string; why_en: string };
