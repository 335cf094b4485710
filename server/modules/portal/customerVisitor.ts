import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';
import { optionalActor } from '../../platform/auth/authHook';
import type { SessionPolicy } from '../../platform/auth/sessionRepository';

/**
 * Whether the visitor of a company site is given its customers-only files (operations.md §14, Audience
 * CUSTOMERS): an active employee signed in (the bearer token of a live employee session) of a customer
 * company, or of the site's own company (its staff check what their customers see). The platform keeps
 * no list of a provider's own customers (the customer tiers, customer_level_companies, are the
 * platform's pricing only), so every customer company's employee counts as a customer of every site.
 * Anyone else — a visitor, a provider's or the platform's employee of another company — is not.
 */
export async function customerVisitor(app: FastifyInstance, db: Db, policy: SessionPolicy, request: FastifyRequest, siteCompanyId: string): Promise<boolean> {
  const actor = await optionalActor(app, db, policy, request);
  if (!actor) return false;
  return actor.companyKind === 'customer' || String(actor.companyId) === siteCompanyId;
}
