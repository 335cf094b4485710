import type { FastifyInstance } from 'fastify';
import { ACCESS } from '../../../src/contract/access';
import { ok } from '../../../src/contract/envelope';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { EmployeeRowWire, UserRowWire } from '../../../src/contract/admin';
import type { Db, Queryable } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import { badField, forbidden, notFound } from '../../http/replies';
import { bool, id, idList, object, oneOf, text } from '../../http/schema';
import { recordChange } from '../audit/record';
import { actorMenuTree, type Actor } from '../access/grants';
import { demand } from '../access/demand';
import { hashPassword } from '../auth/password';
import { normalizeAccount } from '../auth/accountRepository';

const EMPLOYEE_SELECT = `select e.id as "Id", e.name as "Name", e.login_name as "LoginName", u.account as "UserAccount", e.phone as "Phone", e.email as "Email",
    e.is_admin as "IsAdmin", e.status as "Status", e.created_at as "CreatedAt", e.company_id as "CompanyId",
    coalesce((select json_agg(json_build_object('Id', r.id, 'Name', r.name) order by r.name) from employee_roles er join roles r on r.id = er.role_id
              where er.employee_id = e.id and (r.company_id = e.company_id or r.template_kind = c.kind)), '[]') as "Roles",
    coalesce((select string_agg(r.name, ', ' order by r.name) from employee_roles er join roles r on r.id = er.role_id
              where er.employee_id = e.id and (r.company_id = e.company_id or r.template_kind = c.kind)), '') as "RoleNames",
    coalesce((select json_agg(json_build_object('CompanyId', sc.id, 'CompanyName', sc.name_zh) order by sc.name_zh) from company_salespeople s join companies sc on sc.id = s.company_id
              where s.employee_id = e.id), '[]') as "SalesFor"
  from employees e join companies c on c.id = e.company_id left join users u on u.id = e.user_id`;

type EmployeeSqlRow = Omit<EmployeeRowWire, 'CreatedAt'> & { CreatedAt: Date; RoleNames: string; CompanyId: string };

const presentEmployee = (r: EmployeeSqlRow): EmployeeRowWire => ({
  Id: Number(r.Id), Name: r.Name, LoginName: r.LoginName, UserAccount: r.UserAccount, Phone: r.Phone, Email: r.Email, IsAdmin: r.IsAdmin,
  Status: r.Status, Roles: r.Roles.map((x) => ({ Id: Number(x.Id), Name: x.Name })), SalesFor: r.SalesFor.map((x) => ({ CompanyId: Number(x.CompanyId), CompanyName: x.CompanyName })),
  CreatedAt: new Date(r.CreatedAt).toISOString(),
});

async function ownEmployee(db: Queryable, actor: Actor, employeeId: number): Promise<EmployeeSqlRow | undefined> {
  const [row] = await db.query<EmployeeSqlRow>(`${EMPLOYEE_SELECT} where e.id = $1 and e.company_id = $2`, [employeeId, actor.companyId]);
  return row;
}

const LOGIN = /^[a-z0-9][a-z0-9._-]{2,39}$/;
const PHONE = /^(\+?[0-9][0-9 -]{5,19})?$/;
const EMAIL = /^([^\s@]+@[^\s@]+\.[^\s@]+)?$/;

interface EmployeeInput {
  Name: string;
  LoginName?: string;
  Password?: string;
  UserAccount?: string;
  Phone?: string;
  Email?: string;
  IsAdmin?: boolean;
}

/** Field problems of an employee's data (shared by the form and the import): path → message. */
async function employeeProblems(tx: Queryable, actor: Actor, input: EmployeeInput, existing?: EmployeeSqlRow): Promise<[string, string][]> {
  const problems: [string, string][] = [];
  const login = input.LoginName?.trim().toLowerCase() || '';
  const account = input.UserAccount?.trim() || '';
  if (!input.Name.trim()) problems.push(['/Name', 'is required']);
  if (login && !LOGIN.test(login)) problems.push(['/LoginName', 'takes 3 to 40 lower-case letters, digits, dots, dashes or underscores']);
  if (login && LOGIN.test(login)) {
    const [taken] = await tx.query('select 1 from employees where login_name = $1 and id <> $2', [login, existing?.Id ?? 0]);
    if (taken) problems.push(['/LoginName', 'is taken by another company account']);
  }
  const needsPassword = login && (!existing || !existing.LoginName);
  if (needsPassword && (input.Password ?? '').length < 8) problems.push(['/Password', 'needs at least 8 characters for a new company login']);
  if (!needsPassword && input.Password && input.Password.length < 8) problems.push(['/Password', 'needs at least 8 characters']);
  if (account) {
    const [user] = await tx.query<{ id: string }>('select id from users where account = $1', [normalizeAccount(account)]);
    if (!user) problems.push(['/UserAccount', 'is not a registered user: they register first, then you bind them']);
    else {
      const [bound] = await tx.query('select 1 from employees where user_id = $1 and company_id = $2 and id <> $3', [user.id, actor.companyId, existing?.Id ?? 0]);
      if (bound) problems.push(['/UserAccount', 'is already bound to another employee of your company']);
    }
  }
  if (!login && !account && !existing?.LoginName && !existing?.UserAccount) {
    problems.push(['/LoginName', 'or a user account is needed: an employee signs in with one of them']);
  }
  if (!PHONE.test(input.Phone ?? '')) problems.push(['/Phone', 'is not a phone number']);
  if (!EMAIL.test(input.Email ?? '')) problems.push(['/Email', 'is not an e-mail address']);
  return problems;
}

async function writeEmployee(tx: Queryable, actor: Actor, input: EmployeeInput, existing?: EmployeeSqlRow): Promise<number> {
  const login = input.LoginName?.trim().toLowerCase() || null;
  const account = input.UserAccount?.trim() ? normalizeAccount(input.UserAccount) : null;
  const hash = input.Password ? await hashPassword(input.Password) : null;
  const values = [input.Name.trim(), login, account, hash, input.Phone?.trim() ?? '', input.Email?.trim() ?? '', input.IsAdmin ?? false];
  if (existing) {
    await tx.query(
      `update employees set name = $2, login_name = coalesce($3, login_name), user_id = coalesce((select id from users where account = $4), user_id),
         password_hash = coalesce($5, password_hash), phone = $6, email = $7, is_admin = $8 where id = $1`,
      [existing.Id, ...values],
    );
    await recordChange(tx, actor, {
      entity: 'employee', entityId: existing.Id, action: 'edited',
      detail: {
        before: { name: existing.Name, loginName: existing.LoginName, userAccount: existing.UserAccount, phone: existing.Phone, email: existing.Email, isAdmin: existing.IsAdmin },
        after: { name: values[0], loginName: login ?? existing.LoginName, userAccount: account ?? existing.UserAccount, phone: values[4], email: values[5], isAdmin: values[6] },
        passwordChanged: !!hash,
      },
    });
    return Number(existing.Id);
  }
  const [row] = await tx.query<{ id: string }>(
    `insert into employees (company_id, name, login_name, user_id, password_hash, phone, email, is_admin)
     values ($1, $2, $3, (select id from users where account = $4), $5, $6, $7, $8) returning id`,
    [actor.companyId, ...values],
  );
  await recordChange(tx, actor, { entity: 'employee', entityId: row!.id, action: 'added', detail: { name: values[0], loginName: login, userAccount: account, isAdmin: values[6] } });
  return Number(row!.id);
}

const FOREIGN_ROLE = 'holds a role that is not one of your company\'s roles';

/** Roles this actor may hand out: assignable ones (own company's, own kind's templates) whose grants they hold themselves. */
async function roleProblems(tx: Queryable, actor: Actor, roleIds: number[]): Promise<string | undefined> {
  if (!roleIds.length) return undefined;
  const roles = await tx.query<{ id: string; name: string }>(
    'select id, name from roles where id = any($1::bigint[]) and (company_id = $2 or template_kind = $3)',
    [roleIds, actor.companyId, actor.companyKind],
  );
  if (roles.length !== roleIds.length) return FOREIGN_ROLE;
  if (actor.isAdmin) return undefined;
  const held = new Set<number>();
  const walk = (nodes: Awaited<ReturnType<typeof actorMenuTree>>) => nodes.forEach((n) => (held.add(n.Id), walk(n.Children)));
  walk(await actorMenuTree(tx, actor));
  const beyond = await tx.query<{ name: string }>(
    'select distinct r.name from role_menus rm join roles r on r.id = rm.role_id where rm.role_id = any($1::bigint[]) and not (rm.menu_id = any($2::bigint[]))',
    [roleIds, [...held]],
  );
  return beyond.length ? `holds ${beyond.map((b) => `"${b.name}"`).join(', ')}, which grants menus you do not hold yourself` : undefined;
}

async function setRoles(tx: Queryable, actor: Actor, employee: EmployeeSqlRow, roleIds: number[]) {
  await tx.query(
    `delete from employee_roles er using roles r where er.role_id = r.id and er.employee_id = $1 and (r.company_id = $2 or r.template_kind = $3)`,
    [employee.Id, actor.companyId, actor.companyKind],
  );
  if (roleIds.length) await tx.query('insert into employee_roles (employee_id, role_id) select $1, unnest($2::bigint[])', [employee.Id, roleIds]);
  const names = roleIds.length ? (await tx.query<{ name: string }>('select name from roles where id = any($1::bigint[]) order by name', [roleIds])).map((r) => r.name) : [];
  await recordChange(tx, actor, { entity: 'employeeRoles', entityId: employee.Id, action: 'roles set', detail: { employee: employee.Name, before: employee.Roles.map((r) => r.Name), after: names } });
}

/** Employees of the actor's own company (create, edit, disable, roles, import, export) and the platform's user list. */
export function staffRoutes(app: FastifyInstance, db: Db): void {
  defineList<EmployeeSqlRow, EmployeeRowWire>(app, db, {
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
      { key: 'RoleNames', filter: 'text' },
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
      { header: '状态 Status', value: (r) => r.Status },
      { header: '创建时间 CreatedAt', value: (r) => r.CreatedAt, width: 24 },
    ],
  });

  app.get(ENDPOINTS.employeeDetail, { schema: { querystring: object({ Id: id }, ['Id']) }, config: { access: ACCESS.employeeRead } }, async (request, reply) => {
    const row = await ownEmployee(db, request.actor!, (request.query as { Id: number }).Id);
    if (!row) return notFound(reply, 'employee');
    const permissions = await db.query<{ item_key: string; permission_key: string; value: string }>(
      'select item_key, permission_key, value from employee_permissions where employee_id = $1 order by 1, 2',
      [row.Id],
    );
    return ok({ ...presentEmployee(row), Permissions: permissions.map((p) => ({ ItemKey: p.item_key, PermissionKey: p.permission_key, Value: p.value })) });
  });

  const saveSchema = object(
    { Id: id, Name: text(60, 1), LoginName: text(40), Password: text(200), UserAccount: text(200), Phone: text(20), Email: text(200), IsAdmin: bool, RoleIds: idList },
    ['Name'],
  );
  app.post<{ Body: EmployeeInput & { Id?: number; RoleIds?: number[] } }>(
    ENDPOINTS.employeeSave,
    { schema: { body: saveSchema }, config: { access: ACCESS.employeeRead } },
    async (request, reply) => {
      const actor = request.actor!;
      const b = request.body;
      if (!(await demand(db, request, reply, b.Id ? ACCESS.employeeEdit : ACCESS.employeeAdd))) return reply;
      if (b.RoleIds && !(await demand(db, request, reply, ACCESS.employeeRoles))) return reply;
      const existing = b.Id ? await ownEmployee(db, actor, b.Id) : undefined;
      if (b.Id && !existing) return notFound(reply, 'employee');
      // an admin's login and password are the admin's own business: no clerk may take the account over
      if (existing?.IsAdmin && !actor.isAdmin) return forbidden(reply, 'Only a company admin edits an admin account.');
      if ((b.IsAdmin ?? existing?.IsAdmin ?? false) !== (existing?.IsAdmin ?? false) && !actor.isAdmin) {
        return forbidden(reply, 'Only a company admin makes or unmakes admins.');
      }
      const problems = await employeeProblems(db, actor, b, existing);
      const roleProblem = b.RoleIds ? await roleProblems(db, actor, b.RoleIds) : undefined;
      if (roleProblem === FOREIGN_ROLE) return notFound(reply, 'role'); // another company's role is absent
      if (roleProblem) problems.push(['/RoleIds', roleProblem]);
      if (problems.length) {
        return reply.status(400).send({ Status: false, Data: null, Message: problems.map(([p, m]) => `${p.slice(1)} ${m}`).join('; '), Errors: problems.map(([Path, Message]) => ({ Path, Message })) });
      }
      const savedId = await db.transaction(async (tx) => {
        const newId = await writeEmployee(tx, actor, { ...b, IsAdmin: b.IsAdmin ?? existing?.IsAdmin ?? false }, existing);
        if (b.RoleIds) await setRoles(tx, actor, (await ownEmployee(tx, actor, newId))!, b.RoleIds);
        return newId;
      });
      return ok({ Id: savedId });
    },
  );

  app.post<{ Body: { Id: number; Status: 'active' | 'disabled' } }>(
    ENDPOINTS.employeeSetStatus,
    { schema: { body: object({ Id: id, Status: oneOf('active', 'disabled') }, ['Id', 'Status']) }, config: { access: ACCESS.employeeDisable } },
    async (request, reply) => {
      const actor = request.actor!;
      const employee = await ownEmployee(db, actor, request.body.Id);
      if (!employee) return notFound(reply, 'employee');
      if (String(employee.Id) === actor.id && request.body.Status === 'disabled') return badField(reply, '/Id', 'is you: you cannot disable your own account');
      if (employee.IsAdmin && !actor.isAdmin) return forbidden(reply, 'Only a company admin disables an admin.');
      await db.transaction(async (tx) => {
        await tx.query('update employees set status = $2 where id = $1', [employee.Id, request.body.Status]);
        // a disabled account's sessions end now, not at their expiry
        if (request.body.Status === 'disabled') await tx.query('update sessions set revoked_at = now() where employee_id = $1 and revoked_at is null', [employee.Id]);
        await recordChange(tx, actor, { entity: 'employee', entityId: employee.Id, action: request.body.Status === 'disabled' ? 'disabled' : 'enabled', detail: { name: employee.Name } });
      });
      // and its live sockets close, on every server process
      if (request.body.Status === 'disabled') await app.liveHub.end({ employeeIds: [String(employee.Id)] }, 'disabled');
      return ok(null);
    },
  );

  app.post<{ Body: { Id: number; RoleIds: number[] } }>(
    ENDPOINTS.employeeSetRoles,
    { schema: { body: object({ Id: id, RoleIds: idList }, ['Id', 'RoleIds']) }, config: { access: ACCESS.employeeRoles } },
    async (request, reply) => {
      const actor = request.actor!;
      const employee = await ownEmployee(db, actor, request.body.Id);
      if (!employee) return notFound(reply, 'employee');
      const problem = await roleProblems(db, actor, request.body.RoleIds);
      if (problem === FOREIGN_ROLE) return notFound(reply, 'role');
      if (problem) return badField(reply, '/RoleIds', problem);
      await db.transaction((tx) => setRoles(tx, actor, employee, request.body.RoleIds));
      return ok(null);
    },
  );

  defineImport<{ input: EmployeeInput; roleIds: number[] }>(app, db, {
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
      const names = (c.Roles ?? '').split(/[,，;；]/).map((s) => s.trim()).filter(Boolean);
      const roles = names.length
        ? await tx.query<{ id: string; name: string }>('select id, name from roles where name = any($1::text[]) and (company_id = $2 or template_kind = $3)', [names, actor.companyId, actor.companyKind])
        : [];
      const unknown = names.filter((n) => !roles.some((r) => r.name === n));
      if (unknown.length) reasons.push(`Roles: no role called ${unknown.map((n) => `"${n}"`).join(', ')}`);
      const roleIds = roles.map((r) => Number(r.id));
      const problem = unknown.length ? undefined : await roleProblems(tx, actor, roleIds);
      if (problem) reasons.push(`Roles ${problem}`);
      return reasons.length ? reasons : { input, roleIds };
    },
    async write(tx, actor, v) {
      const newId = await writeEmployee(tx, actor, v.input);
      if (v.roleIds.length) await setRoles(tx, actor, (await ownEmployee(tx, actor, newId))!, v.roleIds);
    },
  });

  defineList<UserRowWire & { CreatedAt: Date; FirstLoginAt: Date | null }, UserRowWire>(app, db, {
    path: ENDPOINTS.userList,
    access: ACCESS.userRead,
    exportAccess: ACCESS.userExport,
    title: 'users',
    base: () => ({
      sql: `select u.id as "Id", u.account as "Account", u.name as "Name", u.status as "Status", u.first_login_at as "FirstLoginAt", u.created_at as "CreatedAt",
              coalesce((select string_agg(c.name_zh, ', ' order by c.name_zh) from employees e join companies c on c.id = e.company_id where e.user_id = u.id), '') as "Companies"
            from users u`,
      params: [],
    }),
    columns: [
      { key: 'Account', filter: 'text', sortable: true },
      { key: 'Name', filter: 'text', sortable: true },
      { key: 'Companies', filter: 'text' },
      { key: 'Status', filter: 'exact', values: ['active', 'disabled'], sortable: true },
      { key: 'CreatedAt', sortable: true },
    ],
    order: 't."Id"',
    present: (r) => ({ ...r, Id: Number(r.Id), FirstLoginAt: r.FirstLoginAt ? new Date(r.FirstLoginAt).toISOString() : null, CreatedAt: new Date(r.CreatedAt).toISOString() }),
    sheet: [
      { header: '账号 Account', value: (r) => r.Account, width: 24 },
      { header: '姓名 Name', value: (r) => r.Name },
      { header: '所属企业 Companies', value: (r) => r.Companies, width: 40 },
      { header: '状态 Status', value: (r) => r.Status },
      { header: '首次登录 FirstLoginAt', value: (r) => r.FirstLoginAt, width: 24 },
      { header: '注册时间 CreatedAt', value: (r) => r.CreatedAt, width: 24 },
    ],
  });
}
