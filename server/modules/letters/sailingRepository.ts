import type { Queryable } from '../../db/types';
import { documentEvent, documentHistory } from './documentEventRepository';
import { isDesk, type Reader, tableVisible } from './audience';

/** SQL of the sailing tables and their rows (operations.md §13.1): only this module names their tables. */

export interface TableValues {
  title: string;
  carrier: string;
  service: string;
  line: string;
  periodFrom: string;
  periodTo: string;
  audience: string;
  companies: string[];
}

/** A row as stored: instants, the transit days computed. */
export interface StoredRow {
  vessel: string;
  imo: string;
  voyage: string;
  pol: string;
  etd: string;
  dco: string | null;
  vco: string | null;
  pco: string | null;
  pod: string;
  eta: string;
  transitDays: number;
  remarks: string;
}

export interface TableRecord {
  Id: number;
  Title: string;
  Carrier: string;
  Service: string;
  Line: string;
  PeriodFrom: string;
  PeriodTo: string;
  Audience: string;
  Status: number;
  PublishedVersion: number;
  PublishedAt: unknown;
  UpdatedAt: unknown;
  Version: number;
  SourceFile: string | null;
  WithdrawReason: string | null;
  Rows: number;
  /** The owner's kind (`platform`, or a company whose own site shows the table). */
  OwnerKind?: string;
}

export const TABLE_COLUMNS = `s.id::int as "Id", s.sch_title as "Title", s.sch_carrier as "Carrier", s.sch_service as "Service", s.sch_line as "Line",
  to_char(s.sch_period_from, 'YYYY-MM-DD') as "PeriodFrom", to_char(s.sch_period_to, 'YYYY-MM-DD') as "PeriodTo", s.sch_audience as "Audience",
  s.sch_status::int as "Status", s.published_version as "PublishedVersion", s.published_at as "PublishedAt", s.updated_at as "UpdatedAt",
  (select count(*)::int from sailing_rows r where r.table_id = s.id) as "Rows"`;

/** A table by id: the desk (platform staff, acting for any company's site, §14) reaches every one; a reader outside the published ones meant for them. */
export async function readTable(q: Queryable, id: number, reader: Reader, lock = false): Promise<TableRecord | undefined> {
  const scope = isDesk(reader) ? 'true' : tableVisible('s', '$2', '$3');
  const [row] = await q.query<TableRecord>(
    `select ${TABLE_COLUMNS}, s.version as "Version", s.sch_source_file as "SourceFile", s.sch_withdraw_reason as "WithdrawReason",
            (select o.kind from company_directory o where o.id = s.company_id) as "OwnerKind"
       from sailing_tables s where s.id = $1 and ${scope}${lock ? ' for update of s' : ''}`,
    isDesk(reader) ? [id] : [id, reader.companyId, reader.kind],
  );
  return row;
}

/** The list's base: the desk's tables of the site it edits (`owner`, every state) or the published ones meant for the reader. */
export function tableListSql(reader: Reader, owner = reader.companyId): { sql: string; params: unknown[] } {
  const scope = isDesk(reader) ? 's.company_id = $1::bigint' : tableVisible('s', '$1', '$2');
  return { sql: `select ${TABLE_COLUMNS} from sailing_tables s where ${scope}`, params: isDesk(reader) ? [owner] : [reader.companyId, reader.kind] };
}

/** The company a desk acts for, when it is an active one: its kind. */
export async function ownerKindOf(q: Queryable, companyId: string): Promise<string | undefined> {
  const [row] = await q.query<{ kind: string }>(`select kind from company_directory where id = $1::bigint and status = 'active'`, [companyId]);
  return row?.kind;
}

export async function insertTable(q: Queryable, companyId: string, by: string, v: TableValues): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `insert into sailing_tables (company_id, sch_title, sch_carrier, sch_service, sch_line, sch_period_from, sch_period_to, sch_audience, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id::int`,
    [companyId, v.title, v.carrier, v.service, v.line, v.periodFrom, v.periodTo, v.audience, by],
  );
  await setTableCompanies(q, row!.id, v.companies);
  return row!.id;
}

export async function updateTable(q: Queryable, id: number, v: TableValues): Promise<number> {
  const [row] = await q.query<{ version: number }>(
    `update sailing_tables set sch_title = $2, sch_carrier = $3, sch_service = $4, sch_line = $5, sch_period_from = $6, sch_period_to = $7,
            sch_audience = $8, version = version + 1, updated_at = now() where id = $1 returning version`,
    [id, v.title, v.carrier, v.service, v.line, v.periodFrom, v.periodTo, v.audience],
  );
  await setTableCompanies(q, id, v.companies);
  return row!.version;
}

async function setTableCompanies(q: Queryable, id: number, companies: string[]) {
  await q.query('delete from sailing_table_companies where table_id = $1', [id]);
  if (companies.length)
    await q.query('insert into sailing_table_companies (table_id, company_id) select $1, unnest($2::bigint[]) on conflict do nothing', [id, companies]);
}

/** The table's rows replaced by these (in their order); the source file named when they came from one. */
export async function replaceRows(q: Queryable, id: number, rows: readonly StoredRow[], sourceFile?: string): Promise<number> {
  await q.query('delete from sailing_rows where table_id = $1', [id]);
  const col = <K extends keyof StoredRow>(k: K) => rows.map((r) => r[k]);
  if (rows.length)
    await q.query(
      `insert into sailing_rows (table_id, seq, vessel, imo, voyage, pol, etd, dco, vco, pco, pod, eta, transit_days, remarks)
       select $1, t.n, t.vessel, t.imo, t.voyage, t.pol, t.etd, t.dco, t.vco, t.pco, t.pod, t.eta, t.days, t.remarks
         from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::timestamptz[], $8::timestamptz[], $9::timestamptz[],
                     $10::text[], $11::timestamptz[], $12::int[], $13::text[]) with ordinality
              as t(vessel, imo, voyage, pol, etd, dco, vco, pco, pod, eta, days, remarks, n)`,
      [
        id,
        col('vessel'),
        col('imo'),
        col('voyage'),
        col('pol'),
        col('etd'),
        col('dco'),
        col('vco'),
        col('pco'),
        col('pod'),
        col('eta'),
        col('transitDays'),
        col('remarks'),
      ],
    );
  const [row] = await q.query<{ version: number }>(
    `update sailing_tables set version = version + 1, updated_at = now(), sch_source_file = coalesce($2, sch_source_file) where id = $1 returning version`,
    [id, sourceFile ?? null],
  );
  return row!.version;
}

export function rowsOf(q: Queryable, id: number) {
  return q.query<{
    seq: number;
    vessel: string;
    imo: string;
    voyage: string;
    pol: string;
    etd: unknown;
    dco: unknown;
    vco: unknown;
    pco: unknown;
    pod: string;
    eta: unknown;
    transit_days: number;
    remarks: string;
  }>(`select seq, vessel, imo, voyage, pol, etd, dco, vco, pco, pod, eta, transit_days, remarks from sailing_rows where table_id = $1 order by etd, seq`, [id]);
}

export async function publishTableVersion(q: Queryable, id: number, by: string): Promise<{ version: number; published: number }> {
  const [row] = await q.query<{ version: number; published: number }>(
    `update sailing_tables set sch_status = 1, published_version = published_version + 1, published_by = $2, published_at = now(),
            version = version + 1, updated_at = now() where id = $1 returning version, published_version as published`,
    [id, by],
  );
  await q.query(
    `insert into sailing_table_versions (table_id, version_no, snapshot, published_by)
     select s.id, s.published_version, jsonb_build_object('Title', s.sch_title, 'Carrier', s.sch_carrier, 'Service', s.sch_service,
            'PeriodFrom', s.sch_period_from, 'PeriodTo', s.sch_period_to, 'Audience', s.sch_audience,
            'Rows', (select coalesce(jsonb_agg(to_jsonb(r) - 'table_id' order by r.seq), '[]') from sailing_rows r where r.table_id = s.id)), $2
       from sailing_tables s where s.id = $1`,
    [id, by],
  );
  return row!;
}

/** A withdrawn table back to a draft (of its next version), before it is changed. */
export async function redraftTableRow(q: Queryable, id: number): Promise<void> {
  await q.query('update sailing_tables set sch_status = 0, sch_withdraw_reason = null where id = $1 and sch_status = 2', [id]);
}

export async function withdrawTableRow(q: Queryable, id: number, reason: string): Promise<number> {
  const [row] = await q.query<{ version: number }>(
    `update sailing_tables set sch_status = 2, sch_withdraw_reason = $2, version = version + 1, updated_at = now() where id = $1 returning version`,
    [id, reason],
  );
  return row!.version;
}

export const tableEvent = (q: Queryable, id: number, action: string, by: string | null, versionNo = 0, reason: string | null = null) =>
  documentEvent(q, 'sailingTable', id, action, by, versionNo, reason);

export const tableHistory = (q: Queryable, id: number) => documentHistory(q, 'sailingTable', id);

export function tableCompanies(q: Queryable, id: number) {
  return q.query<{ Id: number; Name: string; NameEn: string }>(
    `select c.id::int as "Id", c.name_zh as "Name", coalesce(nullif(c.name_en, ''), c.name_zh) as "NameEn" from sailing_table_companies a join company_directory c on c.id = a.company_id
      where a.table_id = $1 order by c.name_zh`,
    [id],
  );
}

/** The PUBLIC published tables of a company (the public sites' schedules), newest first. */
export function publicTables(q: Queryable, companyId: string, f: { carrier?: string; limit: number; offset: number }) {
  return q.query<TableRecord>(
    `select ${TABLE_COLUMNS} from sailing_tables s
      where s.company_id = $1 and s.sch_status = 1 and s.sch_audience = 'PUBLIC' and ($2::text is null or s.sch_carrier = $2)
      order by s.published_at desc, s.id desc limit $3 offset $4`,
    [companyId, f.carrier ?? null, f.limit, f.offset],
  );
}

export async function publicTable(q: Queryable, companyId: string, id: number): Promise<TableRecord | undefined> {
  const [row] = await q.query<TableRecord>(
    `select ${TABLE_COLUMNS}, s.version as "Version", null as "SourceFile", null as "WithdrawReason"
       from sailing_tables s where s.id = $2 and s.company_id = $1 and s.sch_status = 1 and s.sch_audience = 'PUBLIC'`,
    [companyId, id],
  );
  return row;
}
