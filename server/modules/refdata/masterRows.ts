import type { FastifyReply } from 'fastify';
import { fail, type FieldError } from '../../../src/contract/envelope';
import type { Db, Queryable } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import type { Actor } from '../access/grants';
import { recordChange, type Change } from '../audit/record';
import type { Access } from '../../../src/contract/access';
import type { ImportField, ImportSpec } from '../../http/imports';

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
export interface MasterTable<I extends { Code: string; Version?: number }> {
  /** The change log's entity name. */
  entity: Change['entity'];
  /** The words for one row in messages: "carrier", "port". */
  noun: string;
  table: string;
  /** The wire field → column of everything a save writes besides the code. */
  columns: Readonly<Record<string, string>>;
  /** The input with its codes and names cleaned (trimmed, capitals where codes). */
  normalise(input: I): I;
  /** What is wrong with a cleaned input, field by field (may read the database: countries, lanes …). */
  check(db: Queryable, input: I): Promise<FieldError[]>;
  /** The references to a code: each a name for the message and a query counting them ($1 = the code). */
  usage: readonly { what: string; sql: string }[];
  /**
   * What a row keeps in other tables (a lane's ports): read beside the row for the change log, and
   * written in the save's transaction after the row.
   */
  extra?: { fields: readonly string[]; read(tx: Queryable, code: string): Promise<Record<string, unknown>>; write(tx: Queryable, input: I): Promise<void> };
}

export type MasterOutcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 404; message: string; code?: string; errors?: FieldError[] };

const refused = <T>(status: 400 | 404, message: string, code?: string, errors?: FieldError[]): MasterOutcome<T> => ({
  ok: false,
  status,
  message,
  code,
  errors,
});

/** Sends an outcome: its value in the envelope, or its refusal with its Code. */
export function sendOutcome<T>(reply: FastifyReply, outcome: MasterOutcome<T>) {
  if (outcome.ok) return reply.send({ Status: true, Data: outcome.value });
  return reply.status(outcome.status).send({ ...fail(outcome.message, outcome.errors), ...(outcome.code ? { Code: outcome.code } : {}) });
}

export function masterRows<I extends { Code: string; Version?: number }>(db: Db, hub: LiveHub, spec: MasterTable<I>) {
  const fields = Object.keys(spec.columns);
  const row = (tx: Queryable, code: string, lock = false) =>
    tx.query<Record<string, unknown>>(`select * from ${spec.table} where code = $1${lock ? ' for update' : ''}`, [code]).then((r) => r[0]);
  const announce = () => hub.forget({ topics: [REFDATA_TOPIC] });
  // the change log keeps before and after in the same (wire) shape, so it reads "field: before → after"
  const recorded = [...fields, ...(spec.extra?.fields ?? [])];
  const wireOf = async (tx: Queryable, r: Record<string, unknown>) => ({
    Code: r.code,
    ...Object.fromEntries(fields.map((f) => [f, r[spec.columns[f]!]])),
    ...(await spec.extra?.read(tx, String(r.code))),
  });
  const written = (input: I) => ({ Code: input.Code, ...Object.fromEntries(recorded.map((f) => [f, (input as Record<string, unknown>)[f] ?? null])) });

  /** Writes a checked input in `tx`: creates it (no Version) or updates the row of that version. */
  async function store(tx: Queryable, actor: Actor, input: I): Promise<MasterOutcome<{ Code: string; Version: number }>> {
    const values = fields.map((f) => (input as Record<string, unknown>)[f] ?? null);
    const before = await row(tx, input.Code, true);
    if (input.Version === undefined) {
      if (before)
        return refused(400, `A ${spec.noun} with the code ${input.Code} exists already: open it to edit it.`, 'DUPLICATE', [
          { Path: '/Code', Message: 'is taken' },
        ]);
      const cols = ['code', ...fields.map((f) => spec.columns[f]!)];
      await tx.query(`insert into ${spec.table} (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')})`, [input.Code, ...values]);
      await spec.extra?.write(tx, input);
      await recordChange(tx, actor, { entity: spec.entity, entityId: input.Code, action: 'created', companyId: null, detail: written(input) });
      return { ok: true, value: { Code: input.Code, Version: 1 } };
    }
    if (!before) return refused(404, `No such ${spec.noun}.`);
    if (before.version !== input.Version)
      return refused(400, `Someone changed this ${spec.noun} since you opened it: reload it, then make your change again.`, 'STALE');
    const sets = fields.map((f, i) => `${spec.columns[f]} = $${i + 2}`).join(', ');
    const [after] = await tx.query<{ version: number }>(
      `update ${spec.table} set ${sets}, version = version + 1${'updated_at' in before ? ', updated_at = now()' : ''} where code = $1 returning version`,
      [input.Code, ...values],
    );
    const was = await wireOf(tx, before);
    await spec.extra?.write(tx, input);
    await recordChange(tx, actor, {
      entity: spec.entity,
      entityId: input.Code,
      action: 'edited',
      companyId: null,
      detail: { before: was, after: written(input) },
    });
    return { ok: true, value: { Code: input.Code, Version: after!.version } };
  }

  return {
    /** Creates the row (no Version) or updates it (its Version): `{ Code, Version }`. */
    async save(actor: Actor, raw: I): Promise<MasterOutcome<{ Code: string; Version: number }>> {
      const input = spec.normalise(raw);
      const errors = await spec.check(db, input);
      if (errors.length) return refused(400, errors.map((e) => `${e.Path.slice(1)}: ${e.Message}`).join(' '), 'INVALID', errors);
      const outcome = await db.transaction((tx) => store(tx, actor, input));
      if (outcome.ok) await announce();
      return outcome;
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
        async check(tx, _actor, cells) {
          const long = Object.entries(cells).filter(([, v]) => v.length > 200);
          if (long.length) return long.map(([k]) => `${k} is longer than 200 characters`);
          let input: I;
          try {
            input = spec.normalise(toInput(cells));
          } catch (e) {
            return [(e as Error).message];
          }
          const errors = await spec.check(tx, input);
          if (errors.length) return errors.map((e) => `${e.Path.slice(1)} ${e.Message}`);
          // locked until the row's transaction ends: the write below finds the version read here
          const existing = await row(tx, input.Code, true);
          return { ...input, Version: existing ? Number(existing.version) : undefined };
        },
        async write(tx, actor, input) {
          const outcome = await store(tx, actor, input);
          if (!outcome.ok) throw new Error(outcome.message);
        },
        afterImport: () => announce(),
      };
    },

    /** Enables or disables (R1.7: a disabled code stays on the records that have it). */
    async setStatus(actor: Actor, rawCode: string, status: 'ACTIVE' | 'DISABLED'): Promise<MasterOutcome<null>> {
      const code = rawCode.trim().toUpperCase();
      const outcome = await db.transaction(async (tx): Promise<MasterOutcome<null>> => {
        const before = await row(tx, code, true);
        if (!before) return refused(404, `No such ${spec.noun}.`);
        if (before.status === status) return { ok: true, value: null };
        await tx.query(`update ${spec.table} set status = $2, version = version + 1 where code = $1`, [code, status]);
        await recordChange(tx, actor, {
          entity: spec.entity,
          entityId: code,
          action: status === 'ACTIVE' ? 'enabled' : 'disabled',
          companyId: null,
          detail: { before: { Status: before.status }, after: { Status: status } },
        });
        return { ok: true, value: null };
      });
      if (outcome.ok) await announce();
      return outcome;
    },

    /** Deletes a row nothing refers to; otherwise 400 IN_USE with the counts (disable it instead). */
    async remove(actor: Actor, rawCode: string): Promise<MasterOutcome<null>> {
      const code = rawCode.trim().toUpperCase();
      const outcome = await db.transaction(async (tx): Promise<MasterOutcome<null>> => {
        const before = await row(tx, code, true);
        if (!before) return refused(404, `No such ${spec.noun}.`);
        const uses: string[] = [];
        for (const u of spec.usage) {
          const [count] = await tx.query<{ n: string | number }>(u.sql, [code]);
          if (Number(count?.n ?? 0) > 0) uses.push(`${count!.n} ${u.what}`);
        }
        if (uses.length) return refused(400, `${code} is in use (${uses.join(', ')}): it cannot be deleted. Disable it instead.`, 'IN_USE');
        await tx.query(`delete from ${spec.table} where code = $1`, [code]);
        await recordChange(tx, actor, { entity: spec.entity, entityId: code, action: 'deleted', companyId: null, detail: await wireOf(tx, before) });
        return { ok: true, value: null };
      });
      if (outcome.ok) await announce();
      return outcome;
    },
  };
}
