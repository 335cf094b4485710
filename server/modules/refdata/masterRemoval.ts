import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { recordChange } from '../../platform/audit/record';
import { no } from '../../platform/refusal';
import type { MasterOutcome } from './masterOutcome';
import { countUses, deleteMasterRow } from './masterRepository';
import type { MasterInput, MasterShape } from './masterTable';

/** Deletes a row nothing refers to, in `tx`; otherwise 400 IN_USE with the counts (disable it instead). */
export async function removeMasterRow<I extends MasterInput>(
  tx: Queryable,
  shape: MasterShape<I>,
  actor: Actor,
  code: string | number,
): Promise<MasterOutcome<null>> {
  const before = await shape.row(tx, code, true);
  if (!before) return shape.noSuchRow();
  const uses: { en: string; zh: string }[] = [];
  for (const u of shape.spec.usage) {
    const n = await countUses(tx, u.sql, code);
    if (Number(n) > 0) uses.push({ en: `${n} ${u.what}`, zh: `${u.zh ?? u.what} ${n}` });
  }
  if (uses.length)
    return no(
      'IN_USE',
      `${code} is in use (${uses.map((u) => u.en).join(', ')}): it cannot be deleted. Disable it instead.`,
      `${code} 正在使用中（${uses.map((u) => u.zh).join('，')}），不能删除，请改为停用。`,
    );
  const detail = await shape.wireOf(tx, before);
  await deleteMasterRow(tx, shape.spec.table, shape.keyColumn, code);
  await recordChange(tx, actor, { entity: shape.spec.entity, entityId: code, action: 'deleted', companyId: null, detail });
  return { ok: true, value: null };
}
