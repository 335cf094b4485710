import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { entryOrderCalls as C } from '../../../contract/entryOrder/calls';
import { ENTRY_ORDER_PATHS as P } from '../../../contract/entryOrder/module';
import { queryString, saveDownload } from '../../../lib/saveFile';
import { callApi } from '../../../streams/callApi';
import { entryKeys } from '../entryQueries';

/** The second half's moves, one order's board and its data sheet (with its xlsx/JSON download). */
export const recordMilestone = (body: CallInput<typeof C.secondHalfRecord>) => callApi(C.secondHalfRecord, body);
export const assignAgent = (body: CallInput<typeof C.secondHalfAssign>) => callApi(C.secondHalfAssign, body);

export const getBoard = (id: number) => callApi(C.entryOrderBoard, { ENT_ID: id });
export const boardQueryOptions = (id: number) => queryOptions({ queryKey: entryKeys.board(id), queryFn: () => getBoard(id), enabled: id > 0 });

export type SheetTarget = CallInput<typeof C.logisticsDataGet>;
const targetKey = (t: SheetTarget) => (t.ENT_ID ? `ENT:${t.ENT_ID}` : `CGO:${t.CGO_ID ?? ''}`);
export const getDataSheet = (t: SheetTarget) => callApi(C.logisticsDataGet, t);
export const dataSheetQueryOptions = (t: SheetTarget) =>
  queryOptions({ queryKey: entryKeys.sheet(targetKey(t)), queryFn: () => getDataSheet(t), enabled: !!(t.ENT_ID || t.CGO_ID) });
/** The sheet as a file: xlsx (a sheet per section) or JSON. */
export const exportDataSheet = (t: SheetTarget, Format: 'xlsx' | 'json') => saveDownload(`${P.logisticsDataExport}${queryString({ ...t, Format })}`);
