import type { Bilingual } from '../../i18n/bilingual';
import { amountIn } from '../money/amounts';
import { placeTime } from '../refdata/public';
import { equipmentEventWords, transportEventWords } from '../tracking/words';
import { HBL_ISSUED, HBL_RELEASED, HBL_SURRENDERED, HBL_VOIDED, type RiskFacts, type RiskRule, type RuleConfig } from './riskModel';
import { OAP_KIND } from './status';

/** The events R5 reads, as the timeline names them. */
const DEPARTURE_WORDS: Record<string, Bilingual> = { LOAD: equipmentEventWords.LOAD, DEPA: transportEventWords.DEPA };

/** 1230000 minor → "12,300" (CNY shown in whole yuan with cents only when there are some). */
export function cny(minor: number): string {
  const yuan = minor / 100;
  return yuan.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(yuan) ? 0 : 2, maximumFractionDigits: 2 });
}
const norm = (s: string) =>
  s
    .toUpperCase()
    .replace(/[\s.,;:'"()-]+/g, ' ')
    .trim();

/** A rule's answer before the configuration weighs it: hit or not, with its reason and the facts behind it. */
export type Hit = { hit: false; message: Bilingual; params?: Record<string, unknown> } | { hit: true; message: Bilingual; params?: Record<string, unknown> };
const pass = (zh: string, en: string, params?: Record<string, unknown>): Hit => ({ hit: false, message: { zh, en }, params });
const fail = (zh: string, en: string, params?: Record<string, unknown>): Hit => ({ hit: true, message: { zh, en }, params });

/** Whether the guarantee covers `unpaid` today: active, valid on the day, enough available. */
export function guaranteeCovers(f: Pick<RiskFacts, 'guarantee' | 'asOf'>, unpaidMinor: number): { ok: boolean; why: Bilingual; available: number } {
  const g = f.guarantee;
  if (!g) return { ok: false, why: { zh: '客户没有担保额度', en: 'the customer has no guarantee' }, available: 0 };
  const available = g.limitMinor - g.usedMinor;
  if (g.status !== 'ACTIVE') return { ok: false, why: { zh: '担保额度已暂停', en: 'the guarantee is suspended' }, available };
  if (f.asOf < g.validFrom || f.asOf > g.validTo)
    return {
      ok: false,
      why: { zh: `担保额度有效期 ${g.validFrom} 至 ${g.validTo}，今日不在其内`, en: `the guarantee is valid ${g.validFrom} to ${g.validTo}, not today` },
      available,
    };
  if (available < unpaidMinor)
    return {
      ok: false,
      why: {
        zh: `担保可用 ${cny(available)} CNY，少于未付 ${cny(unpaidMinor)} CNY`,
        en: `guarantee available ${cny(available)} CNY is less than the unpaid ${cny(unpaidMinor)} CNY`,
      },
      available,
    };
  return { ok: true, why: { zh: `担保可用 ${cny(available)} CNY`, en: `guarantee available ${cny(available)} CNY` }, available };
}

function unpaidText(f: RiskFacts): { zh: string; en: string } {
  const parts = Object.entries(f.unpaidByCurrency)
    .filter(([, m]) => m > 0)
    // each in its currency's ISO 4217 digits (JPY 12345, not 123.45)
    .map(([c, m]) => `${c} ${amountIn(m, c)}`)
    .join(' + ');
  const s = `${cny(f.unpaidCnyMinor)} CNY${parts ? ` (${parts})` : ''}`;
  return { zh: s, en: s };
}

/** Each rule of operations.md §11.3 on the facts (R1 unpaid … R10 duplicate). */
export const RULES: Record<RiskRule, (f: RiskFacts, c: RuleConfig) => Hit> = {
  R1_UNPAID: (f) => {
    if (f.unpaidCnyMinor <= 0) return pass('本提单无未付费用', 'nothing unpaid on this B/L', { unpaidCny: 0 });
    const u = unpaidText(f);
    const params = { unpaidCny: f.unpaidCnyMinor / 100, byCurrency: f.unpaidByCurrency };
    if (f.useGuarantee) {
      const g = guaranteeCovers(f, f.unpaidCnyMinor);
      if (g.ok) return pass(`未付 ${u.zh}，由担保额度放单（${g.why.zh}）`, `unpaid ${u.en}, released against the guarantee (${g.why.en})`, params);
      return fail(`未付 ${u.zh}，担保不足：${g.why.zh}`, `unpaid ${u.en}; the guarantee does not cover it: ${g.why.en}`, params);
    }
    return fail(`本提单未付 ${u.zh}`, `unpaid on this B/L: ${u.en}`, params);
  },
  R2_GUARANTEE: (f) => {
    if (f.unpaidCnyMinor <= 0) return pass('无需担保', 'no guarantee needed');
    if (!f.useGuarantee) return pass('未申请担保放单', 'not released against the guarantee');
    const g = guaranteeCovers(f, f.unpaidCnyMinor);
    const params = { availableCny: g.available / 100, unpaidCny: f.unpaidCnyMinor / 100, validTo: f.guarantee?.validTo ?? null };
    return g.ok ? pass(g.why.zh, g.why.en, params) : fail(g.why.zh, g.why.en, params);
  },
  R3_OVERDUE: (f, c) => {
    const days = c.params.days ?? 30;
    const late = f.overdue.filter((i) => i.daysOverdue > days);
    if (!late.length) return pass(`没有逾期超过 ${days} 天的发票`, `no invoice overdue more than ${days} days`, { days });
    const total = late.reduce((s, i) => s + i.cnyMinor, 0);
    const most = Math.max(...late.map((i) => i.daysOverdue));
    return fail(
      `${late.length} 张发票逾期（最长 ${most} 天），共 ${cny(total)} CNY：${late.map((i) => i.no).join('、')}`,
      `${late.length} invoice${late.length > 1 ? 's' : ''} overdue ${most} days, ${cny(total)} CNY: ${late.map((i) => i.no).join(', ')}`,
      { days, invoices: late.map((i) => ({ no: i.no, dueDate: i.dueDate, daysOverdue: i.daysOverdue, cny: i.cnyMinor / 100 })), totalCny: total / 100 },
    );
  },
  R4_DOCS: (f) => {
    const h = f.hbl;
    if (!h) return fail('没有这份提单', 'no such B/L');
    if (h.status === HBL_VOIDED) return fail(`提单 ${h.no} 已作废`, `B/L ${h.no} is voided`, { hblStatus: h.status });
    if (h.status === HBL_RELEASED) return fail(`提单 ${h.no} 已放单`, `B/L ${h.no} is released already`, { hblStatus: h.status });
    if (h.status < HBL_ISSUED) return fail(`提单 ${h.no} 尚未签发`, `B/L ${h.no} is not issued`, { hblStatus: h.status });
    if (!h.siApproved) return fail('SI 尚未审核通过', 'the SI is not approved', { hblStatus: h.status });
    return pass(`提单 ${h.no} 已签发，SI 已审核`, `B/L ${h.no} issued, SI approved`, { hblStatus: h.status });
  },
  R5_DEPARTED: (f) => {
    if (!f.hbl?.onBoardDate) return pass('非已装船提单', 'not a shipped-on-board B/L');
    if (f.departure) {
      // the event in words on its port's clock: "装船 2026-11-28 15:45 +08:00", never "LOAD 2026-11-28T07:45:00.000Z"
      const d = f.departure;
      const word = DEPARTURE_WORDS[d.code] ?? { zh: d.code, en: d.code };
      const at = placeTime(d.at, d.zone);
      return pass(`${word.zh} ${at}`, `${word.en} ${at}`, { onBoard: f.hbl.onBoardDate, act: f.departure });
    }
    return fail(`已装船日期 ${f.hbl.onBoardDate}，但没有装船或离港的实际事件`, `on board ${f.hbl.onBoardDate}, but no actual loading or departure event`, {
      onBoard: f.hbl.onBoardDate,
    });
  },
  R6_ADDRESS: (f) => {
    if (f.kind !== OAP_KIND.COURIER) return pass('非寄送正本', 'originals not couriered');
    const r = f.receiver;
    if (!r) return fail('未选收件人', 'no receiver chosen');
    if (!r.auth) return fail(`收件人 ${r.name} 的地址未认证`, `the address of receiver ${r.name} is not authenticated`);
    if (r.auth.status !== 'VERIFIED')
      return fail(`收件人 ${r.name} 的认证地址已撤销`, `the authenticated address of receiver ${r.name} is revoked`, { ...r.auth });
    if (r.auth.expiresAt.slice(0, 10) < f.asOf)
      return fail(
        `收件人 ${r.name} 的地址认证已于 ${r.auth.expiresAt.slice(0, 10)} 过期`,
        `the address of receiver ${r.name} expired on ${r.auth.expiresAt.slice(0, 10)}`,
        { ...r.auth },
      );
    return pass(`地址已认证，至 ${r.auth.expiresAt.slice(0, 10)}`, `address authenticated until ${r.auth.expiresAt.slice(0, 10)}`, { ...r.auth });
  },
  R7_PARTY_LIST: (f, c) => {
    const names = (c.params.names ?? []).map(norm).filter(Boolean);
    if (!f.hbl) return pass('没有提单', 'no B/L');
    const parties = [norm(f.hbl.consignee), norm(f.hbl.notify)];
    const hit = names.filter((n) => parties.some((p) => p.includes(n)));
    if (!hit.length) return pass('收货人、通知人不在监控名单', 'consignee and notify party not on the watch list', { listed: names.length });
    return fail(`收货人或通知人在监控名单：${hit.join('、')}`, `consignee or notify party on the watch list: ${hit.join(', ')}`, { matched: hit });
  },
  R8_TELEX_ORIGINALS: (f) => {
    if (f.kind !== OAP_KIND.TELEX) return pass('非电放', 'not a telex release');
    if (f.hbl?.originalsOut && f.hbl.status !== HBL_SURRENDERED)
      return fail('正本已签出且未全部交回，不能电放', 'originals are out and not all surrendered: no telex release');
    return pass('正本未签出或已交回', 'no originals out, or all surrendered');
  },
  R9_CHANGED_AFTER_MANIFEST: (f) => {
    if (f.manifestConsignee === null || !f.hbl) return pass('没有已接受的舱单', 'no accepted manifest');
    // the manifest keeps the consignee's name apart; the B/L's block starts with it
    const name = f.hbl.consignee.split('\n')[0] ?? '';
    if (norm(f.manifestConsignee) === norm(name)) return pass('收货人与舱单一致', 'consignee as on the accepted manifest');
    return fail('提单收货人与已接受的舱单不同', 'the consignee on the B/L differs from the accepted manifest', {
      manifest: f.manifestConsignee,
      hbl: f.hbl.consignee,
    });
  },
  R10_DUPLICATE: (f) => {
    if (!f.liveApplications.length) return pass('没有其他在办申请', 'no other live application');
    const nos = f.liveApplications.map((a) => a.no);
    return fail(`本提单已有在办申请：${nos.join('、')}`, `a live application exists for this B/L: ${nos.join(', ')}`, { applications: nos });
  },
};
