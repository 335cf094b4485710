import type { PackingAssignTrucker } from '../../../../src/contract/packing';
import { packingRefusalWords as W } from '../../../../src/contract/packing/words';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { LiveHub } from '../../../live/hub';
import type { Actor } from '../../../platform/access/grants';
import { inTransaction } from '../../../platform/transaction';
import { pklEvent } from '../events';
import { publishPackingChanged } from '../live';
import { notPkl, said, wrongState } from '../refusals';
import { isActiveProvider } from '../referenceChecksRepository';
import { lockPkls, setTrucker } from '../repository';
import { canAssignTrucker } from '../roles';

/** A mainland mobile number (operations.md §3.1 PKL_DRIVER_PHONE). */
export const MOBILE = /^1[3-9]\d{9}$/;

/** Names the trucker of packing lists (a provider company; its employees then see and fill them). */
export async function assignTrucker(db: Db, hub: LiveHub, actor: Actor, input: PackingAssignTrucker): Promise<Outcome<{ Ids: number[] }>> {
  if (input.PKL_DRIVER_PHONE && !MOBILE.test(input.PKL_DRIVER_PHONE)) return said('pkl.driverPhone', W.driverPhone, '/PKL_DRIVER_PHONE');
  if (!(await isActiveProvider(db, input.PKL_TRUCKER_ID))) return said('pkl.trucker', W.notProvider, '/PKL_TRUCKER_ID');
  // the trucker a list is taken from hears of that change too: its list drops the row
  const former = new Map<number, string>();
  const done = await inTransaction<{ Ids: number[] }>(db, async (tx) => {
    const rows = await lockPkls(tx, actor, input.Ids);
    if (rows.length !== input.Ids.length) return notPkl();
    for (const p of rows) if (!canAssignTrucker(p.pkl_status)) return wrongState(p, 'assignTrucker');
    for (const p of rows) {
      if (p.pkl_trucker_id && p.pkl_trucker_id !== String(input.PKL_TRUCKER_ID)) former.set(p.id, p.pkl_trucker_id);
      await setTrucker(tx, p.id, input.PKL_TRUCKER_ID, input.PKL_TRUCK_PLATE, input.PKL_DRIVER_NAME, input.PKL_DRIVER_PHONE);
      await pklEvent(tx, actor, p.id, 'TruckerAssigned', {
        TruckerId: input.PKL_TRUCKER_ID,
        Before: p.pkl_trucker_id ? Number(p.pkl_trucker_id) : null,
        ...(input.PKL_TRUCK_PLATE ? { Plate: input.PKL_TRUCK_PLATE } : {}),
        ...(input.PKL_DRIVER_NAME ? { Driver: input.PKL_DRIVER_NAME } : {}),
      });
    }
    return { ok: true, value: { Ids: rows.map((p) => p.id) } };
  });
  if (done.ok) await publishPackingChanged(db, hub, done.value.Ids, former);
  return done;
}
