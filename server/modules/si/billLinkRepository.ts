import type { Queryable } from '../../db/types';
import { appendEvent } from './repository';

/**
 * What the bills write into an SI (operations.md §10.2), through SI's own statements so its history
 * says so: the house bill's number becomes the SI's B/L number (TBI_SIMBL_NO), and a master bill
 * links the SI to its master (TMM_MCGO_ID, TMM_MMBL_NO).
 */
export async function writeHouseBillNo(tx: Queryable, siId: number, blNo: string, actorId: string | null): Promise<string | null> {
  const [before] = await tx.query<{ bl_no: string | null }>('select bl_no from si_records where id = $1 for update', [siId]);
  await tx.query(`update si_records set bl_no = $2, record = jsonb_set(record, '{TBI_SIMBL_NO}', to_jsonb($2::text)), updated_at = now() where id = $1`, [
    siId,
    blNo,
  ]);
  if (actorId) await appendEvent(tx, String(siId), actorId, 'v1.SiHouseBillNumbered', { from: before?.bl_no ?? null, to: blNo });
  return before?.bl_no ?? null;
}

/** The SI's master link: the one TMM_ row naming the master's booking and number (empty: unlinked). */
export async function linkSiToMaster(tx: Queryable, siId: number, master: { cgoId: string; mblNo: string } | null, actorId: string | null): Promise<void> {
  const masters = master ? [{ TMM_MCGO_ID: master.cgoId, TMM_MMBL_NO: master.mblNo }] : [];
  await tx.query(`update si_records set record = jsonb_set(record, '{Masters}', $2::jsonb), updated_at = now() where id = $1`, [siId, JSON.stringify(masters)]);
  if (actorId) await appendEvent(tx, String(siId), actorId, 'v1.SiMasterLinked', { master });
}
