import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { siCalls } from '../../../contract/si/calls';
import { callApi } from '../../../streams/callApi';
import { siKeys } from './records';

export const getSiTemplate = (id: number) => callApi(siCalls.templateGet, { Id: id });
/** A template's fields as the template form edits them (its Id left out); 'new' or no id reads nothing. */
export const siTemplateQueryOptions = (id: number | 'new' | undefined) =>
  queryOptions({
    queryKey: siKeys.template(id),
    queryFn: () => getSiTemplate(id as number).then(({ Id: _id, ...t }) => t as Record<string, string>),
    enabled: typeof id === 'number',
  });
export const saveSiTemplate = (template: CallInput<typeof siCalls.templateSave>) => callApi(siCalls.templateSave, template);
/** A template as the form sends it: its name and the template fields (an Id to change one). */
export type SiTemplateInput = CallInput<typeof siCalls.templateSave>;
