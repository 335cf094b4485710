import { queryOptions } from '@tanstack/react-query';
import { type publicScheduleCalls as C, PUBLIC_SCHEDULES_PATH } from '../../../contract/portal/scheduleCalls';
import { callApi, callRef } from '../../../streams/callApi';

/** The lanes of the host's site's public sailing tables (a service page's typical lanes). */
const schedules = callRef<(typeof C)['publicSchedules']>('GET', PUBLIC_SCHEDULES_PATH);
export const publicLanesOptions = (Preview?: string) =>
  queryOptions({ queryKey: ['portalPublic', 'lanes', Preview ?? ''], queryFn: () => callApi(schedules, { Preview }), retry: false, staleTime: 60_000 });
