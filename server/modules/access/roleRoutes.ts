import type { FastifyInstance } from 'fastify';
import { ACCESS } from '../../../src/contract/access';
import { ok } from '../../../src/contract/envelope';
import { systemCalls as C } from '../../../src/contract/system/calls';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { badField, notFound } from '../../http/replies';
import { replyDuplicate, uniqueKey } from '../../http/duplicates';
import { demand } from '../../platform/access/demand';
import { permissionRoutes } from './permissionRoutes';
import { roleList } from './roleLists';
import { roleGrantIds, roleNameTaken, visibleRole } from './roleRepository';
import { deleteRole, grantableTree, idsOf, saveRole, setGrants, strayGrant } from './roleService';
import { route } from '../../http/route';

const editAccess = (role: { template_kind: string | null }) => (role.template_kind ? ACCESS.templateRoleEdit : ACCESS.roleEdit);
const grantAccess = (role: { template_kind: string | null }) => (role.template_kind ? ACCESS.templateRoleGrant : ACCESS.roleGrant);

/** A role's name is unique among the company's roles (or a template kind's), case aside (006_permissions.sql). */
const ROLE_NAME = uniqueKey({ constraint: 'roles_company_name', path: '/Name', en: 'role name', zh: '角色名称' });

/** Roles (company roles and company-kind templates), their grants, and permission items. */
export function rolesRoutes(app: FastifyInstance, db: Db): void {
  defineList(app, db, roleList);

  route(app, C.roleSave, async ({ actor, input, request }, reply) => {
    const b = input;
    const template = b.Scope === 'company' ? null : b.Scope;
    if (!(await demand(db, request, reply, template ? ACCESS.templateRoleEdit : ACCESS.roleEdit))) return reply;
    const old = b.Id ? await visibleRole(db, actor, b.Id) : undefined;
    if (b.Id && (!old || old.template_kind !== template)) return notFound(reply, 'role');
    const name = b.Name.trim();
    if (await roleNameTaken(db, name, b.Id ?? 0, template, actor.companyId)) return replyDuplicate(reply, ROLE_NAME);
    const saved = await saveRole(db, actor, old, template, name, b.Description ?? '');
    await app.liveHub.forget({ all: true }); // roles changed: coarse, and rare
    return ok({ Id: saved });
  });

  route(app, C.roleDelete, async ({ actor, input, request }, reply) => {
    const role = await visibleRole(db, actor, input.Id);
    if (!role) return notFound(reply, 'role');
    if (!(await demand(db, request, reply, editAccess(role)))) return reply;
    await deleteRole(db, actor, role);
    await app.liveHub.forget({ all: true }); // its holders' menu trees are read again
    return ok(null);
  });

  route(app, C.roleGrants, async ({ actor, input }, reply) => {
    const role = await visibleRole(db, actor, input.Id);
    if (!role) return notFound(reply, 'role');
    const { tree, nodes } = await grantableTree(db, actor, role);
    const { menuIds, buttonIds } = await roleGrantIds(db, role.id);
    return ok({
      RoleId: Number(role.id),
      Name: role.name,
      Description: role.description,
      TemplateKind: role.template_kind,
      Tree: tree,
      MenuIds: menuIds,
      ButtonIds: buttonIds,
      Menus: nodes,
    });
  });

  route(app, C.roleSetGrants, async ({ actor, input, request }, reply) => {
    const role = await visibleRole(db, actor, input.Id);
    if (!role) return notFound(reply, 'role');
    if (!(await demand(db, request, reply, grantAccess(role)))) return reply;
    const allowed = idsOf((await grantableTree(db, actor, role)).nodes);
    const stray = strayGrant(allowed, input.MenuIds, input.ButtonIds);
    if (stray) return badField(reply, stray.field, stray.message, stray.zh);
    await setGrants(db, actor, role, allowed, input.MenuIds, input.ButtonIds);
    await app.liveHub.forget({ all: true }); // grants changed: every menu tree is read again
    return ok(null);
  });

  permissionRoutes(app, db);
}
