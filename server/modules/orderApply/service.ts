import type {
  Applied,
  ApplicationDetail,
  ApplyInput,
  DecideInput,
  ReleaseInput,
  RiskCheckAnswer,
  RiskCheckInput,
} from '../../../src/contract/orderApply/calls';
import { fieldSays } from '../../../src/contract/envelope';
import { moneyChange, sameMoneyFacts, unpaidWords } from '../../../src/domain/orderApply/approvalFacts';
import { OAP_STATUS_WORDS, RISK_RULE_WORDS } from '../../../src/contract/orderApply/words';
import {
  checkRisk,
  HBL_ISSUED,
  HBL_SURRENDERED,
  levelAfterOverrides,
  overrideRefusals,
  type RiskConfig,
  type RiskLevel,
  type RiskRule,
  type RuleResult,
  statusAfterCheck,
  worstOf,
} from '../../../src/domain/orderApply/risk';
import { OAP_KIND, OAP_STATUS, type OapEvent, type OapKind, oapMove } from '../../../src/domain/orderApply/status';
import type { Db, Queryable } from '../../db/types';
import { isUniqueViolation } from '../../http/duplicates';
import { keyRefusal } from '../../http/idempotency';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { type DocActor, recordDocEvent } from '../../platform/spine/docEvents';
import { inTransaction } from '../../platform/transaction';
import { customerFacts, type FactsQuery, type GatheredFacts, gatherFacts, hblOf, releaseHouseBill } from './facts';
import {
  claimReleaseKey,
  companyNames,
  customerExists,
  insertApplication,
  insertRun,
  forgetReleaseKey,
  keepReleaseAnswer,
  latestRun,
  lockApplication,
  moveApplication,
  readApplication,
  readRiskConfig,
  readSystem,
  recordOverrides,
  releaseKeyAnswer,
  type StoredApplication,
  type SystemRow,
} from './repository';
import { localDateTime, OFFICE_ZONE } from '../../../src/domain/refdata/localTimes';

/**
 * B/L applications (operations.md §11.2–§11.4): apply runs the risk check in the same transaction
 * and moves the application by its worst result (auto approved, pending review, blocked); a blocked
 * one is checked again after its cause is fixed; a risk checker approves (a reason per REVIEW rule,
 * never over a BLOCK) or rejects; customer service releases (the B/L moves to released in the same
 * transaction) or cancels. Every move is a doc_events row of `blApplication`; every run of the check
 * keeps a row per rule (bl_risk_results: the check logs).
 */
export const APPLICATION_DOC = 'blApplication';
type Saved = { Id: number; Version: number };

const employee = (a: Actor): DocActor => ({ kind: 'employee', id: Number(a.id) });
const SYSTEM: DocActor = { kind: 'system', id: 'riskCheck' };
const noApplication = <T>() => missing<T>('No such B/L application.', '没有这个提单申请。');
const noHbl = <T>() => missing<T>('No such house B/L.', '没有这个分提单。');
const stale = <T>() =>
  no<T>(
    'STALE',
    'Someone changed this application since you opened it: reload it, then try again.',
    '您打开这个申请之后，已有人修改了它：请重新加载后再操作。',
  );
const stateWords = (s: number) => OAP_STATUS_WORDS[s as keyof typeof OAP_STATUS_WORDS] ?? { zh: String(s), en: String(s) };
const wrongState = <T>(code: string, s: number, en: string, zh: string) =>
  no<T>(code, `${en} (it is ${stateWords(s).en.toLowerCase()}).`, `${zh}（当前状态：${stateWords(s).zh}）。`);

const resultRows = (results: readonly RuleResult[]) => results.map((r) => ({ Rule: r.rule, Result: r.result, Message: r.message, Params: r.params }));

/** The kind a B/L's own release type suggests, when the query names none. */
const kindOfReleaseType = (t: string | undefined): OapKind =>
  t === 'TELEX RELEASE' ? OAP_KIND.TELEX : t === 'SEAWAY BILL' ? OAP_KIND.SEAWAY : OAP_KIND.COURIER;

function kindAllowed(s: SystemRow, companyId: number, kind: number): boolean {
  const kinds = s.allowedKinds[String(companyId)];
  return !kinds || kinds.includes(kind);
}

// ── the risk query ───────────────────────────────────────────────────────────────────────────

export async function riskQuery(db: Db, input: RiskCheckInput): Promise<Outcome<RiskCheckAnswer>> {
  const { config } = await readRiskConfig(db);
  if (input.HBL_ID !== undefined) {
    const h = await hblOf(db, input.HBL_ID);
    if (!h) return noHbl();
    const kind = (input.Kind ?? kindOfReleaseType(h.raw.releaseType)) as OapKind;
    const g = await gatherFacts(
      db,
      { hblId: input.HBL_ID, kind, receiverId: input.ReceiverId ?? null, useGuarantee: input.UseGuarantee ?? false, applicationId: null },
      config,
    );
    if (g.foreignReceiver) return missing('No such receiver for this customer.', '该客户没有这个收件人。');
    const o = checkRisk(g.facts, config);
    const names = await companyNames(db, [h.companyId]);
    const gu = g.facts.guarantee;
    return {
      ok: true,
      value: {
        Level: o.level,
        Results: resultRows(o.results),
        CompanyId: h.companyId,
        CompanyName: names.get(h.companyId) ?? '',
        HBL_NO: h.no,
        UnpaidCny: g.facts.unpaidCnyMinor / 100,
        GuaranteeAvailableCny: gu ? (gu.limitMinor - gu.usedMinor) / 100 : null,
      },
    };
  }
  if (input.CompanyId === undefined)
    return no('NOTHING_TO_CHECK', 'Name a house B/L or a customer to check.', '请指定分提单或客户。', [
      fieldSays('/HBL_ID', { en: 'a B/L or a customer', zh: '分提单或客户' }),
    ]);
  if (!(await customerExists(db, input.CompanyId))) return missing('No such customer.', '没有这个客户。');
  // a customer alone: what does not need a B/L — its overdue invoices, and its guarantee
  const c = await customerFacts(db, input.CompanyId);
  const o = checkRisk(
    {
      asOf: c.asOf,
      kind: OAP_KIND.COLLECT,
      useGuarantee: false,
      hbl: null,
      unpaidCnyMinor: 0,
      unpaidByCurrency: {},
      overdue: c.overdue.map((i) => ({
        no: i.INV_NO,
        currency: i.currency,
        outstandingMinor: i.outstandingMinor,
        cnyMinor: i.cnyMinor,
        dueDate: i.dueDate,
        daysOverdue: i.daysOverdue,
      })),
      departure: null,
      guarantee: c.guarantee,
      receiver: null,
      manifestConsignee: null,
      liveApplications: [],
    },
    config,
  );
  const results = o.results.filter((r) => r.rule === 'R3_OVERDUE');
  const names = await companyNames(db, [input.CompanyId]);
  return {
    ok: true,
    value: {
      Level: worstOf(results.map((r) => r.result)),
      Results: resultRows(results),
      CompanyId: input.CompanyId,
      CompanyName: names.get(input.CompanyId) ?? '',
      HBL_NO: '',
      UnpaidCny: 0,
      GuaranteeAvailableCny: c.guarantee ? (c.guarantee.limitMinor - c.guarantee.usedMinor) / 100 : null,
    },
  };
}

// ── apply and re-check ───────────────────────────────────────────────────────────────────────

/** The kind's own fields (§11.1: receiver for a courier, who collects with the ID's last 4 digits, whom a telex releases to). */
function kindFieldsMissing<T>(a: ApplyInput): Outcome<T> | undefined {
  const need = (path: string, zh: string, en: string) =>
    no<T>('FIELD_REQUIRED', `${en} is needed for this kind of release.`, `该放单方式须填写${zh}。`, [
      fieldSays(path, { en: 'required for this kind', zh: '该放单方式必填' }),
    ]);
  if (a.Kind === OAP_KIND.COURIER && !a.ReceiverId) return need('/ReceiverId', '收件人', 'A receiver');
  if (a.Kind === OAP_KIND.COLLECT && !a.PickupName?.trim()) return need('/PickupName', '取单人姓名', 'Who collects');
  if (a.Kind === OAP_KIND.COLLECT && !a.PickupIdLast4) return need('/PickupIdLast4', '取单人证件后四位', 'The last 4 digits of their ID');
  if (a.Kind === OAP_KIND.TELEX && !a.ReleaseTo?.trim()) return need('/ReleaseTo', '电放对象', 'The party released to');
  return undefined;
}

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
async function checkAndMove(
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

const duplicate = <T>(nos: readonly string[]) =>
  no<T>(
    'R10_DUPLICATE',
    `A live application exists for this B/L${nos.length ? `: ${nos.join(', ')}` : ''}. Cancel it, or work on it.`,
    `本提单已有在办申请${nos.length ? `：${nos.join('、')}` : ''}。请先取消它，或继续处理它。`,
  );

export async function apply(db: Db, actor: Actor, a: ApplyInput): Promise<Outcome<Applied>> {
  const missingField = kindFieldsMissing<Applied>(a);
  if (missingField) return missingField;
  try {
    return await inTransaction(db, async (tx): Promise<Outcome<Applied>> => {
      const { config } = await readRiskConfig(tx);
      const system = await readSystem(tx);
      const g = await gatherFacts(
        tx,
        { hblId: a.HBL_ID, kind: a.Kind, receiverId: a.ReceiverId ?? null, useGuarantee: a.UseGuarantee, applicationId: null },
        config,
      );
      if (!g.hbl) return noHbl();
      if (g.foreignReceiver) return missing('No such receiver for this customer.', '该客户没有这个收件人。');
      if (!kindAllowed(system, g.hbl.companyId, a.Kind))
        return no(
          'KIND_NOT_ALLOWED',
          'This customer may not use this kind of release (B/L application settings).',
          '该客户不可使用此放单方式（见提单申请系统设置）。',
          [fieldSays('/Kind', { en: 'not allowed for this customer', zh: '该客户不可用' })],
        );
      if (g.facts.liveApplications.length) return duplicate(g.facts.liveApplications.map((x) => x.no));
      const first = checkRisk(g.facts, config);
      const made = await insertApplication(tx, {
        companyId: g.hbl.companyId,
        hblId: g.hbl.id,
        hblNo: g.hbl.no,
        cgoId: g.hbl.cgoId,
        kind: a.Kind,
        receiverId: a.Kind === OAP_KIND.COURIER ? (a.ReceiverId ?? null) : null,
        pickupName: a.Kind === OAP_KIND.COLLECT ? (a.PickupName?.trim() ?? null) : null,
        pickupIdLast4: a.Kind === OAP_KIND.COLLECT ? (a.PickupIdLast4 ?? null) : null,
        releaseTo: a.Kind === OAP_KIND.TELEX ? (a.ReleaseTo?.trim() ?? null) : null,
        useGuarantee: a.UseGuarantee,
        unpaid: g.facts.unpaidCnyMinor,
        level: first.level,
        actorId: actor.id,
      });
      await recordDocEvent(tx, {
        docType: APPLICATION_DOC,
        docId: made.id,
        actor: employee(actor),
        type: 'v1.Applied',
        detail: {
          OAP_NO: made.no,
          HBL_NO: g.hbl.no,
          Kind: a.Kind,
          UseGuarantee: a.UseGuarantee,
          ReceiverId: a.ReceiverId ?? null,
          ReleaseTo: a.ReleaseTo ?? null,
        },
      });
      const c = await checkAndMove(
        tx,
        { id: made.id, hblId: g.hbl.id, kind: a.Kind, receiverId: a.ReceiverId ?? null, useGuarantee: a.UseGuarantee },
        config,
        system,
      );
      return {
        ok: true,
        value: { Id: made.id, OAP_NO: made.no, OAP_STATUS: c.status, OAP_RISK_LEVEL: c.level, Version: c.version, Results: resultRows(c.results) },
      };
    });
  } catch (e) {
    // two clerks applying for the same B/L at once: the live-application index keeps one
    if (isUniqueViolation(e)) return duplicate([]);
    throw e;
  }
}

export async function recheck(db: Db, actor: Actor, r: { Id: number; Version: number }): Promise<Outcome<Applied>> {
  return inTransaction(db, async (tx): Promise<Outcome<Applied>> => {
    const a = await lockApplication(tx, r.Id);
    if (!a) return noApplication();
    if (a.version !== r.Version) return stale();
    const move = oapMove(a.status, 'recheck', 'service');
    if (!move) return wrongState('NOT_BLOCKED', a.status, 'Only a blocked application is checked again', '只有已拦截的申请可以重新检查');
    await moveApplication(tx, a.id, { status: move.to });
    await recordDocEvent(tx, { docType: APPLICATION_DOC, docId: a.id, actor: employee(actor), type: 'v1.Rechecked', detail: { From: a.status } });
    const { config } = await readRiskConfig(tx);
    const c = await checkAndMove(tx, a, config, await readSystem(tx));
    return { ok: true, value: { Id: a.id, OAP_NO: a.no, OAP_STATUS: c.status, OAP_RISK_LEVEL: c.level, Version: c.version, Results: resultRows(c.results) } };
  });
}

// ── decide, release, cancel ──────────────────────────────────────────────────────────────────

const ruleName = (rule: string, lang: 'zh' | 'en') => RISK_RULE_WORDS[rule as RiskRule]?.[lang] ?? rule;

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
async function checkAgainBefore(tx: Queryable, actor: Actor, a: StoredApplication, seen: ReadonlySet<string>): Promise<Outcome<never> | undefined> {
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

export async function decide(db: Db, actor: Actor, d: DecideInput): Promise<Outcome<Saved>> {
  return inTransaction(db, async (tx): Promise<Outcome<Saved>> => {
    const a = await lockApplication(tx, d.Id);
    if (!a) return noApplication();
    if (a.version !== d.Version) return stale();
    const event: OapEvent = d.Approve ? 'approve' : 'reject';
    const move = oapMove(a.status, event, 'risk');
    if (!move) return wrongState('NOT_PENDING', a.status, 'Only an application pending review is decided', '只有待审核的申请可以审核');
    const results = await latestRun(tx, a.id);
    if (d.Approve) {
      const changed = await checkAgainBefore(tx, actor, a, new Set(results.filter((r) => r.Result === 'REVIEW').map((r) => r.Rule)));
      if (changed) return changed;
    }
    const overrides = d.Overrides.map((o) => ({ rule: o.Rule, reason: o.Reason.trim() }));
    if (d.Approve) {
      const refusals = overrideRefusals(
        results.map((r) => ({ rule: r.Rule, result: r.Result })),
        overrides,
      );
      const blocked = refusals.find((x) => x.code === 'BLOCK_NOT_OVERRIDABLE');
      if (blocked)
        return no(
          'BLOCK_NOT_OVERRIDABLE',
          `“${ruleName(blocked.rule, 'en')}” blocks this application: a block is never overridden — fix its cause and check again.`,
          `“${ruleName(blocked.rule, 'zh')}”拦截了此申请：拦截不能放行——请消除原因后重新检查。`,
        );
      const bad = refusals[0];
      if (bad) {
        const i = Math.max(
          0,
          d.Overrides.findIndex((o) => o.Rule === bad.rule),
        );
        return bad.code === 'REASON_MISSING'
          ? no('REASON_MISSING', `Say why “${ruleName(bad.rule, 'en')}” may be let through.`, `请填写放行“${ruleName(bad.rule, 'zh')}”的理由。`, [
              fieldSays(`/Overrides/${i}/Reason`, { en: 'a reason for each rule to review', zh: '每条需审核的规则都要填写理由' }),
            ])
          : no('NOT_REVIEW', `“${ruleName(bad.rule, 'en')}” passed: there is nothing to override.`, `“${ruleName(bad.rule, 'zh')}”已通过，无需放行。`);
      }
      if (
        levelAfterOverrides(
          results.map((r) => ({ rule: r.Rule, result: r.Result })),
          overrides,
        ) !== 'PASS'
      )
        return no('STATE', 'Not every rule is settled.', '仍有规则未处理。');
      await recordOverrides(tx, a.id, overrides, actor.id);
    } else if (!(d.Remarks ?? '').trim())
      return no('REASON_MISSING', 'Say why the application is rejected.', '请填写驳回理由。', [
        fieldSays('/Remarks', { en: 'why it is rejected', zh: '驳回理由' }),
      ]);
    const version = await moveApplication(tx, a.id, { status: move.to, decidedBy: actor.id, remarks: (d.Remarks ?? '').trim() });
    await recordDocEvent(tx, {
      docType: APPLICATION_DOC,
      docId: a.id,
      actor: employee(actor),
      type: d.Approve ? 'v1.Approved' : 'v1.Rejected',
      detail: { Overrides: overrides.map((o) => ({ Rule: o.rule, Reason: o.reason })), Remarks: (d.Remarks ?? '').trim() },
    });
    return { ok: true, value: { Id: a.id, Version: version } };
  });
}

/** The telex release hours (China time) hold now. */
export function withinTelexHours(s: Pick<SystemRow, 'telexFrom' | 'telexTo'>, now: Date): boolean {
  const hm = localDateTime(now.toISOString(), OFFICE_ZONE).slice(11, 16);
  return hm >= s.telexFrom && hm < s.telexTo;
}

export async function release(
  db: Db,
  actor: Actor,
  r: ReleaseInput,
  key: { key: string | undefined; hash: string },
  now = new Date(),
): Promise<Outcome<Saved>> {
  if (key.key) {
    const seen = await releaseKeyAnswer(db, key.key);
    if (seen) {
      if (seen.hash !== key.hash) return keyRefusal.reused;
      if (seen.answer) return { ok: true, value: seen.answer as Saved };
    }
  }
  return inTransaction(db, async (tx, fail): Promise<Outcome<Saved>> => {
    if (key.key && !(await claimReleaseKey(tx, key.key, key.hash))) return fail(keyRefusal.reused);
    const out = await releaseClaimed(tx, actor, r, now);
    if (key.key) {
      // the answer is kept for the key; a refusal keeps no claim, so the same key serves the corrected
      // release (a courier number typed, an application approved again after its facts changed)
      if (out.ok) await keepReleaseAnswer(tx, key.key, out.value);
      else await forgetReleaseKey(tx, key.key);
    }
    return out;
  });
}

/** The release itself, in the transaction that claimed its key. */
async function releaseClaimed(tx: Queryable, actor: Actor, r: ReleaseInput, now: Date): Promise<Outcome<Saved>> {
  const a = await lockApplication(tx, r.Id);
  if (!a) return noApplication();
  if (a.version !== r.Version) return stale();
  const move = oapMove(a.status, 'release', 'service');
  if (!move) return wrongState('NOT_RELEASABLE', a.status, 'Only an approved application is released', '只有审核通过的申请可以放单');
  const system = await readSystem(tx);
  const courierNo = r.CourierNo?.trim() ?? '';
  if (a.kind === OAP_KIND.COURIER && !courierNo)
    return no('FIELD_REQUIRED', 'Enter the courier number of the originals sent.', '请填写寄出正本的快递单号。', [
      fieldSays('/CourierNo', { en: 'the waybill number', zh: '快递单号' }),
    ]);
  if (a.kind === OAP_KIND.TELEX && !withinTelexHours(system, now))
    return no(
      'OUTSIDE_TELEX_HOURS',
      `Telex releases go out between ${system.telexFrom} and ${system.telexTo} (China time).`,
      `电放时间为北京时间 ${system.telexFrom} 至 ${system.telexTo}。`,
    );
  const overridden = (await latestRun(tx, a.id)).filter((r) => r.Result === 'REVIEW' && r.OverrideReason.trim());
  const changed = await checkAgainBefore(tx, actor, a, new Set(overridden.map((r) => r.Rule)));
  if (changed) return changed;
  // the B/L moves to released (an issued one; a surrendered one is released by the surrender already)
  const h = await hblOf(tx, a.hblId);
  if (!h || (h.status !== HBL_ISSUED && h.status !== HBL_SURRENDERED))
    return no(
      'HBL_NOT_RELEASABLE',
      'The B/L is no longer issued (voided or released meanwhile): check the application again.',
      '提单已不是签发状态（已作废或已放单）：请重新检查申请。',
    );
  if (h.status === HBL_ISSUED) await releaseHouseBill(tx, a.hblId, actor);
  const version = await moveApplication(tx, a.id, {
    status: move.to,
    released: true,
    courier: a.kind === OAP_KIND.COURIER ? r.Courier?.trim() || system.defaultCourier : null,
    courierNo: a.kind === OAP_KIND.COURIER ? courierNo : null,
    guaranteeUsed: a.useGuarantee ? a.unpaid : 0,
  });
  await recordDocEvent(tx, {
    docType: APPLICATION_DOC,
    docId: a.id,
    actor: employee(actor),
    type: 'v1.Released',
    detail: releaseDetail(a, r, system, courierNo),
  });
  return { ok: true, value: { Id: a.id, Version: version } };
}

function releaseDetail(a: StoredApplication, r: ReleaseInput, s: SystemRow, courierNo: string): Record<string, unknown> {
  if (a.kind === OAP_KIND.COURIER) return { Kind: a.kind, Courier: r.Courier?.trim() || s.defaultCourier, CourierNo: courierNo };
  if (a.kind === OAP_KIND.TELEX) return { Kind: a.kind, ReleaseTo: a.releaseTo, UnderGuaranteeCny: a.useGuarantee ? a.unpaid / 100 : 0 };
  return { Kind: a.kind, UnderGuaranteeCny: a.useGuarantee ? a.unpaid / 100 : 0 };
}

export async function cancel(db: Db, actor: Actor, c: { Id: number; Version: number; Reason: string }): Promise<Outcome<Saved>> {
  return inTransaction(db, async (tx): Promise<Outcome<Saved>> => {
    const a = await lockApplication(tx, c.Id);
    if (!a) return noApplication();
    if (a.version !== c.Version) return stale();
    const move = oapMove(a.status, 'cancel', 'service');
    if (!move) return wrongState('NOT_CANCELLABLE', a.status, 'This application can no longer be cancelled', '此申请已不能取消');
    const version = await moveApplication(tx, a.id, { status: move.to, remarks: c.Reason.trim() });
    await recordDocEvent(tx, {
      docType: APPLICATION_DOC,
      docId: a.id,
      actor: employee(actor),
      type: 'v1.Cancelled',
      detail: { Reason: c.Reason.trim(), From: a.status },
    });
    return { ok: true, value: { Id: a.id, Version: version } };
  });
}

export async function getApplication(q: Queryable, id: number): Promise<Outcome<ApplicationDetail>> {
  const a = await readApplication(q, id);
  if (!a) return noApplication();
  return { ok: true, value: { Application: a as ApplicationDetail['Application'], Results: await latestRun(q, id) } };
}
