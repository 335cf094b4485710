import type { FastifyRequest } from 'fastify';
import { ACCESS } from '../../../src/contract/access';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { MessageWire, SentMessageWire } from '../../../src/contract/admin';
import { requestLanguage } from '../../http/language';
import type { ListColumn, ListSpec } from '../../http/lists';
import { messageColumns, SENT_COLUMNS, VISIBLE, type MessageRow, type Reader, type SentRow } from './repository';
import { present, presentSent } from './service';

// The reader's messages and the sent ones (own company's, and everyone's), as data for http/lists.ts.

export const readerLanguage = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);
/** The reader's parameters of VISIBLE: employee, company, the session's user. */
export const readerOf = (request: FastifyRequest): Reader => [request.actor!.id, request.actor!.companyId, request.auth?.userId ?? null];

export const inboxList: ListSpec<MessageRow, MessageWire> = {
  path: ENDPOINTS.messageList,
  title: 'messages',
  base: (_actor, request) => ({ sql: `select ${messageColumns(readerLanguage(request))} ${VISIBLE}`, params: readerOf(request) }),
  columns: [
    { key: 'Title', filter: 'text', sortable: true },
    { key: 'SenderName', filter: 'text', sortable: true, filterColumn: 'SenderNameBare' },
    { key: 'Read', filter: 'exact', values: ['read', 'unread'] },
    { key: 'Scope', filter: 'exact', values: ['employee', 'company', 'user', 'global'] },
    { key: 'SentAt', sortable: true },
  ],
  order: 't."SentAt" desc, t."Id" desc',
  present,
  sheet: [
    { header: '标题 Title', value: (r) => r.Title, width: 40 },
    { header: '内容 Description', value: (r) => r.Description, width: 60 },
    { header: '发送人 Sender', value: (r) => r.SenderName },
    { header: '发送时间 SentAt', value: (r) => r.SentAt, width: 24 },
    { header: '已读 ReadAt', value: (r) => r.ReadAt, width: 24 },
    { header: '未读 Unread', value: (r) => (r.Unread ? '未读 unread' : '') },
  ],
};

const sentSheet = [
  { header: '标题 Title', value: (r: SentMessageWire) => r.Title, width: 40 },
  { header: '接收人 To', value: (r: SentMessageWire) => r.To },
  { header: '发送人 Sender', value: (r: SentMessageWire) => r.SenderName },
  { header: '发送时间 SentAt', value: (r: SentMessageWire) => r.SentAt, width: 24 },
  { header: '已读人数 Readers', value: (r: SentMessageWire) => r.Readers },
  { header: '撤回时间 WithdrawnAt', value: (r: SentMessageWire) => r.WithdrawnAt, width: 24 },
];
const sentColumns: ListColumn[] = [
  { key: 'Title', filter: 'text', sortable: true },
  { key: 'To', filter: 'text' },
  { key: 'SenderName', filter: 'text', filterColumn: 'SenderNameBare' },
  { key: 'SentAt', sortable: true },
];

export const sentList: ListSpec<SentRow, SentMessageWire> = {
  path: ENDPOINTS.messageSentList,
  access: ACCESS.messageSentRead,
  exportAccess: ACCESS.messageSentRead,
  title: 'sent-messages',
  // what this company's people sent to employees and companies
  base: (actor) => ({ sql: `select ${SENT_COLUMNS} where m.scope <> 'global' and s.company_id = $1`, params: [actor.companyId] }),
  columns: sentColumns,
  order: 't."Id" desc',
  present: presentSent,
  sheet: sentSheet,
};

export const globalList: ListSpec<SentRow, SentMessageWire> = {
  path: ENDPOINTS.globalMessageList,
  access: ACCESS.globalMessageRead,
  exportAccess: ACCESS.globalMessageRead,
  title: 'global-messages',
  base: () => ({ sql: `select ${SENT_COLUMNS} where m.scope = 'global'`, params: [] }),
  columns: sentColumns,
  order: 't."Id" desc',
  present: presentSent,
  sheet: sentSheet,
};
