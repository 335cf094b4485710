import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { showPointTo, siteContact } from './siteService';

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

/** ShowPointTo (spec §7) and the site's contact, open to visitors. */
export function siteRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: { DomainName?: string; IsType?: string } }>(ENDPOINTS.showPointTo, { schema: { querystring: querySchema } }, async (request, reply) =>
    sendOutcome(reply, await showPointTo(db, request.query.DomainName)),
  );

  // Contact (issue 32): the company record of the site's owner, or of the platform on the main sites
  app.get<{ Querystring: { DomainName?: string } }>(ENDPOINTS.siteContact, { schema: { querystring: contactQuery } }, async (request, reply) =>
    sendOutcome(reply, await siteContact(db, request.query.DomainName)),
  );
}
