import { queryOptions } from '@tanstack/react-query';
import { manifestSetupCalls } from '../../../contract/manifestSetup/calls';
import { siListCalls } from '../../../contract/si/listCalls';
import { SI_STATUS } from '../../../domain/si/status';
import { callApi } from '../../../streams/callApi';
import { listManifests, manifestKeys } from './manifest';

/**
 * What the manifest screens pick from, each list read through its owner's call: the standard remarks
 * and the SFT templates (manifestSetup), the approved SIs a manifest is made from (si), and the
 * company's manifests a new one copies. A person who may not read one gets none (asked once).
 */
export const remarkChoicesQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: manifestKeys.remarks(),
    queryFn: () => callApi(manifestSetupCalls.manifestRemarkList, { PageSize: 200 }),
    enabled,
    retry: false,
    staleTime: 300_000,
  });
export const sftTemplatesQuery = (enabled: boolean) =>
  queryOptions({ queryKey: manifestKeys.sftTemplates(), queryFn: () => callApi(manifestSetupCalls.sftTemplateList, { PageSize: 100 }), enabled, retry: false });
export const approvedSisQuery = (search: string, enabled: boolean) =>
  queryOptions({
    queryKey: manifestKeys.approvedSis(search),
    queryFn: () => callApi(siListCalls.reviewQueue, { TBI_STATUS: SI_STATUS.APPROVED, PageSize: 30, ...(search ? { TBI_CGO_ID: search } : {}) }),
    enabled,
    retry: false,
  });
export const copyChoicesQuery = (search: string, enabled: boolean) =>
  queryOptions({
    queryKey: manifestKeys.copyChoices(search),
    queryFn: () => listManifests({ Stage: 'all', PageSize: 30, ...(search ? { BlNo: search } : {}) }),
    enabled,
  });
