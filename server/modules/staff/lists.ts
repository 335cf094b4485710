import { ACCESS } from '../../../src/contract/access';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { EmployeeRowWire, UserRowWire } from '../../../src/contract/admin';
import type { ListSpec } from '../../http/lists';
import type { ImportSpec } from '../../http/imports';
import { assignableRolesNamed, EMPLOYEE_SELECT, ownEmployee, USER_SELECT, type EmployeeSqlRow } from './repository';
import { employeeProblems, presentEmployee, roleProblems, setRoles, writeEmployee, type EmployeeInput } from './service';
import { accountStatusWords } from '../../../src/contract/platform/words';
import { statusText } from '../../../src/contract/words';

// The staff lists, exports and the employee import, as data for http/lists.ts and http/imports.ts.

export const employeeList: ListSpec<EmployeeSqlRow, EmployeeRowWire> = {
  path: ENDPOINTS.employeeList,
  access: ACCESS.employeeRead,
  exportAccess: ACCESS.employeeExport,
  title: 'employees',
  base: (actor) => ({ sql: `${EMPLOYEE_SELECT} where e.company_id = $1`, params: [actor.companyId] }),
  columns: [
    { key: 'Name', filter: 'text', sortable: true },
    { key: 'LoginName', filter: 'text', sortable: true },
    { key: 'UserAccount', filter: 'text', sortable: true },
    { key: 'Phone', filter: 'text' },
    {
      key: 'RoleNames',
      filter: 'text',
      contains: (
        p,
      ) => `exists (select 1 from employee_role_directory er join role_directory r on r.id = er.role_id join employees e on e.id = er.employee_id join company_directory c on c.id = e.company_id
                               where er.employee_id = t."Id" and (r.company_id = e.company_id or r.template_kind = c.kind) and r.name ilike ${p})`,
    },
    { key: 'Status', filter: 'exact', values: ['active', 'disabled'], sortable: true },
    { key: 'CreatedAt', sortable: true },
  ],
  order: 't."Id"',
  present: presentEmployee,
  sheet: [
    { header: '姓名 Name', value: (r) => r.Name },
    { header: '企业登录名 LoginName', value: (r) => r.LoginName },
    { header: '绑定用户 UserAccount', value: (r) => r.UserAccount, width: 24 },
    { header: '电话 Phone', value: (r) => r.Phone },
    { header: '邮箱 Email', value: (r) => r.Email, width: 24 },
    { header: '角色 Roles', value: (r) => r.Roles.map((x) => x.Name).join(', '), width: 30 },
    { header: '管理员 IsAdmin', value: (r) => (r.IsAdmin ? 'yes' : 'no') },
    { header: '状态 Status', value: (r, lang) => statusText(accountStatusWords, r.Status, lang) },
    { header: '创建时间 CreatedAt', value: (r) => r.CreatedAt, width: 24 },
  ],
};

/** Employees from a workbook: each row checked like the form (roles by name), then written like it. */
export const employeeImport: ImportSpec<{ input: EmployeeInput; roleIds: number[] }> = {
  path: `${ENDPOINTS.employeeList}/Import`,
  access: ACCESS.employeeImport,
  fields: [
    { key: 'Name', headers: ['姓名 Name', '姓名'], required: true },
    { key: 'LoginName', headers: ['企业登录名 LoginName', '企业登录名'] },
    { key: 'Password', headers: ['初始密码 Password', '初始密码'] },
    { key: 'UserAccount', headers: ['绑定用户 UserAccount', '绑定用户'] },
    { key: 'Phone', headers: ['电话 Phone', '电话'] },
    { key: 'Email', headers: ['邮箱 Email', '邮箱'] },
    { key: 'Roles', headers: ['角色 Roles', '角色'] },
  ],
  async check(tx, actor, c) {
    const input: EmployeeInput = { Name: c.Name!, LoginName: c.LoginName, Password: c.Password, UserAccount: c.UserAccount, Phone: c.Phone, Email: c.Email };
    const reasons = (await employeeProblems(tx, actor, input)).map(([p, m]) => `${p.slice(1)} ${m}`);
    const names = (c.Roles ?? '')
      .split(/[,，;；]/)
      .map((s) => s.trim())
      .filter(Boolean);
    const roles = names.length ? await assignableRolesNamed(tx, actor, names) : [];
    const unknown = names.filter((n) => !roles.some((r) => r.name === n));
    if (unknown.length) reasons.push(`Roles: no role called ${unknown.map((n) => `"${n}"`).join(', ')}`);
    const roleIds = roles.map((r) => Number(r.id));
    const problem = unknown.length ? undefined : await roleProblems(tx, actor, roleIds);
    if (problem) reasons.push(`Roles ${typeof problem === 'string' ? problem : problem.en}`);
    return reasons.length ? reasons : { input, roleIds };
  },
  async write(tx, actor, v) {
    const { id: newId } = await writeEmployee(tx, actor, v.input);
    if (v.roleIds.length) await setRoles(tx, actor, (await ownEmployee(tx, actor, newId))!, v.roleIds);
  },
};

export const userList: ListSpec<UserRowWire & { CreatedAt: Date; FirstLoginAt: Date | null }, UserRowWire> = {
  path: ENDPOINTS.userList,
  access: ACCESS.userRead,
  exportAccess: ACCESS.userExport,
  title: 'users',
  base: () => ({ sql: USER_SELECT, params: [] }),
  columns: [
    { key: 'Account', filter: 'text', sortable: true },
    { key: 'Name', filter: 'text', sortable: true },
    {
      key: 'Companies',
      filter: 'text',
      contains: (p) => `exists (select 1 from employees e join company_directory c on c.id = e.company_id where e.user_id = t."Id" and c.name_zh ilike ${p})`,
    },
    { key: 'Status', filter: 'exact', values: ['active', 'disabled'], sortable: true },
    { key: 'CreatedAt', sortable: true },
  ],
  order: 't."Id"',
  present: (r) => ({
    ...r,
    Id: Number(r.Id),
    FirstLoginAt: r.FirstLoginAt ? new Date(r.FirstLoginAt).toISOString() : null,
    CreatedAt: new Date(r.CreatedAt).toISOString(),
  }),
  sheet: [
    { header: '账号 Account', value: (r) => r.Account, width: 24 },
    { header: '姓名 Name', value: (r) => r.Name },
    { header: '所属企业 Companies', value: (r) => r.Companies, width: 40 },
    { header: '状态 Status', value: (r, lang) => statusText(accountStatusWords, r.Status, lang) },
    { header: '首次登录 FirstLoginAt', value: (r) => r.FirstLoginAt, width: 24 },
    { header: '注册时间 CreatedAt', value: (r) => r.CreatedAt, width: 24 },
  ],
};
