import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { homeCalls as C } from '../../../contract/portal/homeCalls';
import { useCallMutation } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';

/** /Portal/Home and /Portal/FloatingWindow: the drafts of the home blocks and the floating window. */
const keys = {
  home: (company?: number) => ['portal', 'home', company ?? 0] as const,
  widget: (company?: number) => ['portal', 'widget', company ?? 0] as const,
};
export const useHome = (CompanyId?: number) => useQuery(queryOptions({ queryKey: keys.home(CompanyId), queryFn: () => callApi(C.homeGet, { CompanyId }) }));
export const useSaveHome = () =>
  useCallMutation(
    (i: CallInput<typeof C.homeSave>) => callApi(C.homeSave, i),
    (i) => [keys.home(i.CompanyId)],
  );
export const useWidget = (CompanyId?: number) =>
  useQuery(queryOptions({ queryKey: keys.widget(CompanyId), queryFn: () => callApi(C.widgetGet, { CompanyId }) }));
export const useSaveWidget = () =>
  useCallMutation(
    (i: CallInput<typeof C.widgetSave>) => callApi(C.widgetSave, i),
    (i) => [keys.widget(i.CompanyId)],
  );
