import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { recordChange } from '../../platform/audit/record';
import { no } from '../../platform/refusal';
import type { MasterOutcome } from './masterOutcome';
import { insertMasterRow, updateMasterRow } from './masterRepository';
import type { MasterInput, MasterKey, MasterShape } from './masterTable';

/** Creates a checked input in `tx`: under its code, or under a new id. */
async function createMasterRow<I extends MasterInput>(tx: Queryable, shape: MasterShape<I>, actor: Actor, input: I): Promise<MasterOutcome<MasterKey>> {
  const { spec, given, keyOf, keyColumn, byId, nounZh } = shape;
  if (given && (await shape.row(tx, keyOf(input)!, true)))
    return no(
      'DUPLICATE',
      `A ${spec.noun} with the code ${keyOf(input)} exists already: open it to edit it.`,
      `代码为 ${keyOf(input)} 的${nounZh}已存在：请打开它进行编辑。`,
      [{ Path: byId ? '/Id' : '/Code', Message: 'is taken' }],
    );
  const values = shape.values(input);
  const cols = [...(given ? [keyColumn] : []), ...shape.fields.map((f) => spec.columns[f]!)];
  const made = await insertMasterRow(tx, spec.table, keyColumn, cols, given ? [keyOf(input), ...values] : values);
  const key = byId ? Number(made) : input.Code!;
  const stored = { ...input, ...shape.keyWire(key) } as I;
  await spec.extra?.write(tx, stored);
  await recordChange(tx, actor, { entity: spec.entity, entityId: key, action: 'created', companyId: null, detail: shape.written(input, key) });
  return { ok: true, value: shape.saved(key, 1) };
}

/** Writes a checked input in `tx`: creates it (no key or no Version) or updates the row of that version. */
export async function storeMasterRow<I extends MasterInput>(tx: Queryable, shape: MasterShape<I>, actor: Actor, input: I): Promise<MasterOutcome<MasterKey>> {
  const { spec, given, keyColumn } = shape;
  const key = shape.keyOf(input);
  if (key === undefined || (given && input.Version === undefined)) return createMasterRow(tx, shape, actor, input);
  if (input.Version === undefined)
    return no('INVALID', 'Version: is required to change a saved row', '版本：修改已保存的记录时必填', [{ Path: '/Version', Message: 'is required' }]);
  const values = shape.values(input);
  const before = await shape.row(tx, key, true);
  if (!before) return shape.noSuchRow();
  if (before.version !== input.Version)
    return no(
      'STALE',
      `Someone changed this ${spec.noun} since you opened it: reload it, then make your change again.`,
      `您打开这条${shape.nounZh}之后，已有人修改了它：请重新加载，再修改一次。`,
    );
  const was = await shape.wireOf(tx, before);
  const version = await updateMasterRow(
    tx,
    spec.table,
    keyColumn,
    key,
    shape.fields.map((f) => spec.columns[f]!),
    values,
    'updated_at' in before,
  );
  await spec.extra?.write(tx, input);
  await recordChange(tx, actor, {
    entity: spec.entity,
    entityId: key,
    action: 'edited',
    companyId: null,
    detail: { before: was, after: shape.written(input, key) },
  });
  return { ok: true, value: shape.saved(key, version) };
}
