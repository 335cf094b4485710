import type { FastifyInstance } from 'fastify';
import { type CustomerRow, crmCalls as C } from '../../../src/contract/crm/calls';
import { CRM_ACCESS as A, CRM_PATHS as P } from '../../../src/contract/crm/module';
import { CUSTOMER_KINDS, CUSTOMER_SCOPES, type CustomerScope, customerKindWords } from '../../../src/domain/crm/status';
import { placeTime } from '../../../src/domain/refdata/localTimes';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { requestLanguage } from '../../http/language';
import { type ListedCustomer, customerListSql } from './listRepository';
import { viewerOf, type Viewer } from './scope';
import { deleteCustomers, linkToCompany } from './useCases/deleteCustomers';
import { deleteContact, saveContact } from './useCases/contacts';
import { duplicateWords, findDuplicates, holderShown } from './useCases/duplicates';
import { claimCustomers, handOver, releaseCustomers } from './useCases/ownership';
import { getCustomer, presentCustomer } from './useCases/readCustomer';
import { saveCustomer } from './useCases/saveCustomer';
import { myLimits } from './useCases/setup';
import { salespeopleOf } from './setupRepository';
import { salesIds } from './useCases/salespeople';

/** The viewers of one request, read once (the list's base is synchronous). */
const viewers = new WeakMap<object, Viewer>();

/** The customers' calls (commercial.md §7.3): thin, each to its use case. */
export function customerRoutes(app: FastifyInstance, db: Db): void {
  app.addHook('preHandler', async (request) => {
    if (request.actor && request.url.startsWith(P.crmCustomerList)) viewers.set(request, await viewerOf(db, request.actor));
  });
  defineList<ListedCustomer, CustomerRow>(app, db, {
    path: P.crmCustomerList,
    access: A.crmCustomerRead,
    exportAccess: A.crmCustomerAll,
    title: 'crm-customers',
    extraQuery: { Scope: { type: 'string', enum: [...CUSTOMER_SCOPES] } },
    base: (actor, request) => {
      const scope = ((request.query as { Scope?: CustomerScope }).Scope ?? 'ALL') as CustomerScope;
      const v = viewers.get(request) ?? { id: actor.id, companyId: actor.companyId, manager: false };
      return customerListSql(v, scope === 'DELETED' ? 'ALL' : scope);
    },
    columns: [
      // the name shown is the linked platform company's, else the CRM's own: each found by its own trigram index
      {
        key: 'Name',
        filter: 'text',
        sortable: true,
        notNull: true,
        contains: (p) =>
          `(t."Id" in (select id from crm_customers where name ilike ${p}) or t."LinkedId" in (select id from company_directory where name_zh ilike ${p}))`,
      },
      { key: 'Kind', filter: 'exact', values: CUSTOMER_KINDS },
      { key: 'Source', filter: 'exact' },
      { key: 'Level', filter: 'exact' },
      { key: 'Region', filter: 'text' },
      // the holder's name is looked up per row: the filter finds the holders first, then their customers
      {
        key: 'OwnerName',
        filter: 'text',
        sortable: true,
        contains: (p) => `t."OwnerId" in (select e.id::int from employee_directory e where e.name ilike ${p})`,
      },
      { key: 'ClaimedAt', sortable: true },
      { key: 'LastFollowAt', sortable: true },
    ],
    order: 't."Id" desc',
    present: presentCustomer,
    sheet: [
      { header: '客户名称 Customer', value: (r) => r.Name, width: 36 },
      { header: '类型 Kind', value: (r, lang) => customerKindWords[r.Kind][lang], width: 12 },
      { header: '来源 Source', value: (r) => r.Source, width: 12 },
      { header: '持有人 Holder', value: (r) => r.OwnerName, width: 12 },
      { header: '领取时间 Claimed', value: (r) => (r.ClaimedAt ? placeTime(r.ClaimedAt) : ''), width: 20 },
      { header: '联系人 Contact', value: (r) => r.Contact, width: 12 },
      { header: '手机 Mobile', value: (r) => r.Mobile, width: 14 },
    ],
  });

  route(app, C.customerGet, async ({ actor, input }, r) => sendOutcome(r, await getCustomer(db, actor, input.Id)));
  route(app, C.customerCheck, async ({ actor, input, request }, r) => {
    const lang = requestLanguage(request.headers['accept-language']);
    const v = await viewerOf(db, actor);
    const found = await findDuplicates(db, v, input);
    return sendOutcome(r, {
      ok: true,
      value: found.map((m) => ({
        Id: m.id,
        Name: m.name,
        OwnerName: holderShown(v, m),
        InPool: m.in_pool,
        MatchedOn: duplicateWords(v, m)[lang],
      })),
    });
  });
  route(app, C.customerSave, async ({ actor, input }, r) => sendOutcome(r, await saveCustomer(db, actor, input)));
  route(app, C.claim, async ({ actor, input }, r) => sendOutcome(r, await claimCustomers(db, actor, input.Ids)));
  route(app, C.release, async ({ actor, input }, r) => sendOutcome(r, await releaseCustomers(db, actor, input)));
  route(app, C.assign, async ({ actor, input }, r) => sendOutcome(r, await handOver(db, actor, 'ASSIGN', input)));
  route(app, C.transfer, async ({ actor, input }, r) => sendOutcome(r, await handOver(db, actor, 'TRANSFER', input)));
  route(app, C.customerDelete, async ({ actor, input }, r) => sendOutcome(r, await deleteCustomers(db, actor, input.Ids)));
  route(app, C.link, async ({ actor, input }, r) => sendOutcome(r, await linkToCompany(db, actor, input)));
  route(app, C.limits, async ({ actor }, r) => sendOutcome(r, await myLimits(db, actor)));
  route(app, C.salespeople, async ({ actor }, r) => sendOutcome(r, { ok: true, value: await salespeopleOf(db, actor.companyId, await salesIds(db)) }));
  route(app, C.contactSave, async ({ actor, input }, r) => sendOutcome(r, await saveContact(db, actor, input)));
  route(app, C.contactDelete, async ({ actor, input }, r) => sendOutcome(r, await deleteContact(db, actor, input.Id)));
}
