import type { RiskConfig, RiskRule } from '../../../src/domain/orderApply/risk';
import { DEFAULT_RISK_CONFIG, RISK_RULES } from '../../../src/domain/orderApply/risk';
import type { Queryable } from '../../db/types';

/** The B/L applications' settings (operations.md §11.1): the risk rules' configuration and the system row (auto-approval, kinds, telex, courier), each versioned. */

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
