import { formatBillNumber, seqOn } from '../../../src/domain/refdata/billNumbers';
import type { Db, Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import type { MasterOutcome } from './masterOutcome';
import { missing, no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { refdataRefusalWords } from '../../../src/contract/refdata/words';
import { isIssued, recordIssued, seriesCounter, seriesStatus, stepCounter } from './billNumberIssueRepository';

/** How many numbers already issued (a counter set back, another series of one shape) a call steps over before it gives up. */
const MAX_TAKEN = 50;

const noSeries = () => missing<never>('No such B/L number series.', '没有这个提单号规则。', 'NOT_FOUND');

/** Why the counter did not move: no such series, a master B/L hint, or a disabled one. */
async function whyNot(tx: Queryable, seriesId: number): Promise<MasterOutcome<never>> {
  const s = await seriesStatus(tx, seriesId);
  if (!s) return noSeries();
  if (s.kind !== 'HBL') return no('HINT_ONLY', 'A master B/L hint describes the carrier’s numbers: it hands none out.', '船东提单号规则仅作提示，不发放号码。');
  return no('DISABLED', 'This B/L number series is disabled: enable it to issue numbers.', '该提单号规则已停用：启用后才能发放号码。');
}

/**
 * Hands out the next number of a house B/L series (POST BillCodeSeries/Next). The counter moves in
 * ONE `update … returning`: it starts again at 1 when the year or month it belongs to has passed
 * (the period is compared and set in the same statement), so two calls at once never read one value
 * (the row is locked by the update until the transaction ends). The number is recorded in
 * bill_numbers, unique across the platform: one already there (a counter set back by hand) is stepped
 * over. A series that is full (the counter outgrew its digits) is refused, and the counter put back.
 */
export async function issueBillNumber(db: Db, actor: Actor, seriesId: number, day: string): Promise<MasterOutcome<{ Number: string }>> {
  return inTransaction(db, async (tx, fail) => {
    for (let taken = 0; taken <= MAX_TAKEN; taken++) {
      const s = await stepCounter(tx, seriesId, day);
      if (!s) return fail(await whyNot(tx, seriesId));
      const made = formatBillNumber(s.pattern, s.prefix, Number(s.seq), day);
      if ('problem' in made) return fail(seriesFull(made.problem, s.seq));
      if (await recordIssued(tx, { number: made.number, seriesId, seq: Number(s.seq), issuedBy: actor.id }))
        return { ok: true as const, value: { Number: made.number } };
    }
    return fail(
      no(
        'NUMBERS_TAKEN',
        `The next ${MAX_TAKEN} numbers of this series were issued already: set its next number past them.`,
        `该规则接下来的 ${MAX_TAKEN} 个号码均已发放：请把下一序号调到它们之后。`,
      ),
    );
  });
}

/** The number the next Next would hand out today, without using it (GET BillCodeSeries/Preview). */
export async function previewBillNumber(db: Db, seriesId: number, day: string): Promise<MasterOutcome<{ Number: string; Seq: number }>> {
  const s = await seriesCounter(db, seriesId);
  if (!s) return noSeries();
  let seq = seqOn({ NextSeq: Number(s.next_seq), Reset: s.reset, Period: s.period }, day);
  for (let taken = 0; taken <= MAX_TAKEN; taken++, seq++) {
    const made = formatBillNumber(s.pattern, s.prefix, seq, day);
    if ('problem' in made) return seriesFull(made.problem, seq);
    if (!(await isIssued(db, made.number))) return { ok: true, value: { Number: made.number, Seq: seq } };
  }
  const taken = refdataRefusalWords.numbersTaken(MAX_TAKEN);
  return no('NUMBERS_TAKEN', taken.en, taken.zh);
}

/** A pattern whose counter has no digit left for the number (the domain's `problem` says why in English). */
function seriesFull(problem: string, seq: string | number) {
  const words = refdataRefusalWords.seriesFull(problem, seq);
  return no<never>('SERIES_FULL', words.en, words.zh);
}
