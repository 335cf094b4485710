import type { Db, Queryable } from '../../db/types';
import { recordChange } from '../../platform/audit/record';
import type { Actor } from '../../platform/access/grants';
import * as repo from './permissionRepository';
import type { OwnerKind } from './permissionRepository';
import { visibleRole } from './roleRepository';

export type Owner = { kind: OwnerKind; id: string; name: string; companyId: string | null };

/** The role or employee of the actor's company (platform staff: templates too), or absent. */
export async function visibleOwner(db: Queryable, actor: Actor, kind: OwnerKind, ownerId: number): Promise<Owner | undefined> {
  if (kind === 'role') {
    const role = await visibleRole(db, actor, ownerId);
    return role ? { kind, id: role.id, name: role.name, companyId: role.company_id } : undefined;
  }
  const e = await repo.companyEmployee(db, ownerId, actor.companyId);
  return e ? { kind, id: e.id, name: e.name, companyId: e.company_id } : undefined;
}

export async function upsertItem(tx: Queryable, actor: Actor, owner: Owner, item: string, permission: string, value: string): Promise<void> {
  await repo.upsertPermission(tx, owner.kind, owner.id, item, permission, value);
  await recordChange(tx, actor, {
    entity: 'permission',
    entityId: `${owner.kind}:${owner.id}`,
    action: 'set',
    companyId: owner.companyId,
    detail: { owner: owner.name, item, permission, value },
  });
}

/** Whether the item was there to remove. */
export async function removeItem(db: Db, actor: Actor, owner: Owner, item: string, permission: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await repo.deletePermission(tx, owner.kind, owner.id, item, permission);
    if (removed)
      await recordChange(tx, actor, {
        entity: 'permission',
        entityId: `${owner.kind}:${owner.id}`,
        action: 'removed',
        companyId: owner.companyId,
        detail: { owner: owner.name, item, permission },
      });
    return removed;
  });
}
