import type { Db } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { declareVgm, saveVgmDraft } from './useCases/declareVgm';
import { readVgmBooking } from './useCases/readBooking';
import { sendVgm } from './useCases/sendVgm';
import type { Declarant, DeclareInput, Idem } from './useCases/shared';
import { readVgmLog } from './useCases/vgmLog';
import { shareVgm, unshareVgm } from './useCases/vgmShares';

export type { Declarant, DeclareInput, Declared, Idem } from './useCases/shared';

/**
 * The VGM rules and transactions (operations.md §6): a booking's containers with their latest
 * version and the VCO; a declaration of all the booking's containers at once, every container checked
 * by `checkVgm` before anything is written (one refusal refuses the whole declaration); a new version
 * superseding the older ones (`vgm.immutable`); the send through the outbox; the log; the share links.
 * Each is a use case of its own in useCases/; this binds them to the database for the routes.
 */
export function vgmService(db: Db) {
  return {
    list: (d: Declarant, cgoId: string) => readVgmBooking(db, d, cgoId),
    declare: (d: Declarant, input: DeclareInput, idem: Idem, now = new Date(), asDraft = false) => declareVgm(db, d, input, idem, now, asDraft),
    saveDraft: (d: Declarant, input: DeclareInput) => saveVgmDraft(db, d, input),
    send: (actor: Actor, ids: number[]) => sendVgm(db, actor, ids),
    log: (actor: Actor, cgoId: string, cnno?: string) => readVgmLog(db, actor, cgoId, cnno),
    share: (actor: Actor, input: { CGO_ID: string; Days?: number; AccessCode?: string }) => shareVgm(db, actor, input),
    unshare: (actor: Actor, id: number) => unshareVgm(db, actor, id),
  };
}
