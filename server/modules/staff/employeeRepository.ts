import type { Queryable } from '../../db/types';

/**
 * Employee accounts as other modules make and link them (issue 46: the staff module owns the
 * employees table): a company's first admin when its application is approved (companies), a person
 * joining a company (join).
 */

/** A new employee account of the company, its id: linked to a user when one is given. */
export async function insertEmployee(
  tx: Queryable,
  e: { companyId: string | number; userId?: string | number | null; name: string; isAdmin?: boolean },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>('insert into employees (company_id, user_id, name, is_admin) values ($1, $2, $3, $4) returning id', [
    e.companyId,
    e.userId ?? null,
    e.name,
    e.isAdmin ?? false,
  ]);
  return row!.id;
}
