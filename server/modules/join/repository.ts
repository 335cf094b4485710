import type { Queryable } from '../../db/types';

export interface JoinRequestRow {
  id: string;
  kind: 'createCompany' | 'bindCompany';
  company_name: string;
  company_code: string | null;
  status: string;
  reason: string | null;
  created_at: Date;
}

export async function insertApplication(
  db: Queryable,
  userId: string,
  a: { nameZh: string; nameEn: string; kind: string; contactName: string; contactPhone: string },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into company_applications (user_id, name_zh, name_en, kind, contact_name, contact_phone)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [userId, a.nameZh, a.nameEn, a.kind, a.contactName, a.contactPhone],
  );
  return row!.id;
}

export async function activeCompanyByCode(db: Queryable, code: string) {
  const [row] = await db.query<{ id: string; name_zh: string }>(
    `select id, name_zh from companies where upper(code) = upper($1) and status = 'active' and kind <> 'platform'`,
    [code.trim()],
  );
  return row;
}

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
  return db.query<JoinRequestRow>(
    `select id, 'createCompany' as kind, name_zh as company_name, null as company_code, status, reason, created_at
       from company_applications where user_id = $1
     union all
     select b.id, 'bindCompany', c.name_zh, c.code, b.status, b.reason, b.created_at
       from bind_requests b join companies c on c.id = b.company_id where b.user_id = $1
     order by created_at desc`,
    [userId],
  );
}

export async function pendingBindRequestsOfCompany(db: Queryable, companyId: string) {
  return db.query<{ id: string; account: string; name: string; remark: string; created_at: Date }>(
    `select b.id, u.account, u.name, b.remark, b.created_at from bind_requests b join users u on u.id = b.user_id
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
     from users u where b.id = $1 and b.company_id = $2 and b.status = 'pending' and u.id = b.user_id
     returning b.user_id, u.name`,
    [d.id, d.companyId, d.deciderId, d.approve ? 'approved' : 'rejected', d.reason || null],
  );
  if (!req) return false;
  if (d.approve) {
    await db.query('insert into employees (company_id, user_id, name) values ($1, $2, $3)', [d.companyId, req.user_id, req.name || '新员工']);
  }
  return true;
}
