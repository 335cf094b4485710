import type { CallInput } from '../../../contract/call';
import { siCalls } from '../../../contract/si/calls';
import { callApi } from '../../../streams/callApi';

export const getSiTemplate = (id: number) => callApi(siCalls.templateGet, { Id: id });
export const saveSiTemplate = (template: CallInput<typeof siCalls.templateSave>) => callApi(siCalls.templateSave, template);
/** A template as the form sends it: its name and the template fields (an Id to change one). */
export type SiTemplateInput = CallInput<typeof siCalls.templateSave>;
