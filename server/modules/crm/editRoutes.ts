import type { FastifyInstance } from 'fastify';
import { crmEditCalls as C } from '../../../src/contract/crm/editCalls';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { companiesToLink } from './useCases/companySearch';
import { setConsent } from './useCases/consent';
import { mergeCustomers } from './useCases/mergeCustomers';

/** Merging customers and contacts' e-mail consent (commercial.md §7.3): thin, each to its use case. */
export function editRoutes(app: FastifyInstance, db: Db): void {
  route(app, C.merge, async ({ actor, input }, r) => sendOutcome(r, await mergeCustomers(db, actor, input)));
  route(app, C.companySearch, async ({ actor, input }, r) => sendOutcome(r, await companiesToLink(db, actor, input.Text)));
  route(app, C.contactConsent, async ({ actor, input }, r) => sendOutcome(r, await setConsent(db, actor, input)));
}
