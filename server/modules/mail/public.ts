/**
 * What other modules use of the e-mail channel (the only file of this folder they import): queue a
 * message in their own transaction (docs/modules/mail.md).
 */
export { EMAIL_CHANNEL, type MailToSend, sendMail } from './sendMail';
export { mailStatusOf, mailStatusesOf } from './repository';
export { sendMails } from './sendMails';
