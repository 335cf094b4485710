import { saleCurrencies } from '../refdata/public';
import { ratesCheckWords } from '../../../src/contract/rates/words';
import { fieldSays } from '../../../src/contract/envelope';
import type { LclSaveInput } from '../../../src/contract/rates/lclCalls';
import { lclProblems } from '../../../src/domain/pricing/lcl';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { activePortCodes, insertLcl, lclCollisions, lclEvent, nextLclRateNo, readLcl, setLclStatus, type StoredLcl, updateLclDraft } from './lclRepository';
import { type Lang, notFound, stale } from './rateRefusals';
import { fieldErrorText } from '../../../src/contract/fieldLabels';
import { no } from '../../platform/refusal';

/**
 * The life of an LCL rate version (commercial.md §4.2, as FCL's): a draft saved and saved again, a
 * published rate changed only by its next version (R2.8), published by a holder of the publish
 * button under the key's lock — two published versions of one co-loader's lane never share a day
 * (`RATE_OVERLAP`, naming them) — and withdrawn with a reason. Each move writes its event.
 */

const normalise = (i: LclSaveInput): LclSaveInput => ({
  ...i,
  CoLoaderName: i.CoLoaderName.trim(),
  PolCode: normaliseCode(i.PolCode),
  PodCode: normaliseCode(i.PodCode),
  ViaCode: i.ViaCode ? normaliseCode(i.ViaCode) : null,
  Currency: normaliseCode(i.Currency),
});

async function problemsOf(q: Queryable, r: LclSaveInput, today: string, submitting: boolean, lang: Lang) {
  const ports = await activePortCodes(q, [r.PolCode, r.PodCode, ...(r.ViaCode ? [r.ViaCode] : [])]);
  return lclProblems(r, { ports, currencies: await saleCurrencies(q, [r.Currency]) }, { today, submitting, lang });
}
const refuse = <T>(problems: { Path: string; Message: string }[]) =>
  no<T>(
    'INCOMPLETE',
    `The LCL rate is not complete: ${problems.map((p) => fieldErrorText(p, 'rates', 'en')).join('; ')}`,
    `拼箱运价有误：${problems.map((p) => fieldErrorText(p, 'rates', 'zh')).join('；')}`,
    problems.map((p) => ({ Path: p.Path, Message: p.Message })),
  );
const own = (r: StoredLcl | undefined, actor: Actor) => (r && r.OwnerCompanyId === String(actor.companyId) ? r : undefined);

export async function saveLcl(
  db: Db,
  actor: Actor,
  raw: LclSaveInput,
  today: string,
  lang: Lang,
): Promise<Outcome<{ Id: number; RateNo: string; Version: number; Revision: number }>> {
  const input = normalise(raw);
  return db.transaction(async (tx) => {
    const problems = await problemsOf(tx, input, today, false, lang);
    if (problems.length) return refuse(problems);
    if (input.Id === undefined) {
      const rateNo = await nextLclRateNo(tx, today);
      const made = await insertLcl(tx, input, { rateNo, version: 1, supersedesId: null, ownerCompanyId: actor.companyId, actorId: actor.id });
      await lclEvent(tx, made.id, actor.id, 'CREATED');
      return { ok: true, value: { Id: made.id, RateNo: rateNo, Version: 1, Revision: made.revision } };
    }
    const rate = own((await readLcl(tx, { ids: [input.Id] }, true))[0], actor);
    if (!rate) return notFound();
    if (rate.Revision !== input.Revision) return stale();
    if (rate.Status === 'DRAFT') {
      const revision = await updateLclDraft(tx, rate.Id, input);
      await lclEvent(tx, rate.Id, actor.id, 'SAVED');
      return { ok: true, value: { Id: rate.Id, RateNo: rate.RateNo, Version: rate.Version, Revision: revision } };
    }
    if (rate.Status !== 'PUBLISHED') return no('NOT_EDITABLE', 'This version is history: it cannot be changed.', '该版本已是历史版本，不能修改。');
    const versions = await readLcl(tx, { rateNo: rate.RateNo });
    const open = versions.find((v) => v.Status === 'DRAFT');
    if (open)
      return no(
        'OPEN_VERSION',
        `Version ${open.Version} of ${rate.RateNo} is already being changed: continue that one.`,
        `${rate.RateNo} 的第 ${open.Version} 版正在修改中：请继续修改该版本。`,
      );
    const version = Math.max(...versions.map((v) => v.Version)) + 1;
    const made = await insertLcl(tx, input, { rateNo: rate.RateNo, version, supersedesId: rate.Id, ownerCompanyId: actor.companyId, actorId: actor.id });
    await lclEvent(tx, made.id, actor.id, 'VERSION_OPENED', { From: rate.Version });
    return { ok: true, value: { Id: made.id, RateNo: rate.RateNo, Version: version, Revision: made.revision } };
  });
}

export async function publishLcl(
  db: Db,
  actor: Actor,
  b: { Id: number; Revision: number },
  today: string,
  lang: Lang,
): Promise<Outcome<{ Status: 'PUBLISHED' }>> {
  return db.transaction(async (tx) => {
    const rate = own((await readLcl(tx, { ids: [b.Id] }, true))[0], actor);
    if (!rate) return notFound();
    if (rate.Revision !== b.Revision) return stale();
    if (rate.Status !== 'DRAFT') return no('NOT_DRAFT', 'Only a draft is published.', '只有草稿可以发布。');
    const problems = await problemsOf(tx, rate, today, true, lang);
    if (problems.length) return refuse(problems);
    const colliding = await lclCollisions(tx, rate);
    if (colliding.length) {
      const list = colliding.map((c) => `${c.RateNo} (${c.ValidFrom} – ${c.ValidTo})`).join(', ');
      return no(
        'RATE_OVERLAP',
        `Another published rate of ${rate.CoLoaderName} on this lane holds on some of these days: ${list}.`,
        `${rate.CoLoaderName} 在该航线已有有效期重叠的已发布运价：${list}。`,
        [fieldSays('/ValidFrom', ratesCheckWords.overlaps(list))],
      );
    }
    if (rate.SupersedesId !== null) {
      const [before] = await readLcl(tx, { ids: [rate.SupersedesId] }, true);
      if (before?.Status === 'PUBLISHED') {
        await setLclStatus(tx, before.Id, 'SUPERSEDED');
        await lclEvent(tx, before.Id, actor.id, 'SUPERSEDED', { ByVersion: rate.Version });
      }
    }
    await setLclStatus(tx, rate.Id, 'PUBLISHED');
    await lclEvent(tx, rate.Id, actor.id, 'PUBLISHED');
    return { ok: true, value: { Status: 'PUBLISHED' as const } };
  });
}

export async function withdrawLcl(db: Db, actor: Actor, b: { Id: number; Revision: number; Reason: string }): Promise<Outcome<{ Status: 'WITHDRAWN' }>> {
  return db.transaction(async (tx) => {
    const rate = own((await readLcl(tx, { ids: [b.Id] }, true))[0], actor);
    if (!rate) return notFound();
    if (rate.Revision !== b.Revision) return stale();
    if (rate.Status !== 'PUBLISHED') return no('NOT_PUBLISHED', 'Only a published rate is withdrawn.', '只有已发布的运价可以撤回。');
    await setLclStatus(tx, rate.Id, 'WITHDRAWN');
    await lclEvent(tx, rate.Id, actor.id, 'WITHDRAWN', { Reason: b.Reason.trim() });
    return { ok: true, value: { Status: 'WITHDRAWN' as const } };
  });
}

/** One version of the company's own LCL rate, as the wire shows it. */
export async function oneLcl(db: Queryable, actor: Actor, id: number): Promise<Outcome<Omit<StoredLcl, 'OwnerCompanyId' | 'SupersedesId'>>> {
  const [rate] = await readLcl(db, { ids: [id] });
  if (!own(rate, actor)) return notFound();
  const { OwnerCompanyId: _o, SupersedesId: _s, ...wire } = rate!;
  return { ok: true, value: wire };
}

/** Every version of one of the company's LCL rates. */
export async function lclHistory(db: Queryable, actor: Actor, rateNo: string): Promise<Outcome<Omit<StoredLcl, 'OwnerCompanyId' | 'SupersedesId'>[]>> {
  const versions = (await readLcl(db, { rateNo: rateNo.trim().toUpperCase() })).filter((v) => v.OwnerCompanyId === String(actor.companyId));
  if (!versions.length) return notFound();
  return { ok: true, value: versions.map(({ OwnerCompanyId: _o, SupersedesId: _s, ...v }) => v) };
}
