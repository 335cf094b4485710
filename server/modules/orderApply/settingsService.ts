import type { CheckRule, CheckSave, SystemSave, SystemSettings } from '../../../src/contract/orderApply/calls';
import { fieldSays } from '../../../src/contract/envelope';
import { REQUIRED_RULES, RISK_RULES, type RiskConfig } from '../../../src/domain/orderApply/risk';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { no } from '../../platform/refusal';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { inTransaction } from '../../platform/transaction';
import { companyNames, customerExists } from './repository';
import { lockRiskRules, readRiskConfig, readSystem, saveRiskRule, saveSystem } from './riskSettingsRepository';
import { SETTINGS_DOC, type Saved, employee, noCustomer, stale } from './setupService';

/** The check settings (each rule on or off, its severity and parameters) and the system settings of B/L applications (operations.md §11.1), each read and saved by version. */

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
