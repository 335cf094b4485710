import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { readySpaceCalls as C } from '../../../contract/readySpace/calls';
import { readySpaceFileCalls as F } from '../../../contract/readySpace/fileCalls';
import { callApi } from '../../../streams/callApi';
import { idempotencyHeader, type IdempotencyKey } from '../../../lib/idempotencyKey';
import { readySpaceKeys } from './keys';

/** The buyer's orders on one listing (its detail shows their holds counting down). */
export const getMyOrdersOn = (spaceId: number) => callApi(C.orderList, { Scope: 'BUYER', ReadySpaceId: spaceId, PageSize: 50 }).then((p) => p.Items);
export const myOrdersOnQueryOptions = (spaceId: number, enabled: boolean) =>
  queryOptions({ queryKey: readySpaceKeys.ordersOn(spaceId), queryFn: () => getMyOrdersOn(spaceId), enabled: enabled && spaceId > 0 });
export const useMyOrdersOn = (spaceId: number, enabled: boolean) => useQuery(myOrdersOnQueryOptions(spaceId, enabled));

/** The buyer's orders a file may be uploaded to (one page of 100, the newest first). */
export const getOrdersForFiles = () => callApi(C.orderList, { Scope: 'BUYER', PageSize: 100 }).then((p) => p.Items);
export const ordersForFilesQueryOptions = () => queryOptions({ queryKey: readySpaceKeys.ordersForFiles(), queryFn: getOrdersForFiles });
export const useOrdersForFiles = () => useQuery(ordersForFilesQueryOptions());

/** An order's files (the S/O copy the release offers to attach). */
export const getOrderFiles = (orderId: number) => callApi(F.fileList, { Id: orderId });
export const orderFilesQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: readySpaceKeys.orderFiles(orderId), queryFn: () => getOrderFiles(orderId) });

export type PlaceInput = CallInput<typeof C.place>;
/** Places an order under its Idempotency-Key: a retried click (or a reload) answers the first placement. */
export const placeOrder = (order: PlaceInput, key: IdempotencyKey) => callApi(C.place, order, idempotencyHeader(key));

/** Placing: the listing (what is left) and the buyer's orders on it read again. */
export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ order, key }: { order: PlaceInput; key: IdempotencyKey }) => placeOrder(order, key),
    onSuccess: (_placed, { order }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: readySpaceKeys.space(order.ReadySpaceId) }),
        client.invalidateQueries({ queryKey: readySpaceKeys.orders() }),
      ]),
  });
}

type OrderMove = 'confirm' | 'reject' | 'cancel' | 'releaseSo' | 'requestCancel' | 'decideCancel';
/** A move of an order (commercial.md §5.4): the order lists (and the buyer's holds on a listing, a key under them) read again. */
const orderMove =
  <K extends OrderMove>(kind: K) =>
  () => {
    const client = useQueryClient();
    return useMutation({
      mutationFn: (input: CallInput<(typeof C)[K]>) => callApi(C[kind], input),
      onSuccess: () => client.invalidateQueries({ queryKey: readySpaceKeys.orders() }),
    });
  };

export const useConfirmOrder = orderMove('confirm');
export const useRejectOrder = orderMove('reject');
export const useCancelOrder = orderMove('cancel');
export const useReleaseSo = orderMove('releaseSo');
export const useRequestCancel = orderMove('requestCancel');
export const useDecideCancel = orderMove('decideCancel');
