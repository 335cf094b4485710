import { moneyChange, sameMoneyFacts, unpaidWords } from '../../../src/domain/orderApply/approvalFacts';
import { RISK_RULE_WORDS } from '../../../src/contract/orderApply/words';
import { checkRisk, type RiskConfig, type RiskLevel, type RiskRule, type RuleResult, statusAfterCheck } from '../../../src/domain/orderApply/risk';
import { OAP_STATUS, type OapEvent, type OapKind, oapMove } from '../../../src/domain/orderApply/status';
import type { Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { no } from '../../platform/refusal';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { type FactsQuery, type GatheredFacts, gatherFacts } from './facts';
import { moveApplication, type StoredApplication } from './applicationRepository';
import { insertRun } from './riskRunRepository';
import { readRiskConfig, readSystem, type SystemRow } from './riskSettingsRepository';
import { APPLICATION_DOC, SYSTEM, employee, stateWords } from './applicationTerms';

const factsQueryOf = (a: { id: number; hblId: number; kind: OapKind; receiverId: number | null; useGuarantee: boolean }): FactsQuery => ({
  hblId: a.hblId,
  kind: a.kind,
  receiverId: a.receiverId,
  useGuarantee: a.useGuarantee,
  applicationId: a.id,
});

/**
 * Runs the check on a submitted application and moves it by the result: one run row per rule, the
 * `Checked` event with the level, then the system's move (auto approved / pending review / blocked).
 */
export async function checkAndMove(
  tx: Queryable,
  a: { id: number; hblId: number; kind: OapKind; receiverId: number | null; useGuarantee: boolean },
  config: RiskConfig,
  system: SystemRow,
  gathered?: GatheredFacts,
): Promise<{ results: RuleResult[]; level: RiskLevel; status: number; version: number; unpaid: number }> {
  const g = gathered ?? (await gatherFacts(tx, factsQueryOf(a), config));
  const o = checkRisk(g.facts, config);
  const run = await insertRun(tx, a.id, o.results);
  const event: OapEvent = statusAfterCheck(o.level, system.autoApprove);
  const to = oapMove(OAP_STATUS.SUBMITTED, event, 'system')!.to;
  // the money facts go with the run: an approval of this run holds for them only
  const version = await moveApplication(tx, a.id, { status: to, level: o.level, unpaid: g.facts.unpaidCnyMinor, facts: g.money });
  await recordDocEvent(tx, {
    docType: APPLICATION_DOC,
    docId: a.id,
    actor: SYSTEM,
    type: 'v1.Checked',
    detail: {
      Run: run,
      Level: o.level,
      Status: to,
      UnpaidCny: g.facts.unpaidCnyMinor / 100,
      NotPassed: o.results.filter((r) => r.result !== 'PASS').map((r) => ({ Rule: r.rule, Result: r.result, Message: r.message })),
    },
  });
  return { results: o.results, level: o.level, status: to, version, unpaid: g.facts.unpaidCnyMinor };
}

export const ruleName = (rule: string, lang: 'zh' | 'en') => RISK_RULE_WORDS[rule as RiskRule]?.[lang] ?? rule;

/**
 * Decide and Release run the check again on the facts of that moment (issue 45 item 2): an approval
 * holds only for the facts it was given. It still holds when the money facts (charges, invoices,
 * payments: approvalFacts.ts) are those of the check the decision was given, nothing blocks, and
 * every rule asking for review is one the person saw (`seen`: at Decide the run's REVIEW rules, whose
 * reasons Decide then asks for; at Release the rules overridden with a reason). Otherwise the
 * application goes back through the check — submitted, checked, moved by today's result (blocked,
 * pending review, or auto approved) — and the refusal names why. The move commits with the refusal,
 * so the state and the log show it; nothing is released.
 */
export async function checkAgainBefore(tx: Queryable, actor: Actor, a: StoredApplication, seen: ReadonlySet<string>): Promise<Outcome<never> | undefined> {
  const { config } = await readRiskConfig(tx);
  const g = await gatherFacts(tx, factsQueryOf(a), config);
  const now = checkRisk(g.facts, config);
  const blocks = now.results.filter((r) => r.result === 'BLOCK');
  const unseen = now.results.filter((r) => r.result === 'REVIEW' && !seen.has(r.rule));
  const sameMoney = sameMoneyFacts(a.facts, g.money);
  if (sameMoney && !blocks.length && !unseen.length) return undefined;

  await moveApplication(tx, a.id, { status: OAP_STATUS.SUBMITTED });
  await recordDocEvent(tx, {
    docType: APPLICATION_DOC,
    docId: a.id,
    actor: employee(actor),
    type: 'v1.FactsChanged',
    detail: {
      From: a.status,
      ...(sameMoney ? {} : { Money: moneyChange(a.facts, g.money) }),
      Rules: [...blocks, ...unseen].map((r) => ({ Rule: r.rule, Result: r.result, Message: r.message })),
    },
  });
  const c = await checkAndMove(tx, a, config, await readSystem(tx), g);
  const names = (rs: readonly RuleResult[], lang: 'zh' | 'en') =>
    rs
      .map((r) => (lang === 'zh' ? `“${ruleName(r.rule, 'zh')}”（${r.message.zh}）` : `“${ruleName(r.rule, 'en')}” (${r.message.en})`))
      .join(lang === 'zh' ? '、' : ', ');
  const status = stateWords(c.status);
  if (blocks.length)
    return no(
      'RISK_BLOCKED',
      `Checked again now, ${names(blocks, 'en')} blocks this application; it is ${status.en.toLowerCase()} again — fix the cause, then check it again.`,
      `现在重新检查，${names(blocks, 'zh')}拦截了此申请，已转为“${status.zh}”——请消除原因后重新检查。`,
    );
  if (!sameMoney) {
    const m = moneyChange(a.facts, g.money);
    const was = unpaidWords(m.UnpaidBefore);
    const is = unpaidWords(m.UnpaidNow);
    return no(
      'FACTS_CHANGED',
      `Charges, invoices or payments changed after the check this decision rests on (unpaid then: ${was.en}; now: ${is.en}). The application was checked again and is ${status.en.toLowerCase()}: decide it on today's facts.`,
      `该申请检查之后费用、发票或收款有变动（当时未付：${was.zh}；现在：${is.zh}），已重新检查，当前为“${status.zh}”：请按现在的情况重新审核。`,
    );
  }
  return no(
    'RISK_CHANGED',
    `Checked again now, ${names(unseen, 'en')} asks for review, which the decision did not cover; the application is ${status.en.toLowerCase()} again.`,
    `现在重新检查，${names(unseen, 'zh')}需要审核，而此前的审核未涉及；申请已转为“${status.zh}”。`,
  );
}
