import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import type { homeCalls } from '../../../contract/portal/homeCalls';
import { PORTAL_PATHS as P } from '../../../contract/portal/module';
import { callApi, callRef } from '../../../streams/callApi';

/** The home page's public calls, by path (the schemas stay off a visitor's first load). */
type HC = typeof homeCalls;
const home = callRef<HC['publicHome']>('GET', P.publicHome);
const schedules = callRef<HC['publicSchedules']>('GET', P.publicSchedules);
const widget = callRef<HC['publicWidget']>('GET', P.publicWidget);
const opts = { retry: false, staleTime: 60_000 } as const;

export const publicHomeOptions = (Preview?: string) =>
  queryOptions({ queryKey: ['portalPublic', 'home', Preview ?? ''], queryFn: () => callApi(home, { Preview }), ...opts });
export const publicSchedulesOptions = (input: CallInput<HC['publicSchedules']>) =>
  queryOptions({ queryKey: ['portalPublic', 'schedules', JSON.stringify(input)], queryFn: () => callApi(schedules, input), ...opts });
export const publicWidgetOptions = (Preview?: string) =>
  queryOptions({ queryKey: ['portalPublic', 'widget', Preview ?? ''], queryFn: () => callApi(widget, { Preview }), ...opts });
