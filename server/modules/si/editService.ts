import type { CallAnswer, CallInput } from '../../../src/contract/call';
import type { SiProblem, SiRecord } from '../../../src/contract/si';
import type { siCalls } from '../../../src/contract/si/calls';
import { checkModification } from '../../../src/domain/si/check';
import { SI_STATUS, statusText } from '../../../src/domain/si/status';
import { boxSummary } from '../../../src/domain/si/summary';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { publishSiChanged } from '../../live/siChanged';
import type { SiContext } from './context';
import type { Outcome } from '../../http/outcome';
import { no, noSuch } from '../../platform/refusal';
import { appendEvent, bookingFor, lockBooking, lockedRecord, markDeleted, normalized, referenceCodes, siFor, storeEdit, usedContainers } from './repository';
import { refuseCheck } from './submitService';

const finalStatus = <T>(status: number) =>
  no<T>(undefined, `This SI is ${statusText(status, 'en').toLowerCase()}: it cannot be changed any more.`, `此SI${statusText(status, 'zh')}，不能再修改。`);
const isFinal = (status: number) => status === SI_STATUS.APPROVED || status === SI_STATUS.CANCELLED;

/** A value as JSON with object keys sorted: the same content in another key order is the same. */
const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : v && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : (JSON.stringify(v) ?? 'undefined');

/**
 * The fields an edit changed (the log and the reviewer's desk show them). Compared by content, not
 * key order: the answer lists a box's fields in the schema's order, which need not be the order
 * the record was first sent in.
 */
function changedFields(before: SiRecord, after: SiRecord): string[] {
  const b = before as unknown as Record<string, unknown>;
  const a = after as unknown as Record<string, unknown>;
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => canonical(b[k]) !== canonical(a[k])).sort();
}

/** Changing a stored SI: editing it (which submits it again) and deleting it. */
export function editService(db: Db, hub: LiveHub) {
  return {
    /** The whole record again; editing and resubmitting forces the status back to 1 (submitted). */
    async modify(ctx: SiContext, body: CallInput<typeof siCalls.modify>): Promise<Outcome<CallAnswer<typeof siCalls.modify>>> {
      const { actor, lang } = ctx;
      const row = await siFor(db, actor, body.Id);
      if (!row) return noSuch('SI');
      if (isFinal(row.status)) return finalStatus(row.status);
      const booking = await bookingFor(db, actor, row.cgo_id, row.company_id);
      if (!booking) return noSuch('booking');
      const known = await referenceCodes(db);
      // the B/L number is the server's (its company's series), whatever the record says; the check reads what a draft lacks
      const next = { ...body, TBI_SITYPE: row.sitype as 1 | 2, TBI_SIMBL_NO: row.bl_no ?? body.TBI_SIMBL_NO ?? '' } as SiRecord;
      const r = normalized({ ...next, TBI_CGO_ID: row.cgo_id });
      const outcome = await db.transaction(async (tx): Promise<{ problems?: SiProblem[]; final?: number }> => {
        await lockBooking(tx, row.cgo_id);
        // decided while this edit was being made? the row is locked until this edit commits, so a review cannot land in between unseen
        const now = await lockedRecord(tx, row.id);
        if (!now || isFinal(now.status)) return { final: now?.status ?? SI_STATUS.CANCELLED };
        // the booking-level rule too: no container never booked, booked as another type, or on another live SI of the booking
        const problems = checkModification(next, now.record, booking, { ...known, lang, used: await usedContainers(tx, row.cgo_id, row.id) });
        if (problems.length) return { problems };
        await storeEdit(tx, row.id, r);
        // the content before this edit travels with the event: the reviewer's desk shows what changed
        await appendEvent(tx, row.id, actor.id, 'v1.SiModified', { changed: changedFields(now.record, r), boxes: boxSummary(r.Boxes), previous: now.record });
        await appendEvent(tx, row.id, actor.id, 'v1.SiSubmitted', { status: 1, previousStatus: now.status });
        return {};
      });
      if (outcome.problems) return refuseCheck(outcome.problems, lang);
      if (outcome.final !== undefined) return finalStatus(outcome.final);
      await publishSiChanged(db, hub, { ids: [row.id], companyId: row.company_id });
      return { ok: true, value: { Id: Number(row.id), TBI_STATUS: 1 } };
    },

    /** Deletes an SI not yet approved (an approved one is cancelled by the reviewer instead). */
    async remove(ctx: SiContext, siId: number): Promise<Outcome<null>> {
      const row = await siFor(db, ctx.actor, siId);
      if (!row) return noSuch('SI');
      const approved = () => no<null>(undefined, 'An approved SI is not deleted; ask the reviewer to cancel it.', 'SI已审核通过，不能删除；请联系审单员作废。');
      if (row.status === SI_STATUS.APPROVED) return approved();
      const deleted = await db.transaction(async (tx) => {
        // guarded in the statement: an approval that lands meanwhile wins over the deletion
        if (!(await markDeleted(tx, row.id))) return false;
        await appendEvent(tx, row.id, ctx.actor.id, 'v1.SiDeleted', {});
        return true;
      });
      if (!deleted) return approved();
      await publishSiChanged(db, hub, { ids: [row.id], companyId: row.company_id });
      return { ok: true, value: null };
    },
  };
}
