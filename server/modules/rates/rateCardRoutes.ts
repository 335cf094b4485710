import type { FastifyInstance } from 'fastify';
import { RATES_ACCESS as A, RATES_PATHS as P } from '../../../src/contract/rates/module';
import { rateCardCalls as C, RateCardRowSchema, type RateCardRow, rateCardUrl, rateCardViewCall } from '../../../src/contract/rates/rateCardCalls';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { ADDRESS_LIMITS } from '../../http/addressLimit';
import { shareLink } from '../../http/shareRoute';
import { requestLanguage } from '../../http/language';
import { defineList } from '../../http/lists';
import { sendOutcome } from '../../http/outcome';
import { refusal } from '../../platform/auth/authHook';
import { rateCardListSql } from './rateCardRepository';
import { cardViews, pushCard, viewCard } from './rateCardService';
import { visitorKey } from '../../http/visitorKey';
import { route } from '../../http/route';

/** SalesMarkup/Push, my cards with their views, and the open link (commercial.md §2.3). */
export function rateCardRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  const lang = (headers: { 'accept-language'?: string | string[] }) => requestLanguage(headers['accept-language']);

  route(fastify, C.push, async ({ actor, input, request: q }, r) => {
    const canOverride = !(await refusal(db, actor, A.quoteOverride));
    return sendOutcome(r, await pushCard(db, hub, actor, input, { today: todayInShanghai(), lang: lang(q.headers), canOverride }));
  });

  route(fastify, C.views, async ({ actor, input }, r) => sendOutcome(r, await cardViews(db, actor, input.Id)));

  // one person opening a card again and again, never a crawler guessing tokens
  route(fastify, rateCardViewCall, shareLink(ADDRESS_LIMITS.rateCard), async ({ input, request: q }, r) => {
    const today = todayInShanghai();
    return sendOutcome(r, await viewCard(db, input.Token, visitorKey(q.ip, today), today));
  });

  // Url is selected as the token (a page selects only the columns its row names) and made the link here
  type Row = Omit<RateCardRow, 'CreatedAt' | 'LastViewedAt'> & { CreatedAt: unknown; LastViewedAt: unknown };
  defineList<Row, RateCardRow>(fastify, db, {
    path: P.rateCardList,
    item: RateCardRowSchema,
    access: A.rateCardRead,
    exportAccess: A.rateCardRead,
    title: 'rate-cards',
    base: (actor) => ({
      sql: rateCardListSql,
      params: [actor.companyId, actor.id, todayInShanghai()],
    }),
    columns: [
      { key: 'Title', filter: 'text', sortable: true, notNull: true },
      { key: 'CustomerName', filter: 'text', sortable: true, notNull: true },
      { key: 'PolCode', filter: 'exact', sortable: true, notNull: true },
      { key: 'PodCode', filter: 'exact', sortable: true, notNull: true },
      { key: 'ValidUntil', sortable: true, notNull: true },
      { key: 'Views', sortable: true, type: 'integer', notNull: true },
      { key: 'CreatedAt', sortable: true, notNull: true },
    ],
    order: 't."CreatedAt" desc, t."Id" desc',
    present: (row) => ({
      ...row,
      Url: rateCardUrl(row.Url),
      CreatedAt: new Date(row.CreatedAt as string).toISOString(),
      LastViewedAt: row.LastViewedAt ? new Date(row.LastViewedAt as string).toISOString() : null,
    }),
    sheet: [
      { header: '标题 Title', value: (r) => r.Title, width: 28 },
      { header: '客户 Customer', value: (r) => r.CustomerName, width: 24 },
      { header: '起运港 POL', value: (r) => r.PolCode, width: 8 },
      { header: '目的港 POD', value: (r) => r.PodCode, width: 8 },
      { header: '箱量 Containers', value: (r) => r.Containers, width: 16 },
      { header: '运价数 Rates', value: (r) => r.Rates, width: 8 },
      { header: '渠道 Channel', value: (r) => r.Channel, width: 8 },
      { header: '有效期至 Valid until', value: (r) => r.ValidUntil, width: 12 },
      { header: '已过期 Expired', value: (r) => (r.Expired ? '是 yes' : '否 no'), width: 8 },
      { header: '查看次数 Views', value: (r) => r.Views, width: 8 },
      { header: '最近查看 Last viewed', value: (r) => r.LastViewedAt ?? '', width: 20 },
      { header: '链接 Link', value: (r) => r.Url, width: 60 },
      { header: '创建时间 Created', value: (r) => r.CreatedAt, width: 20 },
    ],
  });
}
