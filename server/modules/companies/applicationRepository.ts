import type { Queryable } from '../../db/types';

/**
 * Applications to open a company as the join module makes and shows them (issue 46: the companies
 * module owns them — it lists and decides them; join calls these through public.ts).
 */

export async function insertApplication(
  db: Queryable,
  userId: string,
  a: { nameZh: string; nameEn: string; kind: string; contactName: string; contactPhone: string; uscc?: string },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into company_applications (user_id, name_zh, name_en, kind, contact_name, contact_phone, uscc)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [userId, a.nameZh, a.nameEn, a.kind, a.contactName, a.contactPhone, a.uscc ?? ''],
  );
  return row!.id;
}

/** A user's applications, newest first. */
export function applicationsOfUser(db: Queryable, userId: string) {
  return db.query<{ id: string; name_zh: string; status: string; reason: string | null; created_at: Date }>(
    'select id, name_zh, status, reason, created_at from company_applications where user_id = $1 order by created_at desc',
    [userId],
  );
}

/** The active company (not the platform) of this code, typed by a person joining it. */
export async function activeCompanyByCode(db: Queryable, code: string) {
  const [row] = await db.query<{ id: string; name_zh: string }>(
    `select id, name_zh from companies where upper(code) = upper($1) and status = 'active' and kind <> 'platform'`,
    [code.trim()],
  );
  return row;
}
