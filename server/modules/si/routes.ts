import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS } from '../../../src/contract/access';
import { fail, ok } from '../../../src/contract/envelope';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { SiProblem, SiRecord, SiSubmission } from '../../../src/contract/si';
import { checkModification, checkSubmission } from '../../../src/domain/si/check';
import type { SiLang } from '../../../src/domain/si/messages';
import { REVIEW_DECISIONS, SI_STATUS, statusText } from '../../../src/domain/si/status';
import { boxSummary, formatSiNo } from '../../../src/domain/si/summary';
import type { Db, Queryable } from '../../db/types';
import { defineList } from '../../http/lists';
import { badField, notFound } from '../../http/replies';
import { id, object, text } from '../../http/schema';
import type { LiveHub } from '../../live/hub';
import type { Actor } from '../access/grants';
import { requestLanguage } from '../../http/language';
import { appendEvent, bookingFor, insertSi, lockBooking, normalized, presentSi, referenceCodes, seesAll, siFor, usedContainers, type SiMaker } from './repository';
import { siRecordSchema, submissionSchema } from './schema';
import { siMakeRoutes } from './makeRoutes';
import { siTemplateRoutes } from './templateRoutes';

const { EmployeeId: _e, COMPANYID: _c, COMPANYCODE: _cc, ...ownProps } = submissionSchema.properties;
const ownSubmission = { ...submissionSchema, properties: ownProps };
const onBehalfSubmission = { ...submissionSchema, required: [...submissionSchema.required, 'EmployeeId', 'COMPANYID', 'COMPANYCODE'] };
const IDEMPOTENCY = /^[A-Za-z0-9._:-]{8,100}$/;

const refuseCheck = (reply: FastifyReply, problems: SiProblem[], lang: SiLang) => {
  const first = problems.slice(0, 3).map((p) => `${p.Path} ${p.Message}`).join(' ');
  const message = lang === 'zh' ? `提单检查发现 ${problems.length} 个问题：${first}` : `The SI check found ${problems.length} problem(s): ${first}`;
  return reply.status(400).send(fail(message, problems));
};
const languageOf = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);
/** A refusal in the language the request asked for (Chinese by default). */
const say = (lang: SiLang, zh: string, en: string) => (lang === 'en' ? en : zh);
const finalStatus = (lang: SiLang, status: number) =>
  say(lang, `此SI${statusText(status, 'zh')}，不能再修改。`, `This SI is ${statusText(status, 'en').toLowerCase()}: it cannot be changed any more.`);
/** A unique SI number clashed (a number taken outside the sequence): the batch was rolled back whole. */
const numberClash = (e: unknown) => /si_records_no/.test(String((e as Error)?.message ?? ''));

/** Shipping instructions: source data, the check, creation (idempotent), modification, review, logs, templates. */
export function siRoutes(app: FastifyInstance, db: Db, hub: LiveHub): void {
  app.get(ENDPOINTS.siSourceData, { schema: { querystring: object({ CGO_ID: text(60, 1) }, ['CGO_ID']) }, config: { access: ACCESS.siRead } }, async (request, reply) => {
    const booking = await bookingFor(db, request.actor!, (request.query as { CGO_ID: string }).CGO_ID);
    return booking ? ok({ ...booking, UsedContainers: await usedContainers(db, booking.CGO_ID) }) : notFound(reply, 'booking');
  });

  defineList<Record<string, unknown>, Record<string, unknown>>(app, db, {
    path: ENDPOINTS.siBookingList,
    access: ACCESS.siRead,
    exportAccess: ACCESS.siRead,
    title: 'bookings',
    base: (actor) => ({
      sql: `select b.cgo_id as "CGO_ID", b.mbl_no as "MBL_NO", c.name_zh as "CompanyName", b.carrier as "CARRIER", b.vessel as "VESSEL", b.voyage as "VOYAGE",
              b.loading_code as "LOADING_CODE", b.discharge_code as "DISCHARGE_CODE", b.sailing_date as "SAILINGDATE", b.deadline as "DEADLINE", b.containers as "Containers",
              (select count(*) from si_records s where s.cgo_id = b.cgo_id and not s.deleted) as "SIs"
            from bookings b join companies c on c.id = b.company_id where ($1::boolean or b.company_id = $2)`,
      params: [seesAll(actor), actor.companyId],
    }),
    columns: [
      { key: 'CGO_ID', filter: 'text', sortable: true },
      { key: 'MBL_NO', filter: 'text', sortable: true },
      { key: 'VESSEL', filter: 'text', sortable: true },
      { key: 'DEADLINE', sortable: true },
    ],
    order: 't."DEADLINE" nulls last, t."CGO_ID"',
    present: (r) => ({ ...r, SIs: Number(r.SIs), SAILINGDATE: r.SAILINGDATE ? new Date(r.SAILINGDATE as string).toISOString().slice(0, 10) : '', DEADLINE: r.DEADLINE ? new Date(r.DEADLINE as string).toISOString().slice(0, 10) : '' }),
    sheet: [
      { header: 'CGO_ID', value: (r) => r.CGO_ID as string },
      { header: 'MBL_NO', value: (r) => r.MBL_NO as string },
      { header: '船名 Vessel', value: (r) => r.VESSEL as string },
      { header: '航次 Voyage', value: (r) => r.VOYAGE as string },
      { header: '截单 Deadline', value: (r) => r.DEADLINE as string },
    ],
  });

  // The check on drafts: changes nothing; SITYPE 3 records are only ever checked.
  app.post<{ Body: SiSubmission }>(ENDPOINTS.siCheck, { schema: { body: ownSubmission }, config: { access: ACCESS.siRead } }, async (request, reply) => {
    const booking = await bookingFor(db, request.actor!, request.body.CGO_ID);
    if (!booking) return notFound(reply, 'booking');
    const used = await usedContainers(db, booking.CGO_ID);
    return ok(checkSubmission(request.body.TDBLInfos, booking, { ...(await referenceCodes(db)), used, lang: languageOf(request) }));
  });

  async function create(request: FastifyRequest, reply: FastifyReply, body: SiSubmission, companyId: string | undefined, maker: SiMaker, via: string) {
    const actor = request.actor!;
    const key = request.headers['idempotency-key'];
    if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY.test(key))) {
      return reply.status(400).send(fail('The Idempotency-Key header takes 8 to 100 letters, digits, dots, colons, dashes or underscores.'));
    }
    // own submissions are for the actor's own company's bookings; staff submit for a customer with PTAdd
    const booking = await bookingFor(db, actor, body.CGO_ID, companyId ?? actor.companyId);
    if (!booking) return notFound(reply, 'booking');
    if (body.Num !== body.TDBLInfos.length) return badField(reply, '/Num', `says ${body.Num} SIs, but ${body.TDBLInfos.length} came`);
    const replay = async (q: Queryable) =>
      key ? (await q.query<{ si_ids: number[] }>('select si_ids from si_submissions where company_id = $1 and idempotency_key = $2', [booking.CompanyId, key]))[0] : undefined;
    const done = await replay(db);
    if (done) return ok({ Ids: done.si_ids, Replayed: true });
    const lang = languageOf(request);
    const known = await referenceCodes(db);
    const toCreate = body.TDBLInfos.filter((r) => r.TBI_SITYPE !== 3); // validate-only records are never created
    try {
      const outcome = await db.transaction(async (tx): Promise<{ ids: number[]; replayed?: true } | { problems: SiProblem[] }> => {
        // one at a time per booking: the containers the SIs before this one use are settled
        await lockBooking(tx, booking.CGO_ID);
        const raced = await replay(tx);
        if (raced) return { ids: raced.si_ids, replayed: true };
        const problems = checkSubmission(body.TDBLInfos, booking, { ...known, lang, used: await usedContainers(tx, booking.CGO_ID) });
        if (problems.length) return { problems };
        const made: number[] = [];
        for (const r of toCreate) made.push(Number(await insertSi(tx, maker, String(booking.CompanyId), booking.CGO_ID, { ...r, TBI_CGO_ID: booking.CGO_ID }, via)));
        if (key) await tx.query('insert into si_submissions (company_id, idempotency_key, si_ids) values ($1, $2, $3)', [booking.CompanyId, key, JSON.stringify(made)]);
        return { ids: made };
      });
      if ('problems' in outcome) return refuseCheck(reply, outcome.problems, lang);
      return ok({ Ids: outcome.ids, Replayed: outcome.replayed ?? false });
    } catch (e) {
      if (numberClash(e)) {
        return reply.status(503).send(fail(say(lang, 'SI编号被占用，本次提交未创建任何SI。请再次提交，会取得新编号。', 'An SI number was already taken, so nothing of this submission was created. Send it again: it gets new numbers.')));
      }
      // the same key raced in (for another booking): the other submission won, answer what it made
      if (key && /unique|duplicate/i.test(String((e as Error).message))) {
        const won = await replay(db);
        if (won) return ok({ Ids: won.si_ids, Replayed: true });
      }
      throw e;
    }
  }

  app.post<{ Body: SiSubmission }>(ENDPOINTS.siAdd, { schema: { body: ownSubmission }, config: { access: ACCESS.siSubmit } }, (request, reply) =>
    create(request, reply, request.body, undefined, { actorId: request.actor!.id, ownerId: request.actor!.id }, 'own'),
  );

  type OnBehalf = SiSubmission & { EmployeeId: number; COMPANYID: number; COMPANYCODE: string };
  // The SIs belong to the customer's employee (they see them as theirs and hear of the review);
  // the staff member who entered them is the actor of every event, on behalf of that employee.
  app.post<{ Body: OnBehalf }>(ENDPOINTS.siAddOnBehalf, { schema: { body: onBehalfSubmission }, config: { access: ACCESS.siOnBehalf } }, async (request, reply) => {
    const b = request.body;
    const [employee] = await db.query<{ company_id: string; name: string }>(
      `select c.id as company_id, e.name from companies c join employees e on e.company_id = c.id
       where c.id = $1 and upper(c.code) = upper($2) and e.id = $3 and c.kind <> 'platform' and c.status = 'active' and e.status = 'active'`,
      [b.COMPANYID, b.COMPANYCODE, b.EmployeeId],
    );
    if (!employee) return notFound(reply, 'active employee of that company');
    const { EmployeeId: _e, COMPANYID: _c, COMPANYCODE: _cc, ...submission } = b;
    const maker: SiMaker = { actorId: request.actor!.id, ownerId: String(b.EmployeeId), onBehalfOf: { EmployeeId: b.EmployeeId, Name: employee.name } };
    return create(request, reply, submission, employee.company_id, maker, 'on behalf');
  });

  // The whole record; editing and resubmitting forces STATUS back to 1.
  app.post<{ Body: SiRecord }>(ENDPOINTS.siModify, { schema: { body: { ...siRecordSchema, required: [...siRecordSchema.required, 'Id'] } }, config: { access: ACCESS.siSubmit } }, async (request, reply) => {
    const actor = request.actor!;
    const row = await siFor(db, actor, request.body.Id!);
    if (!row) return notFound(reply, 'SI');
    if (row.status === SI_STATUS.APPROVED || row.status === SI_STATUS.CANCELLED) {
      return reply.status(400).send(fail(finalStatus(languageOf(request), row.status)));
    }
    const booking = await bookingFor(db, actor, row.cgo_id, row.company_id);
    if (!booking) return notFound(reply, 'booking');
    const lang = languageOf(request);
    const known = await referenceCodes(db);
    const next = { ...request.body, TBI_SITYPE: row.sitype as 1 | 2 };
    const r = normalized({ ...next, TBI_CGO_ID: row.cgo_id });
    const outcome = await db.transaction(async (tx): Promise<{ problems?: SiProblem[]; final?: number }> => {
      await lockBooking(tx, row.cgo_id);
      // decided while this edit was being made?
      // the row is locked until this edit commits, so a review cannot land in between unseen
      const [now] = await tx.query<{ status: number; record: SiRecord }>('select status, record from si_records where id = $1 and not deleted for update', [row.id]);
      if (!now || now.status === SI_STATUS.APPROVED || now.status === SI_STATUS.CANCELLED) return { final: now?.status ?? SI_STATUS.CANCELLED };
      // the booking-level rule too: no container never booked, booked as another type, or on another live SI of the booking
      const problems = checkModification(next, now.record, booking, { ...known, lang, used: await usedContainers(tx, row.cgo_id, row.id) });
      if (problems.length) return { problems };
      await tx.query(
        `update si_records set record = $2, status = 1, mbl_no = $3, box_summary = $4, reviewer_id = null, reviewer_date = null, updated_at = now() where id = $1`,
        [row.id, JSON.stringify(r), r.TBI_MBL_NO ?? '', boxSummary(r.Boxes)],
      );
      await appendEvent(tx, row.id, actor.id, 'v1.SiModified', { changed: changedFields(now.record, r), boxes: boxSummary(r.Boxes) });
      await appendEvent(tx, row.id, actor.id, 'v1.SiSubmitted', { status: 1, previousStatus: now.status });
      return {};
    });
    if (outcome.problems) return refuseCheck(reply, outcome.problems, lang);
    if (outcome.final !== undefined) return reply.status(400).send(fail(finalStatus(lang, outcome.final)));
    return ok({ Id: Number(row.id), TBI_STATUS: 1 });
  });

  app.get(ENDPOINTS.siList, { schema: { querystring: object({ CGO_ID: text(60, 1) }, ['CGO_ID']) }, config: { access: ACCESS.siRead } }, async (request, reply) => {
    const actor = request.actor!;
    if (!(await bookingFor(db, actor, (request.query as { CGO_ID: string }).CGO_ID))) return notFound(reply, 'booking');
    const rows = await db.query<Parameters<typeof presentSi>[0]>(
      `select s.*, c.code as company_code from si_records s join companies c on c.id = s.company_id
       where s.cgo_id = $1 and not s.deleted and ($2::boolean or s.company_id = $3) order by s.id`,
      [(request.query as { CGO_ID: string }).CGO_ID, seesAll(actor), actor.companyId],
    );
    return ok(rows.map(presentSi));
  });

  app.get(ENDPOINTS.siGet, { schema: { querystring: object({ Id: id }, ['Id']) }, config: { access: ACCESS.siRead } }, async (request, reply) => {
    const row = await siFor(db, request.actor!, (request.query as { Id: number }).Id);
    return row ? ok({ ...presentSi(row), BoxSummary: boxSummary(row.record.Boxes), NoText: formatSiNo(row.no) }) : notFound(reply, 'SI');
  });

  app.get(ENDPOINTS.siLog, { schema: { querystring: object({ Id: id }, ['Id']) }, config: { access: ACCESS.siRead } }, async (request, reply) => {
    const row = await siFor(db, request.actor!, (request.query as { Id: number }).Id);
    if (!row) return notFound(reply, 'SI');
    const events = await db.query<{ id: string; at: Date; type: string; detail: Record<string, unknown>; actor: string | null }>(
      `select e.id, e.at, e.type, e.detail, a.name as actor from si_events e left join employees a on a.id = e.actor_id where e.si_id = $1 order by e.id desc`,
      [row.id],
    );
    return ok(events.map((e) => ({ Id: Number(e.id), At: new Date(e.at).toISOString(), Type: e.type, Actor: e.actor ?? '', Detail: e.detail })));
  });

  app.post<{ Body: { Id: number } }>(ENDPOINTS.siDelete, { schema: { body: object({ Id: id }, ['Id']) }, config: { access: ACCESS.siSubmit } }, async (request, reply) => {
    const row = await siFor(db, request.actor!, request.body.Id);
    if (!row) return notFound(reply, 'SI');
    const approved = () =>
      reply.status(400).send(fail(say(languageOf(request), 'SI已审核通过，不能删除；请联系审单员作废。', 'An approved SI is not deleted; ask the reviewer to cancel it.')));
    if (row.status === SI_STATUS.APPROVED) return approved();
    const deleted = await db.transaction(async (tx) => {
      // guarded in the statement: an approval that lands meanwhile wins over the deletion
      const [gone] = await tx.query('update si_records set deleted = true, updated_at = now() where id = $1 and not deleted and status <> $2 returning id', [row.id, SI_STATUS.APPROVED]);
      if (!gone) return false;
      await appendEvent(tx, row.id, request.actor!.id, 'v1.SiDeleted', {});
      return true;
    });
    return deleted ? ok(null) : approved();
  });

  // Spec §7: a GET with TDId, Status, Remarks. Reviewer only; remarks required when returning or cancelling.
  app.get(
    ENDPOINTS.siChangeStatus,
    { schema: { querystring: object({ TDId: id, Status: { type: 'integer', enum: REVIEW_DECISIONS.map((d) => d.status) }, Remarks: text(500) }, ['TDId', 'Status']) }, config: { access: ACCESS.siReview } },
    async (request, reply) => {
      const actor = request.actor!;
      const { TDId, Status, Remarks } = request.query as { TDId: number; Status: number; Remarks?: string };
      const row = await siFor(db, actor, TDId);
      if (!row) return notFound(reply, 'SI');
      const decision = REVIEW_DECISIONS.find((d) => d.status === Status)!;
      if (decision.remarksRequired && !Remarks?.trim()) return badField(reply, '/Remarks', `are required to set "${statusText(Status, 'en')}": the customer reads them`);
      const lang = languageOf(request);
      const notAwaiting = (status: number) =>
        reply.status(400).send(fail(say(lang, `只审核待审核的SI；此SI${statusText(status, 'zh')}。`, `Only an SI awaiting review is decided; this one is ${statusText(status, 'en').toLowerCase()}.`)));
      if (row.status !== SI_STATUS.SUBMITTED) return notAwaiting(row.status);
      const title = `SI ${formatSiNo(row.no)}：${statusText(Status, 'zh')}`;
      const messageId = await db.transaction(async (tx) => {
        // guarded in the statement: an edit or deletion that landed meanwhile is not decided unseen
        const [decided] = await tx.query(
          'update si_records set status = $2, reviewer_id = $3, reviewer_date = now(), updated_at = now() where id = $1 and status = $4 and not deleted returning id',
          [row.id, Status, actor.id, SI_STATUS.SUBMITTED],
        );
        if (!decided) return null;
        await appendEvent(tx, row.id, actor.id, 'v1.SiStatusChanged', { from: row.status, to: Status, remarks: Remarks ?? '' });
        if (!row.created_by) return undefined;
        const [m] = await tx.query<{ id: string }>(
          `insert into messages (title, description, send_id, scope, target_employee_id) values ($1, $2, $3, 'employee', $4) returning id`,
          [title, `${row.cgo_id} / ${row.record.TBI_MBL_NO ?? ''}${Remarks ? `\n${Remarks}` : ''}`, actor.id, row.created_by],
        );
        return m!.id;
      });
      if (messageId === null) {
        const [now] = await db.query<{ status: number }>('select status from si_records where id = $1', [row.id]);
        return notAwaiting(now?.status ?? SI_STATUS.CANCELLED);
      }
      if (messageId && row.created_by) await hub.publish({ scope: 'employee', employeeId: row.created_by }, { type: 'message', Id: Number(messageId), Title: title });
      return ok({ Id: Number(row.id), TBI_STATUS: Status });
    },
  );

  defineList<Record<string, unknown>, Record<string, unknown>>(app, db, {
    path: ENDPOINTS.siReviewQueue,
    access: ACCESS.siRead,
    exportAccess: ACCESS.siRead,
    title: 'si-queue',
    base: (actor) => ({
      sql: `select s.id as "Id", s.no as "TBI_NO", s.status as "TBI_STATUS", s.cgo_id as "TBI_CGO_ID", s.mbl_no as "TBI_MBL_NO", s.box_summary as "BoxSummary",
              c.name_zh as "CompanyName", s.record->>'TBI_CONSIGNEE' as "TBI_CONSIGNEE", b.deadline as "TBI_DEADLINE", s.updated_at as "UpdatedAt", e.name as "CreatorName"
            from si_records s join companies c on c.id = s.company_id join bookings b on b.cgo_id = s.cgo_id left join employees e on e.id = s.created_by
            where not s.deleted and ($1::boolean or s.company_id = $2)`,
      params: [seesAll(actor), actor.companyId],
    }),
    columns: [
      { key: 'TBI_STATUS', filter: 'exact', values: ['1', '2', '3', '4'], sortable: true },
      { key: 'TBI_CGO_ID', filter: 'text', sortable: true },
      { key: 'TBI_MBL_NO', filter: 'text', sortable: true },
      { key: 'CompanyName', filter: 'text', sortable: true },
      { key: 'TBI_DEADLINE', sortable: true },
      { key: 'UpdatedAt', sortable: true },
    ],
    // the oldest waiting first: a queue
    order: 't."UpdatedAt", t."Id"',
    present: (r) => ({
      ...r, Id: Number(r.Id), TBI_NO: formatSiNo(r.TBI_NO as string), TBI_STATUS: Number(r.TBI_STATUS),
      TBI_DEADLINE: r.TBI_DEADLINE ? new Date(r.TBI_DEADLINE as string).toISOString().slice(0, 10) : '', UpdatedAt: new Date(r.UpdatedAt as string).toISOString(),
    }),
    sheet: [
      { header: 'SI', value: (r) => r.TBI_NO as string },
      { header: '状态 Status', value: (r) => statusText(r.TBI_STATUS as number, 'zh') },
      { header: 'CGO_ID', value: (r) => r.TBI_CGO_ID as string },
      { header: 'MBL_NO', value: (r) => r.TBI_MBL_NO as string },
      { header: '箱型 Boxes', value: (r) => r.BoxSummary as string },
      { header: '客户 Company', value: (r) => r.CompanyName as string, width: 30 },
      { header: '截单 Deadline', value: (r) => r.TBI_DEADLINE as string },
    ],
  });

  // every submission and resubmission, newest first: who sent which SI when
  defineList<Record<string, unknown>, Record<string, unknown>>(app, db, {
    path: ENDPOINTS.siSubmitLog,
    access: ACCESS.siRead,
    exportAccess: ACCESS.siRead,
    title: 'si-submissions',
    base: (actor) => ({
      sql: `select e.id as "Id", e.at as "At", coalesce(a.name, '') as "Actor", s.id as "SiId", s.no as "TBI_NO", s.cgo_id as "TBI_CGO_ID", s.mbl_no as "TBI_MBL_NO",
              c.name_zh as "CompanyName", case when e.detail ? 'previousStatus' then 'resubmitted' else 'submitted' end as "Kind", s.status as "TBI_STATUS"
            from si_events e join si_records s on s.id = e.si_id join companies c on c.id = s.company_id left join employees a on a.id = e.actor_id
            where e.type = 'v1.SiSubmitted' and ($1::boolean or s.company_id = $2)`,
      params: [seesAll(actor), actor.companyId],
    }),
    columns: [
      { key: 'TBI_CGO_ID', filter: 'text', sortable: true },
      { key: 'Actor', filter: 'text', sortable: true },
      { key: 'Kind', filter: 'exact', values: ['submitted', 'resubmitted'] },
      { key: 'At', sortable: true },
    ],
    order: 't."Id" desc',
    present: (r) => ({ ...r, Id: Number(r.Id), SiId: Number(r.SiId), TBI_NO: formatSiNo(r.TBI_NO as string), TBI_STATUS: Number(r.TBI_STATUS), At: new Date(r.At as string).toISOString() }),
    sheet: [
      { header: '时间 At', value: (r) => r.At as string, width: 24 },
      { header: '提交人 Actor', value: (r) => r.Actor as string },
      { header: 'SI', value: (r) => r.TBI_NO as string },
      { header: 'CGO_ID', value: (r) => r.TBI_CGO_ID as string },
      { header: '类型 Kind', value: (r) => r.Kind as string },
    ],
  });

  siTemplateRoutes(app, db);
  siMakeRoutes(app, db);
}

function changedFields(before: SiRecord, after: SiRecord): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => JSON.stringify((before as unknown as Record<string, unknown>)[k]) !== JSON.stringify((after as unknown as Record<string, unknown>)[k])).sort();
}
