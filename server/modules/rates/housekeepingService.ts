import type { FclRateDraftInput } from '../../../src/contract/rates/calls';
import { addDays } from '../../../src/domain/refdata/sailings';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { appendEvent, insertVersion, nextRateNo, readRates, type StoredRate, writeLines } from './repository';
import { deleteVersions, setVisible, withdrawVersion } from './rateVersionRepository';
import { problemsOf, refuseProblems } from './rateRefusals';
import { missing, no } from '../../platform/refusal';

/**
 * The desk's work on many rates at once (commercial.md §2.2): hide and show published rates, withdraw
 * them (end now), renew one as a copy with new dates, delete drafts. All or nothing: one rate that
 * is not in the state the step needs refuses the whole request, naming it, and changes nothing.
 */

/** The actor's rates among `ids`, locked; a rate of another owner, or none, answers 404 for the whole request. */
async function ownRates(tx: Queryable, actor: Actor, ids: readonly number[], today: string): Promise<StoredRate[] | undefined> {
  const unique = [...new Set(ids)];
  const rates = await readRates(tx, unique, today, true);
  if (rates.length !== unique.length || rates.some((r) => String(r.OwnerCompanyId) !== String(actor.companyId))) return undefined;
  return rates;
}

const notFound = <T>() => missing<T>('No such rate.', '没有这条运价。');
const names = (rates: readonly StoredRate[]) => rates.map((r) => `${r.RateNo} v${r.Version}`).join(', ');

/** Hides published rates from customers, or shows them again (R2.7: hidden rates never reach external callers). */
export function setVisibility(db: Db, actor: Actor, b: { Ids: number[]; Visible: boolean }, today: string): Promise<Outcome<{ Changed: number }>> {
  return db.transaction(async (tx): Promise<Outcome<{ Changed: number }>> => {
    const rates = await ownRates(tx, actor, b.Ids, today);
    if (!rates) return notFound();
    const wrong = rates.filter((r) => r.Status !== 'PUBLISHED');
    if (wrong.length)
      return no('NOT_PUBLISHED', `Only published rates are hidden or shown: ${names(wrong)} is not.`, `只有已发布的运价可以隐藏或显示：${names(wrong)} 不是。`);
    const changing = rates.filter((r) => r.Visible !== b.Visible);
    for (const r of changing) {
      await setVisible(tx, r.Id, b.Visible);
      await appendEvent(tx, r.Id, actor.id, b.Visible ? 'SHOWN' : 'HIDDEN');
    }
    return { ok: true, value: { Changed: changing.length } };
  });
}

/** Ends published rates now: valid to yesterday, or withdrawn before they start (quotes already sent keep their snapshot). */
export function withdraw(db: Db, actor: Actor, b: { Ids: number[]; Reason: string }, today: string): Promise<Outcome<{ Changed: number }>> {
  const reason = b.Reason.trim();
  if (!reason) return Promise.resolve(no('REASON_REQUIRED', 'Say why the rate is withdrawn.', '撤回须填写原因。', [{ Path: '/Reason', Message: 'required' }]));
  return db.transaction(async (tx): Promise<Outcome<{ Changed: number }>> => {
    const rates = await ownRates(tx, actor, b.Ids, today);
    if (!rates) return notFound();
    const wrong = rates.filter((r) => r.Status !== 'PUBLISHED');
    if (wrong.length)
      return no('NOT_PUBLISHED', `Only published rates are withdrawn: ${names(wrong)} is not.`, `只有已发布的运价可以撤回：${names(wrong)} 不是。`);
    const yesterday = addDays(today, -1);
    for (const r of rates) {
      const endsAt = r.ValidFrom <= yesterday && r.ValidTo > yesterday ? yesterday : r.ValidTo;
      await withdrawVersion(tx, r.Id, endsAt);
      await appendEvent(tx, r.Id, actor.id, 'WITHDRAWN', { Reason: reason, ValidTo: endsAt });
    }
    return { ok: true, value: { Changed: rates.length } };
  });
}

/** A rate copied as a new draft (a new RateNo) with new dates: renewing an expired rate, or starting from a similar one. */
export function copy(db: Db, actor: Actor, b: { Id: number; ValidFrom: string; ValidTo: string }, today: string, lang: 'zh' | 'en') {
  return db.transaction(async (tx): Promise<Outcome<{ Id: number; RateNo: string; Version: number; Revision: number }>> => {
    const rates = await ownRates(tx, actor, [b.Id], today);
    if (!rates) return notFound();
    const input: FclRateDraftInput = { ...rates[0]!, ValidFrom: b.ValidFrom, ValidTo: b.ValidTo };
    const problems = await problemsOf(tx, input, today, false, lang);
    if (problems.length) return refuseProblems(problems);
    const rateNo = await nextRateNo(tx, `${today.slice(2, 4)}${today.slice(5, 7)}`);
    const made = await insertVersion(tx, input, { rateNo, version: 1, supersedesId: null, ownerCompanyId: actor.companyId, actorId: actor.id });
    await writeLines(tx, made.id, input);
    await appendEvent(tx, made.id, actor.id, 'COPIED', { From: rates[0]!.RateNo, FromVersion: rates[0]!.Version });
    return { ok: true, value: { Id: made.id, RateNo: rateNo, Version: 1, Revision: made.revision } };
  });
}

/** Deletes drafts (nothing else: a rate that was ever submitted is history). */
export function deleteDrafts(db: Db, actor: Actor, b: { Ids: number[] }, today: string): Promise<Outcome<{ Changed: number }>> {
  return db.transaction(async (tx): Promise<Outcome<{ Changed: number }>> => {
    const rates = await ownRates(tx, actor, b.Ids, today);
    if (!rates) return notFound();
    const wrong = rates.filter((r) => r.Status !== 'DRAFT');
    if (wrong.length) return no('NOT_DRAFT', `Only drafts are deleted: ${names(wrong)} is not one.`, `只有草稿可以删除：${names(wrong)} 不是草稿。`);
    await deleteVersions(
      tx,
      rates.map((r) => r.Id),
    );
    return { ok: true, value: { Changed: rates.length } };
  });
}
