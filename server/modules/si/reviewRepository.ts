import type { SiRecord } from '../../../src/contract/si';
import { SI_STATUS } from '../../../src/domain/si/status';
import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { seesAll } from './repository';
import { postMessages } from '../messages/public';

/** SQL only: the review (decisions and the message to the submitter), the log, the desk's facts and the cockpit's figures. */

/**
 * Decides an SI awaiting review, guarded in the statement: an edit or deletion that landed
 * meanwhile is not decided unseen, nor is a version that moved on (the row lock orders the two).
 */
export async function decide(tx: Queryable, siId: string, status: number, reviewerId: string, version: number | undefined): Promise<boolean> {
  const decided = await tx.query(
    `update si_records set status = $2, reviewer_id = $3, reviewer_date = now(), updated_at = now(), version = version + 1
     where id = $1 and status = $4 and not deleted and ($5::int is null or version = $5) returning id`,
    [siId, status, reviewerId, SI_STATUS.SUBMITTED, version ?? null],
  );
  return decided.length > 0;
}

/** The message telling the submitter of a decision, linked to its SI. */
export async function insertDecisionMessage(
  tx: Queryable,
  m: { title: string; titleEn: string; description: string; senderId: string; employeeId: string; siId: string },
): Promise<string> {
  const [row] = await postMessages(tx, [
    { title: m.title, titleEn: m.titleEn, description: m.description, senderId: m.senderId, to: { employeeId: m.employeeId }, siId: m.siId },
  ]);
  return row!.id;
}

/** Remembers the version of an SI a reviewer opened: the last opening counts (051_si_review_opened.sql). */
export async function rememberOpened(db: Queryable, siId: string, employeeId: string, version: number): Promise<void> {
  await db.query(
    `insert into si_review_opened (si_id, employee_id, version) values ($1, $2, $3)
     on conflict (si_id, employee_id) do update set version = excluded.version, opened_at = now()`,
    [siId, employeeId, version],
  );
}

/** The version of the SI the reviewer last opened; none if they never opened it. */
export async function openedVersion(db: Queryable, siId: string, employeeId: string): Promise<number | undefined> {
  const [row] = await db.query<{ version: number }>('select version from si_review_opened where si_id = $1 and employee_id = $2', [siId, employeeId]);
  return row?.version;
}

export async function statusNow(db: Queryable, siId: string): Promise<{ status: number; version: number } | undefined> {
  const [row] = await db.query<{ status: number; version: number }>('select status, version from si_records where id = $1', [siId]);
  return row;
}

/** An SI's events with who acted, newest first. */
export async function siEvents(db: Queryable, siId: string) {
  return db.query<{ id: string; at: Date; type: string; detail: Record<string, unknown>; actor: string | null }>(
    `select e.id, e.at, e.type, e.detail, a.name as actor from si_events e left join employee_directory a on a.id = e.actor_id where e.si_id = $1 order by e.id desc`,
    [siId],
  );
}

export async function lastSubmittedAt(db: Queryable, siId: string): Promise<Date | undefined> {
  const [row] = await db.query<{ at: Date }>(`select at from si_events where si_id = $1 and type = 'v1.SiSubmitted' order by id desc limit 1`, [siId]);
  return row?.at;
}

/**
 * What the reviewer's desk compares the SI now with, and when it was last resubmitted: the content
 * at the last review decision (what the reviewer returned), kept in the first edit after it, so
 * every edit since counts, however many there were. Before any decision, the content the latest
 * edit replaced. Undefined when nothing was edited since (or ever); `previous` null when that
 * edit is older than migration 014, which kept no content.
 */
export async function changesSinceReview(db: Queryable, siId: string): Promise<{ at: Date; previous: SiRecord | null } | undefined> {
  const [decision] = await db.query<{ id: string | null }>(`select max(id) as id from si_events where si_id = $1 and type = 'v1.SiStatusChanged'`, [siId]);
  const decided = decision?.id ?? null;
  const edits = `from si_events where si_id = $1 and type = 'v1.SiModified' and id > coalesce($2::bigint, 0)`;
  const [row] = await db.query<{ at: Date | null; previous: SiRecord | null }>(
    `select (select at ${edits} order by id desc limit 1) as at,
            (select detail->'previous' ${edits} order by id ${decided === null ? 'desc' : 'asc'} limit 1) as previous`,
    [siId, decided],
  );
  return row?.at ? { at: row.at, previous: row.previous } : undefined;
}

/** The booking's active customer company and its active employees, admins first (staff making SIs for them). */
export async function customerPeople(db: Queryable, companyId: number) {
  const [company] = await db.query<{ id: string; code: string; name_zh: string }>(
    `select id, code, name_zh from company_directory where id = $1 and kind <> 'platform' and status = 'active'`,
    [companyId],
  );
  if (!company) return undefined;
  const people = await db.query<{ id: string; name: string }>(
    `select id, name from employee_directory where company_id = $1 and status = 'active' order by is_admin desc, name, id`,
    [company.id],
  );
  return { company, people };
}

/** An active employee of the active customer company with this id and code (whom staff submit for). */
export async function activeEmployeeOf(db: Queryable, companyId: number, companyCode: string, employeeId: number) {
  const [row] = await db.query<{ company_id: string; name: string }>(
    `select c.id as company_id, e.name from company_directory c join employee_directory e on e.company_id = c.id
     where c.id = $1 and upper(c.code) = upper($2) and e.id = $3 and c.kind <> 'platform' and c.status = 'active' and e.status = 'active'`,
    [companyId, companyCode, employeeId],
  );
  return row;
}

/** The cockpit's figures, scoped as every SI call is; `since` starts "today". */
export async function cockpitFigures(db: Queryable, actor: Actor, since: string) {
  const scope = [seesAll(actor), actor.companyId];
  const live = `not s.deleted and ($1::boolean or s.company_id = $2)`;
  const byCompany = await db.query<{ name: string; status: number; n: string }>(
    `select c.name_zh as name, s.status, count(*) as n from si_records s join company_directory c on c.id = s.company_id where ${live} group by c.name_zh, s.status order by c.name_zh, s.status`,
    scope,
  );
  const nearest = await db.query<{ id: string; no: string; name: string; cgo_id: string; deadline: Date | null }>(
    `select s.id, s.no, c.name_zh as name, s.cgo_id, b.deadline from si_records s join company_directory c on c.id = s.company_id join booking_facts b on b.cgo_id = s.cgo_id
     where ${live} and s.status = ${SI_STATUS.SUBMITTED} order by b.deadline nulls last, s.id limit 5`,
    scope,
  );
  const [today] = await db.query<{ approved: string; returned: string; submitted: string }>(
    `select count(*) filter (where e.type = 'v1.SiStatusChanged' and (e.detail->>'to')::int = ${SI_STATUS.APPROVED}) as approved,
            count(*) filter (where e.type = 'v1.SiStatusChanged' and (e.detail->>'to')::int = ${SI_STATUS.RETURNED}) as returned,
            count(*) filter (where e.type = 'v1.SiSubmitted') as submitted
     from si_events e join si_records s on s.id = e.si_id where ($1::boolean or s.company_id = $2) and e.at >= $3`,
    [...scope, since],
  );
  const [oldest] = await db.query<{ id: string; no: string; name: string; updated_at: Date }>(
    `select s.id, s.no, c.name_zh as name, s.updated_at from si_records s join company_directory c on c.id = s.company_id
     where ${live} and s.status = ${SI_STATUS.SUBMITTED} order by s.updated_at, s.id limit 1`,
    scope,
  );
  return { byCompany, nearest, today, oldest };
}
