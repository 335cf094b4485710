import { act, read } from '../accessRow';
import { contractModule } from '../registry';

/** Messages (issue 5): an employee's inbox, messages a company sends, and messages to everyone. */
export const messagesContract = contractModule({
  name: 'messages',
  paths: {
    unreadMessageCount: '/api/Message/UnReadMessageCount',
    messageDetail: '/api/Message/GetMessageSelfInfoDetail',
    messageList: '/api/Message/List',
    messageMarkRead: '/api/Message/MarkRead',
    messageMarkAllRead: '/api/Message/MarkAllRead',
    messageDelete: '/api/Message/Delete',
    messageSend: '/api/Message/Send',
    messageSentList: '/api/Message/SentList',
    messageRecipients: '/api/Message/Recipients',
    globalMessageSend: '/api/Message/SendGlobal',
    /** how many people a message to everyone reaches (asked before sending) */
    globalMessageReach: '/api/Message/GlobalReach',
    globalMessageList: '/api/Message/GlobalList',
    globalMessageWithdraw: '/api/Message/Withdraw',
  },
  access: {
    messageSentRead: read(['/system/messageManage']),
    messageSend: act(['/system/messageManage'], 'send'),
    globalMessageSend: read(['/system/sendGlobalMessage'], true),
    globalMessageRead: read(['/system/globalMessageList', '/system/sendGlobalMessage'], true),
    globalMessageWithdraw: act(['/system/globalMessageList'], 'withdraw', true),
  },
  buttons: {
    send: { zh: '发送', en: 'Send' },
    withdraw: { zh: '撤回', en: 'Withdraw' },
  },
});
