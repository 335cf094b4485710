import type { FastifyInstance } from 'fastify';
import { ACCESS, type Access } from '../../../src/contract/access';
import { ok } from '../../../src/contract/envelope';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { ApplicationWire, CompanyWire } from '../../../src/contract/admin';
import type { Db, Queryable } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import { badField, notFound } from '../../http/replies';
import { bool, id, object, oneOf, text } from '../../http/schema';
import { recordChange } from '../audit/record';
import type { Actor } from '../access/grants';
import { demand } from '../access/demand';
import { normalizeAccount } from '../auth/accountRepository';

type Kind = 'customer' | 'provider';

const COMPANY_SELECT = `select c.id as "Id", c.code as "Code", c.name_zh as "Name", c.name_en as "NameEn", c.kind as "Kind", c.status as "Status",
    c.contact_name as "ContactName", c.contact_phone as "ContactPhone", c.email as "Email", c.address as "Address", c.remark as "Remark",
    c.site_domain as "SiteDomain", c.created_at as "CreatedAt",
    (select count(*) from employees e where e.company_id = c.id) as "Employees",
    coalesce((select json_agg(json_build_object('EmployeeId', e.id, 'Name', e.name) order by e.name) from company_salespeople s join employees e on e.id = s.employee_id where s.company_id = c.id), '[]') as "Salespeople",
    coalesce((select string_agg(e.name, ', ' order by e.name) from company_salespeople s join employees e on e.id = s.employee_id where s.company_id = c.id), '') as "SalespeopleNames"
  from companies c`;

type CompanySqlRow = Omit<CompanyWire, 'CreatedAt'> & { CreatedAt: Date; SalespeopleNames: string };
const presentCompany = (r: CompanySqlRow): CompanyWire => ({
  Id: Number(r.Id), Code: r.Code, Name: r.Name, NameEn: r.NameEn, Kind: r.Kind, Status: r.Status, ContactName: r.ContactName, ContactPhone: r.ContactPhone,
  Email: r.Email, Address: r.Address, Remark: r.Remark, SiteDomain: r.SiteDomain, Employees: Number(r.Employees),
  Salespeople: r.Salespeople.map((s) => ({ EmployeeId: Number(s.EmployeeId), Name: s.Name })), CreatedAt: new Date(r.CreatedAt).toISOString(),
});

async function companyById(db: Queryable, companyId: number | string): Promise<CompanySqlRow | undefined> {
  const [row] = await db.query<CompanySqlRow>(`${COMPANY_SELECT} where c.id = $1`, [companyId]);
  return row;
}

const ACCESS_BY_KIND: Record<Kind, { read: Access; edit: Access; imp: Access; exp: Access }> = {
  customer: { read: ACCESS.customerRead, edit: ACCESS.customerEdit, imp: ACCESS.customerImport, exp: ACCESS.customerExport },
  provider: { read: ACCESS.providerRead, edit: ACCESS.providerEdit, imp: ACCESS.providerImport, exp: ACCESS.providerExport },
};

const PHONE = { type: 'string', pattern: '^(\\+?[0-9][0-9 -]{5,19})?$' } as const;
const EMAIL = { type: 'string', maxLength: 200, pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$' } as const;
const CODE = { type: 'string', pattern: '^[A-Z0-9][A-Z0-9-]{1,29}$' } as const;
const detailFields = { Name: text(100, 2), NameEn: text(200), ContactName: text(60), ContactPhone: PHONE, Email: EMAIL, Address: text(200), Remark: text(500) };
type Details = { Name: string; NameEn?: string; ContactName?: string; ContactPhone?: string; Email?: string; Address?: string; Remark?: string };

async function writeDetails(tx: Queryable, actor: Actor, company: CompanySqlRow, d: Details, status?: string) {
  const after = { name: d.Name.trim(), nameEn: d.NameEn ?? company.NameEn, contactName: d.ContactName ?? company.ContactName, contactPhone: d.ContactPhone ?? company.ContactPhone, email: d.Email ?? company.Email, address: d.Address ?? company.Address, remark: d.Remark ?? company.Remark, status: status ?? company.Status };
  await tx.query(
    'update companies set name_zh = $2, name_en = $3, contact_name = $4, contact_phone = $5, email = $6, address = $7, remark = $8, status = $9 where id = $1',
    [company.Id, after.name, after.nameEn, after.contactName, after.contactPhone, after.email, after.address, after.remark, after.status],
  );
  await recordChange(tx, actor, {
    entity: 'company', entityId: company.Id, action: 'edited', companyId: company.Id,
    detail: { before: { name: company.Name, nameEn: company.NameEn, contactName: company.ContactName, contactPhone: company.ContactPhone, email: company.Email, address: company.Address, remark: company.Remark, status: company.Status }, after },
  });
}

/** A new company's code: the kind's prefix and the next free number. */
async function nextCode(tx: Queryable, kind: Kind): Promise<string> {
  const prefix = kind === 'customer' ? 'CUS' : 'PRV';
  const [row] = await tx.query<{ n: string }>(`select count(*) + 1 as n from companies where kind = $1`, [kind]);
  for (let n = Number(row!.n); ; n++) {
    const code = `${prefix}-${String(n).padStart(4, '0')}`;
    const [taken] = await tx.query('select 1 from companies where code = $1', [code]);
    if (!taken) return code;
  }
}

async function insertCompany(tx: Queryable, actor: Actor, c: Details & { Code: string; Kind: Kind }, via: string): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into companies (code, name_zh, name_en, kind, contact_name, contact_phone, email, address, remark)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [c.Code, c.Name.trim(), c.NameEn ?? '', c.Kind, c.ContactName ?? '', c.ContactPhone ?? '', c.Email ?? '', c.Address ?? '', c.Remark ?? ''],
  );
  await recordChange(tx, actor, { entity: 'company', entityId: row!.id, action: 'created', companyId: row!.id, detail: { code: c.Code, name: c.Name, kind: c.Kind, via } });
  return row!.id;
}

/** Company applications and their audit, creating companies, the own company, customers and providers, salespeople. */
export function companyRoutes(app: FastifyInstance, db: Db): void {
  defineList<ApplicationWire & { CreatedAt: Date; DecidedAt: Date | null }, ApplicationWire>(app, db, {
    path: ENDPOINTS.applicationList,
    access: ACCESS.applicationRead,
    exportAccess: ACCESS.applicationExport,
    title: 'company-applications',
    base: () => ({
      sql: `select a.id as "Id", u.account as "Applicant", a.name_zh as "CompanyName", a.name_en as "CompanyNameEn", a.kind as "Kind",
              a.contact_name as "ContactName", a.contact_phone as "ContactPhone", a.status as "Status", a.reason as "Reason",
              a.created_at as "CreatedAt", a.decided_at as "DecidedAt", d.name as "DecidedBy",
              case when a.status = 'pending' then 'pending' else 'decided' end as "Stage"
            from company_applications a join users u on u.id = a.user_id left join employees d on d.id = a.decided_by`,
      params: [],
    }),
    columns: [
      { key: 'CompanyName', filter: 'text', sortable: true },
      { key: 'Applicant', filter: 'text', sortable: true },
      { key: 'Kind', filter: 'exact', values: ['customer', 'provider'], sortable: true },
      { key: 'Status', filter: 'exact', values: ['pending', 'approved', 'rejected'], sortable: true },
      { key: 'Stage', filter: 'exact', values: ['pending', 'decided'] },
      { key: 'CreatedAt', sortable: true },
      { key: 'DecidedAt', sortable: true },
    ],
    order: 't."Id" desc',
    present: (r) => ({
      Id: Number(r.Id), Applicant: r.Applicant, CompanyName: r.CompanyName, CompanyNameEn: r.CompanyNameEn, Kind: r.Kind, ContactName: r.ContactName, ContactPhone: r.ContactPhone,
      Status: r.Status, Reason: r.Reason, CreatedAt: new Date(r.CreatedAt).toISOString(), DecidedAt: r.DecidedAt ? new Date(r.DecidedAt).toISOString() : null, DecidedBy: r.DecidedBy,
    }),
    sheet: [
      { header: '公司名称 CompanyName', value: (r) => r.CompanyName, width: 30 },
      { header: '类型 Kind', value: (r) => r.Kind },
      { header: '申请人 Applicant', value: (r) => r.Applicant, width: 24 },
      { header: '联系人 ContactName', value: (r) => r.ContactName },
      { header: '电话 ContactPhone', value: (r) => r.ContactPhone },
      { header: '状态 Status', value: (r) => r.Status },
      { header: '原因 Reason', value: (r) => r.Reason, width: 30 },
      { header: '申请时间 CreatedAt', value: (r) => r.CreatedAt, width: 24 },
      { header: '审核时间 DecidedAt', value: (r) => r.DecidedAt, width: 24 },
      { header: '审核人 DecidedBy', value: (r) => r.DecidedBy },
    ],
  });

  app.post<{ Body: { Id: number; Approve: boolean; Reason?: string } }>(
    ENDPOINTS.applicationDecide,
    { schema: { body: object({ Id: id, Approve: bool, Reason: text(200) }, ['Id', 'Approve']) }, config: { access: ACCESS.applicationDecide } },
    async (request, reply) => {
      const actor = request.actor!;
      const { Id, Approve, Reason } = request.body;
      if (!Approve && !Reason?.trim()) return badField(reply, '/Reason', 'is required when rejecting: the applicant reads it');
      const done = await db.transaction(async (tx) => {
        const [a] = await tx.query<{ id: string; user_id: string; name_zh: string; name_en: string; kind: Kind; contact_name: string; contact_phone: string; user_name: string }>(
          `update company_applications a set status = $2, reason = $3, decided_at = now(), decided_by = $4 from users u
           where a.id = $1 and a.status = 'pending' and u.id = a.user_id
           returning a.id, a.user_id, a.name_zh, a.name_en, a.kind, a.contact_name, a.contact_phone, u.name as user_name`,
          [Id, Approve ? 'approved' : 'rejected', Reason?.trim() || null, actor.id],
        );
        if (!a) return undefined;
        let companyId: string | null = null;
        if (Approve) {
          companyId = await insertCompany(tx, actor, { Code: await nextCode(tx, a.kind), Name: a.name_zh, NameEn: a.name_en, Kind: a.kind, ContactName: a.contact_name, ContactPhone: a.contact_phone }, `application ${a.id}`);
          // the applicant becomes the new company's admin
          await tx.query('insert into employees (company_id, user_id, name, is_admin) values ($1, $2, $3, true)', [companyId, a.user_id, a.contact_name || a.user_name]);
        }
        await recordChange(tx, actor, { entity: 'application', entityId: a.id, action: Approve ? 'approved' : 'rejected', companyId, detail: { company: a.name_zh, reason: Reason ?? null } });
        return { companyId };
      });
      if (!done) return notFound(reply, 'pending application');
      return ok({ CompanyId: done.companyId === null ? null : Number(done.companyId) });
    },
  );

  type CreateBody = Details & { Code?: string; Kind: Kind; AdminAccount?: string };
  app.post<{ Body: CreateBody }>(
    ENDPOINTS.companyCreate,
    { schema: { body: object({ ...detailFields, Code: CODE, Kind: oneOf('customer', 'provider'), AdminAccount: text(200) }, ['Name', 'Kind']) }, config: { access: ACCESS.companyCreate } },
    async (request, reply) => {
      const b = request.body;
      if (b.Code) {
        const [taken] = await db.query('select 1 from companies where code = $1', [b.Code]);
        if (taken) return badField(reply, '/Code', 'is already the code of another company');
      }
      let adminUser: { id: string; name: string } | undefined;
      if (b.AdminAccount?.trim()) {
        [adminUser] = await db.query<{ id: string; name: string }>('select id, name from users where account = $1', [normalizeAccount(b.AdminAccount)]);
        if (!adminUser) return badField(reply, '/AdminAccount', 'is not a registered user');
      }
      const companyId = await db.transaction(async (tx) => {
        const cid = await insertCompany(tx, request.actor!, { ...b, Code: b.Code ?? (await nextCode(tx, b.Kind)) }, 'created by platform');
        if (adminUser) await tx.query('insert into employees (company_id, user_id, name, is_admin) values ($1, $2, $3, true)', [cid, adminUser.id, adminUser.name || b.ContactName || '管理员']);
        return cid;
      });
      return ok({ Id: Number(companyId) });
    },
  );

  app.get(ENDPOINTS.companyCurrent, { config: { access: ACCESS.currentCompanyRead } }, async (request) => ok(presentCompany((await companyById(db, request.actor!.companyId))!)));

  app.post<{ Body: Details }>(
    ENDPOINTS.companyEditCurrent,
    { schema: { body: object(detailFields, ['Name']) }, config: { access: ACCESS.currentCompanyEdit } },
    async (request) => {
      const company = (await companyById(db, request.actor!.companyId))!;
      await db.transaction((tx) => writeDetails(tx, request.actor!, company, request.body));
      return ok(null);
    },
  );

  for (const kind of ['customer', 'provider'] as const) {
    const access = ACCESS_BY_KIND[kind];
    defineList<CompanySqlRow, CompanyWire>(app, db, {
      path: kind === 'customer' ? ENDPOINTS.customerList : ENDPOINTS.providerList,
      access: access.read,
      exportAccess: access.exp,
      title: kind === 'customer' ? 'customers' : 'providers',
      base: () => ({ sql: `${COMPANY_SELECT} where c.kind = $1`, params: [kind] }),
      columns: [
        { key: 'Code', filter: 'text', sortable: true },
        { key: 'Name', filter: 'text', sortable: true },
        { key: 'ContactName', filter: 'text', sortable: true },
        { key: 'SalespeopleNames', filter: 'text' },
        { key: 'Status', filter: 'exact', values: ['active', 'pending', 'disabled'], sortable: true },
        { key: 'Employees', sortable: true },
        { key: 'CreatedAt', sortable: true },
      ],
      order: 't."Id"',
      present: presentCompany,
      sheet: [
        { header: '代码 Code', value: (r) => r.Code },
        { header: '名称 Name', value: (r) => r.Name, width: 36 },
        { header: '英文名称 NameEn', value: (r) => r.NameEn, width: 40 },
        { header: '联系人 ContactName', value: (r) => r.ContactName },
        { header: '电话 ContactPhone', value: (r) => r.ContactPhone },
        { header: '邮箱 Email', value: (r) => r.Email, width: 24 },
        { header: '地址 Address', value: (r) => r.Address, width: 40 },
        { header: '业务员 Salespeople', value: (r) => r.Salespeople.map((s) => s.Name).join(', ') },
        { header: '状态 Status', value: (r) => r.Status },
        { header: '员工数 Employees', value: (r) => r.Employees },
      ],
    });

    defineImport<Details & { Code: string; Kind: Kind }>(app, db, {
      path: `${kind === 'customer' ? ENDPOINTS.customerList : ENDPOINTS.providerList}/Import`,
      access: access.imp,
      fields: [
        { key: 'Code', headers: ['代码 Code', '代码'] },
        { key: 'Name', headers: ['名称 Name', '名称'], required: true },
        { key: 'NameEn', headers: ['英文名称 NameEn', '英文名称'] },
        { key: 'ContactName', headers: ['联系人 ContactName', '联系人'] },
        { key: 'ContactPhone', headers: ['电话 ContactPhone', '电话'] },
        { key: 'Email', headers: ['邮箱 Email', '邮箱'] },
        { key: 'Address', headers: ['地址 Address', '地址'] },
      ],
      async check(tx, _actor, c) {
        const reasons: string[] = [];
        const code = (c.Code ?? '').toUpperCase();
        if (code && !new RegExp(CODE.pattern).test(code)) reasons.push('Code takes 2 to 30 capital letters, digits or dashes');
        if (code && (await tx.query('select 1 from companies where code = $1', [code])).length) reasons.push(`Code ${code} is already taken`);
        if (c.Name!.length < 2 || c.Name!.length > 100) reasons.push('Name needs 2 to 100 characters');
        if ((await tx.query('select 1 from companies where name_zh = $1 and kind = $2', [c.Name, kind])).length) reasons.push(`a ${kind} called "${c.Name}" exists already`);
        if (!new RegExp(PHONE.pattern).test(c.ContactPhone ?? '')) reasons.push('ContactPhone is not a phone number');
        if (!new RegExp(EMAIL.pattern).test(c.Email ?? '')) reasons.push('Email is not an e-mail address');
        if (reasons.length) return reasons;
        return { ...c, Name: c.Name!, Code: code || (await nextCode(tx, kind)), Kind: kind };
      },
      write: async (tx, actor, v) => void (await insertCompany(tx, actor, v, 'import')),
    });
  }

  /** A customer or provider by id, for platform staff holding that kind's list. */
  async function partner(request: Parameters<typeof demand>[1], reply: Parameters<typeof demand>[2], companyId: number, need: 'read' | 'edit') {
    const company = await companyById(db, companyId);
    if (!company || company.Kind === 'platform') return void notFound(reply, 'company');
    return (await demand(db, request, reply, ACCESS_BY_KIND[company.Kind as Kind][need])) ? company : undefined;
  }

  app.get(ENDPOINTS.companyDetail, { schema: { querystring: object({ Id: id }, ['Id']) }, config: { access: ACCESS.salespeopleRead } }, async (request, reply) => {
    const company = await partner(request, reply, (request.query as { Id: number }).Id, 'read');
    return company ? ok(presentCompany(company)) : reply;
  });

  app.post<{ Body: Details & { Id: number; Status?: 'active' | 'disabled' } }>(
    ENDPOINTS.companyEdit,
    { schema: { body: object({ ...detailFields, Id: id, Status: oneOf('active', 'disabled') }, ['Id', 'Name']) }, config: { access: ACCESS.salespeopleRead } },
    async (request, reply) => {
      const company = await partner(request, reply, request.body.Id, 'edit');
      if (!company) return reply;
      await db.transaction(async (tx) => {
        await writeDetails(tx, request.actor!, company, request.body, request.body.Status);
        if (request.body.Status === 'disabled') await tx.query(`update sessions set revoked_at = now() where revoked_at is null and employee_id in (select id from employees where company_id = $1)`, [company.Id]);
      });
      if (request.body.Status === 'disabled') await app.liveHub.end({ companyIds: [String(company.Id)] }, 'disabled'); // its people's sockets close too
      return ok(null);
    },
  );

  // --- salespeople: internal staff assigned to customers and providers ---
  app.get(ENDPOINTS.salespeopleCandidates, { config: { access: ACCESS.salespeopleRead } }, async () => {
    const rows = await db.query<{ id: string; name: string; n: string }>(
      `select e.id, e.name, (select count(*) from company_salespeople s where s.employee_id = e.id) as n
       from employees e join companies c on c.id = e.company_id where c.kind = 'platform' and e.status = 'active' order by e.name`,
    );
    return ok(rows.map((r) => ({ EmployeeId: Number(r.id), Name: r.name, Companies: Number(r.n) })));
  });

  const assignSchema = { schema: { body: object({ CompanyId: id, EmployeeId: id }, ['CompanyId', 'EmployeeId']) }, config: { access: ACCESS.salespeopleAssign } };
  for (const [path, assign] of [[ENDPOINTS.salespeopleAssign, true], [ENDPOINTS.salespeopleRemove, false]] as const) {
    app.post<{ Body: { CompanyId: number; EmployeeId: number } }>(path, assignSchema, async (request, reply) => {
      const { CompanyId, EmployeeId } = request.body;
      const company = await companyById(db, CompanyId);
      if (!company || company.Kind === 'platform') return notFound(reply, 'customer or provider');
      const [staff] = await db.query<{ name: string }>(
        `select e.name from employees e join companies c on c.id = e.company_id where e.id = $1 and c.kind = 'platform' and e.status = 'active'`,
        [EmployeeId],
      );
      if (!staff) return badField(reply, '/EmployeeId', 'is not an active platform employee: salespeople are internal staff');
      const changed = await db.transaction(async (tx) => {
        const rows = assign
          ? await tx.query('insert into company_salespeople (company_id, employee_id, assigned_by) values ($1, $2, $3) on conflict do nothing returning 1', [CompanyId, EmployeeId, request.actor!.id])
          : await tx.query('delete from company_salespeople where company_id = $1 and employee_id = $2 returning 1', [CompanyId, EmployeeId]);
        if (rows.length) {
          await recordChange(tx, request.actor!, { entity: 'salesperson', entityId: CompanyId, action: assign ? 'assigned' : 'removed', companyId: CompanyId, detail: { company: company.Name, salesperson: staff.name, employeeId: EmployeeId } });
        }
        return rows.length > 0;
      });
      if (!changed && !assign) return notFound(reply, 'assignment');
      return ok(null);
    });
  }
}
