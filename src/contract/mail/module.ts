import { read } from '../accessRow';
import { contractModule } from '../registry';

/**
 * The e-mail channel (issue 50, docs/modules/mail.md): modules send through the server's
 * mail/public.ts; the browser reads only the local SMTP simulator's mailbox — what the simulated
 * provider received from the platform — on the private-domain workbench (/EDM/Workbench), where
 * the quotes and rate cards a salesperson sends are followed.
 */
export const MAIL_PAGE = '/EDM/Workbench';

export const mailContract = contractModule({
  name: 'mail',
  paths: {
    mailboxList: '/api/Mail/Mailbox',
    mailboxGet: '/api/Mail/MailboxGet',
    mailboxAttachment: '/api/Mail/MailboxAttachment',
  },
  access: {
    mailboxRead: read([MAIL_PAGE]),
  },
});
