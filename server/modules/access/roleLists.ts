import { ACCESS } from '../../../src/contract/access';
import { staffRefusalWords } from '../../../src/contract/system/words';
import { requestLanguage } from '../../http/language';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { PermissionItemRow, Role } from '../../../src/contract/admin';
import type { ImportSpec } from '../../http/imports';
import type { ListSpec } from '../../http/lists';
import { oneOf } from '../../http/schema';
import { ownersNamed, PERMISSION_SQL } from './permissionRepository';
import { upsertItem, visibleOwner, type Owner } from './permissionService';
import { roleListSql } from './roleRepository';

// The roles list and the permission items' list and import, as data for http/lists.ts and http/imports.ts.

type Scope = 'company' | 'customer' | 'provider' | 'assignable';
const refusedWith = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

export const roleList: ListSpec<Role & { TemplateKind: Role['TemplateKind'] }, Role> = {
  path: ENDPOINTS.roleList,
  access: ACCESS.roleRead,
  exportAccess: ACCESS.roleRead,
  title: 'roles',
  extraQuery: { Scope: oneOf<Scope>('company', 'customer', 'provider', 'assignable') },
  base: (actor, request) => {
    const scope = ((request.query as { Scope?: Scope }).Scope ?? 'company') as Scope;
    if ((scope === 'customer' || scope === 'provider') && actor.companyKind !== 'platform')
      throw refusedWith(403, staffRefusalWords.roleTemplates[requestLanguage(request.headers['accept-language'])]);
    const where = scope === 'company' ? 'r.company_id = $1' : scope === 'assignable' ? '(r.company_id = $1 or r.template_kind = $2)' : 'r.template_kind = $2';
    const kind = scope === 'assignable' ? actor.companyKind : scope;
    return { sql: roleListSql(where), params: scope === 'company' ? [actor.companyId] : [actor.companyId, kind] };
  },
  columns: [
    { key: 'Name', filter: 'text', sortable: true },
    { key: 'Employees', sortable: true },
  ],
  order: 't."Id"',
  present: (r) => ({
    Id: Number(r.Id),
    Name: r.Name,
    Description: r.Description,
    CompanyId: r.CompanyId === null ? null : Number(r.CompanyId),
    TemplateKind: r.TemplateKind,
    Employees: Number(r.Employees),
  }),
  sheet: [
    { header: '角色 Role', value: (r) => r.Name },
    { header: '说明 Description', value: (r) => r.Description, width: 40 },
    { header: '员工数 Employees', value: (r) => r.Employees },
  ],
};

export const permissionList: ListSpec<PermissionItemRow, PermissionItemRow> = {
  path: ENDPOINTS.permissionList,
  access: ACCESS.permissionRead,
  exportAccess: ACCESS.permissionExport,
  title: 'permission-items',
  base: (actor) => ({ sql: PERMISSION_SQL, params: [actor.companyId, actor.companyKind === 'platform'] }),
  columns: [
    { key: 'OwnerKind', filter: 'exact', values: ['role', 'employee'], sortable: true },
    { key: 'OwnerName', filter: 'text', sortable: true },
    { key: 'ItemKey', filter: 'text', sortable: true },
    { key: 'PermissionKey', filter: 'text', sortable: true },
    { key: 'Value', filter: 'text' },
  ],
  order: 't."OwnerKind", t."OwnerName", t."ItemKey", t."PermissionKey"',
  present: (r) => ({ ...r, OwnerId: Number(r.OwnerId) }),
  sheet: [
    { header: '对象类型 OwnerKind', value: (r) => r.OwnerKind },
    { header: '对象 Owner', value: (r) => r.OwnerName },
    { header: '项 ItemKey', value: (r) => r.ItemKey },
    { header: '权限 PermissionKey', value: (r) => r.PermissionKey },
    { header: '值 Value', value: (r) => r.Value },
  ],
};

const KEY = /^[A-Za-z0-9_.:-]{1,60}$/;

/** Permission items from a workbook: the owner named (one role or employee of the company of that name). */
export const permissionImport: ImportSpec<{ owner: Owner; item: string; permission: string; value: string }> = {
  path: `${ENDPOINTS.permissionList}/Import`,
  access: ACCESS.permissionImport,
  fields: [
    { key: 'OwnerKind', headers: ['对象类型 OwnerKind', '对象类型'], required: true },
    { key: 'OwnerName', headers: ['对象 Owner', '对象', 'Owner'], required: true },
    { key: 'ItemKey', headers: ['项 ItemKey', '项'], required: true },
    { key: 'PermissionKey', headers: ['权限 PermissionKey', '权限'], required: true },
    { key: 'Value', headers: ['值 Value', '值'] },
  ],
  async check(tx, actor, c) {
    const reasons: string[] = [];
    if (c.OwnerKind !== 'role' && c.OwnerKind !== 'employee') reasons.push(`OwnerKind must be role or employee, not "${c.OwnerKind}"`);
    if (!KEY.test(c.ItemKey!)) reasons.push('ItemKey may hold letters, digits and _ . : - (at most 60)');
    if (!KEY.test(c.PermissionKey!)) reasons.push('PermissionKey may hold letters, digits and _ . : - (at most 60)');
    if ((c.Value ?? '').length > 200) reasons.push('Value is longer than 200 characters');
    if (reasons.length) return reasons;
    const kind = c.OwnerKind as 'role' | 'employee';
    const matches = await ownersNamed(tx, kind, actor.companyId, c.OwnerName);
    if (matches.length !== 1)
      return [matches.length ? `more than one ${kind} is called "${c.OwnerName}"` : `no ${kind} of your company is called "${c.OwnerName}"`];
    const owner = await visibleOwner(tx, actor, kind, Number(matches[0]!.id));
    return { owner: owner!, item: c.ItemKey!, permission: c.PermissionKey!, value: c.Value ?? '' };
  },
  write: (tx, actor, v) => upsertItem(tx, actor, v.owner, v.item, v.permission, v.value),
  // the current-employee answer carries permission items (auth cache): rows may name many owners
  afterImport: (app) => app.liveHub.forget({ all: true }),
};
