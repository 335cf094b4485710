import type { FastifyInstance } from 'fastify';
import { portalCalls as C } from '../../../src/contract/portal/calls';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { contentService } from './contentService';
import { profileService } from './profileService';
import { siteService, siteVersionService } from './siteService';

/** The configuration calls of /Portal/* (operations.md §14.3): thin, contract → service → reply. */
export function portalRoutes(app: FastifyInstance, db: Db): void {
  const sites = siteService(db);
  const versions = siteVersionService(db);
  const contents = contentService(db);
  const profile = profileService(db);

  route(app, C.siteGet, async ({ actor, input }, r) => sendOutcome(r, await sites.get(actor, input)));
  route(app, C.siteSave, async ({ actor, input }, r) => sendOutcome(r, await sites.save(actor, input)));
  route(app, C.siteEnable, async ({ actor, input }, r) => sendOutcome(r, await sites.setEnabled(actor, input, true)));
  route(app, C.siteDisable, async ({ actor, input }, r) => sendOutcome(r, await sites.setEnabled(actor, input, false)));
  route(app, C.sitePublish, async ({ actor, input }, r) => sendOutcome(r, await sites.publish(actor, input)));
  route(app, C.siteVersions, async ({ actor, input }, r) => sendOutcome(r, await versions.versions(actor, input)));
  route(app, C.siteRollback, async ({ actor, input }, r) => sendOutcome(r, await versions.rollback(actor, input)));
  route(app, C.sitePreviewToken, async ({ actor, input }, r) => sendOutcome(r, await versions.previewToken(actor, input)));
  route(app, C.siteCompanies, async ({ input }, r) => sendOutcome(r, await versions.companies(input)));

  route(app, C.enterpriseGet, async ({ actor, input }, r) => sendOutcome(r, await profile.enterprise(actor, input)));
  route(app, C.enterpriseSave, async ({ actor, input }, r) => sendOutcome(r, await profile.saveEnterprise(actor, input)));
  route(app, C.addressList, async ({ actor, input }, r) => sendOutcome(r, await profile.addresses(actor, input)));
  route(app, C.addressSave, async ({ actor, input }, r) => sendOutcome(r, await profile.saveAddress(actor, input)));
  route(app, C.addressDelete, async ({ actor, input }, r) => sendOutcome(r, await profile.deleteAddress(actor, input.Id)));

  route(app, C.contentList, async ({ actor, input }, r) => sendOutcome(r, await contents.list(actor, input)));
  route(app, C.contentGet, async ({ actor, input }, r) => sendOutcome(r, await contents.get(actor, input.Id)));
  route(app, C.contentSave, async ({ actor, input }, r) => sendOutcome(r, await contents.save(actor, input)));
  route(app, C.contentPublish, async ({ actor, input }, r) => sendOutcome(r, await contents.move(actor, input.Id, 'publish')));
  route(app, C.contentUnpublish, async ({ actor, input }, r) => sendOutcome(r, await contents.move(actor, input.Id, 'unpublish')));
  route(app, C.contentDelete, async ({ actor, input }, r) => sendOutcome(r, await contents.remove(actor, input.Id)));
}
