import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { followCalls as C } from '../../../contract/crm/followCalls';
import { ENDPOINTS } from '../../../contract/endpoints';
import { listKey } from '../../../lib/listKey';
import { useCallAction } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';
import { saveDownload } from '../../../lib/saveFile';

/** The follow-ups' query keys, reads and writes (each refreshing the plans, the records and the customers' lists: a record moves the recycle date). */
export const followKeys = {
  all: ['crm', 'follow'] as const,
  plans: (f: CallInput<typeof C.planList>) => ['crm', 'follow', 'plans', f] as const,
  records: (f: CallInput<typeof C.recordList>) => ['crm', 'follow', 'records', f] as const,
  activity: (f: CallInput<typeof C.activityList>) => ['crm', 'follow', 'activity', f] as const,
};

export const plansQueryOptions = (f: CallInput<typeof C.planList>) => queryOptions({ queryKey: followKeys.plans(f), queryFn: () => callApi(C.planList, f) });
export const recordsQueryOptions = (f: CallInput<typeof C.recordList>) =>
  queryOptions({ queryKey: followKeys.records(f), queryFn: () => callApi(C.recordList, f) });
export const activityQueryOptions = (f: CallInput<typeof C.activityList>) =>
  queryOptions({ queryKey: followKeys.activity(f), queryFn: () => callApi(C.activityList, f) });

const changed = [followKeys.all, listKey(ENDPOINTS.crmCustomerList), ['crm', 'customer']];

export const useSavePlan = () => useCallAction((i: CallInput<typeof C.planSave>) => callApi(C.planSave, i), changed);
export const useCompletePlan = () => useCallAction((i: CallInput<typeof C.planComplete>) => callApi(C.planComplete, i), changed);
export const useCancelPlan = () => useCallAction((i: CallInput<typeof C.planCancel>) => callApi(C.planCancel, i), changed);
export const useSaveRecord = () => useCallAction((i: CallInput<typeof C.recordSave>) => callApi(C.recordSave, i), changed);
export const useDeleteRecord = () => useCallAction((i: CallInput<typeof C.recordDelete>) => callApi(C.recordDelete, i), changed);

/** Saves an attachment under its own name (Content-Disposition). */
export const downloadAttachment = (id: number) => saveDownload(`${ENDPOINTS.crmFollowAttachment}?Id=${id}`);
