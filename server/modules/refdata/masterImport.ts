import { fieldErrorText } from '../../../src/contract/fieldLabels';
import type { Access } from '../../../src/contract/access';
import type { ImportField, ImportSpec } from '../../http/imports';
import { storeMasterRow } from './masterStore';
import type { MasterInput, MasterShape } from './masterTable';

/**
 * The list's Excel import (`<list>/Import`, server/http/imports.ts): each row is read as the
 * save's input, checked by the same rules, and creates its code or updates it (the version it
 * has now); a refused row says why and changes nothing.
 */
export function masterImportSpec<I extends MasterInput>(
  shape: MasterShape<I>,
  announce: () => Promise<void>,
  path: string,
  access: Access,
  fields: ImportField[],
  toInput: (cells: Record<string, string>) => I,
): ImportSpec<I> {
  const { spec, given, keyOf, keyColumn } = shape;
  return {
    path,
    access,
    fields,
    async check(tx, _actor, cells, lang) {
      const long = Object.entries(cells).filter(([, v]) => v.length > 200);
      if (long.length) return long.map(([k]) => `${k} is longer than 200 characters`);
      let input: I;
      try {
        input = spec.normalise(toInput(cells));
      } catch (e) {
        return [(e as Error).message];
      }
      const errors = await spec.check(tx, input);
      if (errors.length) return errors.map((e) => fieldErrorText(e, 'refdata', lang));
      // locked until the row's transaction ends: the write below finds the version read here
      const key = given ? keyOf(input) : await spec.identify?.(tx, input);
      const existing = key === undefined ? undefined : await shape.row(tx, key, true);
      return { ...input, ...(existing ? shape.keyWire(existing[keyColumn]) : {}), Version: existing ? Number(existing.version) : undefined };
    },
    async write(tx, actor, input) {
      const outcome = await storeMasterRow(tx, shape, actor, input);
      if (!outcome.ok) throw new Error(outcome.message);
    },
    afterImport: () => announce(),
  };
}
