import type { FieldError } from '../../../src/contract/envelope';
import { fieldErrorText } from '../../../src/contract/fieldLabels';
import type { Db, Queryable } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import type { Actor } from '../../platform/access/grants';
import { recordChange, type Change } from '../../platform/audit/record';
import type { Access } from '../../../src/contract/access';
import type { ImportField, ImportSpec } from '../../http/imports';
import { refused, type MasterOutcome } from './masterOutcome';
import { isUniqueViolation } from '../../http/duplicates';
import { missing, no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { countUses, deleteMasterRow, insertMasterRow, readMasterRow, setMasterStatus, updateMasterRow } from './masterRepository';

/**
 * The answer-cache topic of reference data: every write of a master row announces it (the API
 * here, database triggers for writes by hand: migration 025), and the pickers' index is rebuilt.
 */
export const REFDATA_TOPIC = 'refdata';

/**
 * One code-keyed master table (carriers, ports …; commercial.md §1.3): how its rows are saved,
 * enabled and disabled, and deleted, the same for each. Codes are stored trimmed in capitals and
 * never change (R1.1: a code in use is disabled, not renamed); an edit names the version it read
 * (400 STALE); a delete counts the references first (400 IN_USE); every change is in the change
 * log with before and after (R1.9).
 */
export interface MasterTable<I extends MasterInput> {
  /** The change log's entity name. */
  entity: Change['entity'];
  /**
   * The row's key: its code (default; typed by people, fixed once saved) or a generated `id` for
   * tables whose rows have no code of their own (terminals, vessels, mappings …). A new row has no
   * key (Id) or no Version (Code).
   */
  key?: 'Code' | 'Id';
  /**
   * The key's column when the row is keyed by another table's key, which a new row names itself
   * (the rate dictionaries: rate_carriers.carrier_code, rate_terminals.terminal_id); default code / id.
   */
  keyColumn?: string;
  /**
   * How an import finds the row a sheet line means when rows are keyed by Id (a vessel by its IMO
   * number, a terminal by port and code): its id, or none for a new row.
   */
  identify?(tx: Queryable, input: I): Promise<number | undefined>;
  /** The words for one row in messages: "carrier", "port"; in Chinese (承运人, 港口) for people reading Chinese. */
  noun: string;
  nounZh?: string;
  table: string;
  /** The wire field → column of everything a save writes besides the code. */
  columns: Readonly<Record<string, string>>;
  /** The input with its codes and names cleaned (trimmed, capitals where codes). */
  normalise(input: I): I;
  /** What is wrong with a cleaned input, field by field (may read the database: countries, lanes …). */
  check(db: Queryable, input: I): Promise<FieldError[]>;
  /** The references to a code: each a name for the message and a query counting them ($1 = the code). */
  usage: readonly { what: string; zh?: string; sql: string }[];
  /**
   * What a row keeps in other tables (a lane's ports): read beside the row for the change log, and
   * written in the save's transaction after the row.
   */
  extra?: { fields: readonly string[]; read(tx: Queryable, code: string): Promise<Record<string, unknown>>; write(tx: Queryable, input: I): Promise<void> };
}

/** What a save takes: the key (Code, or Id once created) and the version it read. */
export interface MasterInput {
  Code?: string;
  Id?: number;
  Version?: number;
}
/** A row's key as saved: the code or the generated id. */
export type MasterKey = { Code: string; Version: number } | { Id: number; Version: number };

export function masterRows<I extends MasterInput>(db: Db, hub: LiveHub, spec: MasterTable<I>) {
  const fields = Object.keys(spec.columns);
  const nounZh = spec.nounZh ?? spec.noun;
  const noSuchRow = <T>() => missing<T>(`No such ${spec.noun}.`, `没有这个${nounZh}。`);
  const byId = spec.key === 'Id';
  const keyColumn = spec.keyColumn ?? (byId ? 'id' : 'code');
  /** The caller names a new row's key (a code, or a master's id) rather than the table generating it. */
  const given = !byId || spec.keyColumn !== undefined;
  const keyOf = (input: I) => (byId ? input.Id : input.Code);
  /** A key as the caller sent it, cleaned: codes trimmed in capitals (R1.1), ids as numbers. */
  const cleanKey = (raw: string | number) => (byId ? Number(raw) : String(raw).trim().toUpperCase());
  const row = (tx: Queryable, key: string | number, lock = false) => readMasterRow(tx, spec.table, keyColumn, key, lock);
  const announce = () => hub.forget({ topics: [REFDATA_TOPIC] });
  // the change log keeps before and after in the same (wire) shape, so it reads "field: before → after"
  const recorded = [...fields, ...(spec.extra?.fields ?? [])];
  const keyWire = (key: unknown) => (byId ? { Id: Number(key) } : { Code: key });
  const wireOf = async (tx: Queryable, r: Record<string, unknown>) => ({
    ...keyWire(r[keyColumn]),
    ...Object.fromEntries(fields.map((f) => [f, r[spec.columns[f]!]])),
    ...(await spec.extra?.read(tx, String(r[keyColumn]))),
  });
  const written = (input: I, key: string | number) => ({
    ...keyWire(key),
    ...Object.fromEntries(recorded.map((f) => [f, (input as Record<string, unknown>)[f] ?? null])),
  });
  const saved = (key: string | number, version: number) => ({ ...keyWire(key), Version: version }) as MasterKey;

  /** Creates a checked input in `tx`: under its code, or under a new id. */
  async function create(tx: Queryable, actor: Actor, input: I): Promise<MasterOutcome<MasterKey>> {
    const values = fields.map((f) => (input as Record<string, unknown>)[f] ?? null);
    if (given && (await row(tx, keyOf(input)!, true)))
      return no(
        'DUPLICATE',
        `A ${spec.noun} with the code ${keyOf(input)} exists already: open it to edit it.`,
        `代码为 ${keyOf(input)} 的${nounZh}已存在：请打开它进行编辑。`,
        [{ Path: byId ? '/Id' : '/Code', Message: 'is taken' }],
      );
    const cols = [...(given ? [keyColumn] : []), ...fields.map((f) => spec.columns[f]!)];
    const made = await insertMasterRow(tx, spec.table, keyColumn, cols, given ? [keyOf(input), ...values] : values);
    const key = byId ? Number(made) : input.Code!;
    const stored = { ...input, ...keyWire(key) } as I;
    await spec.extra?.write(tx, stored);
    await recordChange(tx, actor, { entity: spec.entity, entityId: key, action: 'created', companyId: null, detail: written(input, key) });
    return { ok: true, value: saved(key, 1) };
  }

  /** Writes a checked input in `tx`: creates it (no key or no Version) or updates the row of that version. */
  async function store(tx: Queryable, actor: Actor, input: I): Promise<MasterOutcome<MasterKey>> {
    const key = keyOf(input);
    if (key === undefined || (given && input.Version === undefined)) return create(tx, actor, input);
    if (input.Version === undefined)
      return no('INVALID', 'Version: is required to change a saved row', '版本：修改已保存的记录时必填', [{ Path: '/Version', Message: 'is required' }]);
    const values = fields.map((f) => (input as Record<string, unknown>)[f] ?? null);
    const before = await row(tx, key, true);
    if (!before) return noSuchRow();
    if (before.version !== input.Version)
      return no(
        'STALE',
        `Someone changed this ${spec.noun} since you opened it: reload it, then make your change again.`,
        `您打开这条${nounZh}之后，已有人修改了它：请重新加载，再修改一次。`,
      );
    const was = await wireOf(tx, before);
    const version = await updateMasterRow(
      tx,
      spec.table,
      keyColumn,
      key,
      fields.map((f) => spec.columns[f]!),
      values,
      'updated_at' in before,
    );
    await spec.extra?.write(tx, input);
    await recordChange(tx, actor, {
      entity: spec.entity,
      entityId: key,
      action: 'edited',
      companyId: null,
      detail: { before: was, after: written(input, key) },
    });
    return { ok: true, value: saved(key, version) };
  }

  /** A write in one transaction (announced when it commits), a unique index's refusal answered as a duplicate (never a 500). */
  async function commit<T>(work: (tx: Queryable) => Promise<MasterOutcome<T>>): Promise<MasterOutcome<T>> {
    try {
      const outcome = await inTransaction(db, work);
      if (outcome.ok) await announce();
      return outcome;
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      const key = (e as { constraint?: string }).constraint ?? 'key';
      return no('DUPLICATE', `Another ${spec.noun} has the same ${key} already.`, `已有另一条${nounZh}使用相同的键（${key}）。`);
    }
  }

  return {
    /** Creates the row (no Version) or updates it (its Version): `{ Code, Version }`. */
    async save(actor: Actor, raw: I): Promise<MasterOutcome<MasterKey>> {
      const input = spec.normalise(raw);
      const errors = await spec.check(db, input);
      if (errors.length) return refused(400, errors.map((e) => `${e.Path.slice(1)}: ${e.Message}`).join(' '), 'INVALID', errors);
      return commit((tx) => store(tx, actor, input));
    },

    /**
     * The list's Excel import (`<list>/Import`, server/http/imports.ts): each row is read as the
     * save's input, checked by the same rules, and creates its code or updates it (the version it
     * has now); a refused row says why and changes nothing.
     */
    importSpec(path: string, access: Access, fields: ImportField[], toInput: (cells: Record<string, string>) => I): ImportSpec<I> {
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
          const existing = key === undefined ? undefined : await row(tx, key, true);
          return { ...input, ...(existing ? keyWire(existing[keyColumn]) : {}), Version: existing ? Number(existing.version) : undefined };
        },
        async write(tx, actor, input) {
          const outcome = await store(tx, actor, input);
          if (!outcome.ok) throw new Error(outcome.message);
        },
        afterImport: () => announce(),
      };
    },

    /** Enables or disables (R1.7: a disabled code stays on the records that have it). */
    async setStatus(actor: Actor, rawKey: string | number, status: 'ACTIVE' | 'DISABLED'): Promise<MasterOutcome<null>> {
      const code = cleanKey(rawKey);
      return commit(async (tx): Promise<MasterOutcome<null>> => {
        const before = await row(tx, code, true);
        if (!before) return noSuchRow();
        if (before.status === status) return { ok: true, value: null };
        await setMasterStatus(tx, spec.table, keyColumn, code, status);
        await recordChange(tx, actor, {
          entity: spec.entity,
          entityId: code,
          action: status === 'ACTIVE' ? 'enabled' : 'disabled',
          companyId: null,
          detail: { before: { Status: before.status }, after: { Status: status } },
        });
        return { ok: true, value: null };
      });
    },

    /** Deletes a row nothing refers to; otherwise 400 IN_USE with the counts (disable it instead). */
    async remove(actor: Actor, rawKey: string | number): Promise<MasterOutcome<null>> {
      const code = cleanKey(rawKey);
      return commit(async (tx): Promise<MasterOutcome<null>> => {
        const before = await row(tx, code, true);
        if (!before) return noSuchRow();
        const uses: { en: string; zh: string }[] = [];
        for (const u of spec.usage) {
          const n = await countUses(tx, u.sql, code);
          if (Number(n) > 0) uses.push({ en: `${n} ${u.what}`, zh: `${u.zh ?? u.what} ${n}` });
        }
        if (uses.length)
          return no(
            'IN_USE',
            `${code} is in use (${uses.map((u) => u.en).join(', ')}): it cannot be deleted. Disable it instead.`,
            `${code} 正在使用中（${uses.map((u) => u.zh).join('，')}），不能删除，请改为停用。`,
          );
        const detail = await wireOf(tx, before);
        await deleteMasterRow(tx, spec.table, keyColumn, code);
        await recordChange(tx, actor, { entity: spec.entity, entityId: code, action: 'deleted', companyId: null, detail });
        return { ok: true, value: null };
      });
    },
  };
}
