import type { ServerModule } from '../module';
import { orderApplyRoutes } from './routes';
import { seedDemoApplications } from './demoApplications';
import { seedOrderApplyAccess, seedOrderApplySetup } from './seed';
import { smsChannelAdapter } from '../sms/public';
import { orderApplyExceptionRules } from './tower';

/**
 * B/L application and risk check (operations.md §11, issue 37): applications decided by the rules
 * R1–R10 (src/domain/orderApply/risk.ts) on facts gathered in facts.ts — the B/L from houseBill, the
 * money from billing, each through its public.ts — guarantee amounts, check and system settings,
 * receivers and authenticated addresses, whose SMS codes go through the SMS channel (the sms module's
 * public.ts: its round and its local simulator are the sms module's).
 */
export const orderApplyModule: ServerModule = {
  name: 'orderApply',
  tables: [
    'auth_addresses',
    'auth_sms_codes',
    'bl_app_settings',
    'bl_applications',
    'bl_receivers',
    'bl_release_keys',
    'bl_risk_results',
    'guarantee_limits',
    'risk_rules',
  ],
  exceptions: orderApplyExceptionRules,
  routes(app, { db }) {
    orderApplyRoutes(app, db, smsChannelAdapter(db));
  },
  // the demo companies (companies), the roles that get the buttons (access); the demo applications read
  // the houseBill and billing demos' bills and invoices
  seedsAfter: ['access', 'companies', 'houseBill', 'billing'],
  // 084: the money facts kept with each check (the demo's application is checked and decided)
  seedNeedsMigration: 84,
  seed: [
    { name: 'order-apply-access-v1', run: seedOrderApplyAccess },
    { name: 'order-apply-setup-v1', run: seedOrderApplySetup },
    { name: 'order-apply-demo-applications-v1', run: seedDemoApplications },
  ],
};
