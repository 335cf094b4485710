import type { Db, Queryable } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import type { Actor } from '../../platform/access/grants';
import type { Access } from '../../../src/contract/access';
import type { ImportField, ImportSpec } from '../../http/imports';
import { refused, type MasterOutcome } from './masterOutcome';
import { isUniqueViolation } from '../../http/duplicates';
import { no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { masterImportSpec } from './masterImport';
import { removeMasterRow } from './masterRemoval';
import { changeMasterStatus } from './masterStatus';
import { storeMasterRow } from './masterStore';
import { masterShape, type MasterInput, type MasterKey, type MasterTable } from './masterTable';

export type { MasterInput, MasterKey, MasterTable } from './masterTable';

/**
 * The answer-cache topic of reference data: every write of a master row announces it (the API
 * here, database triggers for writes by hand: migration 025), and the pickers' index is rebuilt.
 */
export const REFDATA_TOPIC = 'refdata';

/**
 * One code-keyed master table's use cases (masterTable.ts says what a table declares): save,
 * import, enable or disable, delete — each a write in one transaction, announced when it commits.
 */
export function masterRows<I extends MasterInput>(db: Db, hub: LiveHub, spec: MasterTable<I>) {
  const shape = masterShape(spec);
  const announce = () => hub.forget({ topics: [REFDATA_TOPIC] });

  /** A write in one transaction (announced when it commits), a unique index's refusal answered as a duplicate (never a 500). */
  async function commit<T>(work: (tx: Queryable) => Promise<MasterOutcome<T>>): Promise<MasterOutcome<T>> {
    try {
      const outcome = await inTransaction(db, work);
      if (outcome.ok) await announce();
      return outcome;
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      const key = (e as { constraint?: string }).constraint ?? 'key';
      return no('DUPLICATE', `Another ${spec.noun} has the same ${key} already.`, `已有另一条${shape.nounZh}使用相同的键（${key}）。`);
    }
  }

  return {
    /** Creates the row (no Version) or updates it (its Version): `{ Code, Version }`. */
    async save(actor: Actor, raw: I): Promise<MasterOutcome<MasterKey>> {
      const input = spec.normalise(raw);
      const errors = await spec.check(db, input);
      if (errors.length) return refused(400, errors.map((e) => `${e.Path.slice(1)}: ${e.Message}`).join(' '), 'INVALID', errors);
      return commit((tx) => storeMasterRow(tx, shape, actor, input));
    },

    /** The list's Excel import (masterImport.ts). */
    importSpec(path: string, access: Access, fields: ImportField[], toInput: (cells: Record<string, string>) => I): ImportSpec<I> {
      return masterImportSpec(shape, announce, path, access, fields, toInput);
    },

    /** Enables or disables (R1.7: a disabled code stays on the records that have it). */
    setStatus(actor: Actor, rawKey: string | number, status: 'ACTIVE' | 'DISABLED'): Promise<MasterOutcome<null>> {
      return commit((tx) => changeMasterStatus(tx, shape, actor, shape.cleanKey(rawKey), status));
    },

    /** Deletes a row nothing refers to; otherwise 400 IN_USE with the counts (disable it instead). */
    remove(actor: Actor, rawKey: string | number): Promise<MasterOutcome<null>> {
      return commit((tx) => removeMasterRow(tx, shape, actor, shape.cleanKey(rawKey)));
    },
  };
}
