import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PORTAL_KEY_HEADER } from '../../../src/contract/endpoints';
import { PORTAL_PATHS as P } from '../../../src/contract/portal/module';
import { publicPortalCalls as C } from '../../../src/contract/portal/publicCalls';
import type { Db } from '../../db/types';
import { type Outcome, sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { sendsPerAddress } from '../../http/addressLimit';
import { cachedRead } from './publicCache';
import { contactService, type OpenSite, publicService } from './publicService';
import { noSiteRefusal, resolveSite } from './resolveSite';
import { showPointTo, siteContact } from './showPointTo';

const domainQuery = { type: 'string', minLength: 1, maxLength: 253, pattern: '^[A-Za-z0-9.-]+$' } as const;
const showPointToQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { DomainName: domainQuery, IsType: { type: 'string', maxLength: 20 } },
  anyOf: [{ required: ['DomainName'] }, { required: ['IsType'] }],
} as const;
const contactQuery = { type: 'object', additionalProperties: false, properties: { DomainName: domainQuery } } as const;

/** The contact form: 5 enquiries an hour from one address (§15.2). */
export const CONTACT_LIMIT = { max: 5, windowMs: 60 * 60_000 };

/** The site of this request, or the 404 it answers: a host no enabled site has, or another site's portal key. */
export async function siteOfRequest(db: Db, q: FastifyRequest, preview?: string): Promise<Outcome<OpenSite>> {
  const key = q.headers[PORTAL_KEY_HEADER];
  const r = await resolveSite(db, q.hostname, typeof key === 'string' ? key : undefined, preview);
  if (r.kind !== 'absent') return { ok: true, value: r };
  return noSiteRefusal(r.reason);
}

/** A preview's answers are never indexed nor cached. */
export function marked(reply: FastifyReply, s: OpenSite): FastifyReply {
  if (s.kind === 'site' && s.preview) reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');
  return reply;
}

/** ShowPointTo, the site contact and the public calls of a company site (operations.md §15), open to visitors. */
export function publicPortalRoutes(app: FastifyInstance, db: Db): void {
  const pub = publicService(db);
  const contacts = contactService(db);
  const enquiries = sendsPerAddress(CONTACT_LIMIT, {
    code: 'CONTACT_LIMIT',
    words: (minutes) => ({
      en: `You have sent 5 enquiries this hour. Try again in ${minutes} minutes.`,
      zh: `您本小时已提交 5 条留言，请 ${minutes} 分钟后再试。`,
    }),
  });

  app.get<{ Querystring: { DomainName?: string; IsType?: string } }>(P.showPointTo, { schema: { querystring: showPointToQuery } }, async (request, reply) =>
    sendOutcome(reply, await showPointTo(db, request.query.DomainName)),
  );
  app.get<{ Querystring: { DomainName?: string } }>(P.siteContact, { schema: { querystring: contactQuery } }, async (request, reply) =>
    sendOutcome(reply, await siteContact(db, request.query.DomainName)),
  );

  const read = <T>(preview: string | undefined, q: FastifyRequest, r: FastifyReply, answer: (s: OpenSite) => Promise<Outcome<T>>) =>
    siteOfRequest(db, q, preview).then(async (s) =>
      s.ok ? sendOutcome(marked(r, s.value), await cachedRead(db, s.value, q, () => answer(s.value))) : sendOutcome(r, s),
    );

  route(app, C.site, async ({ input, request }, r) => read(input.Preview, request, r, (s) => pub.site(s)));
  route(app, C.news, async ({ input, request }, r) => read(input.Preview, request, r, (s) => pub.news(s, input)));
  route(app, C.newsDetail, async ({ input, request }, r) => read(input.Preview, request, r, (s) => pub.newsDetail(s, input.Id)));
  route(app, C.enterprise, async ({ input, request }, r) => read(input.Preview, request, r, (s) => pub.enterprise(s)));
  route(app, C.addresses, async ({ input, request }, r) => read(input.Preview, request, r, (s) => pub.addresses(s)));

  route(app, C.contact, async ({ input, request }, r) => {
    const s = await siteOfRequest(db, request);
    if (!s.ok) return sendOutcome(r, s);
    const refused = enquiries.overLimit(request, r);
    if (refused) return refused;
    const outcome = await contacts.contact(s.value, input);
    if (outcome.ok) enquiries.sent(request);
    return sendOutcome(r, outcome);
  });
}
