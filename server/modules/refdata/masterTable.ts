import type { FieldError } from '../../../src/contract/envelope';
import type { Queryable } from '../../db/types';
import type { Change } from '../../platform/audit/record';
import { missing } from '../../platform/refusal';
import { readMasterRow } from './masterRepository';

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

/**
 * How one master table's rows are keyed and shown in the wire and the change log: the key's column,
 * whether the caller names a new row's key, and the row's wire shape (before and after of a change
 * are kept in the same shape, so the log reads "field: before → after").
 */
export function masterShape<I extends MasterInput>(spec: MasterTable<I>) {
  const fields = Object.keys(spec.columns);
  const nounZh = spec.nounZh ?? spec.noun;
  const byId = spec.key === 'Id';
  const keyColumn = spec.keyColumn ?? (byId ? 'id' : 'code');
  const recorded = [...fields, ...(spec.extra?.fields ?? [])];
  const keyWire = (key: unknown) => (byId ? { Id: Number(key) } : { Code: key });
  return {
    spec,
    fields,
    nounZh,
    byId,
    keyColumn,
    /** The caller names a new row's key (a code, or a master's id) rather than the table generating it. */
    given: !byId || spec.keyColumn !== undefined,
    keyOf: (input: I) => (byId ? input.Id : input.Code),
    /** A key as the caller sent it, cleaned: codes trimmed in capitals (R1.1), ids as numbers. */
    cleanKey: (raw: string | number) => (byId ? Number(raw) : String(raw).trim().toUpperCase()),
    row: (tx: Queryable, key: string | number, lock = false) => readMasterRow(tx, spec.table, keyColumn, key, lock),
    noSuchRow: <T>() => missing<T>(`No such ${spec.noun}.`, `没有这个${nounZh}。`),
    /** The input's saved columns, in the order of `fields`. */
    values: (input: I) => fields.map((f) => (input as Record<string, unknown>)[f] ?? null),
    keyWire,
    wireOf: async (tx: Queryable, r: Record<string, unknown>) => ({
      ...keyWire(r[keyColumn]),
      ...Object.fromEntries(fields.map((f) => [f, r[spec.columns[f]!]])),
      ...(await spec.extra?.read(tx, String(r[keyColumn]))),
    }),
    written: (input: I, key: string | number) => ({
      ...keyWire(key),
      ...Object.fromEntries(recorded.map((f) => [f, (input as Record<string, unknown>)[f] ?? null])),
    }),
    saved: (key: string | number, version: number) => ({ ...keyWire(key), Version: version }) as MasterKey,
  };
}

/** One master table's shape (masterShape). */
export type MasterShape<I extends MasterInput> = ReturnType<typeof masterShape<I>>;
