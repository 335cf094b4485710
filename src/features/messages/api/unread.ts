import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '../../../contract/endpoints';
import type { messagesCalls } from '../../../contract/messages/calls';
import { callApi, callRef } from '../../../streams/callApi';
import { UNREAD_KEY } from '../messagePages';

/** The unread count's key for one employee (the live connection invalidates UNREAD_KEY, all of them). */
export const unreadKey = (employeeId?: number) => [...UNREAD_KEY, employeeId] as const;

// the badge and a live message's toast load with the first page: their calls by reference (no schemas)
const unreadCount = callRef<typeof messagesCalls.unreadCount>('GET', ENDPOINTS.unreadMessageCount);
const detail = callRef<typeof messagesCalls.detail>('GET', ENDPOINTS.messageDetail);

export const getUnreadCount = () => callApi(unreadCount, {});
export const unreadCountQueryOptions = (employeeId: number | undefined, enabled: boolean) =>
  queryOptions({ queryKey: unreadKey(employeeId), queryFn: getUnreadCount, enabled, staleTime: 60_000 });

/** A message as it arrived, without marking it read (a toast's look at it). */
export const peekMessage = (id: number) => callApi(detail, { id, Peek: true });
