import type { Queryable } from '../../db/types';
import { applicationsOfUser, companyNamesOf } from '../companies/public';
import { insertEmployee } from '../staff/public';

export interface JoinRequestRow {
  id: string;
  kind: 'createCompany' | 'bindCompany';
  company_name: string;
  company_code: string | null;
  status: string;
  reason: string | null;
  created_at: Date;
}

// Applications and companies are the companies module's (issue 46): the same calls, through its public.ts.
export { activeCompanyByCode, insertApplication } from '../companies/public';

/** A pending request for the same company answers with the existing one (no duplicates). */
export async function insertBindRequest(db: Queryable, userId: string, companyId: string, remark: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into bind_requests (user_id, company_id, remark) values ($1, $2, $3)
     on conflict (user_id, company_id) where status = 'pending' do nothing returning id`,
    [userId, companyId, remark],
  );
  if (row) return row.id;
  const [existing] = await db.query<{ id: string }>(`select id from bind_requests where user_id = $1 and company_id = $2 and status = 'pending'`, [
    userId,
    companyId,
  ]);
  return existing!.id;
}

export async function requestsOfUser(db: Queryable, userId: string): Promise<JoinRequestRow[]> {
  const [applications, binds] = await Promise.all([
    applicationsOfUser(db, userId),
    db.query<{ id: string; company_id: string; status: string; reason: string | null; created_at: Date }>(
      'select id, company_id::text, status, reason, created_at from bind_requests where user_id = $1',
      [userId],
    ),
  ]);
  const names = await companyNamesOf(
    db,
    binds.map((b) => b.company_id),
  );
  const rows: JoinRequestRow[] = [
    ...applications.map((a) => ({
      id: a.id,
      kind: 'createCompany' as const,
      company_name: a.name_zh,
      company_code: null,
      status: a.status,
      reason: a.reason,
      created_at: a.created_at,
    })),
    ...binds.map((b) => {
      const c = names.get(b.company_id);
      return {
        id: b.id,
        kind: 'bindCompany' as const,
        company_name: c?.NameZh ?? '',
        company_code: c?.Code ?? null,
        status: b.status,
        reason: b.reason,
        created_at: b.created_at,
      };
    }),
  ];
  return rows.sort((x, y) => new Date(y.created_at).getTime() - new Date(x.created_at).getTime());
}

export async function pendingBindRequestsOfCompany(db: Queryable, companyId: string) {
  return db.query<{ id: string; account: string; name: string; remark: string; created_at: Date }>(
    `select b.id, u.account, u.name, b.remark, b.created_at from bind_requests b join user_directory u on u.id = b.user_id
     where b.company_id = $1 and b.status = 'pending' order by b.created_at`,
    [companyId],
  );
}

/** Decides a pending request of this company; approving binds a new employee to the user. */
export async function decideBindRequest(
  db: Queryable,
  d: { id: string; companyId: string; deciderId: string; approve: boolean; reason: string },
): Promise<boolean> {
  const [req] = await db.query<{ user_id: string; name: string }>(
    `update bind_requests b set status = $4, reason = $5, decided_at = now(), decided_by = $3
     from user_directory u where b.id = $1 and b.company_id = $2 and b.status = 'pending' and u.id = b.user_id
     returning b.user_id, u.name`,
    [d.id, d.companyId, d.deciderId, d.approve ? 'approved' : 'rejected', d.reason || null],
  );
  if (!req) return false;
  if (d.approve) {
    await insertEmployee(db, { companyId: d.companyId, userId: req.user_id, name: req.name || '新员工' });
  }
  return true;
}
