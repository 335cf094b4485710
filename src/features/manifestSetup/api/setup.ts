import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { manifestSetupCalls as C } from '../../../contract/manifestSetup/calls';
import { callApi } from '../../../streams/callApi';

/** The setup's calls as its screens make them (src/contract/manifestSetup/calls.ts). */
export const setupKeys = {
  sft: (id: number) => ['manifestSetup', 'sft', id] as const,
  sftLog: (id: number) => ['manifestSetup', 'sftLog', id] as const,
  config: (id: number) => ['manifestSetup', 'config', id] as const,
  configLog: (id: number) => ['manifestSetup', 'configLog', id] as const,
  configManifests: (id: number) => ['manifestSetup', 'configManifests', id] as const,
  remarkLog: (id: number) => ['manifestSetup', 'remarkLog', id] as const,
};

export const sftTemplateQuery = (id: number, enabled = true) =>
  queryOptions({ queryKey: setupKeys.sft(id), queryFn: () => callApi(C.sftTemplateGet, { Id: id }), enabled });
export const sftLogQuery = (id: number, enabled = true) =>
  queryOptions({ queryKey: setupKeys.sftLog(id), queryFn: () => callApi(C.sftTemplateLog, { Id: id }), enabled });
export const configQuery = (id: number, enabled = true) =>
  queryOptions({ queryKey: setupKeys.config(id), queryFn: () => callApi(C.manifestConfigGet, { Id: id }), enabled });
export const configLogQuery = (id: number, enabled = true) =>
  queryOptions({ queryKey: setupKeys.configLog(id), queryFn: () => callApi(C.manifestConfigLog, { Id: id }), enabled });
export const configManifestsQuery = (id: number, enabled = true) =>
  queryOptions({ queryKey: setupKeys.configManifests(id), queryFn: () => callApi(C.manifestConfigManifests, { Id: id }), enabled });

export const remarkLogQuery = (id: number, enabled = true) =>
  queryOptions({ queryKey: setupKeys.remarkLog(id), queryFn: () => callApi(C.manifestRemarkLog, { Id: id }), enabled });

export const saveSftTemplate = (body: CallInput<typeof C.sftTemplateSave>) => callApi(C.sftTemplateSave, body);
export const deleteSftTemplate = (Id: number, Version: number) => callApi(C.sftTemplateDelete, { Id, Version });
export const saveManifestConfig = (body: CallInput<typeof C.manifestConfigSave>) => callApi(C.manifestConfigSave, body);
export const deleteManifestConfig = (Id: number, Version: number) => callApi(C.manifestConfigDelete, { Id, Version });
export const saveManifestRemark = (body: CallInput<typeof C.manifestRemarkSave>) => callApi(C.manifestRemarkSave, body);
export const deleteManifestRemark = (Id: number, Version: number) => callApi(C.manifestRemarkDelete, { Id, Version });
