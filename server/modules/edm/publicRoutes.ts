import type { FastifyInstance, FastifyReply } from 'fastify';
import { EDM_PATHS as P } from '../../../src/contract/edm/module';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { missing } from '../../platform/refusal';
import { type ClickAnswer, recordClick, recordOpen, unsubscribe, unsubscribeTarget } from './useCases/tracking';

/** The 1×1 transparent GIF an open answers. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A small page of its own (no script), both languages. */
function page(r: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return r
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('x-robots-tag', 'noindex')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(title)}</title>` +
        `<style>body{font-family:sans-serif;max-width:40em;margin:3em auto;padding:0 1em;line-height:1.6}button{font-size:1em;padding:.4em 1.2em}td,th{padding:.2em .6em;text-align:left}</style></head><body>${body}</body></html>`,
    );
}

/** A link we did not make, or an unknown link number: the platform's 404 refusal, recording nothing. */
const badLink = (r: FastifyReply) =>
  sendOutcome(r, missing('This link is not valid: it is broken or was not made by us.', '链接无效：链接已损坏，或不是我们发出的。'));

function expiredPage(r: FastifyReply, a: Extract<ClickAnswer, { kind: 'expired' }>): FastifyReply {
  const rows = a.today.map(
    (p) => `<tr><td>${esc(p.CarrierName)}</td><td>${esc(p.ContainerClass)}</td><td>${esc(p.Currency)} ${esc(p.Sell)}</td><td>${esc(p.ValidTo)}</td></tr>`,
  );
  const today = a.today.length
    ? `<p>今日运价 / Today's price:</p><table><tr><th>船公司 Carrier</th><th>箱型</th><th>价格 Price</th><th>有效期至 Valid to</th></tr>${rows.join('')}</table>`
    : '<p>今日暂无此航线的公开运价，请回复邮件询价。 / No published price for this lane today: reply to ask for a quote.</p>';
  return page(
    r,
    200,
    '运价已过期 / Rate expired',
    `<h1>该运价已过期 / This rate has expired</h1><p>${esc(a.lane.pol)} → ${esc(a.lane.pod)}：邮件中的运价已于 ${esc(a.was[0]!.ValidTo)} 到期。 / The rate in the e-mail ended on ${esc(a.was[0]!.ValidTo)}.</p>${today}`,
  );
}

/** The recipients' links (no session; the token is the authority, R8.7). */
export function edmPublicRoutes(app: FastifyInstance, db: Db, key: () => string): void {
  const config = { auth: 'public' as const };
  const ua = (h: unknown) => (typeof h === 'string' ? h : '');
  app.get<{ Querystring: { t?: string } }>(P.edmPublicOpen, { config }, async (q, r) => {
    await recordOpen(db, key(), q.query.t, ua(q.headers['user-agent']));
    return r.header('content-type', 'image/gif').header('cache-control', 'no-store').send(PIXEL);
  });
  app.get<{ Querystring: { t?: string; u?: string } }>(P.edmPublicClick, { config }, async (q, r) => {
    const a = await recordClick(db, key(), q.query.t, q.query.u, ua(q.headers['user-agent']));
    if (a.kind === 'redirect') return r.redirect(a.url, 302);
    if (a.kind === 'expired') return expiredPage(r, a);
    return badLink(r);
  });
  app.get<{ Querystring: { t?: string } }>(P.edmPublicUnsubscribe, { config }, async (q, r) => {
    const email = await unsubscribeTarget(db, key(), q.query.t);
    if (!email) return badLink(r);
    const action = `${P.edmPublicUnsubscribe}?t=${encodeURIComponent(String(q.query.t))}`;
    return page(
      r,
      200,
      '退订 / Unsubscribe',
      `<h1>退订运价邮件 / Unsubscribe</h1><p>${esc(email)} 将不再收到我们的运价邮件。 / ${esc(email)} will get no more rate e-mails from us.</p>` +
        `<form method="post" action="${esc(action)}"><button type="submit">确认退订 / Unsubscribe</button></form>`,
    );
  });
  // the page's button and the mail client's one-click (RFC 8058, List-Unsubscribe-Post) both post here
  app.post<{ Querystring: { t?: string } }>(P.edmPublicUnsubscribe, { config }, async (q, r) => {
    const email = await unsubscribe(db, key(), q.query.t, ua(q.headers['user-agent']));
    if (!email) return badLink(r);
    return page(
      r,
      200,
      '已退订 / Unsubscribed',
      `<h1>已退订 / You are unsubscribed</h1><p>${esc(email)} 已退订，立即生效。 / ${esc(email)} is unsubscribed, from now on.</p>`,
    );
  });
}
