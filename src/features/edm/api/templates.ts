import { queryOptions } from '@tanstack/react-query';
import { edmTemplateCalls as T, type TemplateSaveInput } from '../../../contract/edm/templateCalls';
import { callApi } from '../../../streams/callApi';
import { edmKeys } from './edm';

/** The templates' query keys, under the module's. */
export const templateKeys = {
  all: [...edmKeys.all, 'templates'] as const,
  one: (id: number) => [...edmKeys.all, 'templates', id] as const,
};

export const templatesQueryOptions = () => queryOptions({ queryKey: templateKeys.all, queryFn: () => callApi(T.templateList, {}) });
export const templateQueryOptions = (id: number | undefined) =>
  queryOptions({ queryKey: templateKeys.one(id ?? 0), queryFn: () => callApi(T.templateGet, { Id: id ?? 0 }), enabled: id !== undefined });

export const saveTemplate = (input: TemplateSaveInput) => callApi(T.templateSave, input);
export const duplicateTemplate = (input: { Id: number }) => callApi(T.templateDuplicate, input);
export const deleteTemplate = (input: { Id: number }) => callApi(T.templateDelete, input);
export const previewTemplate = (input: { Id: number; ContactId: number }) => callApi(T.templatePreview, input);
export const campaignFromTemplate = (input: { Id: number; Name: string }) => callApi(T.templateNewCampaign, input);
