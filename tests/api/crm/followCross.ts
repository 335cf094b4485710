import { ENDPOINTS as E } from '../../../src/contract/endpoints';
import type { CrossCase } from '../support/crossCompany';

const at = new Date(Date.now() - 3_600_000).toISOString();
const record = { FollowAt: at, Method: 'PHONE', Content: '越权测试' };

/** The follow-up calls for the cross-company suite (crossCompany.test.ts): a customer company's admin gets 403 on every one. */
export const followCases = <K extends string>(): CrossCase<K>[] => {
  const id = (ids: Record<string, number>, k: string) => ids[k]!;
  return [
    { method: 'GET', url: E.crmFollowPlanList, id: 'CustomerId', query: (ids) => `CustomerId=${id(ids, 'customer')}`, expected: 403 },
    {
      method: 'POST',
      url: E.crmFollowPlanSave,
      id: 'Id',
      payload: (ids) => ({ Id: id(ids, 'plan'), CustomerId: id(ids, 'customer'), PlannedAt: at, Method: 'PHONE', Content: 'x' }),
      expected: 403,
    },
    {
      method: 'POST',
      url: E.crmFollowPlanSave,
      id: 'CustomerId',
      payload: (ids) => ({ CustomerId: id(ids, 'customer'), PlannedAt: at, Method: 'PHONE', Content: 'x' }),
      expected: 403,
    },
    { method: 'POST', url: E.crmFollowPlanComplete, id: 'Id', payload: (ids) => ({ Id: id(ids, 'plan'), Record: record }), expected: 403 },
    { method: 'POST', url: E.crmFollowPlanCancel, id: 'Id', payload: (ids) => ({ Id: id(ids, 'plan') }), expected: 403 },
    { method: 'GET', url: E.crmFollowRecordList, id: 'CustomerId', query: (ids) => `CustomerId=${id(ids, 'customer')}`, expected: 403 },
    { method: 'POST', url: E.crmFollowRecordSave, id: 'CustomerId', payload: (ids) => ({ CustomerId: id(ids, 'customer'), ...record }), expected: 403 },
    { method: 'POST', url: E.crmFollowRecordDelete, id: 'Id', payload: (ids) => ({ Id: id(ids, 'record') }), expected: 403 },
    { method: 'GET', url: E.crmFollowAttachment, id: 'Id', query: (ids) => `Id=${id(ids, 'attachment')}`, expected: 403 },
    { method: 'GET', url: E.crmActivityList, id: 'CustomerId', query: (ids) => `CustomerId=${id(ids, 'customer')}`, expected: 403 },
    { method: 'GET', url: E.crmFollowPlanList, id: 'OwnerId', query: (ids) => `OwnerId=${id(ids, 'salesperson')}`, expected: 403 },
    { method: 'GET', url: E.crmFollowRecordList, id: 'LeadId', query: (ids) => `LeadId=${id(ids, 'lead')}`, expected: 403 },
    { method: 'GET', url: E.crmFollowRecordList, id: 'AuthorId', query: (ids) => `AuthorId=${id(ids, 'salesperson')}`, expected: 403 },
    { method: 'GET', url: E.crmActivityList, id: 'ActorId', query: (ids) => `ActorId=${id(ids, 'salesperson')}`, expected: 403 },
    ...(['PlanSave', 'RecordSave'] as const).flatMap((k): CrossCase<K>[] => {
      const url = k === 'PlanSave' ? E.crmFollowPlanSave : E.crmFollowRecordSave;
      const body = k === 'PlanSave' ? { PlannedAt: at, Method: 'PHONE', Content: 'x' } : record;
      return [
        { method: 'POST', url, id: 'LeadId', payload: (ids) => ({ LeadId: id(ids, 'lead'), ...body }), expected: 403 },
        {
          method: 'POST',
          url,
          id: 'ContactId',
          payload: (ids) => ({ CustomerId: id(ids, 'customer'), ContactId: id(ids, 'contact'), ...body }),
          expected: 403,
        },
        // the opportunity's table is another part's: any id is refused before it is read
        {
          method: 'POST',
          url,
          id: 'OpportunityId',
          payload: (ids) => ({ CustomerId: id(ids, 'customer'), OpportunityId: id(ids, 'customer'), ...body }),
          expected: 403,
        },
      ];
    }),
    {
      method: 'POST',
      url: E.crmFollowPlanComplete,
      id: 'Record.ContactId',
      payload: (ids) => ({ Id: id(ids, 'plan'), Record: { ...record, ContactId: id(ids, 'contact') } }),
      expected: 403,
    },
  ] as CrossCase<K>[];
};
