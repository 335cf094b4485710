import type { Queryable } from '../../db/types';
import { documentEvent, documentHistory } from './documentEventRepository';
import { letterVisible, isDesk, type Reader } from './audience';

/** SQL of the carriers' letters (operations.md §13.1): only this module names its tables. */

export interface LetterValues {
  carrier: string;
  title: string;
  kind: string;
  effectiveFrom: string;
  ports: string[];
  lines: string[];
  body: string;
  bodyText: string;
  audience: string;
  companies: string[];
}

export interface LetterRecord {
  Id: number;
  CompanyId: string;
  Carrier: string;
  Title: string;
  Kind: string;
  EffectiveFrom: string;
  Ports: string[];
  Lines: string[];
  Body: string;
  Audience: string;
  Status: number;
  PublishedVersion: number;
  PublishedAt: unknown;
  UpdatedAt: unknown;
  Version: number;
  WithdrawReason: string | null;
}

const LETTER_COLUMNS = `l.id::int as "Id", l.company_id::text as "CompanyId", l.ltr_carrier as "Carrier", l.ltr_title as "Title", l.ltr_kind as "Kind",
  to_char(l.ltr_effective_from, 'YYYY-MM-DD') as "EffectiveFrom", l.ltr_ports as "Ports", l.ltr_lines as "Lines", l.ltr_body as "Body",
  l.ltr_audience as "Audience", l.ltr_status::int as "Status", l.published_version as "PublishedVersion", l.published_at as "PublishedAt",
  l.updated_at as "UpdatedAt", l.version as "Version", l.ltr_withdraw_reason as "WithdrawReason"`;

/** A letter as `reader` may see it (the desk: its company's; a reader outside: published and meant for them); `lock` for a write. */
export async function readLetter(q: Queryable, id: number, reader: Reader, lock = false): Promise<LetterRecord | undefined> {
  const scope = isDesk(reader) ? 'l.company_id = $2::bigint' : letterVisible('l', '$2', '$3');
  const [row] = await q.query<LetterRecord>(
    `select ${LETTER_COLUMNS} from carrier_letters l where l.id = $1 and ${scope}${lock ? ' for update' : ''}`,
    isDesk(reader) ? [id, reader.companyId] : [id, reader.companyId, reader.kind],
  );
  return row;
}

export async function insertLetter(q: Queryable, companyId: string, by: string, v: LetterValues): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `insert into carrier_letters (company_id, ltr_carrier, ltr_title, ltr_kind, ltr_effective_from, ltr_ports, ltr_lines, ltr_body, ltr_body_text, ltr_audience, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id::int`,
    [companyId, v.carrier, v.title, v.kind, v.effectiveFrom, v.ports, v.lines, v.body, v.bodyText, v.audience, by],
  );
  await setLetterCompanies(q, row!.id, v.companies);
  return row!.id;
}

export async function updateLetter(q: Queryable, id: number, v: LetterValues): Promise<number> {
  const [row] = await q.query<{ version: number }>(
    `update carrier_letters set ltr_carrier = $2, ltr_title = $3, ltr_kind = $4, ltr_effective_from = $5, ltr_ports = $6, ltr_lines = $7, ltr_body = $8,
            ltr_body_text = $9, ltr_audience = $10, version = version + 1, updated_at = now()
      where id = $1 returning version`,
    [id, v.carrier, v.title, v.kind, v.effectiveFrom, v.ports, v.lines, v.body, v.bodyText, v.audience],
  );
  await setLetterCompanies(q, id, v.companies);
  return row!.version;
}

async function setLetterCompanies(q: Queryable, id: number, companies: string[]) {
  await q.query('delete from carrier_letter_companies where letter_id = $1', [id]);
  if (companies.length)
    await q.query('insert into carrier_letter_companies (letter_id, company_id) select $1, unnest($2::bigint[]) on conflict do nothing', [id, companies]);
}

/** Publishes (or republishes) the letter as its next version: the snapshot kept, the version answered. */
export async function publishLetterVersion(q: Queryable, id: number, by: string): Promise<{ version: number; published: number }> {
  const [row] = await q.query<{ version: number; published: number }>(
    `update carrier_letters set ltr_status = 1, published_version = published_version + 1, published_by = $2, published_at = now(),
            version = version + 1, updated_at = now()
      where id = $1 returning version, published_version as published`,
    [id, by],
  );
  await q.query(
    `insert into carrier_letter_versions (letter_id, version_no, snapshot, published_by)
     select l.id, l.published_version, jsonb_build_object('Title', l.ltr_title, 'Kind', l.ltr_kind, 'Carrier', l.ltr_carrier,
            'EffectiveFrom', l.ltr_effective_from, 'Ports', l.ltr_ports, 'Lines', l.ltr_lines, 'Body', l.ltr_body, 'Audience', l.ltr_audience), $2
       from carrier_letters l where l.id = $1`,
    [id, by],
  );
  return row!;
}

/** A withdrawn letter back to a draft (of its next version), before it is changed. */
export async function redraftLetterRow(q: Queryable, id: number): Promise<void> {
  await q.query('update carrier_letters set ltr_status = 0, ltr_withdraw_reason = null where id = $1 and ltr_status = 2', [id]);
}

export async function withdrawLetterRow(q: Queryable, id: number, reason: string): Promise<number> {
  const [row] = await q.query<{ version: number }>(
    `update carrier_letters set ltr_status = 2, ltr_withdraw_reason = $2, version = version + 1, updated_at = now() where id = $1 returning version`,
    [id, reason],
  );
  return row!.version;
}

export const letterEvent = (q: Queryable, id: number, action: string, by: string | null, versionNo = 0, reason: string | null = null) =>
  documentEvent(q, 'letter', id, action, by, versionNo, reason);

export const letterHistory = (q: Queryable, id: number) => documentHistory(q, 'letter', id);

/** The letter's published versions, newest first, each as it was published. */
export function letterVersions(q: Queryable, id: number) {
  return q.query<{ Version: number; PublishedAt: unknown; By: string; Title: string; EffectiveFrom: string; Ports: string[]; Body: string }>(
    `select v.version_no as "Version", v.published_at as "PublishedAt", coalesce(p.name, '') as "By", v.snapshot->>'Title' as "Title",
            v.snapshot->>'EffectiveFrom' as "EffectiveFrom", coalesce(array(select jsonb_array_elements_text(v.snapshot->'Ports')), '{}') as "Ports",
            v.snapshot->>'Body' as "Body"
       from carrier_letter_versions v left join employee_directory p on p.id = v.published_by where v.letter_id = $1 order by v.version_no desc`,
    [id],
  );
}

export function letterCompanies(q: Queryable, id: number) {
  return q.query<{ Id: number; Name: string; NameEn: string }>(
    `select c.id::int as "Id", c.name_zh as "Name", coalesce(nullif(c.name_en, ''), c.name_zh) as "NameEn" from carrier_letter_companies a join company_directory c on c.id = a.company_id
      where a.letter_id = $1 order by c.name_zh`,
    [id],
  );
}

export async function audienceCompanyIds(q: Queryable, id: number): Promise<string[]> {
  const rows = await q.query<{ id: string }>('select company_id::text as id from carrier_letter_companies where letter_id = $1', [id]);
  return rows.map((r) => r.id);
}

/** A company's PUBLIC published letters, newest first (the public sites). */
export function publicLetterRows(q: Queryable, companyId: string, limit: number) {
  return q.query<{ Id: number; Carrier: string; Title: string; Kind: string; EffectiveFrom: string; Body: string; PublishedAt: unknown }>(
    `select l.id::int as "Id", l.ltr_carrier as "Carrier", l.ltr_title as "Title", l.ltr_kind as "Kind", to_char(l.ltr_effective_from, 'YYYY-MM-DD') as "EffectiveFrom",
            l.ltr_body as "Body", l.published_at as "PublishedAt"
       from carrier_letters l where l.company_id = $1 and l.ltr_status = 1 and l.ltr_audience = 'PUBLIC' order by l.published_at desc, l.id desc limit $2`,
    [companyId, limit],
  );
}
