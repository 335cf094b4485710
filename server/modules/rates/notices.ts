import { noticeAudienceWords, noticeStatusWords, ratesCheckWords } from '../../../src/contract/rates/words';
import type { FastifyInstance } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { fail, fieldSays } from '../../../src/contract/envelope';
import { RATES_ACCESS as A, CUSTOMER_QUOTE_PAGES, NOTICE_PAGE, RATES_PATHS as P } from '../../../src/contract/rates/module';
import {
  attachQuery,
  MAX_NOTICE_PDF,
  NOTICE_AUDIENCES,
  NOTICE_STATUSES,
  noticeCalls as C,
  NoticeSchema,
  type NoticeWire,
  PDF_TYPE,
  type PublishedNotice,
} from '../../../src/contract/rates/noticeCalls';
import { isCalendarDate } from '../../../src/domain/refdata/exchangeRates';
import type { Db, Queryable } from '../../db/types';
import { requestLanguage } from '../../http/language';
import { defineList } from '../../http/lists';
import { type Outcome, sendOutcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import { announce, type Told } from '../../live/tell';
import { stale } from './rateRefusals';
import { missing, no } from '../../platform/refusal';

/**
 * Rate notices (commercial.md §2.1 RateNotice, §2.5 FCLFreightPost, R2.10): drafts saved under a
 * Revision; publishing writes a message to each company of the audience in the same transaction
 * (the desk's own staff, every customer company, or both) and pushes it live once committed; a
 * withdrawn notice disappears from the customers' list. The circular's PDF is kept with the notice.
 */

const COLUMNS = `n.id::int as "Id", n.revision as "Revision", n.title as "Title", n.body as "Body", n.carrier_code as "CarrierCode",
  n.trade_lane_codes as "TradeLaneCodes", n.fee_code as "FeeCode", n.effective_date::text as "EffectiveDate", n.audience as "Audience",
  n.status as "Status", n.attachment_name as "AttachmentName", coalesce(e.name, '') as "CreatedByName", n.published_at as "PublishedAt",
  n.updated_at as "UpdatedAt"`;
const FROM = 'from rate_notices n left join employees e on e.id = n.created_by';

type NoticeRow = Omit<NoticeWire, 'PublishedAt' | 'UpdatedAt'> & { PublishedAt: unknown; UpdatedAt: unknown };
const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
const present = (n: NoticeRow): NoticeWire => ({ ...n, PublishedAt: iso(n.PublishedAt), UpdatedAt: iso(n.UpdatedAt)! });
/** The export's words (the screens have their own, in the chosen language). */

const notFound = <T>() => missing<T>('No such rate notice.', '没有这条运价公告。');

export async function readNotice(q: Queryable, id: number, companyId: string, lock = false): Promise<NoticeWire | undefined> {
  const [n] = await q.query<NoticeRow>(`select ${COLUMNS} ${FROM} where n.id = $1 and n.owner_company_id = $2 ${lock ? 'for update of n' : ''}`, [
    id,
    companyId,
  ]);
  return n && present(n);
}

/** A message to every company of the audience, written in the caller's transaction (bulk: one statement however many customers). */
export async function tellAudience(tx: Queryable, ownerId: string, n: NoticeWire): Promise<Told[]> {
  const kinds = n.Audience === 'INTERNAL' ? [] : ['customer'];
  const zh = `运价公告：${n.Title}（${n.EffectiveDate} 起生效）`;
  const en = `Rate notice: ${n.Title} (effective ${n.EffectiveDate})`;
  const rows = await tx.query<{ id: string; company: string }>(
    `insert into messages (title, title_en, description, link_path, scope, target_company_id)
     select $1, $2, $3, case when c.id = $4 then $6 else $7 end, 'company', c.id
       from companies c where (c.id = $4 and $5 <> 'CUSTOMERS') or (c.kind = any($8::text[]) and c.status = 'active')
     returning id, target_company_id::text as company`,
    [zh, en, n.Body.slice(0, 2000), ownerId, n.Audience, `${NOTICE_PAGE}?open=${n.Id}`, `${CUSTOMER_QUOTE_PAGES[0]}?notices=1`, kinds],
  );
  return rows.map((m) => ({ id: Number(m.id), audience: { companyId: m.company }, title: zh }));
}

export function noticeRoutes(app: FastifyInstance, db: Db, hub: LiveHub): void {
  const lang = (h: { 'accept-language'?: string | string[] }) => requestLanguage(h['accept-language']);
  app.addContentTypeParser(PDF_TYPE, { parseAs: 'buffer', bodyLimit: MAX_NOTICE_PDF }, (_q, body, done) => done(null, body));

  defineList<NoticeRow, NoticeWire>(app, db, {
    path: P.noticeList,
    item: NoticeSchema,
    access: A.noticeRead,
    exportAccess: A.noticeRead,
    title: 'rate-notices',
    base: (actor) => ({ sql: `select ${COLUMNS} ${FROM} where n.owner_company_id = $1`, params: [actor.companyId] }),
    columns: [
      { key: 'Title', filter: 'text', sortable: true, notNull: true },
      { key: 'Status', filter: 'exact', values: NOTICE_STATUSES },
      { key: 'Audience', filter: 'exact', values: NOTICE_AUDIENCES },
      { key: 'CarrierCode', filter: 'exact', sortable: true },
      { key: 'EffectiveDate', sortable: true, notNull: true },
      { key: 'UpdatedAt', sortable: true, notNull: true },
    ],
    order: 't."UpdatedAt" desc, t."Id" desc',
    present,
    sheet: [
      { header: '标题 Title', value: (n) => n.Title, width: 30 },
      { header: '状态 Status', value: (n, lang) => noticeStatusWords[n.Status][lang], width: 14 },
      { header: '对象 Audience', value: (n, lang) => noticeAudienceWords[n.Audience][lang], width: 18 },
      { header: '船公司 Carrier', value: (n) => n.CarrierCode ?? '', width: 8 },
      { header: '航线 Trade lanes', value: (n) => n.TradeLaneCodes.join(' '), width: 14 },
      { header: '生效日期 Effective', value: (n) => n.EffectiveDate, width: 12 },
      { header: '发布时间 Published', value: (n) => n.PublishedAt ?? '', width: 20 },
    ],
  });

  app.get(C.get.path, routeOf(C.get), async (q, r) => {
    const n = await readNotice(db, (q.query as CallInput<typeof C.get>).Id, q.actor!.companyId);
    return sendOutcome(r, n ? { ok: true, value: n } : notFound());
  });

  app.post(C.save.path, routeOf(C.save), async (q, r) => {
    const b = q.body as CallInput<typeof C.save>;
    const actor = q.actor!;
    if (!isCalendarDate(b.EffectiveDate))
      return sendOutcome(
        r,
        no('BAD_DATE', 'The effective date is not a calendar date.', '生效日期不是有效日期。', [{ Path: '/EffectiveDate', Message: 'date' }]),
      );
    const outcome = await db.transaction(async (tx): Promise<Outcome<{ Id: number; Revision: number }>> => {
      const carrier = b.CarrierCode?.trim().toUpperCase() || null;
      if (carrier && !(await tx.query('select 1 from carriers where code = $1', [carrier])).length)
        return no('UNKNOWN_CARRIER', `${carrier} is not a carrier.`, `${carrier} 不是船公司代码。`, [
          fieldSays('/CarrierCode', ratesCheckWords.notCarrier(carrier)),
        ]);
      const values = [
        b.Title.trim(),
        b.Body ?? '',
        carrier,
        (b.TradeLaneCodes ?? []).map((c) => c.trim().toUpperCase()),
        b.FeeCode?.trim().toUpperCase() || null,
        b.EffectiveDate,
        b.Audience,
      ];
      if (b.Id === undefined) {
        const [made] = await tx.query<{ id: number; revision: number }>(
          `insert into rate_notices (owner_company_id, created_by, title, body, carrier_code, trade_lane_codes, fee_code, effective_date, audience)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id::int, revision`,
          [actor.companyId, actor.id, ...values],
        );
        return { ok: true, value: { Id: made!.id, Revision: made!.revision } };
      }
      const n = await readNotice(tx, b.Id, actor.companyId, true);
      if (!n) return notFound();
      if (n.Revision !== b.Revision) return stale();
      if (n.Status !== 'DRAFT')
        return no(
          'NOT_DRAFT',
          'Only a draft notice is changed: a published one is withdrawn and written again.',
          '只有草稿公告可以修改：已发布的请撤回后重新编写。',
        );
      const [saved] = await tx.query<{ revision: number }>(
        `update rate_notices set title = $2, body = $3, carrier_code = $4, trade_lane_codes = $5, fee_code = $6, effective_date = $7, audience = $8,
                revision = revision + 1, updated_at = now() where id = $1 returning revision`,
        [b.Id, ...values],
      );
      return { ok: true, value: { Id: b.Id, Revision: saved!.revision } };
    });
    return sendOutcome(r, outcome);
  });

  app.post(C.publish.path, routeOf(C.publish), async (q, r) => {
    const b = q.body as CallInput<typeof C.publish>;
    const actor = q.actor!;
    const outcome = await db.transaction(async (tx): Promise<Outcome<{ Status: 'PUBLISHED'; Told: Told[] }>> => {
      const n = await readNotice(tx, b.Id, actor.companyId, true);
      if (!n) return notFound();
      if (n.Revision !== b.Revision) return stale();
      if (n.Status !== 'DRAFT') return no('NOT_DRAFT', 'Only a draft notice is published.', '只有草稿公告可以发布。');
      await tx.query(
        `update rate_notices set status = 'PUBLISHED', published_by = $2, published_at = now(), revision = revision + 1, updated_at = now() where id = $1`,
        [b.Id, actor.id],
      );
      return { ok: true, value: { Status: 'PUBLISHED', Told: await tellAudience(tx, actor.companyId, n) } };
    });
    if (!outcome.ok) return sendOutcome(r, outcome);
    await announce(hub, outcome.value.Told);
    return sendOutcome(r, { ok: true, value: { Status: outcome.value.Status, Told: outcome.value.Told.length } });
  });

  app.post(C.withdraw.path, routeOf(C.withdraw), async (q, r) => {
    const b = q.body as CallInput<typeof C.withdraw>;
    const outcome = await db.transaction(async (tx): Promise<Outcome<{ Status: 'WITHDRAWN' }>> => {
      const n = await readNotice(tx, b.Id, q.actor!.companyId, true);
      if (!n) return notFound();
      if (n.Revision !== b.Revision) return stale();
      if (n.Status !== 'PUBLISHED') return no('NOT_PUBLISHED', 'Only a published notice is withdrawn.', '只有已发布的公告可以撤回。');
      await tx.query(`update rate_notices set status = 'WITHDRAWN', withdrawn_at = now(), revision = revision + 1, updated_at = now() where id = $1`, [b.Id]);
      return { ok: true, value: { Status: 'WITHDRAWN' } };
    });
    return sendOutcome(r, outcome);
  });

  app.post(P.noticeAttach, { schema: { querystring: attachQuery }, config: { access: A.noticeEdit }, bodyLimit: MAX_NOTICE_PDF }, async (q, r) => {
    const l = lang(q.headers);
    const body = q.body;
    if (!Buffer.isBuffer(body) || body.subarray(0, 5).toString('latin1') !== '%PDF-')
      return r.status(415).send({ ...fail(l === 'zh' ? '请上传 PDF 文件。' : 'Upload a PDF file.'), Code: 'NOT_PDF' });
    const a = q.query as { Id: number; Revision: number; Name: string };
    const outcome = await db.transaction(async (tx): Promise<Outcome<{ Revision: number }>> => {
      const n = await readNotice(tx, a.Id, q.actor!.companyId, true);
      if (!n) return notFound();
      if (n.Revision !== a.Revision) return stale();
      if (n.Status === 'WITHDRAWN') return no('WITHDRAWN', 'A withdrawn notice takes no attachment.', '已撤回的公告不能再上传附件。');
      const [saved] = await tx.query<{ revision: number }>(
        'update rate_notices set attachment = $2, attachment_name = $3, revision = revision + 1, updated_at = now() where id = $1 returning revision',
        [a.Id, body, a.Name.trim()],
      );
      return { ok: true, value: { Revision: saved!.revision } };
    });
    return sendOutcome(r, outcome);
  });

  app.get(C.attachment.path, routeOf(C.attachment), async (q, r) => {
    const actor = q.actor!;
    // the desk reads its own notices' files; anyone else only a published notice meant for customers
    const [n] = await db.query<{ attachment: Uint8Array | null; attachment_name: string | null }>(
      `select attachment, attachment_name from rate_notices
        where id = $1 and (owner_company_id = $2 or (status = 'PUBLISHED' and audience in ('CUSTOMERS', 'ALL') and $3 = 'customer'))`,
      [(q.query as CallInput<typeof C.attachment>).Id, actor.companyId, actor.companyKind],
    );
    if (!n?.attachment) return sendOutcome(r, missing('No such circular.', '没有这份附件。'));
    return r
      .header('content-type', PDF_TYPE)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(n.attachment_name ?? 'notice.pdf')}`)
      .send(Buffer.from(n.attachment));
  });

  app.get(C.published.path, routeOf(C.published), async (q, r) => {
    const actor = q.actor!;
    const rows = await db.query<PublishedNotice & { PublishedAt: unknown }>(
      `select n.id::int as "Id", n.title as "Title", n.body as "Body", n.carrier_code as "CarrierCode", n.trade_lane_codes as "TradeLaneCodes",
              n.fee_code as "FeeCode", n.effective_date::text as "EffectiveDate", n.attachment_name as "AttachmentName", n.published_at as "PublishedAt"
         from rate_notices n
        where n.status = 'PUBLISHED' and n.audience in ('CUSTOMERS', 'ALL') and ($1 = 'customer' or n.owner_company_id = $2)
        order by n.effective_date desc, n.id desc limit 20`,
      [actor.companyKind, actor.companyId],
    );
    return sendOutcome(r, { ok: true, value: rows.map((n) => ({ ...n, PublishedAt: iso(n.PublishedAt)! })) });
  });
}
