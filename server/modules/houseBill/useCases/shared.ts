import type { Hbl } from '../../../../src/contract/houseBill/calls';
import { billActionWords as ACT, billRefusalWords as R, hblStatusWords } from '../../../../src/contract/houseBill/words';
import { type BillProblem, fillWords } from '../../../../src/domain/houseBill/rules';
import { type HblEvent, hblMove } from '../../../../src/domain/houseBill/status';
import type { Bilingual } from '../../../../src/i18n/bilingual';
import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { missing, no } from '../../../platform/refusal';
import { type DocActor, recordDocEvent } from '../../../platform/spine/docEvents';
import { inTransaction } from '../../../platform/transaction';
import { type HblDbRow, hblRow, versionsOf } from '../repository';
import { hblView } from '../view';
import { prerequisites } from './prerequisites';

/**
 * What the house bill's use cases share (operations.md §10): who sees what, the refusals in both
 * languages, the bill as the screen reads it, and one move of the state table
 * (src/domain/houseBill/status.ts) checked against the VERSION the person saw.
 */
export const HBL_DOC = 'houseBill';

export const isStaff = (a: Actor) => a.companyKind === 'platform';
export const scopeOf = (a: Actor): string | null => (isStaff(a) ? null : a.companyId);
export const docActor = (a: Actor): DocActor => ({ kind: 'employee', id: Number(a.id) });
export const say = <T>(code: string, w: Bilingual, extra?: Record<string, unknown>): Outcome<T> => {
  const o = no<T>(code, w.en, w.zh);
  return extra && !o.ok ? { ...o, extra } : o;
};
export const noHbl = <T>() => missing<T>(R.noHbl.en, R.noHbl.zh);
export const noSi = <T>() => missing<T>(R.noSi.en, R.noSi.zh);
export const stale = <T>() => say<T>('STALE', R.stale);
const badState = <T>(status: number, event: keyof typeof ACT) =>
  say<T>('HBL_STATE', {
    zh: fillWords(R.state, { state: hblStatusWords[status]!.zh, action: ACT[event].zh }).zh,
    en: fillWords(R.state, { state: hblStatusWords[status]!.en, action: ACT[event].en }).en,
  });
export const listOf = (ps: readonly BillProblem[]): Bilingual => ({ zh: ps.map((p) => p.Words.zh).join('；'), en: ps.map((p) => p.Words.en).join('; ') });

/** The bill's event, in its transaction. */
export const billEvent = (tx: Queryable, id: number, actor: DocActor, type: string, detail: Record<string, unknown> = {}) =>
  recordDocEvent(tx, { docType: HBL_DOC, docId: id, actor, type, detail });

/** The bill as the screen reads it: with what stands between it and its issue as of `now`, and its kept versions. */
export async function billView(q: Queryable, row: HblDbRow, now: Date): Promise<Hbl> {
  return hblView(row, await prerequisites(q, row, now), await versionsOf(q, row.id));
}

/**
 * One move of the table, in a transaction: the row locked (404 outside the reader's scope), its
 * VERSION the one the person saw (400 STALE), the move allowed (400 HBL_STATE), then `work`.
 */
export async function moveBill<T>(
  db: Db,
  scope: string | null,
  id: number,
  version: number | undefined,
  event: HblEvent,
  work: (tx: Queryable, row: HblDbRow, to: number) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  return inTransaction(db, async (tx) => {
    const row = await hblRow(tx, id, scope, true);
    if (!row) return noHbl();
    if (version !== undefined && row.version !== version) return stale();
    const to = hblMove(row.hbl_status, event);
    if (to === undefined) return badState(row.hbl_status, event);
    return work(tx, row, to);
  });
}
