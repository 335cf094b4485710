import { act, read } from '../accessRow';
import { contractModule } from '../registry';

/**
 * Rate e-mail campaigns (issue 50, commercial.md §8, docs/modules/edm.md): senders, audiences,
 * campaigns with each recipient's own sell price, tracking and the suppression list, on
 * /EDM/FreightEDM. Internal staff only (the platform's CRM contacts are the recipients); the
 * EdmPublic calls are the recipients' links (no session, an HMAC token per send and purpose).
 */
export const EDM_PAGE = '/EDM/FreightEDM';

export const EDM_PATHS = {
  edmCampaignList: '/api/EdmCampaign/List',
  edmCampaignGet: '/api/EdmCampaign/Get',
  edmCampaignSave: '/api/EdmCampaign/SaveDraft',
  edmCampaignPreview: '/api/EdmCampaign/Preview',
  edmCampaignTestSend: '/api/EdmCampaign/TestSend',
  edmCampaignSchedule: '/api/EdmCampaign/Schedule',
  edmCampaignPause: '/api/EdmCampaign/Pause',
  edmCampaignResume: '/api/EdmCampaign/Resume',
  edmCampaignCancel: '/api/EdmCampaign/Cancel',
  edmCampaignStats: '/api/EdmCampaign/Stats',
  edmTemplateList: '/api/EdmTemplate/List',
  edmTemplateGet: '/api/EdmTemplate/Get',
  edmTemplateSave: '/api/EdmTemplate/Save',
  edmTemplateDuplicate: '/api/EdmTemplate/Duplicate',
  edmTemplateDelete: '/api/EdmTemplate/Delete',
  edmTemplatePreview: '/api/EdmTemplate/Preview',
  edmTemplateNewCampaign: '/api/EdmTemplate/NewCampaign',
  edmAudienceList: '/api/EdmAudience/List',
  edmAudienceSave: '/api/EdmAudience/Save',
  edmAudienceCount: '/api/EdmAudience/Count',
  edmAudienceContacts: '/api/EdmAudience/Contacts',
  edmSenderList: '/api/EdmSender/List',
  edmSenderSave: '/api/EdmSender/Save',
  edmSenderVerify: '/api/EdmSender/Verify',
  edmSuppressionList: '/api/EdmSuppression/List',
  edmSuppressionAdd: '/api/EdmSuppression/Add',
  edmSuppressionRemove: '/api/EdmSuppression/Remove',
  edmPublicOpen: '/api/EdmPublic/Open',
  edmPublicClick: '/api/EdmPublic/Click',
  edmPublicUnsubscribe: '/api/EdmPublic/Unsubscribe',
} as const;

export const EDM_ACCESS = {
  edmRead: read([EDM_PAGE], true),
  edmEdit: act([EDM_PAGE], 'edit', true),
  edmSend: act([EDM_PAGE], 'send', true),
  edmSenders: act([EDM_PAGE], 'senders', true),
  edmSuppress: act([EDM_PAGE], 'suppress', true),
} as const;

export const edmContract = contractModule({
  name: 'edm',
  paths: EDM_PATHS,
  access: EDM_ACCESS,
  buttons: {
    send: { zh: '发送', en: 'Send' },
    senders: { zh: '发件人设置', en: 'Senders' },
    suppress: { zh: '退订名单', en: 'Suppression list' },
  },
});
