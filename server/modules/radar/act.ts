import type { ActAnswer, ActInput } from '../../../src/contract/radar/calls';
import { parseSignalRef, type RadarAction } from '../../../src/domain/radar/signals';
import { dayIn, OFFICE_ZONE } from '../../../src/domain/refdata/localTimes';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { draftQuoteForLane } from '../rates/public';
import { makeFollowPlan } from './planLink';
import { type ActRecord, actsSince, forgetAct, recordAct, setMadeId } from './repository';
import { radarScope } from './scope';
import type { RawSignal } from './rawSignal';
import { rawSignals } from './userSignals';

const noSignal = <T>() => missing<T>('No such signal: it may have passed or is not your customer’s.', '没有这个信号：可能已过期，或不是您的客户。');

const DONE_WORDS: Record<RadarAction, [string, string]> = {
  PLAN: ['A follow-up plan was already made from this signal.', '已根据此信号建立过跟进计划。'],
  QUOTE: ['A draft quote was already made from this signal.', '已根据此信号生成过报价草稿。'],
  DISMISS: ['This signal was already dismissed today.', '此信号今天已忽略。'],
};

/**
 * POST /api/Radar/Act: a signal this person sees becomes a CRM follow-up plan, a draft quote (opened
 * by the page), or is dismissed — each once per signal (customer, kind, day), recorded with what it
 * made. The signal must still be one the radar shows: an unknown or foreign one is 404.
 */
export async function actOnSignal(db: Db, actor: Actor, input: ActInput, lang: 'zh' | 'en', now = new Date()): Promise<Outcome<ActAnswer>> {
  const ref = parseSignalRef(input.Ref);
  if (!ref) return noSignal();
  const today = dayIn(OFFICE_ZONE, now);
  if (ref.day > today) return noSignal();
  const scope = await radarScope(db, actor);
  if (!scope.sees(ref.companyId)) return noSignal();
  const signal = (await rawSignals(db, actor, ref.day, now)).find((s) => s.Kind === ref.kind && s.CompanyId === ref.companyId && s.Day === ref.day);
  if (!signal) return noSignal();
  const done = (await actsSince(db, actor.companyId, ref.day)).filter((a) => a.kind === ref.kind && a.companyId === ref.companyId && a.day === ref.day);
  if (done.some((a) => a.action === 'DISMISS' || a.action === input.Action))
    return alreadyDone(done.some((a) => a.action === 'DISMISS') ? 'DISMISS' : input.Action);
  const act = { ownerCompanyId: actor.companyId, companyId: ref.companyId, kind: ref.kind, day: ref.day, action: input.Action, by: actor.id };
  const made = input.Action === 'QUOTE' ? await quoteOnce(db, actor, act, signal, today, lang) : await planOrDismissOnce(db, actor, act, signal, lang);
  if (!made.ok) return made;
  const State = input.Action === 'PLAN' ? 'PLANNED' : input.Action === 'QUOTE' ? 'QUOTED' : 'DISMISSED';
  return { ok: true, value: { State, MadeId: made.value.id, OpenPath: made.value.open } };
}

type Made = Outcome<{ id: number | null; open: string | null }>;
const alreadyDone = (action: RadarAction) => {
  const [en, zh] = DONE_WORDS[action];
  return no<never>('ALREADY_DONE', en, zh);
};

/**
 * PLAN and DISMISS in one transaction: the act's record first — the unique (company, customer, kind,
 * day, action) lets one of two at once through, the other waits and finds it — then the CRM's plan,
 * and the plan's id on the record. A refusal of the CRM's undoes the record.
 */
function planOrDismissOnce(db: Db, actor: Actor, act: ActRecord, s: RawSignal, lang: 'zh' | 'en'): Promise<Made> {
  return inTransaction<{ id: number | null; open: string | null }>(db, async (tx, fail) => {
    if (!(await recordAct(tx, { ...act, madeId: null }))) return alreadyDone(act.action);
    if (act.action === 'DISMISS') return { ok: true, value: { id: null, open: null } };
    const plan = await makeFollowPlan(tx, actor, s, lang);
    if (!plan.ok) return fail(plan);
    await setMadeId(tx, act, plan.value.id);
    return plan;
  });
}

/**
 * QUOTE: rates' draft quote runs its own transactions, so the act's record is claimed first (the same
 * unique key: a second click finds it and is refused), the quote made, and its id recorded; a refused
 * quote gives the claim back.
 */
async function quoteOnce(db: Db, actor: Actor, act: ActRecord, s: RawSignal, today: string, lang: 'zh' | 'en'): Promise<Made> {
  if (!s.PolCode || !s.PodCode)
    return no('NO_LANE', 'This signal names no lane to quote: make a follow-up plan instead.', '此信号没有航线可报价，请改为建立跟进计划。');
  if (!(await recordAct(db, { ...act, madeId: null }))) return alreadyDone(act.action);
  const q = await draftQuoteForLane(db, actor, { customerCompanyId: s.CompanyId, polCode: s.PolCode, podCode: s.PodCode, today, lang });
  if (!q.ok) {
    await forgetAct(db, act);
    return q;
  }
  await setMadeId(db, act, q.value.Id);
  return { ok: true, value: { id: q.value.Id, open: `/CRM/QuotationRecord?open=${q.value.Id}` } };
}
