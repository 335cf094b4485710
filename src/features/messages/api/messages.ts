import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { ENDPOINTS } from '../../../contract/endpoints';
import { messagesCalls } from '../../../contract/messages/calls';
import { listKey } from '../../../lib/listKey';
import { useCallAction, useCallMutation } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';
import { idempotencyHeader, type IdempotencyKey } from '../../../lib/idempotencyKey';
import { MESSAGES_KEY, UNREAD_KEY } from '../messagePages';

/** The messages module's query keys, named once (the unread count's and the details' live under MESSAGES_KEY). */
export const messagesKeys = {
  all: MESSAGES_KEY,
  unread: () => UNREAD_KEY,
  detail: (id?: number) => [...MESSAGES_KEY, 'detail', id] as const,
  recipients: () => [...MESSAGES_KEY, 'recipients'] as const,
  inbox: () => listKey(ENDPOINTS.messageList),
  sent: () => listKey(ENDPOINTS.messageSentList),
  global: () => listKey(ENDPOINTS.globalMessageList),
};

/** Reading a message marks it read. */
export const getMessage = (id: number) => callApi(messagesCalls.detail, { id });
export const messageQueryOptions = (id?: number) =>
  queryOptions({ queryKey: messagesKeys.detail(id), queryFn: () => getMessage(id!), enabled: id !== undefined });
export const useMessage = (id?: number) => useQuery(messageQueryOptions(id));

export const getRecipients = () => callApi(messagesCalls.recipients, {});
export const recipientsQueryOptions = () => queryOptions({ queryKey: messagesKeys.recipients(), queryFn: getRecipients });
export const useRecipients = () => useQuery(recipientsQueryOptions());

/** How many people a message to everyone reaches (asked before sending). */
export const getGlobalReach = () => callApi(messagesCalls.globalReach, {});

// reading and deleting change the inbox, the details and the unread count (all under MESSAGES_KEY)
const inboxChanged = [messagesKeys.inbox(), messagesKeys.all];
export const useMarkRead = () => useCallAction((input: CallInput<typeof messagesCalls.markRead>) => callApi(messagesCalls.markRead, input), inboxChanged);
export const useMarkAllRead = () => useCallAction(() => callApi(messagesCalls.markAllRead, undefined), inboxChanged);
export const useDeleteMessages = () => useCallAction((input: CallInput<typeof messagesCalls.delete>) => callApi(messagesCalls.delete, input), inboxChanged);

/** Sending is idempotent by the composition's key: a retried send answers what the first did. */
export const useSendMessage = () =>
  useCallMutation(
    ({ message, key }: { message: CallInput<typeof messagesCalls.send>; key: IdempotencyKey }) => callApi(messagesCalls.send, message, idempotencyHeader(key)),
    [messagesKeys.sent()],
  );
export const useSendGlobalMessage = () =>
  useCallMutation(
    ({ message, key }: { message: CallInput<typeof messagesCalls.sendGlobal>; key: IdempotencyKey }) =>
      callApi(messagesCalls.sendGlobal, message, idempotencyHeader(key)),
    [messagesKeys.global()],
  );
export const useWithdrawGlobalMessage = () =>
  useCallAction((input: CallInput<typeof messagesCalls.withdraw>) => callApi(messagesCalls.withdraw, input), [messagesKeys.global()]);
