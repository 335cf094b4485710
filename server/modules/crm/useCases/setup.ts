import type { PoolWire } from '../../../../src/contract/crm/calls';
import type { DictKind } from '../../../../src/domain/crm/status';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { inTransaction } from '../../../platform/transaction';
import { noDict, noEmployee, noPool } from '../checks';
import { defaultPool, dictOfCompany, salespeopleOf, savePool, upsertCapacity, upsertDict } from '../setupRepository';
import { viewerOf } from '../scope';
import { capacityOf, defaultCapacity, heldBy } from '../setupRepository';
import { todaysPicks } from './limits';
import { salesIds } from './salespeople';

/** Data maintenance (§7.4 CRMDataMaintenance): the lists, the pool's pick and recycle rules, capacities. */

export async function saveDict(
  db: Db,
  actor: Actor,
  b: { Id?: number; Kind: DictKind; Code: string; NameZh: string; NameEn: string; Sort?: number; Enabled?: boolean },
): Promise<Outcome<{ Id: number }>> {
  // an entry named by its Id must be this company's, of the same kind and code (the upsert keys on them): else it is not there
  if (b.Id !== undefined && !(await dictOfCompany(db, actor.companyId, b.Id, b.Kind, b.Code))) return noDict();
  const id = await upsertDict(db, actor.companyId, { ...b, NameZh: b.NameZh.trim(), NameEn: b.NameEn.trim(), Sort: b.Sort ?? 0, Enabled: b.Enabled ?? true });
  return { ok: true, value: { Id: id } };
}

export async function savePoolRules(db: Db, actor: Actor, p: PoolWire): Promise<Outcome<{ Moved: number }>> {
  return inTransaction(db, async (tx) => {
    const pool = await defaultPool(tx, actor.companyId);
    if (p.Id !== pool.Id) return noPool();
    await savePool(tx, pool.Id, { ...p, Name: p.Name.trim() || pool.Name });
    return { ok: true, value: { Moved: 1 } };
  });
}

/** A person's capacity (EmployeeId) or the company's default (null). */
export async function saveCapacity(db: Db, actor: Actor, b: { EmployeeId: number | null; Capacity: number }): Promise<Outcome<{ Moved: number }>> {
  if (b.EmployeeId !== null) {
    const people = await salespeopleOf(db, actor.companyId, await salesIds(db));
    if (!people.some((p) => p.Id === b.EmployeeId)) return noEmployee();
  }
  await upsertCapacity(db, actor.companyId, b.EmployeeId, b.Capacity);
  return { ok: true, value: { Moved: 1 } };
}

/** The capacities: the company's default row, then each salesperson with what they hold. */
export async function capacities(db: Db, actor: Actor) {
  const people = await salespeopleOf(db, actor.companyId, await salesIds(db));
  const def = await defaultCapacity(db, actor.companyId);
  const rows = [
    { EmployeeId: null, EmployeeName: '', Capacity: def ?? 0, Held: 0 },
    ...people.map((p) => ({ EmployeeId: p.Id, EmployeeName: p.Name, Capacity: p.Capacity ?? 0, Held: p.Held })),
  ];
  return { ok: true as const, value: rows };
}

/** What the pool's screen shows a salesperson: today's claims against the cap, what they hold against their capacity. */
export async function myLimits(db: Db, actor: Actor) {
  const v = await viewerOf(db, actor);
  const pool = await defaultPool(db, v.companyId);
  const { picked, limit } = await todaysPicks(db, v.id, String(pool.Id));
  return {
    ok: true as const,
    value: { PickedToday: picked, PickLimit: limit, Held: await heldBy(db, v.id), Capacity: (await capacityOf(db, v.companyId, v.id)) ?? null },
  };
}
