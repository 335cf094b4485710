import type { Queryable } from '../../db/types';

/** One message another module sends: to a company's employees or to one employee, about a page. */
export interface NewMessage {
  title: string;
  titleEn: string;
  description?: string;
  /** The page it is about (starts with `/`). */
  link?: string | null;
  to: { companyId: string | number } | { employeeId: string | number };
  /** The employee who sent it; none when the system does. */
  senderId?: string | number | null;
  /** The SI it is about (a review's message opens it). */
  siId?: string | number | null;
}

/**
 * Messages other modules send (issue 46: the messages module owns the table; freight tracking,
 * manifests, rates and SI reviews write through here), in the caller's transaction, in one
 * statement however many: each one's id and audience, in the order given.
 */
export async function postMessages(q: Queryable, ms: readonly NewMessage[]): Promise<{ id: string; companyId: string | null; employeeId: string | null }[]> {
  if (!ms.length) return [];
  const col = (f: (m: NewMessage) => unknown) => ms.map((m) => (f(m) ?? null) as unknown);
  const company = (m: NewMessage) => ('companyId' in m.to ? String(m.to.companyId) : null);
  const employee = (m: NewMessage) => ('employeeId' in m.to ? String(m.to.employeeId) : null);
  return q.query<{ id: string; companyId: string | null; employeeId: string | null }>(
    `insert into messages (title, title_en, description, link_path, scope, target_company_id, target_employee_id, send_id, si_id)
     select t.title, t.title_en, t.description, t.link_path, case when t.company is null then 'employee' else 'company' end,
            t.company, t.employee, t.sender, t.si
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::bigint[], $7::bigint[], $8::bigint[])
            with ordinality as t(title, title_en, description, link_path, company, employee, sender, si, n)
      order by t.n
     returning id::text, target_company_id::text as "companyId", target_employee_id::text as "employeeId"`,
    [
      col((m) => m.title),
      col((m) => m.titleEn),
      col((m) => m.description ?? ''),
      col((m) => m.link),
      col(company),
      col(employee),
      col((m) => (m.senderId == null ? null : String(m.senderId))),
      col((m) => (m.siId == null ? null : String(m.siId))),
    ],
  );
}
