import type { Queryable } from '../db/types';
import type { LiveHub } from './hub';

/**
 * A message to a company's employees or to one employee (the messages module's table), naming the
 * page it is about, written in the caller's transaction; `announce` pushes it live once that
 * transaction has committed, so nobody is told of a change that was rolled back.
 */
export async function tell(tx: Queryable, audience: { companyId: string } | { employeeId: string }, zh: string, en: string, linkPath: string | null = null) {
  const [m] = await tx.query<{ id: string }>(
    `insert into messages (title, title_en, description, link_path, scope, target_company_id, target_employee_id)
     values ($1, $2, '', $6, $3, $4, $5) returning id`,
    [
      zh,
      en,
      'companyId' in audience ? 'company' : 'employee',
      'companyId' in audience ? audience.companyId : null,
      'employeeId' in audience ? audience.employeeId : null,
      linkPath,
    ],
  );
  return { id: Number(m!.id), audience, title: zh };
}
export type Told = Awaited<ReturnType<typeof tell>>;

export async function announce(hub: LiveHub, told: Told[]) {
  for (const t of told)
    await hub.publish(
      'companyId' in t.audience ? { scope: 'company', companyId: t.audience.companyId } : { scope: 'employee', employeeId: t.audience.employeeId },
      { type: 'message', Id: t.id, Title: t.title },
    );
}
