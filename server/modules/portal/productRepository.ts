import type { Queryable } from '../../db/types';

/** The SQL of product and service cards (portal_products, migration 096). */
export interface ProductRow {
  id: string;
  company_id: string;
  name: string;
  icon: string;
  summary: string;
  body: string;
  service_path: string;
  sort_order: number;
  enabled: boolean;
  version: number;
  updated_at: string;
}

const ROW = `select id::text, company_id::text, name, icon, summary, body, service_path, sort_order, enabled, version,
    to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at from portal_products`;

export async function productById(q: Queryable, id: number): Promise<ProductRow | undefined> {
  return (await q.query<ProductRow>(`${ROW} where id = $1`, [id]))[0];
}

/** A company's cards in their order (enabled ones only, if asked). */
export function productList(q: Queryable, companyId: string, enabledOnly: boolean): Promise<ProductRow[]> {
  return q.query<ProductRow>(`${ROW} where company_id = $1 and (enabled or not $2) order by sort_order, id`, [companyId, enabledOnly]);
}

export interface ProductFields {
  name: string;
  icon: string;
  summary: string;
  body: string;
  servicePath: string;
  order: number;
  enabled: boolean;
}

const values = (f: ProductFields) => [f.name, f.icon, f.summary, f.body, f.servicePath, f.order, f.enabled];

export async function insertProduct(q: Queryable, companyId: string, f: ProductFields): Promise<number> {
  const [r] = await q.query<{ id: string }>(
    `insert into portal_products (company_id, name, icon, summary, body, service_path, sort_order, enabled) values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::text`,
    [companyId, ...values(f)],
  );
  return Number(r!.id);
}

export async function updateProduct(q: Queryable, id: number, f: ProductFields): Promise<void> {
  await q.query(
    `update portal_products set name = $2, icon = $3, summary = $4, body = $5, service_path = $6, sort_order = $7, enabled = $8,
       version = version + 1, updated_at = now() where id = $1`,
    [id, ...values(f)],
  );
}

export async function deleteProduct(q: Queryable, id: number): Promise<void> {
  await q.query(`delete from portal_products where id = $1`, [id]);
}
