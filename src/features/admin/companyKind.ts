import { ACCESS } from '../../contract/access';
import type { CompanyWire } from '../../contract/admin';
import type { ListCall } from '../../contract/call';
import { ENDPOINTS } from '../../contract/endpoints';
import { callRef } from '../../streams/callApi';
import { commonWords } from '../../i18n/commonWords';
import { adminWords } from './words';

/** A kind's company list, typed by its rows (the admin contract declares no row schema). */
const companyList = (path: string) => callRef<ListCall<CompanyWire>>('GET', path);

/** What differs between the customer and the provider pages: paths, calls and access. */
export const KIND = {
  customer: {
    base: '/system/company/customer/customer',
    list: companyList(ENDPOINTS.customerList),
    read: ACCESS.customerRead,
    edit: ACCESS.customerEdit,
    imp: ACCESS.customerImport,
    exp: ACCESS.customerExport,
    title: commonWords.customer,
  },
  provider: {
    base: '/system/company/provider/provider',
    list: companyList(ENDPOINTS.providerList),
    read: ACCESS.providerRead,
    edit: ACCESS.providerEdit,
    imp: ACCESS.providerImport,
    exp: ACCESS.providerExport,
    title: adminWords.provider,
  },
} as const;

export type CompanyKind = keyof typeof KIND;

/** The kind a route belongs to, from its path (…/customer/… or …/provider/…). */
export const kindOfPath = (path: string): CompanyKind => (path.includes('/provider/') ? 'provider' : 'customer');
