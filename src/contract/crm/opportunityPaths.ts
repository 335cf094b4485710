import { act, read } from '../accessRow';

/** The opportunities' paths, access rows and buttons (commercial.md §7.3), spread into the CRM's contract (module.ts). */
export const OPPORTUNITY_PATHS = {
  crmOpportunityStages: '/api/CrmOpportunity/Stages',
  crmOpportunityList: '/api/CrmOpportunity/List',
  crmOpportunityGet: '/api/CrmOpportunity/Get',
  crmOpportunitySave: '/api/CrmOpportunity/Save',
  crmOpportunityMove: '/api/CrmOpportunity/MoveStage',
  crmOpportunityWin: '/api/CrmOpportunity/Win',
  crmOpportunityLose: '/api/CrmOpportunity/Lose',
  crmOpportunityDelete: '/api/CrmOpportunity/Delete',
  crmOpportunityOpenCount: '/api/CrmOpportunity/OpenCount',
} as const;

/** Opportunities are read on their page and in a customer's panel (the customer lists); changed on their page. */
export const opportunityAccess = (page: string, customerPages: readonly string[]) => ({
  crmOpportunityRead: read([page, ...customerPages], true),
  crmOpportunityEdit: act([page], 'edit', true),
  crmOpportunityWin: act([page], 'win', true),
  crmOpportunityLose: act([page], 'lose', true),
  crmOpportunityDelete: act([page], 'delete', true),
});

export const OPPORTUNITY_BUTTONS = {
  win: { zh: '赢单', en: 'Win' },
  lose: { zh: '输单', en: 'Lose' },
};
