import { ENDPOINTS as E } from '../../../src/contract/endpoints';
import { type CrossCase, crossCompanySuite } from '../support/crossCompany';

/**
 * Campaigns are the platform's sales desk (commercial.md §8): a customer company's employees (天祥's
 * admin, who holds every external menu) naming the platform's campaigns, senders, audiences or
 * contacts get 403 — every call is behind /EDM/FreightEDM, an internal menu — and nothing of the
 * platform's changes (the suite checks). Within the platform, another company's record answers 404
 * (the queries are by company: tests/api/edm/campaigns.test.ts; templates: tests/api/edm/templates.test.ts).
 */
const OWN_IDS = {
  campaign: `select id from edm_campaigns order by id limit 1`,
  sender: `select id from edm_senders order by id limit 1`,
  audience: `select id from edm_audiences order by id limit 1`,
  contact: `select id from crm_contacts where deleted_at is null order by id limit 1`,
  template: `select id from edm_templates order by id limit 1`,
};
type K = keyof typeof OWN_IDS;
const BLOCKS = [{ Kind: 'UNSUBSCRIBE' }];
const RATES = { Lanes: [], RateNos: [], ContainerClass: '40HQ' };
const CROSS: CrossCase<K>[] = [
  { method: 'GET', url: E.edmCampaignGet, id: 'Id', query: (ids) => `Id=${ids.campaign}`, expected: 403 },
  { method: 'GET', url: E.edmCampaignStats, id: 'Id', query: (ids) => `Id=${ids.campaign}`, expected: 403 },
  {
    method: 'POST',
    url: E.edmCampaignSave,
    id: 'Id',
    payload: (ids) => ({ Id: ids.campaign, Version: 1, Name: 'x', Subject: 'x', SenderId: null, AudienceIds: [], Blocks: BLOCKS, Rates: RATES }),
    expected: 403,
  },
  {
    method: 'POST',
    url: E.edmCampaignSave,
    id: 'SenderId',
    payload: (ids) => ({ Name: 'x', Subject: 'x', SenderId: ids.sender, AudienceIds: [ids.audience], Blocks: BLOCKS, Rates: RATES }),
    expected: 403,
  },
  {
    method: 'POST',
    url: E.edmCampaignSave,
    id: 'AudienceIds',
    payload: (ids) => ({ Name: 'x', Subject: 'x', SenderId: null, AudienceIds: [ids.audience], Blocks: BLOCKS, Rates: RATES }),
    expected: 403,
  },
  { method: 'POST', url: E.edmCampaignPreview, id: 'Id', payload: (ids) => ({ Id: ids.campaign, ContactId: ids.contact }), expected: 403 },
  {
    method: 'POST',
    url: E.edmAudienceSave,
    id: 'Id',
    payload: (ids) => ({ Id: ids.audience, Version: 1, Name: 'x', Kind: 'LIST', ContactIds: [], Filter: {} }),
    expected: 403,
  },
  {
    method: 'POST',
    url: E.edmAudienceSave,
    id: 'Filter.OwnerIds',
    payload: (ids) => ({ Name: 'x', Kind: 'SEGMENT', ContactIds: [], Filter: { OwnerIds: [ids.salesperson] } }),
    expected: 403,
  },
  { method: 'POST', url: E.edmCampaignPreview, id: 'ContactId', payload: (ids) => ({ Id: ids.campaign, ContactId: ids.contact }), expected: 403 },
  { method: 'POST', url: E.edmCampaignTestSend, id: 'Id', payload: (ids) => ({ Id: ids.campaign, Emails: ['x@example.com'] }), expected: 403 },
  { method: 'POST', url: E.edmCampaignSchedule, id: 'Id', payload: (ids) => ({ Id: ids.campaign, SendAt: '2030-01-01T00:00:00Z' }), expected: 403 },
  { method: 'POST', url: E.edmCampaignPause, id: 'Id', payload: (ids) => ({ Id: ids.campaign }), expected: 403 },
  { method: 'POST', url: E.edmCampaignResume, id: 'Id', payload: (ids) => ({ Id: ids.campaign }), expected: 403 },
  { method: 'POST', url: E.edmCampaignCancel, id: 'Id', payload: (ids) => ({ Id: ids.campaign }), expected: 403 },
  {
    method: 'POST',
    url: E.edmAudienceSave,
    id: 'ContactIds',
    payload: (ids) => ({ Name: 'x', Kind: 'LIST', ContactIds: [ids.contact], Filter: {} }),
    expected: 403,
  },
  { method: 'POST', url: E.edmAudienceCount, id: 'AudienceIds', payload: (ids) => ({ AudienceIds: [ids.audience] }), expected: 403 },
  { method: 'POST', url: E.edmSenderVerify, id: 'Id', payload: (ids) => ({ Id: ids.sender }), expected: 403 },
  {
    method: 'POST',
    url: E.edmSenderSave,
    id: 'Id',
    payload: (ids) => ({ Id: ids.sender, Version: 1, FromName: 'x', FromEmail: 'x@example.com', ReplyTo: 'x@example.com' }),
    expected: 403,
  },
  { method: 'GET', url: E.edmTemplateGet, id: 'Id', query: (ids) => `Id=${ids.template}`, expected: 403 },
  {
    method: 'POST',
    url: E.edmTemplateSave,
    id: 'Id',
    payload: (ids) => ({ Id: ids.template, Version: 1, Name: 'x', Subject: 'x', Language: 'zh', Blocks: BLOCKS, Rates: RATES }),
    expected: 403,
  },
  { method: 'POST', url: E.edmTemplateDuplicate, id: 'Id', payload: (ids) => ({ Id: ids.template }), expected: 403 },
  { method: 'POST', url: E.edmTemplateDelete, id: 'Id', payload: (ids) => ({ Id: ids.template }), expected: 403 },
  { method: 'POST', url: E.edmTemplatePreview, id: 'Id', payload: (ids) => ({ Id: ids.template, ContactId: ids.contact }), expected: 403 },
  { method: 'POST', url: E.edmTemplatePreview, id: 'ContactId', payload: (ids) => ({ Id: ids.template, ContactId: ids.contact }), expected: 403 },
  { method: 'POST', url: E.edmTemplateNewCampaign, id: 'Id', payload: (ids) => ({ Id: ids.template, Name: 'x' }), expected: 403 },
];

crossCompanySuite('edm', CROSS, {}, OWN_IDS);
