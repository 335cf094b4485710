import type { ClientModule } from '../../ui/clientModule';
import { dictionary } from '../../i18n/dictionary';
import { currentWorkbenchSide } from '../../session/access';
import { sessionActor } from '../../session/sessionActor';
import { messagePages } from './messagePages';
import { messageLive } from './liveMessages';
import UnreadBadge from './UnreadBadge';

/** Messages (issue 5): lists, details, management, global messages, the unread badge and live toasts. */
export const messagesModule: ClientModule = {
  key: 'messages',
  screens: {
    '/system/message': () => import('./MessageListScreen'),
    '/manage/message': () => import('./MessageListScreen'),
    '/customer/message': () => import('./MessageListScreen'),
    '/system/messageDetail': () => import('./MessageDetailScreen'),
    '/manage/messageDetail': () => import('./MessageDetailScreen'),
    '/system/messageManage': () => import('./MessageManageScreen'),
    '/system/sendGlobalMessage': () => import('./GlobalMessagesScreen'),
    '/system/globalMessageList': () => import('./GlobalMessagesScreen'),
  },
  commands: [
    {
      id: 'cmd.openMessages',
      label: dictionary.cmdOpenMessages,
      keywords: ['messages', 'inbox', 'unread', '消息', '通知', 'xiaoxi'],
      available: () => sessionActor.getSnapshot().value === 'ready' && !!sessionActor.getSnapshot().context.employee,
      perform: (ctx) => ctx.navigate(messagePages(currentWorkbenchSide()).list),
    },
  ],
  // the unread count sits in every navbar (it is on the first page, as before)
  navbar: [{ id: 'messages.unread', component: UnreadBadge }],
  live: messageLive,
  icons: () => import('./icons'),
};
