import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../../../src/contract/access';
import { ok } from '../../../src/contract/envelope';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { MessageWire, SentMessageWire } from '../../../src/contract/admin';
import type { Db, Queryable } from '../../db/types';
import { defineList } from '../../http/lists';
import { badField, forbidden, notFound } from '../../http/replies';
import { id, idList, object, oneOf, text } from '../../http/schema';
import type { Audience, LiveHub } from '../../live/hub';
import type { Actor } from '../access/grants';

/**
 * The messages a reader may read: their employee's ($1), their company's ($2), their user's ($3: the
 * session's individual user, null for a company-account session) and everyone's; not withdrawn,
 * not deleted by them. A user's message carries one read and delete mark for all of the user's
 * employees, so it reads the same whichever company account is current.
 */
const VISIBLE = `from messages m
  join employees me on me.id = $1
  left join lateral (
    select max(x.read_at) as read_at, max(x.deleted_at) as deleted_at from message_receipts x
    where x.message_id = m.id
      and (x.employee_id = $1 or (m.scope = 'user' and x.employee_id in (select o.id from employees o where o.user_id = m.target_user_id)))
  ) r on true
  left join employees s on s.id = m.send_id
  where m.withdrawn_at is null and r.deleted_at is null
    and (m.scope = 'global' or (m.scope = 'company' and m.target_company_id = $2) or (m.scope = 'employee' and m.target_employee_id = $1)
      or (m.scope = 'user' and m.target_user_id = $3::bigint))`;

/**
 * Counted unread: not read, and not an announcement to a group (everyone, the company) sent before
 * this employee existed: new staff see the old announcements in their list, but do not start with
 * a pile of stale unread ones.
 */
const UNREAD = `(r.read_at is null and not (m.scope in ('global', 'company') and m.created_at < me.created_at))`;

const MESSAGE_COLUMNS = `m.id as "Id", m.title as "Title", m.description as "Description", m.send_id as "SendId", coalesce(s.name, '系统') as "SenderName",
  m.scope as "Scope", m.created_at as "SentAt", r.read_at as "ReadAt", ${UNREAD} as "Unread", case when ${UNREAD} then 'unread' else 'read' end as "Read"`;

type MessageRow = Omit<MessageWire, 'SentAt' | 'ReadAt'> & { SentAt: Date; ReadAt: Date | null; Read: string };
const present = (r: MessageRow): MessageWire => ({
  Id: Number(r.Id), Title: r.Title, Description: r.Description, SendId: r.SendId === null ? null : Number(r.SendId), SenderName: r.SenderName,
  Scope: r.Scope, SentAt: new Date(r.SentAt).toISOString(), ReadAt: r.ReadAt ? new Date(r.ReadAt).toISOString() : null, Unread: !!r.Unread,
});

/** The reader's parameters of VISIBLE: employee, company, the session's user. */
const readerOf = (request: FastifyRequest) => [request.actor!.id, request.actor!.companyId, request.auth?.userId ?? null];

async function visibleIds(db: Queryable, request: FastifyRequest, ids: number[]): Promise<Set<number>> {
  const rows = await db.query<{ id: string }>(`select m.id ${VISIBLE} and m.id = any($4::bigint[])`, [...readerOf(request), ids]);
  return new Set(rows.map((r) => Number(r.id)));
}

async function markRead(db: Queryable, actor: Actor, ids: number[]): Promise<void> {
  await db.query(
    `insert into message_receipts (message_id, employee_id, read_at) select unnest($2::bigint[]), $1, now()
     on conflict (message_id, employee_id) do update set read_at = coalesce(message_receipts.read_at, excluded.read_at)`,
    [actor.id, ids],
  );
}

const messageText = { Title: text(100, 1), Description: text(4000) };

/** The reader's messages, the unread count, sending (to an employee, a company, everyone) and withdrawing. */
export function messageRoutes(app: FastifyInstance, db: Db, hub: LiveHub): void {
  const mine = { config: { auth: 'employee' as const } };

  app.get(ENDPOINTS.unreadMessageCount, mine, async (request) => {
    const [row] = await db.query<{ n: string }>(`select count(*) as n ${VISIBLE} and ${UNREAD}`, readerOf(request));
    return ok(Number(row!.n));
  });

  // Spec §7: query `id`; reading it marks it read. `Peek` (the arrival toast) reads without marking.
  app.get(ENDPOINTS.messageDetail, { ...mine, schema: { querystring: object({ id, Peek: { type: 'boolean' } }, ['id']) } }, async (request, reply) => {
    const actor = request.actor!;
    const { id: messageId, Peek } = request.query as { id: number; Peek?: boolean };
    const [row] = await db.query<MessageRow>(`select ${MESSAGE_COLUMNS} ${VISIBLE} and m.id = $4`, [...readerOf(request), messageId]);
    if (!row) return notFound(reply, 'message');
    if (Peek) return ok(present(row));
    if (!row.ReadAt) await markRead(db, actor, [messageId]);
    return ok(present({ ...row, ReadAt: row.ReadAt ?? new Date(), Unread: false }));
  });

  defineList<MessageRow, MessageWire>(app, db, {
    path: ENDPOINTS.messageList,
    title: 'messages',
    base: (_actor, request) => ({ sql: `select ${MESSAGE_COLUMNS} ${VISIBLE}`, params: readerOf(request) }),
    columns: [
      { key: 'Title', filter: 'text', sortable: true },
      { key: 'SenderName', filter: 'text', sortable: true },
      { key: 'Read', filter: 'exact', values: ['read', 'unread'] },
      { key: 'Scope', filter: 'exact', values: ['employee', 'company', 'user', 'global'] },
      { key: 'SentAt', sortable: true },
    ],
    order: 't."SentAt" desc, t."Id" desc',
    present,
    sheet: [
      { header: '标题 Title', value: (r) => r.Title, width: 40 },
      { header: '内容 Description', value: (r) => r.Description, width: 60 },
      { header: '发送人 Sender', value: (r) => r.SenderName },
      { header: '发送时间 SentAt', value: (r) => r.SentAt, width: 24 },
      { header: '已读 ReadAt', value: (r) => r.ReadAt, width: 24 },
      { header: '未读 Unread', value: (r) => (r.Unread ? '未读 unread' : '') },
    ],
  });

  const idsBody = { schema: { body: object({ Ids: { ...idList, minItems: 1 } }, ['Ids']) }, ...mine };
  for (const [path, act] of [[ENDPOINTS.messageMarkRead, 'read'], [ENDPOINTS.messageDelete, 'delete']] as const) {
    app.post<{ Body: { Ids: number[] } }>(path, idsBody, async (request, reply) => {
      const actor = request.actor!;
      const visible = await visibleIds(db, request, request.body.Ids);
      const stray = request.body.Ids.find((i) => !visible.has(i));
      if (stray) return notFound(reply, `message ${stray}`); // not yours: as if absent
      if (act === 'read') await markRead(db, actor, request.body.Ids);
      else {
        await db.query(
          `insert into message_receipts (message_id, employee_id, deleted_at) select unnest($2::bigint[]), $1, now()
           on conflict (message_id, employee_id) do update set deleted_at = now()`,
          [actor.id, request.body.Ids],
        );
      }
      return ok(null);
    });
  }

  app.post(ENDPOINTS.messageMarkAllRead, mine, async (request) => {
    const actor = request.actor!;
    const rows = await db.query<{ id: string }>(`select m.id ${VISIBLE} and ${UNREAD}`, readerOf(request));
    if (rows.length) await markRead(db, actor, rows.map((r) => Number(r.id)));
    return ok(rows.length);
  });

  // --- sending ---
  app.get(ENDPOINTS.messageRecipients, { config: { access: ACCESS.messageSentRead } }, async (request) => {
    const actor = request.actor!;
    const everyone = actor.companyKind === 'platform';
    const employees = await db.query<{ id: string; name: string; company: string }>(
      `select e.id, e.name, c.name_zh as company from employees e join companies c on c.id = e.company_id
       where e.status = 'active' and ($1::boolean or e.company_id = $2) order by c.id = $2 desc, c.name_zh, e.name limit 1000`,
      [everyone, actor.companyId],
    );
    const companies = await db.query<{ id: string; name_zh: string }>(
      `select id, name_zh from companies where status = 'active' and ($1::boolean or id = $2) order by id = $2 desc, name_zh limit 1000`,
      [everyone, actor.companyId],
    );
    // people (users) across their company accounts: the platform's to message
    const users = everyone
      ? await db.query<{ id: string; name: string; account: string; companies: string }>(
          `select u.id, u.name, u.account, string_agg(c.name_zh, '、' order by c.name_zh) as companies
           from users u join employees e on e.user_id = u.id and e.status = 'active' join companies c on c.id = e.company_id
           where u.status = 'active' group by u.id order by u.account limit 1000`,
        )
      : [];
    return ok({
      Employees: employees.map((e) => ({ Id: Number(e.id), Name: e.name, CompanyName: e.company })),
      Companies: companies.map((c) => ({ Id: Number(c.id), Name: c.name_zh })),
      Users: users.map((u) => ({ Id: Number(u.id), Name: u.name || u.account, Account: u.account, Companies: u.companies })),
    });
  });

  type SendBody = { Title: string; Description?: string; To: 'employee' | 'company' | 'user'; EmployeeId?: number; CompanyId?: number; UserId?: number };
  app.post<{ Body: SendBody }>(
    ENDPOINTS.messageSend,
    { schema: { body: object({ ...messageText, To: oneOf('employee', 'company', 'user'), EmployeeId: id, CompanyId: id, UserId: id }, ['Title', 'To']) }, config: { access: ACCESS.messageSend } },
    async (request, reply) => {
      const actor = request.actor!;
      const b = request.body;
      const everyone = actor.companyKind === 'platform';
      let audience: Audience;
      if (b.To === 'user') {
        // a user's message reaches all of their company accounts, other companies' included: the platform's call
        if (!everyone) return forbidden(reply, 'Only platform staff message a person across all of their company accounts; send to the employee instead.');
        if (!b.UserId) return badField(reply, '/UserId', 'is required when sending to a user');
        const [u] = await db.query<{ id: string }>(`select id from users where id = $1 and status = 'active'`, [b.UserId]);
        if (!u) return notFound(reply, 'user');
        audience = { scope: 'user', userId: String(u.id) };
      } else if (b.To === 'employee') {
        if (!b.EmployeeId) return badField(reply, '/EmployeeId', 'is required when sending to an employee');
        const [e] = await db.query<{ id: string }>(`select id from employees where id = $1 and status = 'active' and ($2::boolean or company_id = $3)`, [b.EmployeeId, everyone, actor.companyId]);
        if (!e) return notFound(reply, 'employee');
        audience = { scope: 'employee', employeeId: e.id };
      } else {
        const target = b.CompanyId ?? Number(actor.companyId);
        const [c] = await db.query<{ id: string }>(`select id from companies where id = $1 and ($2::boolean or id = $3)`, [target, everyone, actor.companyId]);
        if (!c) return notFound(reply, 'company');
        audience = { scope: 'company', companyId: c.id };
      }
      const [row] = await db.query<{ id: string }>(
        `insert into messages (title, description, send_id, scope, target_employee_id, target_company_id, target_user_id) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [
          b.Title.trim(), b.Description ?? '', actor.id, audience.scope,
          audience.scope === 'employee' ? audience.employeeId : null, audience.scope === 'company' ? audience.companyId : null, audience.scope === 'user' ? audience.userId : null,
        ],
      );
      await hub.publish(audience, { type: 'message', Id: Number(row!.id), Title: b.Title.trim() });
      return ok({ Id: Number(row!.id) });
    },
  );

  const SENT_COLUMNS = `m.id as "Id", m.title as "Title", m.description as "Description", m.scope as "Scope",
    coalesce(te.name, case when tu.id is not null then coalesce(nullif(tu.name, ''), tu.account) end, tc.name_zh, '全部用户') as "To",
    coalesce(s.name, '系统') as "SenderName", m.created_at as "SentAt", m.withdrawn_at as "WithdrawnAt",
    (select count(*) from message_receipts r where r.message_id = m.id and r.read_at is not null) as "Readers"
    from messages m left join employees s on s.id = m.send_id left join employees te on te.id = m.target_employee_id left join companies tc on tc.id = m.target_company_id
      left join users tu on tu.id = m.target_user_id`;
  type SentRow = Omit<SentMessageWire, 'SentAt' | 'WithdrawnAt'> & { SentAt: Date; WithdrawnAt: Date | null };
  const presentSent = (r: SentRow): SentMessageWire => ({
    ...r, Id: Number(r.Id), Readers: Number(r.Readers), SentAt: new Date(r.SentAt).toISOString(), WithdrawnAt: r.WithdrawnAt ? new Date(r.WithdrawnAt).toISOString() : null,
  });
  const sentSheet = [
    { header: '标题 Title', value: (r: SentMessageWire) => r.Title, width: 40 },
    { header: '接收人 To', value: (r: SentMessageWire) => r.To },
    { header: '发送人 Sender', value: (r: SentMessageWire) => r.SenderName },
    { header: '发送时间 SentAt', value: (r: SentMessageWire) => r.SentAt, width: 24 },
    { header: '已读人数 Readers', value: (r: SentMessageWire) => r.Readers },
    { header: '撤回时间 WithdrawnAt', value: (r: SentMessageWire) => r.WithdrawnAt, width: 24 },
  ];
  const sentColumns = [
    { key: 'Title', filter: 'text' as const, sortable: true },
    { key: 'To', filter: 'text' as const },
    { key: 'SenderName', filter: 'text' as const },
    { key: 'SentAt', sortable: true },
  ];

  defineList<SentRow, SentMessageWire>(app, db, {
    path: ENDPOINTS.messageSentList,
    access: ACCESS.messageSentRead,
    exportAccess: ACCESS.messageSentRead,
    title: 'sent-messages',
    // what this company's people sent to employees and companies
    base: (actor) => ({ sql: `select ${SENT_COLUMNS} where m.scope <> 'global' and s.company_id = $1`, params: [actor.companyId] }),
    columns: sentColumns,
    order: 't."Id" desc',
    present: presentSent,
    sheet: sentSheet,
  });

  app.post<{ Body: { Title: string; Description?: string } }>(
    ENDPOINTS.globalMessageSend,
    { schema: { body: object(messageText, ['Title']) }, config: { access: ACCESS.globalMessageSend } },
    async (request) => {
      const [row] = await db.query<{ id: string }>(
        `insert into messages (title, description, send_id, scope) values ($1, $2, $3, 'global') returning id`,
        [request.body.Title.trim(), request.body.Description ?? '', request.actor!.id],
      );
      await hub.publish({ scope: 'global' }, { type: 'send', Id: Number(row!.id), Title: request.body.Title.trim() });
      return ok({ Id: Number(row!.id) });
    },
  );

  defineList<SentRow, SentMessageWire>(app, db, {
    path: ENDPOINTS.globalMessageList,
    access: ACCESS.globalMessageRead,
    exportAccess: ACCESS.globalMessageRead,
    title: 'global-messages',
    base: () => ({ sql: `select ${SENT_COLUMNS} where m.scope = 'global'`, params: [] }),
    columns: sentColumns,
    order: 't."Id" desc',
    present: presentSent,
    sheet: sentSheet,
  });

  app.post<{ Body: { Id: number } }>(
    ENDPOINTS.globalMessageWithdraw,
    { schema: { body: object({ Id: id }, ['Id']) }, config: { access: ACCESS.globalMessageWithdraw } },
    async (request, reply) => {
      const rows = await db.query(`update messages set withdrawn_at = now() where id = $1 and scope = 'global' and withdrawn_at is null returning id`, [request.body.Id]);
      if (!rows.length) return notFound(reply, 'global message that is still out');
      return ok(null);
    },
  );
}
