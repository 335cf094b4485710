import { ENDPOINTS as E } from '../../../src/contract/endpoints';
import { type CrossCase, crossCompanySuite } from '../support/crossCompany';

/**
 * The simulator's mailbox is a page of the platform's side (the EDM workbench): a customer company's
 * employees naming a message the platform sent, or one of its attachments, get 403 — the call is
 * behind a menu they lack (the per-company rule inside the platform is tests/api/mail's own).
 */
const OWN_IDS = { mail: `select id from mail_messages order by id limit 1` };
type K = keyof typeof OWN_IDS;
const CROSS: CrossCase<K>[] = [
  { method: 'GET', url: E.mailboxGet, id: 'Id', query: (ids) => `Id=${ids.mail}`, expected: 403 },
  { method: 'GET', url: E.mailboxAttachment, id: 'Id', query: (ids) => `Id=${ids.mail}&N=0`, expected: 403 },
];

crossCompanySuite('mail', CROSS, {}, OWN_IDS);
