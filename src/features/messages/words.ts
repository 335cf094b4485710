import { commonWords } from '../../i18n/commonWords';
import { defineWords } from '../../i18n/words';
import { messagesFieldWords } from '../../contract/messages/words';
import { refdataFieldWords } from '../../contract/refdata/words';

/** The messages module's words in both languages: `useWords(messagesWords)` in its screens. */
export const messagesWords = defineWords({
  // GlobalMessagesScreen.tsx
  sendGlobalMessage: { zh: '发送全局消息', en: 'Send a global message' },
  globalMessageList: { zh: '全局消息列表', en: 'Global messages' },
  globalMessageGoesTo: { zh: '全局消息发给所有用户，在线的人会立即看到提示。', en: 'A global message goes to everyone; people online see it at once.' },
  text: { zh: '正文', en: 'Text' },
  sendToEveryone: { zh: '发送给所有人', en: 'Send to everyone' },
  sent: commonWords.sent,
  seeGlobalMessages: { zh: '查看全局消息列表', en: 'See the global messages' },
  globalMessagesSent: { zh: '已发送的全局消息', en: 'Global messages sent' },
  globalMessages: { zh: '全局消息', en: 'Global messages' },
  withdrawnAt: { zh: '撤回时间', en: 'Withdrawn' },
  withdrawn: commonWords.withdrawn,
  withdraw: commonWords.withdraw,
  // MessageDetailScreen.tsx
  openMessageFromList: { zh: '请从消息列表打开一条消息。', en: 'Open a message from the list.' },
  noText: { zh: '（无正文）', en: '(no text)' },
  openThisSi: { zh: '打开此SI', en: 'Open this SI' },
  openLinked: { zh: '打开相关页面', en: 'Open the page it is about' },
  backToMessages: { zh: '返回消息列表', en: 'Back to the messages' },
  // MessageListScreen.tsx
  personal: { zh: '个人', en: 'Personal' },
  meAllCompanyAccounts: { zh: '本人（全部公司账号）', en: 'Me (all company accounts)' },
  company: commonWords.company,
  announcement: { zh: '公告', en: 'Announcement' },
  filtersAndExport: { zh: '筛选与导出', en: 'Filters and export' },
  state: refdataFieldWords.State,
  unread: { zh: '未读', en: 'Unread' },
  read: messagesFieldWords.Read,
  from: { zh: '发送人', en: 'From' },
  markAllRead: { zh: '全部标为已读', en: 'Mark all read' },
  allMarkedRead: { zh: '已全部标为已读', en: 'All marked read' },
  unreadState: { zh: '未读', en: 'unread' },
  readState: { zh: '已读', en: 'read' },
  sentAt: { zh: '发送时间', en: 'Sent' },
  markRead: { zh: '标为已读', en: 'Mark read' },
  markedRead: { zh: '已标为已读', en: 'Marked read' },
  newMessagesPopUp: {
    zh: '新消息会实时弹出提示；断线重连后未读数会自动更新。',
    en: 'New messages pop up live; after a reconnect the unread count catches up.',
  },
  // MessageManageScreen.tsx
  to: { zh: '接收人', en: 'To' },
  readBy: { zh: '已读', en: 'Read by' },
  messageManagement: { zh: '消息管理', en: 'Message management' },
  sendMessage: { zh: '发送消息', en: 'Send a message' },
  sendTo: { zh: '发给', en: 'To' },
  wholeCompany: { zh: '整个公司', en: 'Whole company' },
  personAllTheirCompany: { zh: '个人（其全部公司账号）', en: 'Person (all their company accounts)' },
  send: { zh: '发送', en: 'Send' },
  sentMessages: { zh: '已发送的消息', en: 'Sent messages' },
  // with values
  sendToEveryoneConfirm: (people: number) => ({
    zh: `这条消息将发给所有人，共 ${people} 人。确定发送吗？`,
    en: `This message goes to everyone: ${people} people. Send it?`,
  }),
  sendToPeople: (people: number) => ({ zh: `发送给 ${people} 人`, en: `Send to ${people} people` }),
});
