import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { recordChange } from '../../platform/audit/record';
import type { MasterOutcome } from './masterOutcome';
import { setMasterStatus } from './masterRepository';
import type { MasterInput, MasterShape } from './masterTable';

/** Enables or disables a row in `tx` (R1.7: a disabled code stays on the records that have it). */
export async function changeMasterStatus<I extends MasterInput>(
  tx: Queryable,
  shape: MasterShape<I>,
  actor: Actor,
  code: string | number,
  status: 'ACTIVE' | 'DISABLED',
): Promise<MasterOutcome<null>> {
  const before = await shape.row(tx, code, true);
  if (!before) return shape.noSuchRow();
  if (before.status === status) return { ok: true, value: null };
  await setMasterStatus(tx, shape.spec.table, shape.keyColumn, code, status);
  await recordChange(tx, actor, {
    entity: shape.spec.entity,
    entityId: code,
    action: status === 'ACTIVE' ? 'enabled' : 'disabled',
    companyId: null,
    detail: { before: { Status: before.status }, after: { Status: status } },
  });
  return { ok: true, value: null };
}
