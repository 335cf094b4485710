import type { FastifyInstance } from 'fastify';
import { ACCESS } from '../../../src/contract/access';
import { ok } from '../../../src/contract/envelope';
import { systemCalls as C } from '../../../src/contract/system/calls';
import type { Db } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import { notFound } from '../../http/replies';
import { demand } from '../../platform/access/demand';
import { removeItem, upsertItem, visibleOwner } from './permissionService';
import { permissionImport, permissionList } from './roleLists';
import { route } from '../../http/route';

/**
 * The current-employee answer carries permission items (auth cache, per employee): an employee's
 * own items forget that employee; a role's reach its holders, so everything is read again (rare).
 */
const forgetOwner = (app: FastifyInstance, owner: { kind: 'role' | 'employee'; id: string | number }) =>
  app.liveHub.forget(owner.kind === 'employee' ? { employeeIds: [String(owner.id)] } : { all: true });

/** Permission items (spec §3: item key, permission key, value) on roles and employees. */
export function permissionRoutes(app: FastifyInstance, db: Db): void {
  defineList(app, db, permissionList);

  route(app, C.permissionSave, async ({ actor, input, request }, reply) => {
    const b = input;
    const owner = await visibleOwner(db, actor, b.OwnerKind, b.OwnerId);
    if (!owner) return notFound(reply, b.OwnerKind);
    if (owner.kind === 'role' && owner.companyId === null && !(await demand(db, request, reply, ACCESS.templateRoleEdit))) return reply;
    await db.transaction((tx) => upsertItem(tx, actor, owner, b.ItemKey, b.PermissionKey, b.Value ?? ''));
    await forgetOwner(app, owner);
    return ok(null);
  });

  route(app, C.permissionDelete, async ({ actor, input, request }, reply) => {
    const b = input;
    const owner = await visibleOwner(db, actor, b.OwnerKind, b.OwnerId);
    if (!owner) return notFound(reply, b.OwnerKind);
    if (owner.kind === 'role' && owner.companyId === null && !(await demand(db, request, reply, ACCESS.templateRoleEdit))) return reply;
    if (!(await removeItem(db, actor, owner, b.ItemKey, b.PermissionKey))) return notFound(reply, 'permission item');
    await forgetOwner(app, owner);
    return ok(null);
  });

  defineImport(app, db, permissionImport);
}
