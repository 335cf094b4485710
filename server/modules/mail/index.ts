import { registerReceiptSink } from '../../channels/gateway';
import { registerChannelMode } from '../../channels/modes';
import { assertChannelAllowed } from '../../channels/simulation';
import { setting } from '../../settings/read';
import type { ServerModule } from '../module';
import { applyMailReceipts, mailRound } from './channel';
import { mailRoutes } from './routes';
import { seedMail } from './seed';
import { EMAIL_CHANNEL, mailSimulated } from './sendMail';
import { mailSimulatorOptions, startMailSimulator } from './simulator';
import { mailChannelAdapter, runningSimulator, setRunningSimulator } from './state';
import { closeMailTransports } from './transport';

/**
 * The e-mail channel (issue 50, docs/modules/mail.md): `sendMail` (public.ts) queues a message in the
 * caller's transaction; the EMAIL round delivers it with nodemailer to the real SMTP server
 * (CHANNEL_EMAIL=smtp) or to the local SMTP simulator started here (the default), whose receipts move
 * it to delivered or bounced; staff read the simulator's mailbox on /EDM/Workbench.
 */
export const mailModule: ServerModule = {
  name: 'mail',
  tables: ['mail_messages', 'mail_attachments', 'sim_mailbox', 'sim_mailbox_attachments'],
  rounds: [mailRound((db) => mailChannelAdapter(db))],
  async routes(app, { db }) {
    const adapter = mailChannelAdapter(db);
    assertChannelAllowed(process.env, adapter);
    registerChannelMode(EMAIL_CHANNEL, setting(process.env, 'CHANNEL_EMAIL'));
    // a provider's receipts posted to the webhook (GATEWAY_SECRET_EMAIL) are applied at once
    registerReceiptSink(EMAIL_CHANNEL, async () => {
      await applyMailReceipts(db);
    });
    app.addHook('onClose', async () => closeMailTransports());
    if (mailSimulated() && !runningSimulator()) {
      const started = await startMailSimulator(db, mailSimulatorOptions(process.env));
      setRunningSimulator(started);
      if (started)
        app.addHook('onClose', async () => {
          if (runningSimulator() === started) setRunningSimulator(undefined);
          await started.close();
        });
    }
    mailRoutes(app, db);
  },
  seedsAfter: ['access', 'rates'],
  seedNeedsMigration: 101,
  seed: [{ name: 'mail-workbench-v1', run: seedMail }],
};
