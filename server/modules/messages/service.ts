import type { MessageWire, SentMessageWire } from '../../../src/contract/admin';
import type { Queryable } from '../../db/types';
import type { Audience } from '../../live/hub';
import type { Actor } from '../../platform/access/grants';
import * as repo from './repository';
import type { MessageRow, SentRow } from './repository';

// Who may send to whom (the platform reaches everyone, a company its own people), and the wire forms.

export const present = (r: MessageRow): MessageWire => ({
  Id: Number(r.Id),
  Title: r.Title,
  Description: r.Description,
  SendId: r.SendId === null ? null : Number(r.SendId),
  SenderName: r.SenderName,
  Scope: r.Scope,
  SentAt: new Date(r.SentAt).toISOString(),
  ReadAt: r.ReadAt ? new Date(r.ReadAt).toISOString() : null,
  Unread: !!r.Unread,
  SiId: r.SiId === null || r.SiId === undefined ? null : Number(r.SiId),
  LinkPath: r.LinkPath ?? null,
});

// the bare sender name is the filter's (http/lists.ts filterColumn), not the reader's
export const presentSent = ({ SenderNameBare: _bare, ...r }: SentRow): SentMessageWire => ({
  ...r,
  Id: Number(r.Id),
  Readers: Number(r.Readers),
  SentAt: new Date(r.SentAt).toISOString(),
  WithdrawnAt: r.WithdrawnAt ? new Date(r.WithdrawnAt).toISOString() : null,
});

/** Whether the actor's company reaches every company (the platform) or only its own. */
export const reachesEveryone = (actor: Actor) => actor.companyKind === 'platform';

/** The people a sender may pick from. */
export async function recipients(db: Queryable, actor: Actor) {
  const everyone = reachesEveryone(actor);
  const employees = await repo.recipientEmployees(db, everyone, actor.companyId);
  const companies = await repo.recipientCompanies(db, everyone, actor.companyId);
  // people (users) across their company accounts: the platform's to message
  const users = everyone ? await repo.recipientUsers(db) : [];
  return {
    Employees: employees.map((e) => ({ Id: Number(e.id), Name: e.name, CompanyName: e.company })),
    Companies: companies.map((c) => ({ Id: Number(c.id), Name: c.name_zh })),
    Users: users.map((u) => ({ Id: Number(u.id), Name: u.name || u.account, Account: u.account, Companies: u.companies })),
  };
}

export type SendBody = { Title: string; Description?: string; To: 'employee' | 'company' | 'user'; EmployeeId?: number; CompanyId?: number; UserId?: number };

/** Why the audience cannot be reached by this sender. */
export type AudienceRefusal =
  | { forbidden: string; zh: string }
  | { field: string; message: string; zh: string }
  | { notFound: 'user' | 'employee' | 'company' };

/** The audience a send names, as this sender may reach it. */
export async function audienceFor(db: Queryable, actor: Actor, b: SendBody): Promise<Audience | AudienceRefusal> {
  const everyone = reachesEveryone(actor);
  if (b.To === 'user') {
    // a user's message reaches all of their company accounts, other companies' included: the platform's call
    if (!everyone)
      return {
        forbidden: 'Only platform staff message a person across all of their company accounts; send to the employee instead.',
        zh: '仅限平台员工向一个人的所有企业账号发消息：请改发给该员工。',
      };
    if (!b.UserId) return { field: '/UserId', message: 'is required when sending to a user', zh: '发送给用户时必填' };
    const u = await repo.activeUser(db, b.UserId);
    return u ? { scope: 'user', userId: String(u.id) } : { notFound: 'user' };
  }
  if (b.To === 'employee') {
    if (!b.EmployeeId) return { field: '/EmployeeId', message: 'is required when sending to an employee', zh: '发送给员工时必填' };
    const e = await repo.reachableEmployee(db, b.EmployeeId, everyone, actor.companyId);
    return e ? { scope: 'employee', employeeId: e.id } : { notFound: 'employee' };
  }
  const c = await repo.reachableCompany(db, b.CompanyId ?? Number(actor.companyId), everyone, actor.companyId);
  return c ? { scope: 'company', companyId: c.id } : { notFound: 'company' };
}
