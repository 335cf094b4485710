import type { PackingApply, PackingAssignTrucker, PackingDecideApplication } from '../../../src/contract/packing';
import type { Lang } from '../../../src/domain/packing/messages';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import type { Actor } from '../../platform/access/grants';
import { applyForPackingLists } from './useCases/applyForPackingLists';
import { assignTrucker } from './useCases/assignTrucker';
import { decideApplications } from './useCases/decideApplications';

export { MOBILE } from './useCases/assignTrucker';

/**
 * Applying for packing lists, deciding the applications and naming the trucker (operations.md
 * §3.2 moves 1 → 2 / 3): the rules are the domain's (checkApplication: pkl.slots, pkl.cutoff), the
 * moves PKL_MOVES'; each change appends its event in the same transaction, and is announced live once
 * committed (live.ts). Each use case is a function of its own in useCases/; this binds them.
 */
export function applyService(db: Db, hub: LiveHub) {
  return {
    apply: (actor: Actor, input: PackingApply, lang: Lang, now = new Date()) => applyForPackingLists(db, hub, actor, input, lang, now),
    decide: (actor: Actor, input: PackingDecideApplication, now = new Date()) => decideApplications(db, hub, actor, input, now),
    assignTrucker: (actor: Actor, input: PackingAssignTrucker) => assignTrucker(db, hub, actor, input),
  };
}
