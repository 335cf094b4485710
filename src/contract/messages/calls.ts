import { Type } from '@sinclair/typebox';
import type { MessageWire } from '../admin';
import { defineCall, Nothing } from '../call';
import { id, strict, text, textOf, wire } from '../schema';
import { messagesContract } from './module';

/**
 * Messages (server/modules/messages/routes.ts): the inputs are its route schemas, the answers named
 * by their wire interfaces. The reader's own calls need only a signed-in employee (no menu).
 */
const P = messagesContract.paths;
const A = messagesContract.access;
/** Any employee: the reader's own messages. */
const MINE = 'employee';
const messageText = { Title: text(100, 1), Description: Type.Optional(text(4000)) };
const ids = Type.Array(id, { minItems: 1, maxItems: 5000, uniqueItems: true });

/** Who a company's sender may write to (platform staff: people too). */
export interface Recipients {
  Employees: { Id: number; Name: string; CompanyName: string }[];
  Companies: { Id: number; Name: string }[];
  /** people across all of their company accounts (platform staff only; empty for others) */
  Users?: { Id: number; Name: string; Account: string; Companies: string }[];
}

export const messagesCalls = {
  unreadCount: defineCall({ method: 'GET', path: P.unreadMessageCount, input: strict({}), answer: Type.Integer(), access: MINE }),
  /** One message; reading it marks it read unless `Peek` (a toast's look at what arrived). */
  detail: defineCall({
    method: 'GET',
    path: P.messageDetail,
    input: strict({ id, Peek: Type.Optional(Type.Boolean()) }),
    answer: wire<MessageWire>(),
    access: MINE,
  }),
  markRead: defineCall({ method: 'POST', path: P.messageMarkRead, input: strict({ Ids: ids }), answer: Nothing, access: MINE }),
  /** How many were marked read. */
  markAllRead: defineCall({ method: 'POST', path: P.messageMarkAllRead, input: Type.Undefined(), answer: Type.Integer(), access: MINE }),
  delete: defineCall({ method: 'POST', path: P.messageDelete, input: strict({ Ids: ids }), answer: Nothing, access: MINE }),
  recipients: defineCall({ method: 'GET', path: P.messageRecipients, input: strict({}), answer: wire<Recipients>(), access: A.messageSentRead }),
  send: defineCall({
    method: 'POST',
    path: P.messageSend,
    input: strict({
      ...messageText,
      To: textOf(['employee', 'company', 'user']),
      EmployeeId: Type.Optional(id),
      CompanyId: Type.Optional(id),
      UserId: Type.Optional(id),
    }),
    answer: Type.Unknown(),
    access: A.messageSend,
  }),
  globalReach: defineCall({
    method: 'GET',
    path: P.globalMessageReach,
    input: strict({}),
    answer: Type.Object({ People: Type.Integer() }),
    access: A.globalMessageSend,
  }),
  sendGlobal: defineCall({ method: 'POST', path: P.globalMessageSend, input: strict(messageText), answer: Type.Unknown(), access: A.globalMessageSend }),
  withdraw: defineCall({ method: 'POST', path: P.globalMessageWithdraw, input: strict({ Id: id }), answer: Nothing, access: A.globalMessageWithdraw }),
};
