import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../../src/contract/envelope';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { DomainInfo } from '../../../src/contract/auth';
import type { Db } from '../../db/types';

const querySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    DomainName: { type: 'string', minLength: 1, maxLength: 253, pattern: '^[A-Za-z0-9.-]+$' },
    IsType: { type: 'string', maxLength: 20 },
  },
  anyOf: [{ required: ['DomainName'] }, { required: ['IsType'] }],
} as const;

/** ShowPointTo (spec §7): which company owns the site a visitor arrived on. */
export function siteRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: { DomainName?: string; IsType?: string } }>(
    ENDPOINTS.showPointTo,
    { schema: { querystring: querySchema } },
    async (request, reply) => {
      const domain = request.query.DomainName?.toLowerCase();
      if (!domain) return reply.status(404).send(fail('No company site is set up for this kind of site.'));
      const [row] = await db.query<{ id: string; name_zh: string; name_en: string | null; logo_url: string | null }>(
        `select id, name_zh, name_en, logo_url from companies where site_domain = $1 and status = 'active'`,
        [domain],
      );
      if (!row) return reply.status(404).send(fail(`No company site is set up for ${domain}.`));
      return ok<DomainInfo>({ CompanyId: Number(row.id), CompanyName: row.name_zh, CompanyNameEn: row.name_en ?? '', Logo: row.logo_url });
    },
  );
}
