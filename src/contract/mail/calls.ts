import { Type } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, strict, text, wire } from '../schema';
import { mailContract } from './module';

const P = mailContract.paths;
const A = mailContract.access;

/** One message the local SMTP simulator received, as its mailbox lists it. */
export interface MailboxRow {
  Id: number;
  MessageId: string;
  From: string;
  To: string;
  Subject: string;
  ReceivedAt: string;
  Size: number;
  Attachments: number;
  /** The sent message's state: SENT, DELIVERED, BOUNCED (empty: not one the platform sent). */
  Status: string;
}

/** One received message whole: its text, its HTML (sanitised), its headers and its attachments' names and sizes. */
export interface MailboxMessage extends Omit<MailboxRow, 'Attachments'> {
  EnvelopeFrom: string;
  EnvelopeTo: string[];
  Cc: string;
  Text: string;
  Html: string;
  Headers: Record<string, string>;
  Attachments: { N: number; Name: string; ContentType: string; Size: number }[];
  /** The receipts the simulated provider sends back (DELIVERED, BOUNCED) and when. */
  Receipts: { Code: string; Text: string; DueAt: string; Sent: boolean }[];
  /** Always true: the simulator delivers nothing to anyone. */
  Simulated: true;
}

export const MAILBOX_PAGE_SIZE = 20;

export const mailCalls = {
  /** The mailbox, newest first: the caller's company's mail (platform staff: all), searched by recipient or subject. */
  list: defineCall({
    method: 'GET',
    path: P.mailboxList,
    input: strict({ Search: Type.Optional(text(200)), Page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })) }),
    answer: wire<{ Items: MailboxRow[]; Total: number; Simulated: boolean }>(),
    access: A.mailboxRead,
  }),
  get: defineCall({ method: 'GET', path: P.mailboxGet, input: strict({ Id: id }), answer: wire<MailboxMessage>(), access: A.mailboxRead }),
  /** An attachment's bytes (a file, not the envelope). */
  attachment: defineCall({
    method: 'GET',
    path: P.mailboxAttachment,
    input: strict({ Id: id, N: Type.Integer({ minimum: 0, maximum: 1000 }) }),
    answer: Type.Null(),
    access: A.mailboxRead,
  }),
};
