import type { ReadySpaceWire } from '../../../src/contract/readySpace/calls';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import type { Actor } from '../../platform/access/grants';
import { getSpace, marketSpaces } from './useCases/readSpace';
import { saveSpaceDraft } from './useCases/saveSpaceDraft';
import { auditSpace, setShelf, submitSpace, updatePrice, updateStock } from './useCases/spaceMoves';

export { importSpace } from './useCases/importSpace';

/**
 * The listing's side (commercial.md §5.2–§5.3): drafts saved with a Version, the submit check
 * (R5.1), the platform's audit (R5.2), the shelf, stock and price changes (R5.3's guard when stock is
 * lowered, R5.5), and reading one listing as its reader may see it. Each use case is a function of
 * its own in useCases/; this binds them to the database and the live hub for the routes.
 */
export function spaceService(db: Db, hub: LiveHub) {
  type Ref = { Id: number; Version?: number };
  return {
    saveDraft: (actor: Actor, input: { Id?: number | null; Version?: number; Space: ReadySpaceWire }) => saveSpaceDraft(db, hub, actor, input),
    submit: (actor: Actor, input: Ref) => submitSpace(db, hub, actor, input),
    audit: (actor: Actor, input: Parameters<typeof auditSpace>[3]) => auditSpace(db, hub, actor, input),
    setShelf: (actor: Actor, input: Parameters<typeof setShelf>[3]) => setShelf(db, hub, actor, input),
    updateStock: (actor: Actor, input: Parameters<typeof updateStock>[3]) => updateStock(db, hub, actor, input),
    updatePrice: (actor: Actor, input: Parameters<typeof updatePrice>[3]) => updatePrice(db, hub, actor, input),
    market: (polCode: string | undefined, podCode: string | undefined) => marketSpaces(db, polCode, podCode),
    get: (actor: Actor, id: number) => getSpace(db, hub, actor, id),
  };
}
