import type { Queryable } from '../../db/types';

/**
 * The companies other modules' seed steps make or fill in for the demo (issue 46: the companies
 * module owns the companies and their salespeople; a seed names what it needs, this writes it).
 * Nothing people changed is overwritten.
 */

/** A company of this code, made when there is none (one already there stays as it is); its id. */
export async function ensureCompany(
  tx: Queryable,
  c: { code: string; nameZh: string; nameEn: string; kind: 'customer' | 'provider' },
): Promise<string | undefined> {
  await tx.query(`insert into companies (code, name_zh, name_en, kind) values ($1, $2, $3, $4) on conflict (code) do nothing`, [
    c.code,
    c.nameZh,
    c.nameEn,
    c.kind,
  ]);
  const [row] = await tx.query<{ id: string }>('select id from companies where code = $1', [c.code]);
  return row?.id;
}

/** A company's contact details, when nobody has given them yet (its contact name still empty); an e-mail only when named. */
export async function fillCompanyContact(tx: Queryable, code: string, d: { contact: string; phone: string; address: string; email?: string }): Promise<void> {
  await tx.query(
    `update companies set contact_name = $2, contact_phone = $3, address = $4, email = coalesce($5, email) where code = $1 and contact_name = ''`,
    [code, d.contact, d.phone, d.address, d.email ?? null],
  );
}

/** The site domain a company is reached at, when it has none yet. */
export async function setSiteDomainWhenUnset(tx: Queryable, code: string, domain: string): Promise<void> {
  await tx.query('update companies set site_domain = $2 where code = $1 and site_domain is null', [code, domain]);
}

/** A demo customer's salesperson (company_salespeople), once: the sales analysis' demo customers are each one salesperson's. */
export async function assignDemoSalesperson(tx: Queryable, companyId: string, employeeId: string): Promise<void> {
  await tx.query('insert into company_salespeople (company_id, employee_id) values ($1, $2) on conflict do nothing', [companyId, employeeId]);
}
