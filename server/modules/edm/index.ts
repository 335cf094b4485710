import { roundSetting } from '../../jobs/types';
import type { ServerModule } from '../module';
import { edmPublicRoutes } from './publicRoutes';
import { edmRoutes } from './routes';
import { seedEdmAccess, seedEdmDemo } from './seed';
import { seedEdmSentDemo } from './seedSent';
import { seedEdmTemplateDemo } from './seedTemplate';
import { tokenKey } from './tokens';
import { runEdmRound } from './useCases/sendRound';

/** Where people reach this server, as the module's routes were given it (the round's links use it). */
let reachedAt = 'http://localhost:8080';

/**
 * Rate e-mail campaigns (issue 50, commercial.md §8, docs/modules/edm.md): verified senders,
 * audiences of CRM contacts (lists, or segments evaluated at send time), campaigns whose recipients
 * each see their own company's sell price, sent by the `edm.send` round through the e-mail channel
 * (mail/public.ts) within the throttles, with opens, clicks, unsubscribes, bounces and the
 * suppression list. A module of its own, not the mail module's: the mail module is the channel
 * (any module's messages); campaigns are a commercial document with their own life and tables.
 */
export const edmModule: ServerModule = {
  name: 'edm',
  tables: ['edm_senders', 'edm_audiences', 'edm_templates', 'edm_campaigns', 'edm_sends', 'edm_events', 'edm_suppressions', 'edm_suppression_log'],
  routes(app, { db, publicUrl }) {
    reachedAt = publicUrl;
    // the one-click unsubscribe (RFC 8058) posts a form body
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_q, body, done) => done(null, body));
    edmRoutes(app, db, publicUrl);
    edmPublicRoutes(app, db, () => tokenKey());
  },
  seedsAfter: ['access', 'crm', 'mail', 'rates'],
  // the demo template (demo-edm-template-v1) is written in 124's blocks
  seedNeedsMigration: 124,
  seed: [
    { name: 'edm-access-v1', run: seedEdmAccess },
    { name: 'demo-edm-v1', run: seedEdmDemo },
    { name: 'demo-edm-sent-v1', run: seedEdmSentDemo },
    { name: 'demo-edm-template-v1', run: seedEdmTemplateDemo },
  ],
  rounds: [
    {
      name: 'edm.send',
      everyMs: roundSetting('EDM_ROUND_EVERY_MS'),
      run: ({ db }, now) => runEdmRound(db, { publicUrl: reachedAt, tokenKey: tokenKey(), env: process.env }, now),
    },
  ],
};
