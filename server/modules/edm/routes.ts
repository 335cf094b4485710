import type { FastifyInstance } from 'fastify';
import { edmCalls as C } from '../../../src/contract/edm/calls';
import { edmTemplateCalls as T } from '../../../src/contract/edm/templateCalls';
import type { Db } from '../../db/types';
import { readIdempotencyKey, requestHash } from '../../http/idempotency';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { contactChoices, countAudiences, listAudiences, saveAudience } from './useCases/audiences';
import { getCampaign, listCampaigns, saveDraft } from './useCases/campaigns';
import { moveCampaign } from './useCases/moves';
import { previewCampaign, testSendCampaign } from './useCases/preview';
import { scheduleCampaign } from './useCases/schedule';
import { listSenders, saveSender, verifySender } from './useCases/senders';
import { campaignStats } from './useCases/stats';
import { campaignFromTemplate, previewTemplate } from './useCases/templateUse';
import { duplicateTemplate, getTemplate, listTemplates, removeTemplate, saveTemplate } from './useCases/templates';
import { listSuppressions, suppressAddress, unsuppressAddress } from './useCases/suppressions';

const ok = <T>(value: T) => ({ ok: true as const, value });

/** The campaigns' staff calls (commercial.md §8.3): thin, each to its use case. */
export function edmRoutes(app: FastifyInstance, db: Db, publicUrl: string): void {
  route(app, C.campaignList, async ({ actor }, r) => sendOutcome(r, ok(await listCampaigns(db, actor))));
  route(app, C.campaignGet, async ({ actor, input }, r) => sendOutcome(r, await getCampaign(db, actor, input.Id)));
  route(app, C.campaignSave, async ({ actor, input }, r) => sendOutcome(r, await saveDraft(db, actor, input, publicUrl)));
  route(app, C.preview, async ({ actor, input }, r) => sendOutcome(r, await previewCampaign(db, actor, input)));
  route(app, C.testSend, async ({ actor, input }, r) => sendOutcome(r, await testSendCampaign(db, actor, input)));
  route(app, C.schedule, async ({ actor, input, request }, r) =>
    sendOutcome(r, await scheduleCampaign(db, actor, input, { reading: readIdempotencyKey(request), hash: requestHash(request) })),
  );
  route(app, C.pause, async ({ actor, input }, r) => sendOutcome(r, await moveCampaign(db, actor, input.Id, 'pause')));
  route(app, C.resume, async ({ actor, input }, r) => sendOutcome(r, await moveCampaign(db, actor, input.Id, 'resume')));
  route(app, C.cancel, async ({ actor, input }, r) => sendOutcome(r, await moveCampaign(db, actor, input.Id, 'cancel')));
  route(app, C.stats, async ({ actor, input }, r) => sendOutcome(r, await campaignStats(db, actor, input.Id)));
  route(app, T.templateList, async ({ actor }, r) => sendOutcome(r, ok(await listTemplates(db, actor))));
  route(app, T.templateGet, async ({ actor, input }, r) => sendOutcome(r, await getTemplate(db, actor, input.Id)));
  route(app, T.templateSave, async ({ actor, input }, r) => sendOutcome(r, await saveTemplate(db, actor, input)));
  route(app, T.templateDuplicate, async ({ actor, input }, r) => sendOutcome(r, await duplicateTemplate(db, actor, input.Id)));
  route(app, T.templateDelete, async ({ actor, input }, r) => sendOutcome(r, await removeTemplate(db, actor, input.Id)));
  route(app, T.templatePreview, async ({ actor, input }, r) => sendOutcome(r, await previewTemplate(db, actor, input, publicUrl)));
  route(app, T.templateNewCampaign, async ({ actor, input }, r) => sendOutcome(r, await campaignFromTemplate(db, actor, input, publicUrl)));
  route(app, C.audienceList, async ({ actor }, r) => sendOutcome(r, ok(await listAudiences(db, actor))));
  route(app, C.audienceSave, async ({ actor, input }, r) => sendOutcome(r, await saveAudience(db, actor, input)));
  route(app, C.audienceCount, async ({ actor, input }, r) => sendOutcome(r, await countAudiences(db, actor, input.AudienceIds)));
  route(app, C.audienceContacts, async ({ actor, input }, r) => sendOutcome(r, ok(await contactChoices(db, actor, input.Search ?? ''))));
  route(app, C.senderList, async ({ actor }, r) => sendOutcome(r, ok(await listSenders(db, actor))));
  route(app, C.senderSave, async ({ actor, input }, r) => sendOutcome(r, await saveSender(db, actor, input)));
  route(app, C.senderVerify, async ({ actor, input }, r) => sendOutcome(r, await verifySender(db, actor, input.Id)));
  route(app, C.suppressionList, async ({ actor, input }, r) => sendOutcome(r, ok(await listSuppressions(db, actor, input.Search ?? ''))));
  route(app, C.suppressionAdd, async ({ actor, input }, r) => sendOutcome(r, await suppressAddress(db, actor, input)));
  route(app, C.suppressionRemove, async ({ actor, input }, r) => sendOutcome(r, await unsuppressAddress(db, actor, input)));
}
