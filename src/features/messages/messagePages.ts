import type { WorkbenchSide } from '../../routes/access';

/** Where a person reads messages: the staff side's pages, or the external manage pages (spec §2.14, §2.18). */
export const messagePages = (side: WorkbenchSide) =>
  side.side === 'internal'
    ? { list: '/system/message', detail: (id: number) => `/system/messageDetail?id=${id}` }
    : { list: '/manage/message', detail: (id: number) => `/manage/messageDetail?id=${id}` };

/** The unread count's query key: the live connection invalidates it, the badge reads it. */
export const UNREAD_KEY = ['messages', 'unread'] as const;
/** Every message list and detail, refreshed when a message arrives. */
export const MESSAGES_KEY = ['messages'] as const;
