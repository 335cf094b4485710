import type { Db, Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import type { MblDbRow } from './masterBillRepository';
import { makeMaster, masterLog, readMaster } from './useCases/makeMaster';
import { confirmMaster, recordCarrierDraft, recordDraftIn, recordMasterIssue, saveMaster, submitToCarrier, voidMaster } from './useCases/masterMoves';
import { masterView } from './useCases/masterShared';

export { MBL_DOC } from './useCases/masterShared';

/**
 * The master bill (operations.md §10.2–§10.3): made over one or more bookings (a booking on one live
 * master only), its houses the bookings' SIs with their live HBLs (linked on the SI: TMM_MCGO_ID,
 * TMM_MMBL_NO); mbl.consol per container before our SI goes to the carrier (CARRIER_SI, outbox, under
 * an Idempotency-Key); the carrier's draft matched against what we sent, field by field; confirm,
 * issue (on board), void. Staff only: every call is platformOnly (src/contract/houseBill/module.ts).
 * Each use case is a function of its own in useCases/; this binds them to the database for the routes.
 */
export function masterBillService(db: Db) {
  type Ref = { Id: number; VERSION: number };
  return {
    view: (q: Queryable, m: MblDbRow) => masterView(q, m),
    get: (id: number) => readMaster(db, id),
    log: (id: number) => masterLog(db, id),
    create: (actor: Actor, input: { CGO_IDs: string[]; Direct: boolean }) => makeMaster(db, actor, input),
    save: (actor: Actor, input: Parameters<typeof saveMaster>[2]) => saveMaster(db, actor, input),
    submitToCarrier: (actor: Actor, input: Ref, idem: { key: string; hash: string }) => submitToCarrier(db, actor, input, idem),
    recordCarrierDraft: (actor: Actor, input: Ref & { Draft: Record<string, unknown> }) => recordCarrierDraft(db, actor, input),
    recordDraftIn,
    confirm: (actor: Actor, input: Ref) => confirmMaster(db, actor, input),
    recordIssue: (actor: Actor, input: Parameters<typeof recordMasterIssue>[2]) => recordMasterIssue(db, actor, input),
    void: (actor: Actor, input: Ref & { Reason: string }) => voidMaster(db, actor, input),
  };
}
