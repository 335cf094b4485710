import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { PORTAL_PATHS as P } from '../../../contract/portal/module';
import { productCalls as C } from '../../../contract/portal/productCalls';
import { useCallMutation } from '../../../lib/useCallAction';
import { callApi, callRef } from '../../../streams/callApi';

/** Product and service cards: /Portal/ProductService and the public product pages. */
const key = (company?: number) => ['portal', 'products', company ?? 0] as const;
export const useProducts = (CompanyId?: number) => useQuery(queryOptions({ queryKey: key(CompanyId), queryFn: () => callApi(C.productList, { CompanyId }) }));
export const useSaveProduct = () =>
  useCallMutation(
    (i: CallInput<typeof C.productSave>) => callApi(C.productSave, i),
    (i) => [key(i.CompanyId)],
  );
export const useDeleteProduct = (CompanyId?: number) =>
  useCallMutation(
    (Id: number) => callApi(C.productDelete, { Id }),
    () => [key(CompanyId)],
  );

const products = callRef<(typeof C)['publicProducts']>('GET', P.publicProducts);
export const publicProductsOptions = (Preview?: string) =>
  queryOptions({ queryKey: ['portalPublic', 'products', Preview ?? ''], queryFn: () => callApi(products, { Preview }), retry: false, staleTime: 60_000 });
