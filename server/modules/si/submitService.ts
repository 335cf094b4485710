import type { CallAnswer, CallInput } from '../../../src/contract/call';
import type { siCalls } from '../../../src/contract/si/calls';
import type { SiProblem, SiRecord, SiSubmission } from '../../../src/contract/si';
import { checkSubmission, submissionWarnings } from '../../../src/domain/si/check';
import type { SiLang } from '../../../src/domain/si/messages';
import type { Db } from '../../db/types';
import { isSameRequest, keyRefusal, type KeyReading } from '../../http/idempotency';
import { type Outcome, refused } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import { publishSiChanged } from '../../live/siChanged';
import type { SiContext } from './context';
import { badInput, noSuch, unavailable } from '../../platform/refusal';
import {
  bookingFor,
  createdSis,
  insertSi,
  lockBooking,
  referenceCodes,
  rememberedSubmission,
  rememberSubmission,
  usedContainers,
  type RememberedSubmission,
  type SiMaker,
} from './repository';
import { activeEmployeeOf } from './reviewRepository';

type Made = CallAnswer<typeof siCalls.add>;
/** The request's Idempotency-Key as read, and the hash of what it stands for (server/http/idempotency.ts). */
export interface Idempotency {
  reading: KeyReading;
  hash: string;
}

/**
 * The check of drafts refused a submission or an edit: 400, every problem as an error entry, the
 * first three in the message.
 */
export function refuseCheck<T>(problems: SiProblem[], lang: SiLang): Outcome<T> {
  const first = problems
    .slice(0, 3)
    .map((p) => `${p.Path} ${p.Message}`)
    .join(' ');
  const message = lang === 'zh' ? `提单检查发现 ${problems.length} 个问题：${first}` : `The SI check found ${problems.length} problem(s): ${first}`;
  // worded in the request's language already (the problems are), so both languages say it
  return refused<T>(400, message, undefined, problems, message);
}

/** A unique SI number clashed (a number taken outside the sequence): the batch was rolled back whole. */
const numberClash = (e: unknown) => /si_records_no/.test(String((e as Error)?.message ?? ''));

// The domain check reads a draft's missing fields as problems, so drafts go to it as records.
const asRecords = (drafts: SiSubmission['TDBLInfos']) => drafts as SiRecord[];

/** Checking and making SIs: the check, a customer's own submission, staff submitting for a customer. */
export function submitService(db: Db, hub: LiveHub) {
  /** One submission, whoever makes it: idempotent, one at a time per booking, all or nothing. */
  async function create(
    ctx: SiContext,
    body: SiSubmission,
    idem: Idempotency,
    companyId: string | undefined,
    maker: SiMaker,
    via: string,
  ): Promise<Outcome<Made>> {
    if (!idem.reading.ok) return keyRefusal.invalid;
    const key = idem.reading.key;
    // own submissions are for the actor's own company's bookings; staff submit for a customer with PTAdd
    const booking = await bookingFor(db, ctx.actor, body.CGO_ID, companyId ?? ctx.actor.companyId);
    if (!booking) return noSuch('booking');
    if (body.Num !== body.TDBLInfos.length)
      return badInput('/Num', `says ${body.Num} SIs, but ${body.TDBLInfos.length} came`, `写的是 ${body.Num} 份SI，实际收到 ${body.TDBLInfos.length} 份`);
    // warnings never refuse: the answer carries those of what it accepted (a replay is the same request, so the same warnings)
    const warnings = () => submissionWarnings(asRecords(body.TDBLInfos), ctx.lang);
    // a remembered key answers its first result only for the same request
    const replayed = async (done: RememberedSubmission): Promise<Outcome<Made>> =>
      isSameRequest(done.request_hash, idem.hash)
        ? { ok: true, value: { Ids: done.si_ids, Replayed: true, Created: await createdSis(db, done.si_ids), Warnings: warnings() } }
        : keyRefusal.reused;
    const done = key ? await rememberedSubmission(db, booking.CompanyId, key) : undefined;
    if (done) return replayed(done);
    const known = await referenceCodes(db);
    const toCreate = body.TDBLInfos.filter((r) => r.TBI_SITYPE !== 3); // validate-only records are never created
    try {
      const outcome = await db.transaction(async (tx): Promise<{ ids: number[] } | { raced: RememberedSubmission } | { problems: SiProblem[] }> => {
        // one at a time per booking: the containers the SIs before this one use are settled
        await lockBooking(tx, booking.CGO_ID);
        const raced = key ? await rememberedSubmission(tx, booking.CompanyId, key) : undefined;
        if (raced) return { raced };
        const problems = checkSubmission(asRecords(body.TDBLInfos), booking, { ...known, lang: ctx.lang, used: await usedContainers(tx, booking.CGO_ID) });
        if (problems.length) return { problems };
        const made: number[] = [];
        for (const r of toCreate)
          made.push(Number(await insertSi(tx, maker, String(booking.CompanyId), booking.CGO_ID, { ...r, TBI_CGO_ID: booking.CGO_ID }, via)));
        if (key) await rememberSubmission(tx, booking.CompanyId, key, made, idem.hash);
        return { ids: made };
      });
      if ('problems' in outcome) return refuseCheck(outcome.problems, ctx.lang);
      if ('raced' in outcome) return replayed(outcome.raced);
      await publishSiChanged(db, hub, { ids: outcome.ids, companyId: booking.CompanyId });
      return { ok: true, value: { Ids: outcome.ids, Replayed: false, Created: await createdSis(db, outcome.ids), Warnings: warnings() } };
    } catch (e) {
      if (numberClash(e)) {
        return unavailable(
          'An SI number was already taken, so nothing of this submission was created. Send it again: it gets new numbers.',
          'SI编号被占用，本次提交未创建任何SI。请再次提交，会取得新编号。',
        );
      }
      // the same key raced in (for another booking): the other submission won, answer what it made
      if (key && /unique|duplicate/i.test(String((e as Error).message))) {
        const won = await rememberedSubmission(db, booking.CompanyId, key);
        if (won) return replayed(won);
      }
      throw e;
    }
  }

  return {
    /**
     * The check on drafts: changes nothing; SITYPE 3 records are only ever checked. Every problem:
     * the errors a submission would be refused for, then the warnings (Severity 'warning') it
     * would be accepted with.
     */
    async check(ctx: SiContext, body: SiSubmission): Promise<Outcome<SiProblem[]>> {
      const booking = await bookingFor(db, ctx.actor, body.CGO_ID);
      if (!booking) return noSuch('booking');
      const used = await usedContainers(db, booking.CGO_ID);
      const drafts = asRecords(body.TDBLInfos);
      const problems = [...checkSubmission(drafts, booking, { ...(await referenceCodes(db)), used, lang: ctx.lang }), ...submissionWarnings(drafts, ctx.lang)];
      return { ok: true, value: problems };
    },

    /** A customer's own submission: the SIs are theirs. */
    submit: (ctx: SiContext, body: SiSubmission, idem: Idempotency) =>
      create(ctx, body, idem, undefined, { actorId: ctx.actor.id, ownerId: ctx.actor.id }, 'own'),

    /**
     * Staff submitting for a customer: the SIs belong to the customer's employee (they see them as
     * theirs and hear of the review); the staff member is the actor of every event, on their behalf.
     */
    async submitOnBehalf(ctx: SiContext, body: CallInput<typeof siCalls.addOnBehalf>, idem: Idempotency): Promise<Outcome<Made>> {
      const employee = await activeEmployeeOf(db, body.COMPANYID, body.COMPANYCODE, body.EmployeeId);
      if (!employee) return noSuch('active employee of that company');
      const { EmployeeId, COMPANYID: _c, COMPANYCODE: _cc, ...submission } = body;
      const maker: SiMaker = { actorId: ctx.actor.id, ownerId: String(EmployeeId), onBehalfOf: { EmployeeId, Name: employee.name } };
      return create(ctx, submission, idem, employee.company_id, maker, 'on behalf');
    },
  };
}
