import type { ReadySpace, ReadySpaceOrder } from '../../contract/readySpace/calls';
import { ENDPOINTS } from '../../contract/endpoints';
import { apiData } from '../../streams/http';

/** The ready-space calls the screens make, and their query keys (the live frame refreshes them). */
export const readySpaceKey = (id: number) => ['readySpace', 'space', id] as const;
export const readySpaceOrderKey = (id: number) => ['readySpace', 'order', id] as const;

export const getReadySpace = (id: number) => apiData<ReadySpace>('GET', `${ENDPOINTS.readySpaceGet}?Id=${id}`);
export const getReadySpaceOrder = (id: number) => apiData<ReadySpaceOrder>('GET', `${ENDPOINTS.readySpaceOrderGet}?Id=${id}`);
export const post = <T = { Status: string; Version: number }>(path: string, body: object, headers?: Record<string, string>) =>
  apiData<T>('POST', path, body, headers);
