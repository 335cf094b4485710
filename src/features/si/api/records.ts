import type { CallInput } from '../../../contract/call';
import { siCalls } from '../../../contract/si/calls';
import { callApi } from '../../../streams/callApi';

/** Reading and changing one stored SI, and the booking it is made from. */
export const getSi = (id: number) => callApi(siCalls.get, { Id: id });
export const getSiLog = (id: number) => callApi(siCalls.log, { Id: id });
export const getSiSource = (cgoId: string) => callApi(siCalls.sourceData, { CGO_ID: cgoId });
export const modifySi = (record: CallInput<typeof siCalls.modify>) => callApi(siCalls.modify, record);
export const deleteSi = (id: number) => callApi(siCalls.delete, { Id: id });
