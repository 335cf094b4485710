import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { PORTAL_PATHS as P } from '../../../contract/portal/module';
import type { publicPortalCalls } from '../../../contract/portal/publicCalls';
import { callApi, callRef } from '../../../streams/callApi';

/** The public pages' calls: by path, typed as declared (the schemas stay off a visitor's first load). */
type PC = typeof publicPortalCalls;
const site = callRef<PC['site']>('GET', P.publicSite);
const news = callRef<PC['news']>('GET', P.publicNews);
const newsDetail = callRef<PC['newsDetail']>('GET', P.publicNewsDetail);
const enterprise = callRef<PC['enterprise']>('GET', P.publicEnterprise);
const addresses = callRef<PC['addresses']>('GET', P.publicAddresses);
const contact = callRef<PC['contact']>('POST', P.publicContact);

/** A staff preview's token, from the page's address (`?preview=`). */
export const previewOf = (): string | undefined => new URLSearchParams(location.search).get('preview') ?? undefined;

const publicKeys = { all: ['portalPublic'] as const };
const opts = { retry: false, staleTime: 60_000 } as const;

export const publicSiteOptions = (Preview?: string) =>
  queryOptions({ queryKey: [...publicKeys.all, 'site', Preview ?? ''], queryFn: () => callApi(site, { Preview }), ...opts });
export const publicNewsOptions = (input: CallInput<PC['news']>) =>
  queryOptions({ queryKey: [...publicKeys.all, 'news', JSON.stringify(input)], queryFn: () => callApi(news, input), ...opts });
export const publicNewsDetailOptions = (Id: number, Preview?: string) =>
  queryOptions({
    queryKey: [...publicKeys.all, 'newsDetail', Id, Preview ?? ''],
    queryFn: () => callApi(newsDetail, { Id, Preview }),
    enabled: Id > 0,
    ...opts,
  });
export const publicEnterpriseOptions = (Preview?: string) =>
  queryOptions({ queryKey: [...publicKeys.all, 'enterprise', Preview ?? ''], queryFn: () => callApi(enterprise, { Preview }), ...opts });
export const publicAddressesOptions = (Preview?: string) =>
  queryOptions({ queryKey: [...publicKeys.all, 'addresses', Preview ?? ''], queryFn: () => callApi(addresses, { Preview }), ...opts });
export const sendEnquiry = (input: CallInput<PC['contact']>) => callApi(contact, input);
