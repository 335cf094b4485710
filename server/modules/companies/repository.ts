import type { CompanyWire } from '../../../src/contract/admin';
import type { Queryable } from '../../db/types';
import { revokeCompanySessions as revokeSessionsOfCompany } from '../../platform/auth/sessionRepository';
import { insertEmployee } from '../staff/public';

// Companies, company applications and salespeople: SQL only (rules and audit are in service.ts).

export type Kind = 'customer' | 'provider';

export const COMPANY_SELECT = `select c.id as "Id", c.code as "Code", c.name_zh as "Name", c.name_en as "NameEn", c.kind as "Kind", c.status as "Status",
    c.contact_name as "ContactName", c.contact_phone as "ContactPhone", c.email as "Email", c.address as "Address", c.remark as "Remark",
    c.site_domain as "SiteDomain", c.created_at as "CreatedAt",
    (select count(*) from employee_directory e where e.company_id = c.id) as "Employees",
    coalesce((select json_agg(json_build_object('EmployeeId', e.id, 'Name', e.name) order by e.name) from company_salespeople s join employee_directory e on e.id = s.employee_id where s.company_id = c.id), '[]') as "Salespeople",
    coalesce((select string_agg(e.name, ', ' order by e.name) from company_salespeople s join employee_directory e on e.id = s.employee_id where s.company_id = c.id), '') as "SalespeopleNames"
  from companies c`;

export const APPLICATION_SELECT = `select a.id as "Id", u.account as "Applicant", a.name_zh as "CompanyName", a.name_en as "CompanyNameEn", a.kind as "Kind",
    a.contact_name as "ContactName", a.contact_phone as "ContactPhone", a.uscc as "Uscc", a.status as "Status", a.reason as "Reason",
    a.created_at as "CreatedAt", a.decided_at as "DecidedAt", d.name as "DecidedBy",
    case when a.status = 'pending' then 'pending' else 'decided' end as "Stage"
  from company_applications a join user_directory u on u.id = a.user_id left join employee_directory d on d.id = a.decided_by`;

export type CompanySqlRow = Omit<CompanyWire, 'CreatedAt'> & { CreatedAt: Date; SalespeopleNames: string };

export async function companyById(db: Queryable, companyId: number | string): Promise<CompanySqlRow | undefined> {
  const [row] = await db.query<CompanySqlRow>(`${COMPANY_SELECT} where c.id = $1`, [companyId]);
  return row;
}

export const codeTaken = async (db: Queryable, code: string) => (await db.query('select 1 from companies where code = $1', [code])).length > 0;

export const nameTaken = async (db: Queryable, name: string, kind: Kind) =>
  (await db.query('select 1 from companies where name_zh = $1 and kind = $2', [name, kind])).length > 0;

export const companiesOfKind = async (db: Queryable, kind: Kind) =>
  Number((await db.query<{ n: string }>('select count(*) as n from companies where kind = $1', [kind]))[0]!.n);

export interface CompanyColumns {
  code: string;
  name: string;
  nameEn: string;
  kind: Kind;
  contactName: string;
  contactPhone: string;
  email: string;
  address: string;
  remark: string;
}

export async function insertCompanyRow(tx: Queryable, c: CompanyColumns): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into companies (code, name_zh, name_en, kind, contact_name, contact_phone, email, address, remark)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [c.code, c.name, c.nameEn, c.kind, c.contactName, c.contactPhone, c.email, c.address, c.remark],
  );
  return row!.id;
}

export interface DetailColumns {
  name: string;
  nameEn: string;
  contactName: string;
  contactPhone: string;
  email: string;
  address: string;
  remark: string;
  status: string;
}

export async function updateDetails(tx: Queryable, companyId: number | string, d: DetailColumns): Promise<void> {
  await tx.query(
    'update companies set name_zh = $2, name_en = $3, contact_name = $4, contact_phone = $5, email = $6, address = $7, remark = $8, status = $9 where id = $1',
    [companyId, d.name, d.nameEn, d.contactName, d.contactPhone, d.email, d.address, d.remark, d.status],
  );
}

/** Every session of the company's people ends (a disabled company). */
export const revokeCompanySessions = (tx: Queryable, companyId: number | string): Promise<void> => revokeSessionsOfCompany(tx, companyId);

export interface DecidedApplication {
  id: string;
  user_id: string;
  name_zh: string;
  name_en: string;
  kind: Kind;
  contact_name: string;
  contact_phone: string;
  user_name: string;
  /** The unified social credit code the applicant gave ('' when none; migration 117). */
  uscc: string;
}

/** Decides a pending application; none when it is not pending (or not there). */
export async function decidePending(
  tx: Queryable,
  id: number,
  status: 'approved' | 'rejected',
  reason: string | null,
  deciderId: string,
): Promise<DecidedApplication | undefined> {
  const [a] = await tx.query<DecidedApplication>(
    `update company_applications a set status = $2, reason = $3, decided_at = now(), decided_by = $4 from user_directory u
     where a.id = $1 and a.status = 'pending' and u.id = a.user_id
     returning a.id, a.user_id, a.name_zh, a.name_en, a.kind, a.contact_name, a.contact_phone, a.uscc, u.name as user_name`,
    [id, status, reason, deciderId],
  );
  return a;
}

/** The new company's first admin (the staff module makes the account). */
export const insertAdminEmployee = (tx: Queryable, companyId: string, userId: string | null, name: string): Promise<string> =>
  insertEmployee(tx, { companyId, userId, name, isAdmin: true });

export async function userByAccount(db: Queryable, account: string): Promise<{ id: string; name: string } | undefined> {
  const [user] = await db.query<{ id: string; name: string }>('select id, name from user_directory where account = $1', [account]);
  return user;
}

export const salespeopleCandidates = (db: Queryable) =>
  db.query<{ id: string; name: string; n: string }>(
    `select e.id, e.name, (select count(*) from company_salespeople s where s.employee_id = e.id) as n
     from employee_directory e join companies c on c.id = e.company_id where c.kind = 'platform' and e.status = 'active' order by e.name`,
  );

export async function activePlatformEmployee(db: Queryable, employeeId: number): Promise<{ name: string } | undefined> {
  const [staff] = await db.query<{ name: string }>(
    `select e.name from employee_directory e join companies c on c.id = e.company_id where e.id = $1 and c.kind = 'platform' and e.status = 'active'`,
    [employeeId],
  );
  return staff;
}

/** Whether a row changed. */
export async function assignSalesperson(tx: Queryable, companyId: number, employeeId: number, assignedBy: string): Promise<boolean> {
  return (
    (
      await tx.query('insert into company_salespeople (company_id, employee_id, assigned_by) values ($1, $2, $3) on conflict do nothing returning 1', [
        companyId,
        employeeId,
        assignedBy,
      ])
    ).length > 0
  );
}

export async function removeSalesperson(tx: Queryable, companyId: number, employeeId: number): Promise<boolean> {
  return (await tx.query('delete from company_salespeople where company_id = $1 and employee_id = $2 returning 1', [companyId, employeeId])).length > 0;
}

/** The company's tax number: the unified social credit code its application gave (R7.9). */
export async function setTaxNo(tx: Queryable, companyId: string, taxNo: string): Promise<void> {
  await tx.query('update companies set tax_no = $2 where id = $1', [companyId, taxNo]);
}
