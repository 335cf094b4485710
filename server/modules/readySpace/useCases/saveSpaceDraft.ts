import type { ReadySpaceWire } from '../../../../src/contract/readySpace/calls';
import { keyFactsChanged } from '../../../../src/domain/readySpace/check';
import { spaceMove } from '../../../../src/domain/readySpace/status';
import type { Db } from '../../../db/types';
import type { LiveHub } from '../../../live/hub';
import type { Actor } from '../../../platform/access/grants';
import { lockManagedSpace, spaceEvent, spaceNotFound, stale } from '../repository';
import { inTransaction } from '../../../platform/transaction';
import { openOrders, writeFacts } from '../spaceRepository';
import { normalise } from '../spaceWire';
import { no } from '../../../platform/refusal';

import { factsOf, insertSpace, saveLines } from './spaceRules';
import { announceChange } from './spaceMoves';

/** A draft saved (made on its first save); a listing on sale whose key facts change is audited again (R5.2), never while orders hold it. */
export async function saveSpaceDraft(db: Db, hub: LiveHub, actor: Actor, input: { Id?: number | null; Version?: number; Space: ReadySpaceWire }) {
  const made = await normalise(db, input.Space);
  if (!made.ok) return made;
  const n = made.value;
  let spaceId: number | undefined;
  const outcome = await inTransaction<{ Id: number; SpaceNo: string; Version: number; Status: string }>(db, async (tx, fail) => {
    if (!input.Id) {
      const row = await insertSpace(tx, actor, n, fail);
      return { ok: true, value: { Id: row.id, SpaceNo: row.space_no, Version: 1, Status: 'DRAFT' } };
    }
    const s = await lockManagedSpace(tx, actor, input.Id);
    if (!s) return spaceNotFound();
    if (s.version !== input.Version) return stale();
    let status = s.status;
    if (s.status === 'ON_SALE' || s.status === 'OFF_SHELF') {
      const changedFacts = keyFactsChanged(factsOf(s), { VesselName: n.vessel, Voyage: n.voyage, Etd: n.etd ?? '', PolCode: n.pol, PodCode: n.pod });
      if (changedFacts.length) {
        if (await openOrders(tx, s.id))
          return no(
            'KEY_FACTS_LOCKED',
            `Orders are held or confirmed on this space: its ${changedFacts.join(', ')} cannot change now.`,
            '该现舱已有占用或已确认的订单：船名、航次、开船日、起运港、目的港不能修改。',
          );
        // a changed sailing is audited again, unless it is the platform's own (R5.2)
        if (s.provider_kind !== 'platform') status = spaceMove(s.status, 'keyFactsEdited', 'provider')!;
      }
    }
    await writeFacts(tx, s.id, n, status);
    await saveLines(tx, s.id, n.lines, fail);
    await spaceEvent(tx, s.id, actor.id, status !== s.status ? 'v1.ReadySpaceKeyFactsEdited' : 'v1.ReadySpaceSaved');
    spaceId = s.id;
    return { ok: true, value: { Id: s.id, SpaceNo: s.space_no, Version: s.version + 1, Status: status } };
  });
  return announceChange(db, hub, outcome, spaceId);
}
