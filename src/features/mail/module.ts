import type { ClientModule } from '../../ui/clientModule';
import { MAIL_PAGE } from '../../contract/mail/module';

/**
 * The e-mail channel's page (docs/modules/mail.md): the local SMTP simulator's mailbox on the
 * private-domain workbench, where a salesperson reads back the quotes and rate cards they e-mailed.
 */
export const mailModule: ClientModule = {
  key: 'mail',
  icons: () => import('./icons'),
  screens: {
    [MAIL_PAGE]: () => import('./MailboxScreen'),
  },
};
