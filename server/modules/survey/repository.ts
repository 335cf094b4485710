import type { Audience, Answers, Question, SurveyStatus, Target } from '../../../src/domain/survey/survey';
import type { Queryable } from '../../db/types';

/** The surveys' SQL (issue 51): its own three tables, and the directories it reads people from. */

export interface SurveyRecord {
  id: number;
  audience: Audience;
  titleZh: string;
  titleEn: string;
  intro: string;
  questions: Question[];
  status: SurveyStatus;
  target: Target;
  targetIds: number[];
  version: number;
  updatedAt: string;
  sentAt: string | null;
  sent: number;
  answered: number;
}

const ISO = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const SELECT = `select s.id::int, s.audience, s.title_zh as "titleZh", s.title_en as "titleEn", s.intro, s.questions, s.status,
    s.target, s.target_ids::int[] as "targetIds", s.version, ${ISO('s.updated_at')} as "updatedAt", ${ISO('s.sent_at')} as "sentAt",
    (select count(*)::int from survey_recipients r where r.survey_id = s.id) as sent,
    (select count(*)::int from survey_recipients r where r.survey_id = s.id and r.answered_at is not null) as answered
  from surveys s`;

export async function surveysOf(q: Queryable, audience: Audience, search: string): Promise<SurveyRecord[]> {
  return q.query<SurveyRecord>(
    `${SELECT} where s.audience = $1 and ($2 = '' or s.title_zh ilike '%' || $2 || '%' or s.title_en ilike '%' || $2 || '%')
     order by s.updated_at desc, s.id desc`,
    [audience, search],
  );
}

export async function surveyOf(q: Queryable, id: number, lock = false): Promise<SurveyRecord | undefined> {
  if (lock) await q.query('select id from surveys where id = $1 for update', [id]);
  return (await q.query<SurveyRecord>(`${SELECT} where s.id = $1`, [id]))[0];
}

export interface SurveyFields {
  audience: Audience;
  titleZh: string;
  titleEn: string;
  intro: string;
  questions: Question[];
  target: Target;
  targetIds: number[];
}

export async function insertSurvey(q: Queryable, f: SurveyFields, by: string | null): Promise<number> {
  const [row] = await q.query<{ id: string }>(
    `insert into surveys (audience, title_zh, title_en, intro, questions, target, target_ids, created_by)
     values ($1, $2, $3, $4, $5::jsonb, $6, $7::bigint[], $8) returning id`,
    [f.audience, f.titleZh, f.titleEn, f.intro, JSON.stringify(f.questions), f.target, f.targetIds, by],
  );
  return Number(row!.id);
}

/** Writes a draft's fields when its version is the one read; false when it is not (or it is no draft). */
export async function updateDraft(q: Queryable, id: number, version: number, f: SurveyFields): Promise<boolean> {
  const rows = await q.query(
    `update surveys set title_zh = $3, title_en = $4, intro = $5, questions = $6::jsonb, target = $7, target_ids = $8::bigint[],
            version = version + 1, updated_at = now()
      where id = $1 and version = $2 and status = 'DRAFT' returning id`,
    [id, version, f.titleZh, f.titleEn, f.intro, JSON.stringify(f.questions), f.target, f.targetIds],
  );
  return rows.length > 0;
}

export async function setStatus(q: Queryable, id: number, status: SurveyStatus): Promise<number> {
  const stamp = status === 'OPEN' ? ', sent_at = now()' : status === 'CLOSED' ? ', closed_at = now()' : '';
  const [row] = await q.query<{ version: number }>(
    `update surveys set status = $2, version = version + 1, updated_at = now()${stamp} where id = $1 returning version`,
    [id, status],
  );
  return row!.version;
}

export async function deleteSurvey(q: Queryable, id: number): Promise<void> {
  await q.query('delete from surveys where id = $1', [id]);
}

export async function addEvent(q: Queryable, surveyId: number, kind: string, actorId: string | null, detail: object = {}): Promise<void> {
  await q.query('insert into survey_events (survey_id, kind, actor_id, detail) values ($1, $2, $3, $4::jsonb)', [
    surveyId,
    kind,
    actorId,
    JSON.stringify(detail),
  ]);
}

/** One person a survey goes to: their employee account, company and an address to write to ('' when none). */
export interface Person {
  employeeId: string;
  companyId: string;
  name: string;
  company: string;
  email: string;
}

const KIND: Record<Exclude<Audience, 'USER'>, string> = { CUSTOMER: 'customer', PROVIDER: 'provider' };

/**
 * The people of an audience, narrowed to the chosen companies or people: customers' and providers'
 * active employees of active companies of that kind; individual users (USER) each once, through the
 * first active employee account bound to them outside the platform.
 */
export async function audiencePeople(q: Queryable, audience: Audience, target: Target, ids: readonly number[]): Promise<Person[]> {
  const kinds = audience === 'USER' ? ['customer', 'provider'] : [KIND[audience]];
  const rows = await q.query<Person>(
    `select distinct on (${audience === 'USER' ? 'e.user_id' : 'e.id'}) e.id::text as "employeeId", e.company_id::text as "companyId",
            coalesce(nullif(e.name, ''), u.name, '') as name, c.name_zh as company,
            coalesce(nullif(e.email, ''), case when u.account like '%@%' then u.account end, '') as email
       from employee_directory e
       join company_directory c on c.id = e.company_id
       left join user_directory u on u.id = e.user_id
      where e.status = 'active' and c.status = 'active' and c.kind = any($1::text[])
        and ($2 <> 'USER' or (e.user_id is not null and u.status = 'active'))
        and ($3 = 'ALL' or ($3 = 'COMPANIES' and c.id = any($4::bigint[])) or ($3 = 'PEOPLE' and e.id = any($4::bigint[])))
      order by ${audience === 'USER' ? 'e.user_id, ' : ''}e.id`,
    [kinds, audience, target, ids],
  );
  return rows;
}

/** The companies of an audience (to choose from). */
export async function audienceCompanies(q: Queryable, audience: Audience): Promise<{ Id: number; Name: string }[]> {
  const kinds = audience === 'USER' ? ['customer', 'provider'] : [KIND[audience]];
  return q.query(`select id::int as "Id", name_zh as "Name" from company_directory where status = 'active' and kind = any($1::text[]) order by name_zh`, [
    kinds,
  ]);
}

export async function insertRecipients(q: Queryable, surveyId: number, people: readonly Person[]): Promise<void> {
  await q.query(
    `insert into survey_recipients (survey_id, employee_id, company_id)
     select $1, e, c from unnest($2::bigint[], $3::bigint[]) as t(e, c) on conflict do nothing`,
    [surveyId, people.map((p) => p.employeeId), people.map((p) => p.companyId)],
  );
}

export interface Receipt {
  answeredAt: string | null;
  answers: Answers | null;
}

/** This employee's copy of a survey, when it was sent to them. */
export async function receiptOf(q: Queryable, surveyId: number, employeeId: string, lock = false): Promise<Receipt | undefined> {
  const [row] = await q.query<Receipt>(
    `select ${ISO('answered_at')} as "answeredAt", answers from survey_recipients where survey_id = $1 and employee_id = $2${lock ? ' for update' : ''}`,
    [surveyId, employeeId],
  );
  return row;
}

export async function saveAnswers(q: Queryable, surveyId: number, employeeId: string, answers: Answers): Promise<string> {
  const [row] = await q.query<{ at: string }>(
    `update survey_recipients set answers = $3::jsonb, answered_at = now() where survey_id = $1 and employee_id = $2 returning ${ISO('answered_at')} as at`,
    [surveyId, employeeId, JSON.stringify(answers)],
  );
  return row!.at;
}

/** The answers received, oldest first, with who gave them (for the export). */
export async function answersOf(q: Queryable, surveyId: number): Promise<{ name: string; company: string; answeredAt: string; answers: Answers }[]> {
  return q.query(
    `select coalesce(e.name, '') as name, coalesce(c.name_zh, '') as company, ${ISO('r.answered_at')} as "answeredAt", r.answers
       from survey_recipients r
       left join employee_directory e on e.id = r.employee_id
       left join company_directory c on c.id = r.company_id
      where r.survey_id = $1 and r.answered_at is not null order by r.answered_at, r.employee_id`,
    [surveyId],
  );
}
