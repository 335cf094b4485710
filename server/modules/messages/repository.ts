import type { MessageWire, SentMessageWire } from '../../../src/contract/admin';
import type { Queryable } from '../../db/types';
import type { Audience } from '../../live/hub';

// Messages, receipts and recipients: SQL only (who may send to whom, and sending once, are in service.ts).

/**
 * The messages a reader may read: their employee's ($1), their company's ($2), their user's ($3: the
 * session's individual user, null for a company-account session) and everyone's; not withdrawn,
 * not deleted by them. A user's message carries one read and delete mark for all of the user's
 * employees, so it reads the same whichever company account is current.
 */
export const VISIBLE = `from messages m
  join employee_directory me on me.id = $1
  left join lateral (
    select max(x.read_at) as read_at, max(x.deleted_at) as deleted_at from message_receipts x
    where x.message_id = m.id
      and (x.employee_id = $1 or (m.scope = 'user' and x.employee_id in (select o.id from employee_directory o where o.user_id = m.target_user_id)))
  ) r on true
  left join employee_directory s on s.id = m.send_id
  where m.withdrawn_at is null and r.deleted_at is null
    and (m.scope = 'global' or (m.scope = 'company' and m.target_company_id = $2) or (m.scope = 'employee' and m.target_employee_id = $1)
      or (m.scope = 'user' and m.target_user_id = $3::bigint))`;

/** The reader's parameters of VISIBLE: employee, company, the session's user. */
export type Reader = [employeeId: string, companyId: string, userId: string | null];

/**
 * Counted unread: not read, and not an announcement to a group (everyone, the company) sent before
 * this employee existed: new staff see the old announcements in their list, but do not start with
 * a pile of stale unread ones.
 */
const UNREAD = `(r.read_at is null and not (m.scope in ('global', 'company') and m.created_at < me.created_at))`;

const COMMON_COLUMNS = `m.scope as "Scope", m.created_at as "SentAt", r.read_at as "ReadAt", ${UNREAD} as "Unread", case when ${UNREAD} then 'unread' else 'read' end as "Read",
  m.si_id as "SiId", m.link_path as "LinkPath"`;

/**
 * A message as its reader reads it: what the system sends is stored in both languages and shown
 * in the reader's (Accept-Language, which the browser sets from the person's language setting).
 */
export const messageColumns = (lang: 'zh' | 'en') =>
  lang === 'en'
    ? `m.id as "Id", coalesce(m.title_en, m.title) as "Title", coalesce(m.description_en, m.description) as "Description", m.send_id as "SendId", coalesce(s.name, 'System') as "SenderName", s.name as "SenderNameBare", ${COMMON_COLUMNS}`
    : `m.id as "Id", m.title as "Title", m.description as "Description", m.send_id as "SendId", coalesce(s.name, '系统') as "SenderName", s.name as "SenderNameBare", ${COMMON_COLUMNS}`;

export type MessageRow = Omit<MessageWire, 'SentAt' | 'ReadAt' | 'SiId' | 'LinkPath'> & {
  SentAt: Date;
  ReadAt: Date | null;
  Read: string;
  SiId: string | number | null;
  LinkPath?: string | null;
};

export const unreadCount = async (db: Queryable, reader: Reader) =>
  Number((await db.query<{ n: string }>(`select count(*) as n ${VISIBLE} and ${UNREAD}`, reader))[0]!.n);

export const unreadIds = async (db: Queryable, reader: Reader) =>
  (await db.query<{ id: string }>(`select m.id ${VISIBLE} and ${UNREAD}`, reader)).map((r) => Number(r.id));

export async function readerMessage(db: Queryable, reader: Reader, lang: 'zh' | 'en', messageId: number): Promise<MessageRow | undefined> {
  const [row] = await db.query<MessageRow>(`select ${messageColumns(lang)} ${VISIBLE} and m.id = $4`, [...reader, messageId]);
  return row;
}

export async function visibleIds(db: Queryable, reader: Reader, ids: number[]): Promise<Set<number>> {
  const rows = await db.query<{ id: string }>(`select m.id ${VISIBLE} and m.id = any($4::bigint[])`, [...reader, ids]);
  return new Set(rows.map((r) => Number(r.id)));
}

export async function markRead(db: Queryable, employeeId: string, ids: number[]): Promise<void> {
  await db.query(
    `insert into message_receipts (message_id, employee_id, read_at) select unnest($2::bigint[]), $1, now()
     on conflict (message_id, employee_id) do update set read_at = coalesce(message_receipts.read_at, excluded.read_at)`,
    [employeeId, ids],
  );
}

export async function markDeleted(db: Queryable, employeeId: string, ids: number[]): Promise<void> {
  await db.query(
    `insert into message_receipts (message_id, employee_id, deleted_at) select unnest($2::bigint[]), $1, now()
     on conflict (message_id, employee_id) do update set deleted_at = now()`,
    [employeeId, ids],
  );
}

// --- recipients: `everyone` (the platform) reaches every company, others their own ($2) ---

export const recipientEmployees = (db: Queryable, everyone: boolean, companyId: string) =>
  db.query<{ id: string; name: string; company: string }>(
    `select e.id, e.name, c.name_zh as company from employee_directory e join company_directory c on c.id = e.company_id
     where e.status = 'active' and ($1::boolean or e.company_id = $2) order by c.id = $2 desc, c.name_zh, e.name limit 1000`,
    [everyone, companyId],
  );

export const recipientCompanies = (db: Queryable, everyone: boolean, companyId: string) =>
  db.query<{ id: string; name_zh: string }>(
    `select id, name_zh from company_directory where status = 'active' and ($1::boolean or id = $2) order by id = $2 desc, name_zh limit 1000`,
    [everyone, companyId],
  );

/** People (users) across their company accounts. */
export const recipientUsers = (db: Queryable) =>
  db.query<{ id: string; name: string; account: string; companies: string }>(
    `select u.id, u.name, u.account, string_agg(c.name_zh, '、' order by c.name_zh) as companies
     from user_directory u join employee_directory e on e.user_id = u.id and e.status = 'active' join company_directory c on c.id = e.company_id
     where u.status = 'active' group by u.id, u.name, u.account order by u.account limit 1000`,
  );

export const activeUser = async (db: Queryable, userId: number) =>
  (await db.query<{ id: string }>(`select id from user_directory where id = $1 and status = 'active'`, [userId]))[0];

export const reachableEmployee = async (db: Queryable, employeeId: number, everyone: boolean, companyId: string) =>
  (
    await db.query<{ id: string }>(`select id from employee_directory where id = $1 and status = 'active' and ($2::boolean or company_id = $3)`, [
      employeeId,
      everyone,
      companyId,
    ])
  )[0];

export const reachableCompany = async (db: Queryable, target: number, everyone: boolean, companyId: string) =>
  (await db.query<{ id: string }>(`select id from company_directory where id = $1 and ($2::boolean or id = $3)`, [target, everyone, companyId]))[0];

/** How many people a message to everyone reaches: a person with several company accounts is one; a company account without a user is one. */
export const globalReach = async (db: Queryable) =>
  Number(
    (
      await db.query<{ n: string }>(
        `select count(distinct coalesce('u' || e.user_id::text, 'e' || e.id::text)) as n
         from employee_directory e join company_directory c on c.id = e.company_id where e.status = 'active' and c.status = 'active'`,
      )
    )[0]!.n,
  );

// --- storing a message once per key ---

export interface StoredMessage {
  title: string;
  description: string;
  audience: Audience;
  senderId: string;
  key: string | null;
  fingerprint: string | null;
}

/** The new message's id; none when the sender already stored one with this key (the unique index decides). */
export async function insertMessageOnce(db: Queryable, m: StoredMessage): Promise<number | undefined> {
  const a = m.audience;
  const [made] = await db.query<{ id: string }>(
    `insert into messages (title, description, send_id, scope, target_employee_id, target_company_id, target_user_id, idempotency_key, request_fingerprint)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (send_id, idempotency_key) where idempotency_key is not null do nothing returning id`,
    [
      m.title,
      m.description,
      m.senderId,
      a.scope,
      a.scope === 'employee' ? a.employeeId : null,
      a.scope === 'company' ? a.companyId : null,
      a.scope === 'user' ? a.userId : null,
      m.key,
      m.fingerprint,
    ],
  );
  return made ? Number(made.id) : undefined;
}

export async function messageByKey(db: Queryable, senderId: string, key: string | null) {
  const [prior] = await db.query<{ id: string; request_fingerprint: string | null }>(
    'select id, request_fingerprint from messages where send_id = $1 and idempotency_key = $2',
    [senderId, key],
  );
  return prior;
}

/** Whether a global message still out was withdrawn. */
export const withdrawGlobal = async (db: Queryable, id: number) =>
  (await db.query(`update messages set withdrawn_at = now() where id = $1 and scope = 'global' and withdrawn_at is null returning id`, [id])).length > 0;

// --- what was sent ---

export const SENT_COLUMNS = `m.id as "Id", m.title as "Title", m.description as "Description", m.scope as "Scope",
    coalesce(te.name, case when tu.id is not null then coalesce(nullif(tu.name, ''), tu.account) end, tc.name_zh, '全部用户') as "To",
    coalesce(s.name, '系统') as "SenderName", s.name as "SenderNameBare", m.created_at as "SentAt", m.withdrawn_at as "WithdrawnAt",
    (select count(*) from message_receipts r where r.message_id = m.id and r.read_at is not null) as "Readers"
    from messages m left join employee_directory s on s.id = m.send_id left join employee_directory te on te.id = m.target_employee_id left join company_directory tc on tc.id = m.target_company_id
      left join user_directory tu on tu.id = m.target_user_id`;

export type SentRow = Omit<SentMessageWire, 'SentAt' | 'WithdrawnAt'> & { SentAt: Date; WithdrawnAt: Date | null; SenderNameBare?: string | null };
