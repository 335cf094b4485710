import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { MEDIA_TYPES, portalCalls as C } from '../../../contract/portal/calls';
import { PORTAL_PATHS as P } from '../../../contract/portal/module';
import { useCallMutation } from '../../../lib/useCallAction';
import { callApi, upload } from '../../../streams/callApi';

/** The configuration screens' calls and their query keys (operations.md §14.3). */
export const portalKeys = {
  all: ['portal'] as const,
  site: (company?: number) => [...portalKeys.all, 'site', company ?? 0] as const,
  versions: (company?: number) => [...portalKeys.all, 'versions', company ?? 0] as const,
  enterprise: (company?: number) => [...portalKeys.all, 'enterprise', company ?? 0] as const,
  addresses: (company?: number) => [...portalKeys.all, 'addresses', company ?? 0] as const,
  contents: (company?: number) => [...portalKeys.all, 'contents', company ?? 0] as const,
  content: (id: number) => [...portalKeys.all, 'content', id] as const,
  companies: (search: string) => [...portalKeys.all, 'companies', search] as const,
};

export const siteOptions = (CompanyId?: number) => queryOptions({ queryKey: portalKeys.site(CompanyId), queryFn: () => callApi(C.siteGet, { CompanyId }) });
export const useSite = (CompanyId?: number) => useQuery(siteOptions(CompanyId));
export const versionsOptions = (CompanyId?: number) =>
  queryOptions({ queryKey: portalKeys.versions(CompanyId), queryFn: () => callApi(C.siteVersions, { CompanyId }) });
export const useVersions = (CompanyId?: number) => useQuery(versionsOptions(CompanyId));
export const enterpriseOptions = (CompanyId?: number) =>
  queryOptions({ queryKey: portalKeys.enterprise(CompanyId), queryFn: () => callApi(C.enterpriseGet, { CompanyId }) });
export const useEnterprise = (CompanyId?: number) => useQuery(enterpriseOptions(CompanyId));
export const addressesOptions = (CompanyId?: number) =>
  queryOptions({ queryKey: portalKeys.addresses(CompanyId), queryFn: () => callApi(C.addressList, { CompanyId }) });
export const useAddresses = (CompanyId?: number) => useQuery(addressesOptions(CompanyId));
export const contentsOptions = (input: CallInput<typeof C.contentList>) =>
  queryOptions({
    queryKey: [...portalKeys.contents(input.CompanyId), input.Type, input.Search ?? '', input.Status ?? ''],
    queryFn: () => callApi(C.contentList, input),
  });
export const useContents = (input: CallInput<typeof C.contentList>) => useQuery(contentsOptions(input));
export const contentOptions = (id: number) =>
  queryOptions({ queryKey: portalKeys.content(id), queryFn: () => callApi(C.contentGet, { Id: id }), enabled: id > 0 });
export const useContent = (id: number) => useQuery(contentOptions(id));
export const companiesOptions = (search: string, enabled: boolean) =>
  queryOptions({ queryKey: portalKeys.companies(search), queryFn: () => callApi(C.siteCompanies, { Search: search }), enabled, retry: false });
export const useCompanies = (search: string, enabled: boolean) => useQuery(companiesOptions(search, enabled));

const siteKeys = (i: { CompanyId?: number }) => [portalKeys.site(i.CompanyId), portalKeys.versions(i.CompanyId)];
export const useSaveSite = () => useCallMutation((i: CallInput<typeof C.siteSave>) => callApi(C.siteSave, i), siteKeys);
export const useEnableSite = () =>
  useCallMutation(
    (i: CallInput<typeof C.siteEnable> & { On: boolean }) => callApi(i.On ? C.siteEnable : C.siteDisable, { CompanyId: i.CompanyId, Version: i.Version }),
    siteKeys,
  );
export const usePublishSite = () => useCallMutation((i: CallInput<typeof C.sitePublish>) => callApi(C.sitePublish, i), siteKeys);
export const useRollback = () => useCallMutation((i: CallInput<typeof C.siteRollback>) => callApi(C.siteRollback, i), siteKeys);
export const previewToken = (CompanyId?: number) => callApi(C.sitePreviewToken, { CompanyId });
export const useSaveEnterprise = () =>
  useCallMutation(
    (i: CallInput<typeof C.enterpriseSave>) => callApi(C.enterpriseSave, i),
    (i) => [portalKeys.enterprise(i.CompanyId)],
  );
export const useSaveAddress = () =>
  useCallMutation(
    (i: CallInput<typeof C.addressSave>) => callApi(C.addressSave, i),
    (i) => [portalKeys.addresses(i.CompanyId)],
  );
export const useDeleteAddress = (CompanyId?: number) => useCallMutation((Id: number) => callApi(C.addressDelete, { Id }), [portalKeys.addresses(CompanyId)]);
export const useSaveContent = () =>
  useCallMutation(
    (i: CallInput<typeof C.contentSave>) => callApi(C.contentSave, i),
    (i, a) => [portalKeys.contents(i.CompanyId), portalKeys.content(a?.Id ?? 0)],
  );
export const useContentMove = (CompanyId?: number) =>
  useCallMutation(
    ({ Id, move }: { Id: number; move: 'publish' | 'unpublish' | 'delete' }) =>
      callApi(move === 'publish' ? C.contentPublish : move === 'unpublish' ? C.contentUnpublish : C.contentDelete, { Id }),
    (i) => [portalKeys.contents(CompanyId), portalKeys.content(i.Id)],
  );

/** An image for the site (logo, cover, a body's picture): its kind is read from its bytes by the server. */
export function uploadMedia(file: File, alt: string, CompanyId?: number): Promise<{ Id: number; Url: string }> {
  const q = new URLSearchParams({ Alt: alt, ...(CompanyId ? { CompanyId: String(CompanyId) } : {}) });
  const type = (MEDIA_TYPES as readonly string[]).includes(file.type) ? file.type : 'application/octet-stream';
  return upload(`${P.portalMediaUpload}?${q}`, file, type);
}
