import type { ActAnswer, ActInput } from '../../../src/contract/radar/calls';
import { parseSignalRef, type RadarAction } from '../../../src/domain/radar/signals';
import { dayIn, OFFICE_ZONE } from '../../../src/domain/refdata/localTimes';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { draftQuoteForLane } from '../rates/public';
import { makeFollowPlan } from './planLink';
import { actsSince, recordAct } from './repository';
import { radarScope } from './scope';
import { type RawSignal, rawSignals } from './userSignals';

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
  if (done.some((a) => a.action === 'DISMISS' || a.action === input.Action)) {
    const [en, zh] = DONE_WORDS[done.some((a) => a.action === 'DISMISS') ? 'DISMISS' : input.Action];
    return no('ALREADY_DONE', en, zh);
  }
  const made = await makeFor(db, actor, input.Action, signal, scope.owners.get(ref.companyId) ?? null, today, lang);
  if (!made.ok) return made;
  const recorded = await recordAct(db, {
    ownerCompanyId: actor.companyId,
    companyId: ref.companyId,
    kind: ref.kind,
    day: ref.day,
    action: input.Action,
    madeId: made.value.id,
    by: actor.id,
  });
  if (!recorded) {
    const [en, zh] = DONE_WORDS[input.Action];
    return no('ALREADY_DONE', en, zh);
  }
  const State = input.Action === 'PLAN' ? 'PLANNED' : input.Action === 'QUOTE' ? 'QUOTED' : 'DISMISSED';
  return { ok: true, value: { State, MadeId: made.value.id, OpenPath: made.value.open } };
}

async function makeFor(
  db: Db,
  actor: Actor,
  action: RadarAction,
  s: RawSignal,
  owner: string | null,
  today: string,
  lang: 'zh' | 'en',
): Promise<Outcome<{ id: number | null; open: string | null }>> {
  if (action === 'DISMISS') return { ok: true, value: { id: null, open: null } };
  if (action === 'PLAN') return makeFollowPlan(db, actor, s, owner, lang);
  if (!s.PolCode || !s.PodCode)
    return no('NO_LANE', 'This signal names no lane to quote: make a follow-up plan instead.', '此信号没有航线可报价，请改为建立跟进计划。');
  const q = await draftQuoteForLane(db, actor, { customerCompanyId: s.CompanyId, polCode: s.PolCode, podCode: s.PodCode, today, lang });
  return q.ok ? { ok: true, value: { id: q.value.Id, open: `/CRM/QuotationRecord?open=${q.value.Id}` } } : q;
}
