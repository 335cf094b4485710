import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { entryOrderCalls as C } from '../../../contract/entryOrder/calls';
import { callApi } from '../../../streams/callApi';
import { entryKeys } from '../entryQueries';

/** Entry forms: one version, the published form an order uses, the uses per customer; and their moves. */
export const getForm = (id: number) => callApi(C.entryFormGet, { Id: id });
export const formQueryOptions = (id: number) => queryOptions({ queryKey: entryKeys.form(id), queryFn: () => getForm(id), enabled: id > 0 });

export type ForOrder = CallInput<typeof C.entryFormForOrder>;
export const getFormForOrder = (q: ForOrder) => callApi(C.entryFormForOrder, q);
/** The published form for a customer and business (none asked until the customer is known: `enabled`). */
export const formForOrderQueryOptions = (q: ForOrder, enabled: boolean) =>
  queryOptions({
    queryKey: entryKeys.formForOrder(q.CompanyId ?? 0, q.ENT_DIRECTION, q.ENT_TRANSPORT_METHOD),
    queryFn: () => getFormForOrder(q),
    enabled,
    retry: false,
  });

export const getFormUses = () => callApi(C.entryFormUses, {});
export const formUsesQueryOptions = () => queryOptions({ queryKey: entryKeys.formUses(), queryFn: getFormUses });
/** The first 200 forms (the designer's and the uses' choice of names). */
export const formChoicesQueryOptions = () =>
  queryOptions({ queryKey: [...entryKeys.forms(), 'choices'] as const, queryFn: () => callApi(C.entryFormList, { PageSize: 200 }) });

export const saveForm = (body: CallInput<typeof C.entryFormSave>) => callApi(C.entryFormSave, body);
export const publishForm = (body: CallInput<typeof C.entryFormPublish>) => callApi(C.entryFormPublish, body);
export const retireForm = (body: CallInput<typeof C.entryFormRetire>) => callApi(C.entryFormRetire, body);
export const saveFormUse = (body: CallInput<typeof C.entryFormSaveUse>) => callApi(C.entryFormSaveUse, body);
export const deleteFormUse = (Id: number) => callApi(C.entryFormDeleteUse, { Id });
