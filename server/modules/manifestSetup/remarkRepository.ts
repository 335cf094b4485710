import type { ManifestRemarkSave, RemarkUse } from '../../../src/contract/manifestSetup/calls';
import type { Queryable } from '../../db/types';
import type { ManifestRemark } from './resolvedTypes';

/** The standard remarks' SQL (remarkService.ts holds the rules). */

export async function lockRemark(tx: Queryable, id: number): Promise<number | undefined> {
  const [row] = await tx.query<{ version: number }>('select version from manifest_remarks where id = $1 for update', [id]);
  return row?.version;
}

export async function remarkExists(q: Queryable, id: number): Promise<boolean> {
  return (await q.query('select 1 from manifest_remarks where id = $1', [id])).length > 0;
}

export async function remarkCodeTaken(q: Queryable, use: string, code: string, id: number | undefined): Promise<boolean> {
  const rows = await q.query('select 1 from manifest_remarks where mrk_use = $1 and upper(mrk_code) = upper($2) and id is distinct from $3::bigint', [
    use,
    code,
    id ?? null,
  ]);
  return rows.length > 0;
}

const values = (r: ManifestRemarkSave) => [r.MRK_CODE, r.MRK_USE, r.MRK_TEXT_ZH, r.MRK_TEXT_EN, r.MRK_SORT, r.MRK_ENABLED];

export async function insertRemark(tx: Queryable, r: ManifestRemarkSave, by: string | null): Promise<{ id: number; version: number }> {
  const [row] = await tx.query<{ id: number; version: number }>(
    `insert into manifest_remarks (mrk_code, mrk_use, mrk_text_zh, mrk_text_en, mrk_sort, mrk_enabled, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7) returning id::int, version`,
    [...values(r), by],
  );
  return row!;
}

export async function updateRemark(tx: Queryable, id: number, r: ManifestRemarkSave, by: string): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    `update manifest_remarks set mrk_code = $1, mrk_use = $2, mrk_text_zh = $3, mrk_text_en = $4, mrk_sort = $5, mrk_enabled = $6,
            updated_by = $7, updated_at = now(), version = version + 1
      where id = $8 returning version`,
    [...values(r), by, id],
  );
  return row!.version;
}

export async function deleteRemarkRow(tx: Queryable, id: number): Promise<void> {
  await tx.query('delete from manifest_remarks where id = $1', [id]);
}

export const remarkListBase = `select r.id::int as "Id", r.mrk_code as "MRK_CODE", r.mrk_use as "MRK_USE", r.mrk_text_zh as "MRK_TEXT_ZH",
  r.mrk_text_en as "MRK_TEXT_EN", r.mrk_sort as "MRK_SORT", r.mrk_enabled as "MRK_ENABLED", coalesce(e.name, '') as "UpdatedBy",
  r.updated_at as "UpdatedAt", r.version as "Version"
  from manifest_remarks r left join employee_directory e on e.id = r.updated_by`;

export async function findRemark(q: Queryable, code: string, use: RemarkUse): Promise<ManifestRemark | undefined> {
  const [row] = await q.query<ManifestRemark>(
    `select mrk_code as "MRK_CODE", mrk_use as "MRK_USE", mrk_text_zh as "MRK_TEXT_ZH", mrk_text_en as "MRK_TEXT_EN"
       from manifest_remarks where mrk_enabled and mrk_use = $2 and upper(mrk_code) = upper($1)`,
    [code, use],
  );
  return row;
}
