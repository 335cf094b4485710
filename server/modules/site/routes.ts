import type { FastifyInstance } from 'fastify';
import { inLanguage } from '../../http/replies';
import { fail, ok } from '../../../src/contract/envelope';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { DomainInfo } from '../../../src/contract/auth';
import type { SiteContact } from '../../../src/contract/site/module';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { missing } from '../../platform/refusal';

const querySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    DomainName: { type: 'string', minLength: 1, maxLength: 253, pattern: '^[A-Za-z0-9.-]+$' },
    IsType: { type: 'string', maxLength: 20 },
  },
  anyOf: [{ required: ['DomainName'] }, { required: ['IsType'] }],
} as const;

const contactQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { DomainName: { type: 'string', minLength: 1, maxLength: 253, pattern: '^[A-Za-z0-9.-]+$' } },
} as const;

/** ShowPointTo (spec §7): which company owns the site a visitor arrived on. */
export function siteRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: { DomainName?: string; IsType?: string } }>(
    ENDPOINTS.showPointTo,
    { schema: { querystring: querySchema } },
    async (request, reply) => {
      const domain = request.query.DomainName?.toLowerCase();
      if (!domain) return reply.status(404).send(fail(inLanguage(reply, 'No company site is set up for this kind of site.', '尚未设置这类公司网站。')));
      const [row] = await db.query<{ id: string; name_zh: string; name_en: string | null; logo_url: string | null }>(
        `select id, name_zh, name_en, logo_url from companies where site_domain = $1 and status = 'active'`,
        [domain],
      );
      if (!row) return reply.status(404).send(fail(inLanguage(reply, `No company site is set up for ${domain}.`, `${domain} 尚未设置公司网站。`)));
      return ok<DomainInfo>({ CompanyId: Number(row.id), CompanyName: row.name_zh, CompanyNameEn: row.name_en ?? '', Logo: row.logo_url });
    },
  );

  // Contact (issue 32: a visitor found no way to reach anyone): the company record of the site's
  // owner, or of the platform on the main sites (no DomainName, or one no company's site uses)
  app.get<{ Querystring: { DomainName?: string } }>(ENDPOINTS.siteContact, { schema: { querystring: contactQuery } }, async (request, reply) => {
    const domain = request.query.DomainName?.toLowerCase() ?? '';
    const [row] = await db.query<{ name_zh: string; name_en: string; contact_phone: string; email: string; address: string }>(
      `select name_zh, name_en, contact_phone, email, address from companies
          where status = 'active' and (site_domain = $1 or kind = 'platform')
          order by (site_domain = $1) desc nulls last, id limit 1`,
      [domain],
    );
    if (!row) return sendOutcome(reply, missing('No operator is set up for this site.', '本站尚未设置运营方。', 'NO_OPERATOR'));
    return ok<SiteContact>({ CompanyName: row.name_zh, CompanyNameEn: row.name_en, Phone: row.contact_phone, Email: row.email, Address: row.address });
  });
}
