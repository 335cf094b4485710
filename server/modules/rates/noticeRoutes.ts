import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { noticeAudienceWords, noticeStatusWords } from '../../../src/contract/rates/words';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../../src/contract/envelope';
import { RATES_ACCESS as A, RATES_PATHS as P } from '../../../src/contract/rates/module';
import {
  attachQuery,
  MAX_NOTICE_PDF,
  NOTICE_AUDIENCES,
  NOTICE_STATUSES,
  noticeCalls as C,
  NoticeSchema,
  type NoticeWire,
  PDF_TYPE,
} from '../../../src/contract/rates/noticeCalls';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { sendOutcome } from '../../http/outcome';
import { inLanguage } from '../../http/replies';
import type { LiveHub } from '../../live/hub';
import { type NoticeRow, noticeListSql, presentNotice } from './noticeRepository';
import { noticeService } from './noticeService';
import { route } from '../../http/route';

/** The rate notices' calls (commercial.md §2.1 RateNotice, R2.10): the desk's list and moves, the circular's PDF, and what customers read. */
export function noticeRoutes(app: FastifyInstance, db: Db, hub: LiveHub): void {
  const notices = noticeService(db, hub);
  app.addContentTypeParser(PDF_TYPE, { parseAs: 'buffer', bodyLimit: MAX_NOTICE_PDF }, (_q, body, done) => done(null, body));

  defineList<NoticeRow, NoticeWire>(app, db, {
    path: P.noticeList,
    item: NoticeSchema,
    access: A.noticeRead,
    exportAccess: A.noticeRead,
    title: 'rate-notices',
    base: (actor) => ({ sql: noticeListSql, params: [actor.companyId] }),
    columns: [
      { key: 'Title', filter: 'text', sortable: true, notNull: true },
      { key: 'Status', filter: 'exact', values: NOTICE_STATUSES },
      { key: 'Audience', filter: 'exact', values: NOTICE_AUDIENCES },
      { key: 'CarrierCode', filter: 'exact', sortable: true },
      { key: 'EffectiveDate', sortable: true, notNull: true },
      { key: 'UpdatedAt', sortable: true, notNull: true },
    ],
    order: 't."UpdatedAt" desc, t."Id" desc',
    present: presentNotice,
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

  route(app, C.get, async ({ actor, input }, r) => sendOutcome(r, await notices.get(actor, input.Id)));
  route(app, C.save, async ({ actor, input }, r) => sendOutcome(r, await notices.save(actor, input)));
  route(app, C.publish, async ({ actor, input }, r) => sendOutcome(r, await notices.publish(actor, input)));
  route(app, C.withdraw, async ({ actor, input }, r) => sendOutcome(r, await notices.withdraw(actor, input)));

  // the circular travels as the raw body: not a PDF is a 415, before anything is read
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(P.noticeAttach, { schema: { querystring: attachQuery }, config: { access: A.noticeEdit }, bodyLimit: MAX_NOTICE_PDF }, async (q, r) => {
      const body = q.body;
      if (!Buffer.isBuffer(body) || body.subarray(0, 5).toString('latin1') !== '%PDF-')
        return r.status(415).send({ ...fail(inLanguage(r, 'Upload a PDF file.', '请上传 PDF 文件。')), Code: 'NOT_PDF' });
      return sendOutcome(r, await notices.attach(q.actor!, q.query, body));
    });

  route(app, C.attachment, async ({ actor, input }, r) => {
    const file = await notices.circular(actor, input.Id);
    if (!file.ok) return sendOutcome(r, file);
    return r
      .header('content-type', PDF_TYPE)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.value.Name)}`)
      .send(file.value.Pdf);
  });

  route(app, C.published, async ({ actor }, r) => sendOutcome(r, await notices.published(actor)));
}
