import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { mailCalls as C } from '../../../contract/mail/calls';
import { callApi } from '../../../streams/callApi';

/** The mailbox's query keys, named once. */
export const mailKeys = {
  all: ['mail'] as const,
  list: (search: string, page: number) => [...mailKeys.all, 'list', search, page] as const,
  message: (id: number) => [...mailKeys.all, 'message', id] as const,
};

export const getMailbox = (search: string, page: number) => callApi(C.list, { ...(search ? { Search: search } : {}), Page: page });
/** A page of the mailbox; it is read again every few seconds (the simulator receives while one looks). */
export const mailboxQueryOptions = (search: string, page: number) =>
  queryOptions({ queryKey: mailKeys.list(search, page), queryFn: () => getMailbox(search, page), placeholderData: keepPreviousData, refetchInterval: 5000 });

export const getMailboxMessage = (id: number) => callApi(C.get, { Id: id });
export const mailboxMessageQueryOptions = (id: number) => queryOptions({ queryKey: mailKeys.message(id), queryFn: () => getMailboxMessage(id) });

/** An attachment's download address (saved with the session by saveDownload). */
export const attachmentPath = (id: number, n: number) => `${C.attachment.path}?Id=${id}&N=${n}`;
