import type { PrintCopy } from '../../../src/contract/houseBill/calls';
import type { Db, Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import type { DocActor } from '../../platform/spine/docEvents';
import type { HblDbRow } from './repository';
import { answerDraft, decideDraft, revokeDraftShares, saveBill, sendDraft } from './useCases/draft';
import { amendBill, type IssueBill, issueBill, voidBill } from './useCases/issueBill';
import { type MakeBill, makeBillFromSi } from './useCases/makeBill';
import { printBill } from './useCases/printBill';
import { billLog, billOfSi, readBill, sisToMakeBillsOf } from './useCases/readBill';
import { billView } from './useCases/shared';

export { HBL_DOC } from './useCases/shared';

/**
 * The house bill's rules and transactions (operations.md §10): made from one approved SI (one live
 * HBL per SI, its number written into the SI), its draft approved by the shipper, issued once every
 * prerequisite of hbl.issue holds, printed, amended after the originals are back, voided with a
 * reason. Every move is looked up in the state table (src/domain/houseBill/status.ts), checked
 * against the VERSION the person saw, and logged in doc_events in its transaction. Each use case is
 * a function of its own in useCases/; this binds them to the database and the clock for the routes.
 */
export function houseBillService(db: Db, now: () => Date = () => new Date()) {
  type Move = { Id: number; VERSION: number; Reason: string };
  return {
    toMake: (actor: Actor, search = '') => sisToMakeBillsOf(db, actor, search),
    get: (actor: Actor, id: number) => readBill(db, actor, id, now()),
    ofSi: (actor: Actor, siId: number) => billOfSi(db, actor, siId, now()),
    log: (actor: Actor, id: number) => billLog(db, actor, id),
    createFromSi: (actor: Actor, input: MakeBill) => makeBillFromSi(db, actor, input, now()),
    save: (actor: Actor, input: { Id: number; VERSION: number } & Record<string, unknown>) => saveBill(db, actor, input),
    sendDraft: (actor: Actor, input: Parameters<typeof sendDraft>[2]) => sendDraft(db, actor, input),
    decideDraft: (actor: Actor, input: Parameters<typeof decideDraft>[2]) => decideDraft(db, actor, input),
    revokeDraftShares: (actor: Actor, input: { Id: number }) => revokeDraftShares(db, actor, input),
    issue: (actor: Actor, input: IssueBill) => issueBill(db, actor, input),
    amend: (actor: Actor, input: Move) => amendBill(db, actor, input),
    void: (actor: Actor, input: Move) => voidBill(db, actor, input),
    print: (actor: Actor, id: number, copy: PrintCopy) => printBill(db, actor, id, copy),
    decide: (scope: string | null, id: number, version: number | undefined, approve: boolean, comment: string, who: DocActor, via: string, note: string) =>
      answerDraft(db, scope, id, version, approve, comment, who, via, note),
    view: (q: Queryable, row: HblDbRow) => billView(q, row, now()),
  };
}
