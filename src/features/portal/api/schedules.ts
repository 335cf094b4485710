import { queryOptions } from '@tanstack/react-query';
import { type publicScheduleCalls as C, PUBLIC_LANES_PATH } from '../../../contract/portal/scheduleCalls';
import { callApi, callRef } from '../../../streams/callApi';

const schedules = callRef<(typeof C)['publicLanes']>('GET', PUBLIC_LANES_PATH);
/** The lanes of the host's site's public sailing tables (a service page's typical lanes; asked only when `enabled`). */
export const publicLanesOptions = (Preview?: string, enabled = true) =>
  queryOptions({
    queryKey: ['portalPublic', 'lanes', Preview ?? ''],
    queryFn: () => callApi(schedules, { Preview }),
    retry: false,
    staleTime: 60_000,
    enabled,
  });
