import type { CompanyWire } from '../../../src/contract/admin';
import type { Db, Queryable } from '../../db/types';
import { recordChange } from '../../platform/audit/record';
import type { Actor } from '../../platform/access/grants';
import { normalizeAccount } from '../../platform/auth/accountRepository';
import { offerBinding } from '../staff/public';
import * as repo from './repository';
import type { CompanySqlRow, DecidedApplication, Kind } from './repository';
import { applicationApproved } from './approvalListeners';
import { assignLinkedSalespeople } from './linkedSalespeople';

// Companies' rules: codes, audit records, transactions. Routes call these; SQL is in repository.ts.

export type Details = { Name: string; NameEn?: string; ContactName?: string; ContactPhone?: string; Email?: string; Address?: string; Remark?: string };

export const presentCompany = (r: CompanySqlRow): CompanyWire => ({
  Id: Number(r.Id),
  Code: r.Code,
  Name: r.Name,
  NameEn: r.NameEn,
  Kind: r.Kind,
  Status: r.Status,
  ContactName: r.ContactName,
  ContactPhone: r.ContactPhone,
  Email: r.Email,
  Address: r.Address,
  Remark: r.Remark,
  SiteDomain: r.SiteDomain,
  Employees: Number(r.Employees),
  Salespeople: r.Salespeople.map((s) => ({ EmployeeId: Number(s.EmployeeId), Name: s.Name })),
  CreatedAt: new Date(r.CreatedAt).toISOString(),
});

/** A new company's code: the kind's prefix and the next free number. */
export async function nextCode(tx: Queryable, kind: Kind): Promise<string> {
  const prefix = kind === 'customer' ? 'CUS' : 'PRV';
  for (let n = (await repo.companiesOfKind(tx, kind)) + 1; ; n++) {
    const code = `${prefix}-${String(n).padStart(4, '0')}`;
    if (!(await repo.codeTaken(tx, code))) return code;
  }
}

/** Inserts a company and records who made it and how. */
export async function insertCompany(tx: Queryable, actor: Actor, c: Details & { Code: string; Kind: Kind }, via: string): Promise<string> {
  const id = await repo.insertCompanyRow(tx, {
    code: c.Code,
    name: c.Name.trim(),
    nameEn: c.NameEn ?? '',
    kind: c.Kind,
    contactName: c.ContactName ?? '',
    contactPhone: c.ContactPhone ?? '',
    email: c.Email ?? '',
    address: c.Address ?? '',
    remark: c.Remark ?? '',
  });
  await recordChange(tx, actor, {
    entity: 'company',
    entityId: id,
    action: 'created',
    companyId: id,
    detail: { code: c.Code, name: c.Name, kind: c.Kind, via },
  });
  return id;
}

/** Writes a company's details (fields not sent stay), recording before and after. */
export async function writeDetails(tx: Queryable, actor: Actor, company: CompanySqlRow, d: Details, status?: string): Promise<void> {
  const after = {
    name: d.Name.trim(),
    nameEn: d.NameEn ?? company.NameEn,
    contactName: d.ContactName ?? company.ContactName,
    contactPhone: d.ContactPhone ?? company.ContactPhone,
    email: d.Email ?? company.Email,
    address: d.Address ?? company.Address,
    remark: d.Remark ?? company.Remark,
    status: status ?? company.Status,
  };
  await repo.updateDetails(tx, company.Id, after);
  await recordChange(tx, actor, {
    entity: 'company',
    entityId: company.Id,
    action: 'edited',
    companyId: company.Id,
    detail: {
      before: {
        name: company.Name,
        nameEn: company.NameEn,
        contactName: company.ContactName,
        contactPhone: company.ContactPhone,
        email: company.Email,
        address: company.Address,
        remark: company.Remark,
        status: company.Status,
      },
      after,
    },
  });
}

/**
 * Approves (making the company, its applicant the admin) or rejects a pending application.
 * None when there is no pending application of that id.
 */
export async function decideApplication(
  db: Db,
  actor: Actor,
  id: number,
  approve: boolean,
  reason: string | undefined,
): Promise<{ companyId: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const a = await repo.decidePending(tx, id, approve ? 'approved' : 'rejected', reason?.trim() || null, actor.id);
    if (!a) return undefined;
    let companyId: string | null = null;
    if (approve) {
      companyId = await insertCompany(
        tx,
        actor,
        { Code: await nextCode(tx, a.kind), Name: a.name_zh, NameEn: a.name_en, Kind: a.kind, ContactName: a.contact_name, ContactPhone: a.contact_phone },
        `application ${a.id}`,
      );
      // the applicant becomes the new company's admin
      await repo.insertAdminEmployee(tx, companyId, a.user_id, a.contact_name || a.user_name);
      await afterApproval(tx, actor, a, companyId);
    }
    await recordChange(tx, actor, {
      entity: 'application',
      entityId: a.id,
      action: approve ? 'approved' : 'rejected',
      companyId,
      detail: { company: a.name_zh, reason: reason ?? null },
    });
    return { companyId };
  });
}

/**
 * The approved application's credit code becomes the company's tax number; the listeners (the CRM,
 * R7.9) run in the approval's transaction and name the salespeople to assign, recorded as a platform
 * assignment is.
 */
async function afterApproval(tx: Queryable, actor: Actor, a: DecidedApplication, companyId: string): Promise<void> {
  if (a.uscc) await repo.setTaxNo(tx, companyId, a.uscc);
  const approved = { applicationId: a.id, companyId, nameZh: a.name_zh, nameEn: a.name_en, uscc: a.uscc, approvedBy: String(actor.id) };
  const employeeIds = await applicationApproved(tx, approved);
  await assignLinkedSalespeople(tx, actor, { companyId, companyName: a.name_zh, employeeIds, via: `application ${a.id}` });
}

export type CreateCompany = Details & { Code?: string; Kind: Kind; AdminAccount?: string };

/** A company made by the platform; its admin seat, if named, is offered to that user. The refused field, or the new id. */
export async function createCompany(db: Db, actor: Actor, b: CreateCompany): Promise<{ field: '/Code' | '/AdminAccount' } | { id: string }> {
  if (b.Code && (await repo.codeTaken(db, b.Code))) return { field: '/Code' };
  let adminUser: { id: string; name: string } | undefined;
  if (b.AdminAccount?.trim()) {
    adminUser = await repo.userByAccount(db, normalizeAccount(b.AdminAccount));
    if (!adminUser) return { field: '/AdminAccount' };
  }
  const id = await db.transaction(async (tx) => {
    const cid = await insertCompany(tx, actor, { ...b, Code: b.Code ?? (await nextCode(tx, b.Kind)) }, 'created by platform');
    if (adminUser) {
      // the admin seat is offered, not bound: the user accepts it (issue 11, security 1)
      const name = adminUser.name || b.ContactName || '管理员';
      const seat = await repo.insertAdminEmployee(tx, cid, null, name);
      await offerBinding(tx, actor, { id: seat, name, companyId: cid }, normalizeAccount(b.AdminAccount!));
    }
    return cid;
  });
  return { id };
}

/** The actor's own company's details (one transaction with its audit). */
export async function editOwnCompany(db: Db, actor: Actor, d: Details): Promise<void> {
  const company = (await repo.companyById(db, actor.companyId))!;
  await db.transaction((tx) => writeDetails(tx, actor, company, d));
}

/** A partner's details and status; disabling it ends its people's sessions (the caller closes their sockets). */
export async function editPartner(db: Db, actor: Actor, company: CompanySqlRow, d: Details, status?: 'active' | 'disabled'): Promise<void> {
  await db.transaction(async (tx) => {
    await writeDetails(tx, actor, company, d, status);
    if (status === 'disabled') await repo.revokeCompanySessions(tx, company.Id);
  });
}

/** Assigns or removes a salesperson (an active platform employee). What was refused, or whether a row changed. */
export async function setSalesperson(
  db: Db,
  actor: Actor,
  assign: boolean,
  companyId: number,
  employeeId: number,
): Promise<'noCompany' | 'notStaff' | { changed: boolean }> {
  const company = await repo.companyById(db, companyId);
  if (!company || company.Kind === 'platform') return 'noCompany';
  const staff = await repo.activePlatformEmployee(db, employeeId);
  if (!staff) return 'notStaff';
  const changed = await db.transaction(async (tx) => {
    const did = assign ? await repo.assignSalesperson(tx, companyId, employeeId, actor.id) : await repo.removeSalesperson(tx, companyId, employeeId);
    if (did) {
      await recordChange(tx, actor, {
        entity: 'salesperson',
        entityId: companyId,
        action: assign ? 'assigned' : 'removed',
        companyId,
        detail: { company: company.Name, salesperson: staff.name, employeeId },
      });
    }
    return did;
  });
  return { changed };
}
