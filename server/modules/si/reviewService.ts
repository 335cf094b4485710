import type { CallAnswer, CallInput } from '../../../src/contract/call';
import type { siCalls } from '../../../src/contract/si/calls';
import { checkModification, checkWarnings } from '../../../src/domain/si/check';
import { siChanges } from '../../../src/domain/si/diff';
import { siCoverage, siTotals, type SiCockpit, type SiReviewFacts } from '../../../src/domain/si/reviewFacts';
import { REVIEW_DECISIONS, SI_STATUS, statusText } from '../../../src/domain/si/status';
import { formatSiNo } from '../../../src/domain/si/summary';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { publishSiChanged } from '../../live/siChanged';
import type { SiContext } from './context';
import type { Outcome } from '../../http/outcome';
import { badInput, no, noSuch } from '../../platform/refusal';
import { appendEvent, bookingFor, presentSi, referenceCodes, siFor, usedContainers } from './repository';
import { changesSinceReview, cockpitFigures, decide, insertDecisionMessage, lastSubmittedAt, openedVersion, statusNow } from './reviewRepository';
import { noteOpened } from './reviewOpened';

const iso = (d: unknown) => (d ? new Date(d as string).toISOString() : null);
type Decided = CallAnswer<typeof siCalls.changeStatus>;
const day = (d: unknown) => (d ? new Date(d as string).toISOString().slice(0, 10) : '');

/**
 * The review (spec §7 ChangeTDBillLadingStatus) and the reviewer's desk (issue 11): the facts a
 * reviewer decides on, and the cockpit's figures. Scoped as every SI call is: platform staff see
 * every company, anyone else their own.
 */
export function reviewService(db: Db, hub: LiveHub) {
  return {
    /** Approve, return or cancel an SI awaiting review; the submitter hears of it in their own language. */
    async changeStatus(ctx: SiContext, q: CallInput<typeof siCalls.changeStatus>): Promise<Outcome<Decided>> {
      const { actor } = ctx;
      // Version (optional): the version of the SI the reviewer's screen showed; a decision never lands on
      // content they did not see. Without one (the spec's call has none), the version this reviewer last
      // opened (reviewOpened.ts); one who never opened it decides on what is there.
      const { TDId, Status, Remarks } = q;
      const row = await siFor(db, actor, TDId);
      if (!row) return noSuch('SI');
      const Version = q.Version ?? (await openedVersion(db, row.id, actor.id));
      const decision = REVIEW_DECISIONS.find((d) => d.status === Status)!;
      if (decision.remarksRequired && !Remarks?.trim())
        return badInput(
          '/Remarks',
          `are required to set "${statusText(Status, 'en')}": the customer reads them`,
          `设为“${statusText(Status, 'zh')}”时必填：客户会看到`,
        );
      const notAwaiting = (status: number) =>
        no<Decided>(
          undefined,
          `Only an SI awaiting review is decided; this one is ${statusText(status, 'en').toLowerCase()}.`,
          `只审核待审核的SI；此SI${statusText(status, 'zh')}。`,
        );
      const stale = () =>
        no<Decided>(
          'STALE',
          `SI ${formatSiNo(row.no)} changed since you opened it: read the new content, then decide.`,
          `SI ${formatSiNo(row.no)} 在您打开后已被修改，请查看最新内容后再审核。`,
        );
      if (Version !== undefined && Version !== row.version) return stale();
      if (row.status !== SI_STATUS.SUBMITTED) return notAwaiting(row.status);
      const title = `SI ${formatSiNo(row.no)}：${statusText(Status, 'zh')}`;
      const titleEn = `SI ${formatSiNo(row.no)}: ${statusText(Status, 'en')}`;
      const messageId = await db.transaction(async (tx) => {
        if (!(await decide(tx, row.id, Status, actor.id, Version))) return null;
        await appendEvent(tx, row.id, actor.id, 'v1.SiStatusChanged', { from: row.status, to: Status, remarks: Remarks ?? '' });
        if (!row.created_by) return undefined;
        const description = `${row.cgo_id} / ${row.record.TBI_MBL_NO ?? ''}${Remarks ? `\n${Remarks}` : ''}`;
        return insertDecisionMessage(tx, { title, titleEn, description, senderId: actor.id, employeeId: row.created_by, siId: row.id });
      });
      if (messageId === null) {
        const now = await statusNow(db, row.id);
        if (Version !== undefined && now && now.version !== Version) return stale();
        return notAwaiting(now?.status ?? SI_STATUS.CANCELLED);
      }
      // the message links to its SI and looks like the decision; then every list showing the SI refreshes
      if (messageId && row.created_by)
        await hub.publish(
          { scope: 'employee', employeeId: row.created_by },
          { type: 'message', Id: Number(messageId), Title: title, Si: { Id: Number(row.id), TBI_STATUS: Status } },
        );
      await publishSiChanged(db, hub, { ids: [row.id], companyId: row.company_id });
      return { ok: true, value: { Id: Number(row.id), TBI_STATUS: Status } };
    },

    /** What a reviewer decides on for one SI: the check now, totals, the booking's containers, what changed since the last decision. */
    async facts(ctx: SiContext, siId: number): Promise<Outcome<SiReviewFacts>> {
      const row = await siFor(db, ctx.actor, siId);
      if (!row) return noSuch('SI');
      const booking = await bookingFor(db, ctx.actor, row.cgo_id, row.company_id);
      if (!booking) return noSuch('booking');
      await noteOpened(db, ctx.actor, row); // what the reviewer decides on, for a decision without a Version
      const record = presentSi(row);
      const used = await usedContainers(db, row.cgo_id, row.id);
      // the check as an edit that changes nothing: the SI's own errors, and its containers against the booking's other live SIs
      const problems = [
        ...checkModification(record, row.record, booking, { ...(await referenceCodes(db)), lang: ctx.lang, used }),
        ...checkWarnings([record], () => '', ctx.lang),
      ];
      const submittedAt = await lastSubmittedAt(db, row.id);
      // everything changed since the version the reviewer last decided on (a return), not only the last edit
      const edit = await changesSinceReview(db, row.id);
      const facts: SiReviewFacts = {
        Id: Number(row.id),
        Version: row.version,
        Status: row.status,
        SubmittedAt: iso(submittedAt),
        Deadline: booking.DEADLINE,
        Problems: problems,
        Totals: siTotals(record),
        Coverage: siCoverage(record, booking, used),
        Changes: edit?.previous ? { At: iso(edit.at)!, Items: siChanges(edit.previous, row.record) } : null,
      };
      return { ok: true, value: facts };
    },

    /** The cockpit: by status and company, the nearest cut-offs, today's decisions, the longest wait. */
    async cockpit(ctx: SiContext, asked: string | undefined): Promise<SiCockpit> {
      // the browser says when its today began (people count days in their own time zone); by default the last 24 hours
      const since = asked && !Number.isNaN(Date.parse(asked)) ? new Date(asked).toISOString() : new Date(Date.now() - 86_400_000).toISOString();
      const { byCompany, nearest, today, oldest } = await cockpitFigures(db, ctx.actor, since);
      const byStatus: Record<string, number> = {};
      for (const r of byCompany) byStatus[r.status] = (byStatus[r.status] ?? 0) + Number(r.n);
      return {
        ByStatus: byStatus,
        ByCompany: byCompany.map((r) => ({ CompanyName: r.name, Status: Number(r.status), Count: Number(r.n) })),
        Nearest: nearest.map((r) => ({ Id: Number(r.id), NoText: formatSiNo(r.no), CompanyName: r.name, CGO_ID: r.cgo_id, Deadline: day(r.deadline) })),
        Today: { Approved: Number(today?.approved ?? 0), Returned: Number(today?.returned ?? 0), Submitted: Number(today?.submitted ?? 0) },
        Oldest: oldest ? { Id: Number(oldest.id), NoText: formatSiNo(oldest.no), CompanyName: oldest.name, WaitingSince: iso(oldest.updated_at)! } : null,
      };
    },
  };
}
