import { CARRIERS, CONTAINER_TYPES, PACKAGE_CODES, PORTS } from '../../../src/domain/si/reference';
import type { Queryable } from '../../db/types';

/**
 * The reference data the SI check uses (product data, not demo data): the first carriers, ports,
 * container types and package codes. Run by the SI's seed step si-reference-v1 (its name and place
 * in the order shipped there); refdata owns the tables, so the rows are written here (issue 46).
 */
export async function seedSiReferenceLists(db: Queryable): Promise<void> {
  for (const c of CARRIERS) await db.query('insert into carriers (code, name) values ($1, $2) on conflict do nothing', [c.code, c.name]);
  for (const p of PORTS) await db.query('insert into ports (code, name_zh, name_en) values ($1, $2, $3) on conflict do nothing', [p.code, p.zh, p.en]);
  for (const t of CONTAINER_TYPES)
    await db.query('insert into container_types (code, name, teu) values ($1, $2, $3) on conflict do nothing', [t.code, t.name, t.teu]);
  for (const p of PACKAGE_CODES)
    await db.query('insert into package_codes (code, name_zh, name_en) values ($1, $2, $3) on conflict do nothing', [p.code, p.zh, p.en]);
}
