import { ratesCheckWords } from '../../../src/contract/rates/words';
import { fieldSays } from '../../../src/contract/envelope';
import type { FclRateDraftInput, RateStatus } from '../../../src/contract/rates/calls';
import { collisions, rateKey, supersede } from '../../../src/domain/pricing/overlap';
import type { Told } from '../../live/tell';
import { tellQuotingSubscribers } from './sharedPool';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { appendEvent, insertVersion, nextRateNo, primaryLane, readRates, setStatus, type StoredRate, updateDraft, writeLines } from './repository';
import { lastSubmission, lastVersionOf, lockStatus, openVersionOf } from './rateVersionRepository';
import { lockKey, needsConfirmation, publishedSameKey } from './submitChecksRepository';
import { type Lang, normalise, notFound, problemsOf, refuseProblems, stale } from './rateRefusals';
import { no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';

/**
 * The life of an FCL rate version (commercial.md §2.2): drafts saved and saved again, submitted for
 * confirmation (or published at once by a holder of the confirm button, or where the owner needs
 * no confirmation), confirmed or rejected, and a published rate changed only by a new version.
 * Each move writes the row and its event in one transaction. Publishing holds the rate key's lock,
 * so two versions of one key can never both be published for a common day (R2.2), however many
 * submits run at once.
 */

const yymm = (today: string) => `${today.slice(2, 4)}${today.slice(5, 7)}`;

export interface Saved {
  Id: number;
  RateNo: string;
  Version: number;
  Revision: number;
}

/**
 * Saves a draft: a new rate (version 1 of a new RateNo); a draft again (under its Revision); or, for a
 * published rate, its next version as a draft (the published one stays as it is until that version
 * publishes, R2.8). Only one open version of a rate at a time.
 */
export async function saveDraft(db: Db, actor: Actor, raw: FclRateDraftInput, today: string, lang: Lang): Promise<Outcome<Saved>> {
  const input = normalise(raw);
  return db.transaction(async (tx): Promise<Outcome<Saved>> => {
    const problems = await problemsOf(tx, input, today, false, lang);
    if (problems.length) return refuseProblems(problems);
    const filled = { ...input, TradeLaneCode: input.TradeLaneCode ?? (await primaryLane(tx, input.PodCode)) };

    if (input.Id === undefined) {
      const rateNo = await nextRateNo(tx, yymm(today));
      const made = await insertVersion(tx, filled, { rateNo, version: 1, supersedesId: null, ownerCompanyId: actor.companyId, actorId: actor.id });
      await writeLines(tx, made.id, filled);
      await appendEvent(tx, made.id, actor.id, 'CREATED');
      return { ok: true, value: { Id: made.id, RateNo: rateNo, Version: 1, Revision: made.revision } };
    }

    if (input.Revision === undefined)
      return no('REVISION_REQUIRED', 'Saving a rate again names the Revision it was read at.', '修改运价须带上读取时的版本号（Revision）。', [
        { Path: '/Revision', Message: 'required with Id' },
      ]);
    const [rate] = await readRates(tx, [input.Id], today, true);
    if (!rate || String(rate.OwnerCompanyId) !== String(actor.companyId)) return notFound();
    if (rate.Revision !== input.Revision) return stale();
    if (rate.Status === 'DRAFT') {
      const revision = await updateDraft(tx, rate.Id, filled, actor.id);
      await writeLines(tx, rate.Id, filled);
      await appendEvent(tx, rate.Id, actor.id, 'SAVED');
      return { ok: true, value: { Id: rate.Id, RateNo: rate.RateNo, Version: rate.Version, Revision: revision } };
    }
    if (rate.Status !== 'PUBLISHED')
      return no(
        'NOT_EDITABLE',
        `A ${rate.Status.toLowerCase()} rate cannot be changed: ${rate.Status === 'PENDING' ? 'it waits for confirmation (reject it to change it)' : 'it is history'}.`,
        rate.Status === 'PENDING' ? '待确认的运价不能修改：请先驳回再修改。' : '该运价已是历史版本，不能修改。',
      );
    const open = await openVersionOf(tx, rate.RateNo);
    if (open)
      return no(
        'OPEN_VERSION',
        `Version ${open.version} of ${rate.RateNo} is already being changed: continue that one.`,
        `${rate.RateNo} 的第 ${open.version} 版正在修改中：请继续修改该版本。`,
      );
    const max = await lastVersionOf(tx, rate.RateNo);
    const made = await insertVersion(tx, filled, {
      rateNo: rate.RateNo,
      version: max + 1,
      supersedesId: rate.Id,
      ownerCompanyId: actor.companyId,
      actorId: actor.id,
    });
    await writeLines(tx, made.id, filled);
    await appendEvent(tx, made.id, actor.id, 'VERSION_OPENED', { From: rate.Version });
    return { ok: true, value: { Id: made.id, RateNo: rate.RateNo, Version: max + 1, Revision: made.revision } };
  });
}

/** The published rates this version would share a day with (R2.2), read under the key's lock: held to the end of the transaction. */
export async function collidingWith(tx: Queryable, rate: StoredRate) {
  await lockKey(tx, rateKey(rate));
  const published = await publishedSameKey(tx, rate);
  // the SQL already matched the key and the window; the domain rule adds the common class
  return collisions(
    { ...rate, Classes: rate.Prices.map((p) => p.ContainerClass) },
    published.map((p) => ({ ...rate, ...p })),
  );
}

const publishRefusal = <T>(colliding: { RateNo: string; ValidFrom: string; ValidTo: string }[]): Outcome<T> => {
  const list = colliding.map((c) => `${c.RateNo} (${c.ValidFrom} – ${c.ValidTo})`).join(', ');
  return no(
    'RATE_OVERLAP',
    `Another published rate for the same lane and class holds on some of these days: ${list}. Change the dates, or supersede it.`,
    `同一航线与箱型已有有效期重叠的已发布运价：${list}。请调整有效期，或选择替换旧运价。`,
    [fieldSays('/ValidFrom', ratesCheckWords.overlaps(list))],
  );
};

/**
 * Publishes a version under its key's lock: refuses with the colliding RateNos (`RATE_OVERLAP`), or
 * with `supersede` shortens or withdraws them (R2.2); the version it replaces becomes SUPERSEDED.
 * Answers the RateNos it superseded.
 */
async function publish(tx: Queryable, actor: Actor, rate: StoredRate, allowSupersede: boolean, told: Told[]): Promise<Outcome<string[]>> {
  const colliding = await collidingWith(tx, rate);
  if (colliding.length && !allowSupersede) return publishRefusal(colliding);
  for (const c of colliding) {
    const step = supersede(c, rate.ValidFrom);
    if (step.Action === 'SHORTEN') await setStatus(tx, c.Id, 'PUBLISHED', { validTo: step.ValidTo });
    else await setStatus(tx, c.Id, 'WITHDRAWN');
    await appendEvent(tx, c.Id, actor.id, step.Action === 'SHORTEN' ? 'SHORTENED' : 'WITHDRAWN', {
      By: rate.RateNo,
      ...(step.Action === 'SHORTEN' ? { ValidTo: step.ValidTo } : {}),
    });
  }
  if (rate.SupersedesId !== null) {
    if ((await lockStatus(tx, rate.SupersedesId)) === 'PUBLISHED') {
      await setStatus(tx, rate.SupersedesId, 'SUPERSEDED');
      await appendEvent(tx, rate.SupersedesId, actor.id, 'SUPERSEDED', { ByVersion: rate.Version });
    }
  }
  await setStatus(tx, rate.Id, 'PUBLISHED', { confirmedBy: actor.id });
  await appendEvent(tx, rate.Id, actor.id, 'PUBLISHED', colliding.length ? { Superseded: colliding.map((c) => c.RateNo) } : {});
  // a new version, or rates it shortened or withdrew: subscribers who quoted them hear of it (R3.4)
  const changed = [...(rate.SupersedesId !== null ? [rate.RateNo] : []), ...colliding.map((c) => c.RateNo)];
  told.push(...(await tellQuotingSubscribers(tx, String(rate.OwnerCompanyId), changed)));
  return { ok: true, value: colliding.map((c) => c.RateNo) };
}

/**
 * Submits a draft (R2.1–R2.4 again, now with the window still ahead): it waits for confirmation when
 * the owner needs it and the clerk cannot confirm, otherwise it publishes now. The overlap is checked
 * at submit too, so a clerk hears of it before the manager does.
 */
export async function submit(
  db: Db,
  actor: Actor,
  b: { Id: number; Revision: number; Supersede?: boolean },
  today: string,
  lang: Lang,
  canConfirm: boolean,
  told: Told[] = [],
): Promise<Outcome<{ Status: RateStatus; Superseded: string[] }>> {
  return inTransaction(db, async (tx, fail): Promise<Outcome<{ Status: RateStatus; Superseded: string[] }>> => {
    const [rate] = await readRates(tx, [b.Id], today, true);
    if (!rate || String(rate.OwnerCompanyId) !== String(actor.companyId)) return notFound();
    if (rate.Revision !== b.Revision) return stale();
    if (rate.Status !== 'DRAFT') return no('NOT_DRAFT', 'Only a draft can be submitted.', '只有草稿可以提交。');
    const problems = await problemsOf(tx, rate, today, true, lang);
    if (problems.length) return refuseProblems(problems);

    if ((await needsConfirmation(tx, String(rate.OwnerCompanyId))) && !canConfirm) {
      const colliding = await collidingWith(tx, rate);
      if (colliding.length && !b.Supersede) return publishRefusal(colliding);
      await setStatus(tx, rate.Id, 'PENDING', { submittedBy: actor.id });
      await appendEvent(tx, rate.Id, actor.id, 'SUBMITTED', b.Supersede ? { Supersede: true } : {});
      return { ok: true, value: { Status: 'PENDING', Superseded: [] } };
    }
    await appendEvent(tx, rate.Id, actor.id, 'SUBMITTED');
    const published = await publish(tx, actor, rate, b.Supersede ?? false, told);
    if (!published.ok) return fail(published);
    return { ok: true, value: { Status: 'PUBLISHED', Superseded: published.value } };
  });
}

export interface ConfirmResult {
  Id: number;
  Ok: boolean;
  Status?: RateStatus;
  Code?: string;
  Message?: string;
}

/** The manager's decision on submitted rates, each in its own transaction (one refusal does not undo the others). */
export async function confirm(
  db: Db,
  actor: Actor,
  b: { Ids: number[]; Decision: 'APPROVE' | 'REJECT'; Remarks?: string; Supersede?: boolean },
  today: string,
  lang: Lang,
  told: Told[] = [],
): Promise<Outcome<{ Results: ConfirmResult[] }>> {
  const remarks = b.Remarks?.trim() ?? '';
  if (b.Decision === 'REJECT' && !remarks)
    return no('REMARKS_REQUIRED', 'Say why the rate is rejected: the clerk reads it on the draft.', '驳回须填写原因：运价专员会在草稿上看到。', [
      { Path: '/Remarks', Message: lang === 'zh' ? '驳回须填写原因' : 'a rejection needs remarks' },
    ]);
  const results: ConfirmResult[] = [];
  for (const id of [...new Set(b.Ids)]) {
    // who is told of this one rate: kept only if its transaction commits
    const heard: Told[] = [];
    const outcome = await inTransaction(db, async (tx, fail): Promise<Outcome<RateStatus>> => {
      const [rate] = await readRates(tx, [id], today, true);
      if (!rate || String(rate.OwnerCompanyId) !== String(actor.companyId)) return notFound();
      if (rate.Status !== 'PENDING') return no('NOT_PENDING', 'This rate does not wait for confirmation.', '这条运价不在待确认状态。');
      if (b.Decision === 'REJECT') {
        await setStatus(tx, id, 'DRAFT', { rejectRemarks: remarks });
        await appendEvent(tx, id, actor.id, 'REJECTED', { Remarks: remarks });
        return { ok: true, value: 'DRAFT' };
      }
      const submitted = await lastSubmission(tx, id);
      const published = await publish(tx, actor, rate, b.Supersede ?? submitted?.Supersede ?? false, heard);
      if (!published.ok) return fail(published);
      return { ok: true, value: 'PUBLISHED' };
    });
    if (outcome.ok) told.push(...heard);
    results.push(
      outcome.ok
        ? { Id: id, Ok: true, Status: outcome.value }
        : { Id: id, Ok: false, ...(outcome.code ? { Code: outcome.code } : {}), Message: lang === 'zh' && outcome.zh ? outcome.zh : outcome.message },
    );
  }
  return { ok: true, value: { Results: results } };
}
