import type { Bilingual } from '../../i18n/bilingual';
import { amountText } from '../../domain/money/bills';
import { unpaidWords } from '../../domain/orderApply/approvalFacts';
import type { RiskLevel, RiskRule } from '../../domain/orderApply/risk';
import type { OapKind, OapStatus } from '../../domain/orderApply/status';
import { AUTH_METHOD_WORDS, OAP_KIND_WORDS, OAP_STATUS_WORDS, RISK_LEVEL_WORDS, RISK_RULE_WORDS } from './words';

/**
 * The B/L application's history and its set-up's (guarantee amounts, settings, receivers,
 * authenticated addresses) in words (operations.md §11: every decision logged), as the logs show
 * them: what happened with its figures and reasons, never an event code, a stored key or JSON.
 */
type Detail = Record<string, unknown>;
const s = (v: unknown) => (v === undefined || v === null ? '' : String(v));
const cny = (v: unknown) => `CNY ${amountText(Number(v ?? 0))}`;
const both = (zh: string, en: string): Bilingual => ({ zh, en });
/** Many parts in each language, joined as that language joins them. */
const join = (parts: Bilingual[], zhSep = '；', enSep = '; '): Bilingual => ({
  zh: parts.map((p) => p.zh).join(zhSep),
  en: parts.map((p) => p.en).join(enSep),
});
const kind = (v: unknown): Bilingual => OAP_KIND_WORDS[Number(v) as OapKind] ?? both(s(v), s(v));
const status = (v: unknown): Bilingual => OAP_STATUS_WORDS[Number(v) as OapStatus] ?? both(s(v), s(v));
const rule = (v: unknown): Bilingual => RISK_RULE_WORDS[v as RiskRule] ?? both(s(v), s(v));
const level = (v: unknown): Bilingual => RISK_LEVEL_WORDS[v as RiskLevel] ?? both(s(v), s(v));
const list = (v: unknown): Detail[] => (Array.isArray(v) ? (v as Detail[]) : []);
const message = (v: unknown): Bilingual => (v && typeof v === 'object' ? (v as Bilingual) : both(s(v), s(v)));
const validity = (d: Detail): Bilingual =>
  both(`有效期 ${s(d.GUA_VALID_FROM)} 至 ${s(d.GUA_VALID_TO)}`, `valid ${s(d.GUA_VALID_FROM)} to ${s(d.GUA_VALID_TO)}`);
const remark = (v: unknown): Bilingual => (s(v).trim() ? both(`（${s(v)}）`, ` (${s(v)})`) : both('', ''));
const underGuarantee = (d: Detail): Bilingual =>
  Number(d.UnderGuaranteeCny ?? 0) > 0 ? both(`，占用担保额度 ${cny(d.UnderGuaranteeCny)}`, `; ${cny(d.UnderGuaranteeCny)} under the guarantee`) : both('', '');

const TEXT: Record<string, (d: Detail) => Bilingual> = {
  // ── the application (service.ts) ──
  'v1.Applied': (d) => {
    const k = kind(d.Kind);
    const g = d.UseGuarantee ? both('，使用担保额度', '; under the guarantee') : both('', '');
    const to = s(d.ReleaseTo) ? both(`，放给 ${s(d.ReleaseTo)}`, `; release to ${s(d.ReleaseTo)}`) : both('', '');
    return both(
      `申请 ${s(d.OAP_NO)}：分提单 ${s(d.HBL_NO)}，${k.zh}${g.zh}${to.zh}`,
      `Applied ${s(d.OAP_NO)}: house B/L ${s(d.HBL_NO)}, ${k.en}${g.en}${to.en}`,
    );
  },
  'v1.Checked': (d) => {
    const head = both(
      `第 ${s(d.Run)} 次检查：${level(d.Level).zh}，转为“${status(d.Status).zh}”，未付费用 ${cny(d.UnpaidCny)}`,
      `Check ${s(d.Run)}: ${level(d.Level).en}, now ${status(d.Status).en}; unpaid ${cny(d.UnpaidCny)}`,
    );
    const notPassed = list(d.NotPassed).map((r) =>
      both(`${rule(r.Rule).zh}（${level(r.Result).zh}）：${message(r.Message).zh}`, `${rule(r.Rule).en} (${level(r.Result).en}): ${message(r.Message).en}`),
    );
    return join([head, ...notPassed]);
  },
  'v1.Rechecked': (d) => both(`重新检查（原为“${status(d.From).zh}”）`, `Checked again (was ${status(d.From).en})`),
  'v1.Approved': (d) => {
    const overrides = list(d.Overrides).map((o) => both(`${rule(o.Rule).zh}：${s(o.Reason)}`, `${rule(o.Rule).en}: ${s(o.Reason)}`));
    const parts = [OAP_STATUS_WORDS[5], ...overrides];
    if (s(d.Remarks)) parts.push(both(`备注：${s(d.Remarks)}`, `remarks: ${s(d.Remarks)}`));
    return join(parts);
  },
  'v1.Rejected': (d) => both(`驳回：${s(d.Remarks)}`, `Rejected: ${s(d.Remarks)}`),
  'v1.Released': (d) => {
    const k = kind(d.Kind);
    if (s(d.CourierNo) || s(d.Courier))
      return both(`放单（${k.zh}）：${s(d.Courier)} 运单号 ${s(d.CourierNo)}`, `Released (${k.en}): ${s(d.Courier)} waybill ${s(d.CourierNo)}`);
    const to = s(d.ReleaseTo) ? both(`，放给 ${s(d.ReleaseTo)}`, `, to ${s(d.ReleaseTo)}`) : both('', '');
    const g = underGuarantee(d);
    return both(`放单（${k.zh}）${to.zh}${g.zh}`, `Released (${k.en})${to.en}${g.en}`);
  },
  'v1.FactsChanged': (d) => {
    const head = both(
      `重新检查（原为“${status(d.From).zh}”）：审核所依据的情况已变`,
      `Checked again (was ${status(d.From).en}): the facts the decision rested on changed`,
    );
    const m = d.Money && typeof d.Money === 'object' ? (d.Money as Detail) : null;
    const parts = [head];
    if (m) {
      const was = unpaidWords(m.UnpaidBefore as Record<string, number> | null);
      const is = unpaidWords((m.UnpaidNow as Record<string, number>) ?? {});
      parts.push(both(`未付费用：当时 ${was.zh}，现在 ${is.zh}`, `unpaid: then ${was.en}, now ${is.en}`));
      if (Number(m.ChargesAdded)) parts.push(both(`新增费用 ${s(m.ChargesAdded)} 项`, `${s(m.ChargesAdded)} charge(s) added`));
      if (Number(m.ChargesGone)) parts.push(both(`减少费用 ${s(m.ChargesGone)} 项`, `${s(m.ChargesGone)} charge(s) gone`));
      const inv = Array.isArray(m.Invoices) ? (m.Invoices as string[]) : [];
      if (inv.length) parts.push(both(`发票或收款变动：${inv.join('、')}`, `invoices or payments changed: ${inv.join(', ')}`));
      if (m.OverdueChanged) parts.push(both('客户逾期发票有变动', "the customer's overdue invoices changed"));
      if (m.GuaranteeChanged) parts.push(both('担保额度有变动', 'the guarantee changed'));
    }
    for (const r of list(d.Rules))
      parts.push(
        both(`${rule(r.Rule).zh}（${level(r.Result).zh}）：${message(r.Message).zh}`, `${rule(r.Rule).en} (${level(r.Result).en}): ${message(r.Message).en}`),
      );
    return join(parts);
  },
  'v1.Cancelled': (d) => both(`取消申请（原为“${status(d.From).zh}”）：${s(d.Reason)}`, `Cancelled (was ${status(d.From).en}): ${s(d.Reason)}`),

  // ── its set-up (setupService.ts) ──
  'v1.GuaranteeSet': (d) =>
    both(
      `设定担保额度 ${cny(d.GUA_LIMIT)}，${validity(d).zh}${remark(d.GUA_REMARK).zh}`,
      `Guarantee set at ${cny(d.GUA_LIMIT)}, ${validity(d).en}${remark(d.GUA_REMARK).en}`,
    ),
  'v1.GuaranteeChanged': (d) =>
    both(
      `担保额度改为 ${cny(d.GUA_LIMIT)}，${validity(d).zh}${remark(d.GUA_REMARK).zh}`,
      `Guarantee changed to ${cny(d.GUA_LIMIT)}, ${validity(d).en}${remark(d.GUA_REMARK).en}`,
    ),
  'v1.GuaranteeSuspended': (d) => both(`暂停担保额度：${s(d.Reason)}`, `Guarantee suspended: ${s(d.Reason)}`),
  'v1.GuaranteeResumed': (d) => both(`恢复担保额度：${s(d.Reason)}`, `Guarantee resumed: ${s(d.Reason)}`),
  'v1.CheckSettingsSaved': (d) => {
    const changed = Object.keys(d.Changed && typeof d.Changed === 'object' ? (d.Changed as Detail) : {}).map(rule);
    return changed.length
      ? join([both('审核设置已保存，改动', 'Check settings saved, changed'), join(changed, '、', ', ')], '：', ': ')
      : both('审核设置已保存，无改动', 'Check settings saved, nothing changed');
  },
  'v1.SystemSettingsSaved': (d) =>
    both(
      `提单申请设置已保存：${d.autoApprove ? '自动通过' : '不自动通过'}，电放时段 ${s(d.telexFrom)}–${s(d.telexTo)}，默认快递 ${s(d.defaultCourier)}`,
      `B/L application settings saved: ${d.autoApprove ? 'auto approve' : 'no auto approval'}, telex hours ${s(d.telexFrom)}–${s(d.telexTo)}, default courier ${s(d.defaultCourier)}`,
    ),
  'v1.ReceiverAdded': (d) => both(`新增收件人 ${s(d.name)}（${s(d.phone)}）`, `Receiver ${s(d.name)} (${s(d.phone)}) added`),
  'v1.ReceiverChanged': (d) => both(`修改收件人 ${s(d.name)}（${s(d.phone)}）`, `Receiver ${s(d.name)} (${s(d.phone)}) changed`),
  'v1.ReceiverDeleted': () => both('删除收件人', 'Receiver deleted'),
  'v1.AddressAdded': (d) => both(`新增认证地址 ${s(d.name)}，${s(d.city)}${s(d.address)}`, `Address of ${s(d.name)} added: ${s(d.address)}, ${s(d.city)}`),
  'v1.AddressChanged': (d) => both(`修改认证地址 ${s(d.name)}，${s(d.city)}${s(d.address)}`, `Address of ${s(d.name)} changed: ${s(d.address)}, ${s(d.city)}`),
  'v1.AddressCodeSent': (d) => both(`验证码已发送至 ${s(d.Phone)}`, `Code sent to ${s(d.Phone)}`),
  'v1.AddressVerified': (d) => {
    const m = AUTH_METHOD_WORDS[d.Method as 'LICENSE'] ?? both(s(d.Method), s(d.Method));
    return both(
      `地址已认证（${m.zh}），有效至 ${s(d.ExpiresAt).slice(0, 10)}${remark(d.Note).zh}`,
      `Address verified (${m.en}) until ${s(d.ExpiresAt).slice(0, 10)}${remark(d.Note).en}`,
    );
  },
  'v1.AddressRevoked': (d) => both(`撤销地址认证：${s(d.Reason)}`, `Address authentication revoked: ${s(d.Reason)}`),
};

const OTHER: Bilingual = { zh: '其他记录', en: 'Other entry' };

export const orderApplyEventText = (type: string, detail: unknown): Bilingual =>
  TEXT[type]?.(detail && typeof detail === 'object' ? (detail as Detail) : {}) ?? OTHER;

/** The event types the module writes (a test keeps this list and the services' writes together). */
export const ORDER_APPLY_EVENT_TYPES = Object.keys(TEXT);
