import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { crmCalls as C } from '../../../contract/crm/calls';
import { crmEditCalls as E } from '../../../contract/crm/editCalls';
import { useCallAction, useCallMutation } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';
import { crmKeys } from '../api/crm';

/** The writes of editing customers and contacts, consent, linking and merging: each refreshes the lists and the open customer. */
const changed = [crmKeys.customers(), crmKeys.limits(), crmKeys.bin(), crmKeys.all];

export const useEditCustomer = () => useCallMutation((i: CallInput<typeof C.customerSave>) => callApi(C.customerSave, i), changed, { alsoOnRefusal: true });
export const useSaveContact = () => useCallMutation((i: CallInput<typeof C.contactSave>) => callApi(C.contactSave, i), changed);
export const useDeleteContact = () => useCallAction((i: CallInput<typeof C.contactDelete>) => callApi(C.contactDelete, i), changed);
export const usePrimaryContact = () => useCallAction((i: CallInput<typeof C.contactSave>) => callApi(C.contactSave, i), changed);
export const useConsent = () => useCallMutation((i: CallInput<typeof E.contactConsent>) => callApi(E.contactConsent, i), changed);
export const useMerge = () => useCallMutation((i: CallInput<typeof E.merge>) => callApi(E.merge, i), changed);

/** The link dialog's search over the platform's customer companies (the typed text, settled). */
export const companySearchQueryOptions = (text: string) =>
  queryOptions({ queryKey: ['crm', 'companies', text], queryFn: () => callApi(E.companySearch, { Text: text }) });
