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
  icons: {
    'warning-sign': [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/warning-sign.js'),
    ],
    trash: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/trash.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/trash.js')],
    disable: [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/disable.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/disable.js'),
    ],
    user: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/user.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/user.js')],
    person: [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/person.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/person.js'),
    ],
    notifications: [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/notifications.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/notifications.js'),
    ],
    envelope: [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/envelope.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/envelope.js'),
    ],
    'eye-open': [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/eye-open.js'),
    ],
    undo: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/undo.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/undo.js')],
    'arrow-left': [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/arrow-left.js'),
    ],
  },
};
